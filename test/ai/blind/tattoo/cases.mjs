/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS as P, NOBODY } from './data.mjs';

const { ranges: R, DAY, MONTHS, select, users, sum, avg, min, max, percent, tally, rank, isoDay } = o;
const N = (now) => +now;
const ago = (now, d) => o.dayStart(N(now)) - d * DAY; // start of the day d days ago
const mon = (t) => MONTHS[new Date(t).getUTCMonth()];
const mdShort = (t) => `${mon(t).slice(0, 3)} ${new Date(t).getUTCDate()}`;
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const mdLong = (t) => `${mon(t)} ${ord(new Date(t).getUTCDate())}`;
const dmy = (t) => `${new Date(t).getUTCDate()} ${mon(t)} ${new Date(t).getUTCFullYear()}`;
const MONEY = ['DepositPaid', 'final-payment', 'GiftCardPurchased'];
const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => LOW;

// attach a tie-at-the-cut check to an expectation
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });
const tieIn = (map, n, opts = {}) => {
  const r = rank(map, opts);
  return r.length > n && r[n - 1][1] === r[n][1];
};
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : o.round((v[m - 1] + v[m]) / 2, 2);
};
const count =
  (range, names, user, confidence = 'high', extraNames = []) =>
  (ev, now) => {
    const s = select(ev, { range: range(N(now)), names, user });
    return { numbers: [s.length], names: extraNames, confidence, dataPoints: s.length };
  };
const distinct =
  (range, names, confidence = 'high', extraNames = []) =>
  (ev, now) => {
    const s = select(ev, { range: range(N(now)), names });
    return { numbers: [users(s).size], names: extraNames, confidence, dataPoints: s.length };
  };
const agg =
  (f, range, names, user, confidence = 'high', extraNames = [], unordered = false) =>
  (ev, now) => {
    const s = select(ev, { range: range(N(now)), names, user });
    return { numbers: [f(s)], names: extraNames, unordered, confidence, dataPoints: s.length };
  };
const topEvents = (range, n, { ascending = false, confidence = 'high' } = {}) =>
  withTie(
    (ev, now) => {
      const s = select(ev, { range: range(N(now)) });
      const r = rank(tally(s, o.byName), { n, ascending });
      return { names: r.map((x) => x[0]), numbers: r.map((x) => x[1]), confidence, dataPoints: s.length };
    },
    (ev, now) => tieIn(tally(select(ev, { range: range(N(now)) }), o.byName), n, { ascending }),
  );
const topUsers = (range, names, n, { measure, confidence = 'high', extraNames = [] } = {}) =>
  withTie(
    (ev, now) => {
      const s = select(ev, { range: range(N(now)), names });
      const r = rank(tally(s, o.byUser, measure), { n });
      return {
        names: [...r.map((x) => x[0])],
        numbers: r.map((x) => x[1]),
        confidence,
        dataPoints: s.length,
      };
    },
    (ev, now) => tieIn(tally(select(ev, { range: range(N(now)), names }), o.byUser, measure), n),
  );
const busiest = (range, names, key, { ascending = false, confidence = 'high' } = {}) =>
  withTie(
    (ev, now) => {
      const s = select(ev, { range: range(N(now)), names });
      const [[k, v]] = rank(tally(s, key), { n: 1, ascending });
      return { names: [k], numbers: [v], confidence, dataPoints: s.length };
    },
    (ev, now) => tieIn(tally(select(ev, { range: range(N(now)), names }), key), 1, { ascending }),
  );
const series =
  (range, names, key, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, { range: range(N(now)), names });
    const r = [...tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return { names: r.map((x) => x[0]), numbers: r.map((x) => x[1]), confidence, dataPoints: s.length };
  };
const compare =
  (r1, r2, names, { measure = 'count', confidence = 'high', extraNames = [] } = {}) =>
  (ev, now) => {
    const a = select(ev, { range: r1(N(now)), names }),
      b = select(ev, { range: r2(N(now)), names });
    const f = measure === 'count' ? (s) => s.length : measure === 'users' ? (s) => users(s).size : sum;
    const c = o.change(f(a), f(b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      names: extraNames,
      confidence,
      dataPoints: a.length + b.length,
    };
  };
const shareEvents =
  (range, names, confidence = 'high', extraNames = []) =>
  (ev, now) => {
    const all = select(ev, { range: range(N(now)) });
    const part = all.filter((e) => names.includes(e.eventName));
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      names: extraNames,
      confidence,
      dataPoints: all.length,
    };
  };
const shareUsers =
  (range, names, confidence = 'high', extraNames = []) =>
  (ev, now) => {
    const all = select(ev, { range: range(N(now)) });
    const part = users(all.filter((e) => names.includes(e.eventName))).size;
    return {
      numbers: [part],
      percents: [percent(part, users(all).size)],
      names: extraNames,
      confidence,
      dataPoints: all.length,
    };
  };
const conv =
  (range, a, b, confidence = 'high', extraNames = []) =>
  (ev, now) => {
    const r = range(N(now));
    const c = o.conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      names: extraNames,
      confidence,
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };
const churn = (r1, r2) => (ev, now) => ({
  numbers: [o.churned(ev, r1(N(now)), r2(N(now))).length],
  confidence: 'high',
});
const fresh =
  (range, confidence = 'high') =>
  (ev, now) => ({ numbers: [o.newUsers(ev, range(N(now))).length], confidence });
const lastOf =
  (names, confidence = 'high', user) =>
  (ev) => {
    const s = select(ev, { names, user });
    const [latest] = o.newestFirst(s);
    return { names: [isoDay(o.time(latest))], confidence, dataPoints: s.length };
  };

const all = R.all;
const d7 = (now) => R.lastDays(now, 7);
const d30 = (now) => R.lastDays(now, 30);
const monthsBack = (k) => (now) => R.month(o.monthStart(now, -k));

export const cases = [
  // ---------------- count ----------------
  {
    id: 'count-deposits-all',
    type: 'count',
    question: 'How many DepositPaid events do we have in total?',
    expect: count(all, ['DepositPaid']),
  },
  {
    id: 'count-portfolio-7d',
    type: 'count',
    question: 'portfolio_viewed count for the last 7 days pls',
    expect: count(d7, ['portfolio_viewed']),
  },
  {
    id: 'count-design-since',
    type: 'count',
    question: (now) => `How many design.requested events since ${isoDay(ago(now, 21))}?`,
    expect: count((now) => R.since(ago(now, 21), now), ['design.requested']),
  },
  {
    id: 'count-all-between',
    type: 'count',
    question: (now) =>
      `total number of events between ${isoDay(ago(now, 40))} and ${isoDay(ago(now, 33))}, both days included`,
    expect: count((now) => R.between(ago(now, 40), ago(now, 33))),
  },
  {
    id: 'count-redeemed-lastmonth',
    type: 'count',
    question: (now) => `Gift card redeemed events in ${mon(o.monthStart(N(now), -1))}?`,
    expect: count(
      (now) => R.month(o.pastMonth(now, new Date(o.monthStart(now, -1)).getUTCMonth())),
      ['gift-card-redeemed'],
    ),
  },
  {
    id: 'count-bookings-loose',
    type: 'count',
    question: 'how many bookings did we get last month? front desk wants to know',
    expect: count(R.lastMonth, ['session_booked'], undefined, 'not-high', ['session_booked']),
  },
  { id: 'count-today', type: 'count', question: 'how many events so far today?', expect: count(R.today) },
  {
    id: 'count-year',
    type: 'count',
    question: 'portfolio_viewed this year, how many so far?',
    expect: count(R.thisYear, ['portfolio_viewed']),
  },
  {
    id: 'count-24h',
    type: 'count',
    question: 'Session Completed in the last 24 hours? the studio managers want a daily number',
    expect: count((now) => R.lastHours(now, 24), ['Session Completed']),
  },
  {
    id: 'count-signups-before',
    type: 'count',
    question: (now) => `How many Account Created events were there before ${mdShort(ago(now, 60))}?`,
    expect: count(
      (now) =>
        R.before(
          o.pastMonthDay(now, new Date(ago(now, 60)).getUTCMonth(), new Date(ago(now, 60)).getUTCDate()),
        ),
      ['Account Created'],
    ),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many tattoo_removal events were logged last month?',
    expect: low,
  },
  {
    id: 'count-outage-deposits',
    type: 'count',
    low: true,
    question: (now) =>
      `how many deposit paid events on ${isoDay(ago(now, 20))}? finance says the numbers look off that day`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.on(ago(now, 20)), names: ['DepositPaid'] });
      return s.length ? { numbers: [s.length], confidence: 'high', dataPoints: s.length } : LOW;
    },
  },

  // ---------------- users ----------------
  {
    id: 'users-booked-30d',
    type: 'users',
    question: 'how many unqiue users had a session_booked in the last 30 days?',
    expect: distinct(d30, ['session_booked']),
  },
  {
    id: 'users-active-week',
    type: 'users',
    question: 'active users this week?',
    expect: distinct(R.thisWeek),
  },
  {
    id: 'users-deposit-3m',
    type: 'users',
    question: 'How many distinct customers paid a deposit (DepositPaid) over the past 3 months?',
    expect: distinct((now) => R.lastMonths(now, 3), ['DepositPaid']),
  },
  {
    id: 'users-aftercare-lastmonth',
    type: 'users',
    question: 'number of peopel who did aftercare.checkin last month',
    expect: distinct(R.lastMonth, ['aftercare.checkin']),
  },
  {
    id: 'users-flash-all',
    type: 'users',
    question:
      'how many different users have ever done FlashUploaded? basically how many artists are posting flash',
    expect: distinct(all, ['FlashUploaded']),
  },
  { id: 'users-yesterday', type: 'users', question: 'unique users yesterday', expect: distinct(R.yesterday) },
  {
    id: 'users-giftcard-since',
    type: 'users',
    question: (now) => `How many people bought gift cards since ${mdLong(ago(now, 60))}?`,
    expect: distinct(
      (now) =>
        R.since(
          o.pastMonthDay(now, new Date(ago(now, 60)).getUTCMonth(), new Date(ago(now, 60)).getUTCDate()),
          now,
        ),
      ['GiftCardPurchased'],
      'not-high',
      ['GiftCardPurchased'],
    ),
  },
  {
    id: 'users-this-month',
    type: 'users',
    question: 'how many active users this month so far?',
    expect: distinct(R.thisMonth),
  },
  {
    id: 'users-past-week',
    type: 'users',
    question: 'distinct users who did portfolio_viewed in the past week',
    expect: distinct((now) => R.lastDays(now, 7), ['portfolio_viewed']),
  },
  {
    id: 'users-unknown',
    type: 'users',
    low: true,
    question: 'how many users triggered piercing_consult_booked?',
    expect: low,
  },

  // ---------------- value ----------------
  {
    id: 'value-deposit-sum',
    type: 'value',
    question: 'total DepositPaid value, all time',
    expect: agg(sum, all, ['DepositPaid']),
  },
  {
    id: 'value-final-avg-lastmonth',
    type: 'value',
    question: 'whats the average final-payment amount last month?',
    expect: agg(avg, R.lastMonth, ['final-payment']),
  },
  {
    id: 'value-giftcard-max',
    type: 'value',
    question: 'Biggest single GiftCardPurchased value ever?',
    expect: agg(max, all, ['GiftCardPurchased']),
  },
  {
    id: 'value-final-min-30d',
    type: 'value',
    question: 'smallest final payment in the past 30 days',
    expect: agg(min, d30, ['final-payment']),
  },
  {
    id: 'value-deposit-median',
    type: 'value',
    question: 'median deposit paid amount?',
    expect: agg(median, all, ['DepositPaid']),
  },
  {
    id: 'value-aftercare-avg',
    type: 'value',
    question: 'average aftercare.checkin value over the last 60 days (its the healing score)',
    expect: agg(avg, (now) => R.lastDays(now, 60), ['aftercare.checkin']),
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'for the board deck: what was our revenue last month?',
    expect: agg(sum, R.lastMonth, MONEY, undefined, 'not-high', MONEY, true),
  },
  {
    id: 'value-hours-tattooed',
    type: 'value',
    question: (now) =>
      `sum of Session Completed values between ${isoDay(ago(now, 60))} and ${isoDay(ago(now, 1))}`,
    expect: agg(sum, (now) => R.between(ago(now, 60), ago(now, 1)), ['Session Completed']),
  },
  {
    id: 'value-bigspender-final',
    type: 'value',
    question: `How much has ${P.bigSpender} paid in final-payment in total?`,
    expect: agg(sum, all, ['final-payment'], P.bigSpender),
  },
  { id: 'value-nobody', type: 'value', low: true, question: `total spent by ${NOBODY}?`, expect: low },

  // ---------------- top-events ----------------
  { id: 'top-events-5', type: 'top-events', question: 'top 5 events', expect: topEvents(all, 5) },
  {
    id: 'top-events-lastweek-1',
    type: 'top-events',
    question: 'What was the most common event last week?',
    expect: topEvents(R.lastWeek, 1),
  },
  {
    id: 'top-events-least-3',
    type: 'top-events',
    question: 'which 3 events are the least common overall?',
    expect: topEvents(all, 3, { ascending: true }),
  },
  {
    id: 'top-events-30d-4',
    type: 'top-events',
    question: 'top 4 actions in the last 30 days',
    expect: topEvents(d30, 4),
  },
  {
    id: 'top-events-month',
    type: 'top-events',
    question: (now) => `most frequent events in ${mon(o.monthStart(N(now), -1))}, give me a list`,
    expect: topEvents(R.lastMonth, 5),
  },
  {
    id: 'top-events-2m-least',
    type: 'top-events',
    question: 'least used event type in the past 2 months?',
    expect: topEvents((now) => R.lastMonths(now, 2), 1, { ascending: true }),
  },
  {
    id: 'top-events-3m-3',
    type: 'top-events',
    question: 'Top three things people do on the platform, last 3 months',
    expect: topEvents((now) => R.lastMonths(now, 3), 3),
  },
  {
    id: 'top-events-since',
    type: 'top-events',
    question: (now) => `top 4 events since ${dmy(ago(now, 50))}`,
    expect: topEvents((now) => R.since(ago(now, 50), now), 4),
  },

  // ---------------- top-users ----------------
  {
    id: 'top-users-3',
    type: 'top-users',
    question: 'who are our 3 most active users?',
    expect: topUsers(all, undefined, 3),
  },
  {
    id: 'top-users-final-3',
    type: 'top-users',
    question: 'top 3 users by total final-payment value',
    expect: topUsers(all, ['final-payment'], 3, { measure: o.value }),
  },
  {
    id: 'top-users-views-30d',
    type: 'top-users',
    question: 'who did portfolio_viewed the most in the last 30 days? top 2',
    expect: topUsers(d30, ['portfolio_viewed'], 2),
  },
  {
    id: 'top-users-flash-1',
    type: 'top-users',
    question: 'which user has the most FlashUploaded events?',
    expect: topUsers(all, ['FlashUploaded'], 1),
  },
  {
    id: 'top-users-3-3m',
    type: 'top-users',
    question: 'top 3 users by event count over the past 3 months',
    expect: topUsers((now) => R.lastMonths(now, 3), undefined, 3),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: topUsers(all, MONEY, 3, { measure: o.value, confidence: 'not-high' }),
  },
  {
    id: 'top-users-giftcard',
    type: 'top-users',
    question: 'which user has the highest total GiftCardPurchased amount?',
    expect: topUsers(all, ['GiftCardPurchased'], 1, { measure: o.value }),
  },
  {
    id: 'top-users-final-60',
    type: 'top-users',
    question: 'Top 2 users by final payment value in the last 60 days?',
    expect: topUsers((now) => R.lastDays(now, 60), ['final-payment'], 2, { measure: o.value }),
  },

  // ---------------- user ----------------
  {
    id: 'user-count',
    type: 'user',
    question: `how many events does ${P.topClient} have?`,
    expect: count(all, undefined, P.topClient),
  },
  {
    id: 'user-first-last',
    type: 'user',
    question: `when was ${P.churner} first seen and last seen?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      const t = s.map(o.time);
      return {
        names: [isoDay(Math.min(...t)), isoDay(Math.max(...t))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-event-names',
    type: 'user',
    question: `which events has ${P.newcomer} done so far?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return {
        names: [...new Set(s.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-recent',
    type: 'user',
    question: `show me the 3 most recent events for ${P.bigSpender}`,
    expect: (ev) => {
      const s = select(ev, { user: P.bigSpender });
      return {
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-noshows',
    type: 'user',
    question: `how many no_show events does ${P.serialNoShow} have? thinking of banning them`,
    expect: count(all, ['no_show'], P.serialNoShow),
  },
  {
    id: 'user-artist-30d',
    type: 'user',
    question: `${P.topArtist} activity in the last 30 days: how many events?`,
    expect: count(d30, undefined, P.topArtist),
  },
  {
    id: 'user-last-seen-churner',
    type: 'user',
    question: `last seen date for ${P.churner}?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      return { names: [isoDay(Math.max(...s.map(o.time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-giftgiver-cards',
    type: 'user',
    question: `How many GiftCardPurchased events does ${P.giftGiver} have and when was the first one?`,
    expect: (ev) => {
      const s = select(ev, { user: P.giftGiver, names: ['GiftCardPurchased'] });
      return {
        numbers: [s.length],
        names: [isoDay(Math.min(...s.map(o.time)))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  { id: 'user-nobody', type: 'user', low: true, question: `what has ${NOBODY} been up to?`, expect: low },

  // ---------------- breakdown ----------------
  {
    id: 'bd-deposits-month',
    type: 'breakdown',
    question: 'DepositPaid per month please',
    expect: series(all, ['DepositPaid'], o.byMonth),
  },
  {
    id: 'bd-booking-weekday',
    type: 'breakdown',
    question: 'busiest day of the week for session booked?',
    expect: busiest(all, ['session_booked'], o.byWeekday),
  },
  {
    id: 'bd-views-hour',
    type: 'breakdown',
    question: 'which hour of the day gets the most portfolio_viewed events?',
    expect: busiest(all, ['portfolio_viewed'], o.byHour),
  },
  {
    id: 'bd-busiest-day',
    type: 'breakdown',
    question: 'what was our busiest day ever, by number of events?',
    expect: busiest(all, undefined, o.byDay),
  },
  {
    id: 'bd-completed-week',
    type: 'breakdown',
    question: 'Session Completed per week for the last 4 weeks',
    expect: series((now) => R.lastWeeks(now, 4), ['Session Completed'], o.byWeek),
  },
  {
    id: 'bd-quiet-weekday',
    type: 'breakdown',
    question: 'quietest weekday overall in terms of activity?',
    expect: busiest(all, undefined, o.byWeekday, { ascending: true }),
  },
  {
    id: 'bd-events-month',
    type: 'breakdown',
    question: 'events by month',
    expect: series(all, undefined, o.byMonth),
  },
  {
    id: 'bd-design-day-7',
    type: 'breakdown',
    question: 'daily design.requested counts for the past 7 days',
    expect: series(d7, ['design.requested'], o.byDay),
  },
  {
    id: 'cmp-views-7d',
    type: 'compare',
    question: 'portfolio_viewed in the last 7 days vs the 7 days before that?',
    expect: compare((now) => ({ from: now - 14 * DAY, to: now - 7 * DAY }), d7, ['portfolio_viewed']),
  },
  {
    id: 'cmp-final-months',
    type: 'compare',
    question: (now) => `final-payment total: ${mon(o.monthStart(N(now), -1))} compared with the month before`,
    expect: compare(monthsBack(2), monthsBack(1), ['final-payment'], { measure: 'sum' }),
  },
  {
    id: 'cmp-growth-30',
    type: 'compare',
    question: 'Is activity growing? last 30 days compared with the previous 30 days',
    expect: compare((now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }), d30),
  },
  {
    id: 'cmp-signups-named',
    type: 'compare',
    question: (now) =>
      `Account Created in ${mon(o.monthStart(N(now), -2))} vs ${mon(o.monthStart(N(now), -1))}?`,
    expect: compare(monthsBack(2), monthsBack(1), ['Account Created']),
  },
  {
    id: 'cmp-users-weeks',
    type: 'compare',
    question: 'active users last week vs the week before',
    expect: compare(
      (now) => ({ from: R.lastWeek(now).from - 7 * DAY, to: R.lastWeek(now).from }),
      R.lastWeek,
      undefined,
      { measure: 'users' },
    ),
  },
  {
    id: 'cmp-deposit-14',
    type: 'compare',
    question:
      'DepositPaid value last 14 days vs the prior 14 days - up or down? finance is nervous after the outage',
    expect: compare(
      (now) => ({ from: now - 28 * DAY, to: now - 14 * DAY }),
      (now) => R.lastDays(now, 14),
      ['DepositPaid'],
      { measure: 'sum' },
    ),
  },
  {
    id: 'cmp-design-30',
    type: 'compare',
    question: 'are design requests growing? this past 30 days versus the 30 before',
    expect: compare((now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }), d30, ['design.requested'], {
      confidence: 'not-high',
      extraNames: ['design.requested'],
    }),
  },
  {
    id: 'cmp-48h',
    type: 'compare',
    question: 'events in the last 48 hours compared with the 48 hours before that?',
    expect: compare(
      (now) => ({ from: now - 96 * o.HOUR, to: now - 48 * o.HOUR }),
      (now) => R.lastHours(now, 48),
    ),
  },

  // ---------------- share ----------------
  {
    id: 'share-views',
    type: 'share',
    question: 'what % of all events are portfolio_viewed?',
    expect: shareEvents(all, ['portfolio_viewed']),
  },
  {
    id: 'share-users-deposit-30',
    type: 'share',
    question: 'what share of active users paid a deposit (DepositPaid) in the last 30 days?',
    expect: shareUsers(d30, ['DepositPaid']),
  },
  {
    id: 'share-noshow-lastmonth',
    type: 'share',
    question: 'percentage of events last month that were no_show',
    expect: shareEvents(R.lastMonth, ['no_show']),
  },
  {
    id: 'share-users-aftercare',
    type: 'share',
    question: 'What percent of users did an aftercare.checkin in the past 3 months?',
    expect: shareUsers((now) => R.lastMonths(now, 3), ['aftercare.checkin']),
  },
  {
    id: 'share-flash-lastweek',
    type: 'share',
    question: 'how much of last weeks activity was FlashUploaded, in %?',
    expect: shareEvents(R.lastWeek, ['FlashUploaded']),
  },
  {
    id: 'share-users-giftcard',
    type: 'share',
    question: 'what percentage of our customers have ever bought a gift card?',
    expect: shareUsers(all, ['GiftCardPurchased'], 'not-high', ['GiftCardPurchased']),
  },
  {
    id: 'share-design-since',
    type: 'share',
    question: (now) => `share of events that were design.requested since ${mdShort(ago(now, 35))}`,
    expect: shareEvents((now) => R.since(ago(now, 35), now), ['design.requested']),
  },
  {
    id: 'share-users-noshow',
    type: 'share',
    question: 'what % of active users had a no-show in the last 90 days?',
    expect: shareUsers((now) => R.lastDays(now, 90), ['no_show']),
  },

  // ---------------- conversion ----------------
  {
    id: 'conv-design-deposit',
    type: 'conversion',
    question: 'of the people who did design.requested, how many went on to DepositPaid afterwards?',
    expect: conv(all, 'design.requested', 'DepositPaid'),
  },
  {
    id: 'conv-deposit-completed-60',
    type: 'conversion',
    question: 'DepositPaid -> Session Completed conversion in the last 60 days',
    expect: conv((now) => R.lastDays(now, 60), 'DepositPaid', 'Session Completed'),
  },
  {
    id: 'conv-view-design-30',
    type: 'conversion',
    question: 'what percent of users who viewed a portfolio then requested a design, last 30 days?',
    expect: conv(d30, 'portfolio_viewed', 'design.requested', 'not-high', [
      'portfolio_viewed',
      'design.requested',
    ]),
  },
  {
    id: 'conv-booked-noshow',
    type: 'conversion',
    question: 'of users with session_booked, how many later had a no_show?',
    expect: conv(all, 'session_booked', 'no_show'),
  },
  {
    id: 'conv-completed-aftercare',
    type: 'conversion',
    question:
      'Session Completed to aftercare.checkin conversion over the past 3 months - asking because the aftercare team wants a baseline',
    expect: conv((now) => R.lastMonths(now, 3), 'Session Completed', 'aftercare.checkin'),
  },
  {
    id: 'conv-signup-deposit',
    type: 'conversion',
    question: (now) => `Account Created → DepositPaid since ${isoDay(ago(now, 75))}: how many converted?`,
    expect: conv((now) => R.since(ago(now, 75), now), 'Account Created', 'DepositPaid'),
  },
  {
    id: 'conv-booked-final',
    type: 'conversion',
    question: 'from session booked to final payment, what % make it? all time',
    expect: conv(all, 'session_booked', 'final-payment'),
  },
  {
    id: 'conv-giftcard',
    type: 'conversion',
    question: 'of those who did GiftCardPurchased, how many later did gift-card-redeemed?',
    expect: conv(all, 'GiftCardPurchased', 'gift-card-redeemed'),
  },

  // ---------------- churn ----------------
  {
    id: 'churn-new-30',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: fresh(d30),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `users active in ${mon(o.monthStart(N(now), -2))} but not in ${mon(o.monthStart(N(now), -1))}?`,
    expect: churn(monthsBack(2), monthsBack(1)),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'new customers last month?',
    expect: fresh(R.lastMonth),
  },
  {
    id: 'churn-lastmonth-30',
    type: 'churn',
    question: (now) =>
      `how many people who were active in ${mon(o.monthStart(N(now), -2))} have not been active in the last 30 days?`,
    expect: churn(monthsBack(2), d30),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `New users since ${mdLong(ago(now, 14))}?`,
    expect: fresh((now) =>
      R.since(
        o.pastMonthDay(now, new Date(ago(now, 14)).getUTCMonth(), new Date(ago(now, 14)).getUTCDate()),
        now,
      ),
    ),
  },
  {
    id: 'churn-early-lapsed',
    type: 'churn',
    question: (now) =>
      `churn check: users active between ${isoDay(ago(now, 119))} and ${isoDay(ago(now, 90))} who had no events in the past 6 weeks`,
    expect: churn(
      (now) => R.between(ago(now, 119), ago(now, 90)),
      (now) => R.lastWeeks(now, 6),
    ),
  },
  {
    id: 'churn-new-week',
    type: 'churn',
    question: 'how many brand-new users showed up last week?',
    expect: fresh(R.lastWeek),
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'who was active last week but not this week — just the count',
    expect: churn(R.lastWeek, R.thisWeek),
  },

  // ---------------- recency ----------------
  {
    id: 'rec-last-noshow',
    type: 'recency',
    question: 'when was the last no_show?',
    expect: lastOf(['no_show']),
  },
  {
    id: 'rec-last-flash',
    type: 'recency',
    question: 'last time anyone did FlashUploaded?',
    expect: lastOf(['FlashUploaded']),
  },
  {
    id: 'rec-last-giftcard',
    type: 'recency',
    question: 'When was the most recent GiftCardPurchased?',
    expect: lastOf(['GiftCardPurchased']),
  },
  {
    id: 'rec-any-redeem',
    type: 'recency',
    question: 'did anyone do gift-card-redeemed in the past 30 days?',
    expect: count(d30, ['gift-card-redeemed']),
  },
  {
    id: 'rec-topclient-booked',
    type: 'recency',
    question: `has ${P.topClient} ever had a session_booked? how many times?`,
    expect: count(all, ['session_booked'], P.topClient),
  },
  {
    id: 'rec-last-deposit-loose',
    type: 'recency',
    question: 'when did we last take a deposit?',
    expect: (ev, now) => ({
      ...lastOf(['DepositPaid'], 'not-high')(ev, now),
      names: [...lastOf(['DepositPaid'])(ev, now).names, 'DepositPaid'],
      unordered: true,
    }),
  },
  {
    id: 'rec-churner-last',
    type: 'recency',
    question: `when did ${P.churner} last do portfolio_viewed?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner, names: ['portfolio_viewed'] });
      return { names: [isoDay(Math.max(...s.map(o.time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-unknown',
    type: 'recency',
    low: true,
    question: 'has anyone ever done a laser_removal_booked?',
    expect: low,
  },
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
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
    question: 'total event count across everyting?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many different event names exist in our data?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-both',
    type: 'catalogue',
    question: 'quick overview: how many events and how many users do we have overall?',
    expect: (ev) => ({ numbers: [ev.length, users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-list-types',
    type: 'catalogue',
    question: 'list all the event types you can see',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------- other ----------------
  {
    id: 'other-size',
    type: 'other',
    question: 'what is the average tattoo size in square inches?',
    expect: low,
  },
  {
    id: 'other-latex',
    type: 'other',
    question: 'how many clients have a latex allergy on file?',
    expect: low,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many sessions we will book next quarter',
    expect: low,
  },
  { id: 'other-ink', type: 'other', question: 'which ink brand do our artists use most?', expect: low },
  {
    id: 'other-instagram',
    type: 'other',
    question: 'what is the conversion rate of our instagram ads?',
    expect: low,
  },
  { id: 'other-weather', type: 'other', question: 'will it rain in Portland tomorrow?', expect: low },
  {
    id: 'other-tips',
    type: 'other',
    question: 'how much did clients tip their artists in cash last month?',
    expect: low,
  },
  {
    id: 'other-rating',
    type: 'other',
    question: 'which studio location has the best google rating?',
    expect: low,
  },
  { id: 'other-poem', type: 'other', question: 'write me a short poem about koi fish tattoos', expect: low },
];
