/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK, select, users, sum, avg, min, max, percent, tally, rank, round, time } = O;
const P = PERSONAS;
const LOW = { confidence: 'low', dataPoints: 0 };

// ---- date phrasing ------------------------------------------------------------------------
const d0 = (now) => O.dayStart(+now);
const ago = (now, k) => d0(now) - k * DAY; // start of the day k days back
const iso = (t) => O.isoDay(t);
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const dayMonth = (t) => `${new Date(t).getUTCDate()} ${O.MONTHS[new Date(t).getUTCMonth()]}`;
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const INCIDENT = 23;
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return round(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const money = (x) => (Number.isInteger(x) ? x : round(x, 2));

// ---- expectation builders -----------------------------------------------------------------
function count(range, names, user, confidence = 'high') {
  return (events, now) => {
    const s = select(events, { range: range(+now), names, user });
    return s.length ? { numbers: [s.length], confidence, dataPoints: s.length } : LOW;
  };
}
function distinct(range, names, confidence = 'high') {
  return (events, now) => {
    const s = select(events, { range: range(+now), names });
    return { numbers: [users(s).size], confidence, dataPoints: s.length };
  };
}
function measure(range, names, fn, user, confidence = 'high') {
  return (events, now) => {
    const s = select(events, { range: range(+now), names, user });
    return { numbers: [money(fn(s))], confidence, dataPoints: s.length };
  };
}
function ranked(range, names, key, { n, ascending = false, val, user, confidence = 'high' } = {}) {
  const list = (events, now) => {
    const s = select(events, { range: range(+now), names, user });
    return { s, all: rank(tally(s, key, val), { ascending }) };
  };
  const f = (events, now) => {
    const { s, all } = list(events, now);
    const top = all.slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => money(v)),
      confidence,
      dataPoints: s.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const { all } = list(events, now);
    if (all.length <= n) return false;
    return Math.abs(all[n - 1][1] - all[n][1]) < 1e-9;
  };
  return f;
}
function compare(r1, r2, names, metric = (s) => s.length) {
  return (events, now) => {
    const a = select(events, { range: r1(+now), names }),
      b = select(events, { range: r2(+now), names });
    const c = O.change(money(metric(a)), money(metric(b)));
    return {
      numbers: [c.earlier, c.later, money(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: 'high',
      dataPoints: a.length + b.length,
    };
  };
}
function shareEvents(range, names, confidence = 'high') {
  return (events, now) => {
    const all = select(events, { range: range(+now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return { percents: [percent(part.length, all.length)], confidence, dataPoints: all.length };
  };
}
function shareUsers(range, names, confidence = 'high') {
  return (events, now) => {
    const all = select(events, { range: range(+now) });
    const part = users(all.filter((e) => names.includes(e.eventName)));
    return { percents: [percent(part.size, users(all).size)], confidence, dataPoints: all.length };
  };
}
function conv(range, a, b) {
  return (events, now) => {
    const r = range(+now);
    const c = O.conversion(events, r, a, b);
    const dp = select(events, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: 'high', dataPoints: dp };
  };
}
function lastOf(names, user) {
  return (events) => {
    const s = select(events, { names, user });
    const t = Math.max(...s.map(time));
    return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: s.length };
  };
}
function busiest(range, names, key, ascending = false) {
  return ranked(range, names, key, { n: 1, ascending });
}

// ranges used below
const last30 = (now) => R.lastDays(now, 30);
const monthAgo = (k) => (now) => R.month(O.monthStart(now, -k));
const prevDays = (n) => (now) => ({ from: now - 2 * n * DAY, to: now - n * DAY });

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many pawn.loan_issued events in the last 30 days?',
    expect: count(last30, ['pawn.loan_issued']),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'total retail sales yesterday? just the number of sales pls',
    expect: count(R.yesterday, ['retail_sale']),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `how many times did we scan IDs on ${iso(ago(now, INCIDENT))}? the scanners were acting up that day`,
    expect: count((now) => R.on(ago(now, INCIDENT)), ['id.scan'], undefined, 'not-high'),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'Count of Item Forfeited events last month',
    expect: count(R.lastMonth, ['Item Forfeited']),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) =>
      `Compliance wants to know: how many police holds have been placed since ${longDay(ago(now, 45))}?`,
    expect: count((now) => R.since(ago(now, 45), now), ['PoliceHold']),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'how many events so far this week, all types',
    expect: count(R.thisWeek),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) =>
      `Number of layaway-payment events between ${iso(ago(now, 40))} and ${iso(ago(now, 20))}?`,
    expect: count((now) => R.between(ago(now, 40), ago(now, 20)), ['layaway-payment']),
  },
  {
    id: 'count-08',
    type: 'count',
    question: `how many LoanExtended did ${P.topPawner} have, all time`,
    expect: count(R.all, ['LoanExtended'], P.topPawner),
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'How many firearm_transfer events were logged last week?',
    low: true,
    expect: () => LOW,
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'how many events have we logged today?',
    expect: count(R.today),
  },
  {
    id: 'count-11',
    type: 'count',
    question: (now) => `how many gold buys did the stores do in ${monthName(O.monthStart(now, -2))}`,
    expect: count(
      (now) => R.month(O.pastMonth(now, new Date(O.monthStart(now, -2)).getUTCMonth())),
      ['gold.buy'],
    ),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'how many Layaway Cancelled events do we have?',
    low: true,
    expect: () => LOW,
  },
  {
    id: 'count-13',
    type: 'count',
    question: 'number of item appraisals in the past 2 weeks (approx is fine)',
    expect: count((now) => R.lastWeeks(now, 2), ['item_appraised'], undefined, 'not-high'),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'how many unique customers came through in the last 30 days?',
    expect: distinct(last30),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'How many distinct customers took out a pawn loan last month?',
    expect: distinct(R.lastMonth, ['pawn.loan_issued'], 'not-high'),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'number of customers with a loan-redeemed event in the past 2 weeks',
    expect: distinct((now) => R.lastWeeks(now, 2), ['loan-redeemed']),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'active users in the past 48 hours?',
    expect: distinct((now) => R.lastHours(now, 48)),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) => `How many people had an Item Forfeited since ${shortDay(ago(now, 60))}?`,
    expect: distinct((now) => R.since(ago(now, 60), now), ['Item Forfeited']),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many diffrent customers bought stuff off the retail floor in the last 3 months',
    expect: distinct((now) => R.lastMonths(now, 3), ['retail_sale'], 'not-high'),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'unique users with a PoliceHold, ever',
    expect: distinct(R.all, ['PoliceHold']),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'How many users did a trade_in_credit in the past week?',
    low: true,
    expect: () => LOW,
  },
  {
    id: 'users-09',
    type: 'users',
    question: (now) => `for the ops review: active customers in ${monthYear(O.monthStart(now, -1))}`,
    expect: distinct(monthAgo(1)),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: 'What is the total pawn.loan_issued value over the last 30 days? (principal lent out, in $)',
    expect: measure(last30, ['pawn.loan_issued'], sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average item_appraised value last month',
    expect: measure(R.lastMonth, ['item_appraised'], avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'biggest single retail_sale we have on record?',
    expect: measure(R.all, ['retail_sale'], max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'smallest loan-redeemed payoff in the last 7 days',
    expect: measure((now) => R.lastDays(now, 7), ['loan-redeemed'], min),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'Median gold.buy payout last month?',
    expect: measure(R.lastMonth, ['gold.buy'], median),
  },
  {
    id: 'value-06',
    type: 'value',
    question: (now) => `Sum of LoanExtended fees since ${dayMonth(ago(now, 50))}`,
    expect: measure((now) => R.since(ago(now, 50), now), ['LoanExtended'], sum),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'what was our revenue last month?',
    expect: () => ({ names: ['retail_sale'], confidence: 'not-high' }),
  },
  {
    id: 'value-08',
    type: 'value',
    question: (now) => `avg value of Item Forfeited events before ${longDay(ago(now, 30))}`,
    expect: measure((now) => R.before(ago(now, 30)), ['Item Forfeited'], avg),
  },
  {
    id: 'value-09',
    type: 'value',
    question: `how much has ${P.bigBuyer} spent on retail_sale in total?`,
    expect: measure(R.all, ['retail_sale'], sum, P.bigBuyer),
  },
  {
    id: 'value-10',
    type: 'value',
    question: "what's the average loan size over the past 2 weeks",
    expect: measure((now) => R.lastWeeks(now, 2), ['pawn.loan_issued'], avg, undefined, 'not-high'),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'topev-01',
    type: 'top-events',
    question: 'top 3 events in the last 30 days',
    expect: ranked(last30, undefined, O.byName, { n: 3 }),
  },
  {
    id: 'topev-02',
    type: 'top-events',
    question: 'What are our most common events?',
    expect: ranked(R.all, undefined, O.byName, { n: 5 }),
  },
  {
    id: 'topev-03',
    type: 'top-events',
    question: 'least common event type last month',
    expect: ranked(R.lastMonth, undefined, O.byName, { n: 1, ascending: true }),
  },
  {
    id: 'topev-04',
    type: 'top-events',
    question: 'most frequent event yesterday?',
    expect: ranked(R.yesterday, undefined, O.byName, { n: 1 }),
  },
  {
    id: 'topev-05',
    type: 'top-events',
    question: `top 5 events for ${P.topPawner}`,
    expect: ranked(R.all, undefined, O.byName, { n: 5, user: P.topPawner }),
  },
  {
    id: 'topev-06',
    type: 'top-events',
    question: 'bottom 3 event types over the last 90 days, rarest first',
    expect: ranked((now) => R.lastDays(now, 90), undefined, O.byName, { n: 3, ascending: true }),
  },
  {
    id: 'topev-07',
    type: 'top-events',
    question: 'which 4 event types happened most last week?',
    expect: ranked(R.lastWeek, undefined, O.byName, { n: 4 }),
  },
  {
    id: 'topev-08',
    type: 'top-events',
    question: (now) =>
      `Top 2 events on ${longDay(ago(now, INCIDENT))} - something looked off in the dashboards`,
    expect: ranked(
      (now) =>
        R.on(
          O.pastMonthDay(
            now,
            new Date(ago(now, INCIDENT)).getUTCMonth(),
            new Date(ago(now, INCIDENT)).getUTCDate(),
          ),
        ),
      undefined,
      O.byName,
      { n: 2 },
    ),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'topusr-01',
    type: 'top-users',
    question: 'top 3 customers by number of events',
    expect: ranked(R.all, undefined, O.byUser, { n: 3 }),
  },
  {
    id: 'topusr-02',
    type: 'top-users',
    question: 'top 3 customers by total pawn.loan_issued principal in the last 90 days',
    expect: ranked((now) => R.lastDays(now, 90), ['pawn.loan_issued'], O.byUser, { n: 3, val: O.value }),
  },
  {
    id: 'topusr-03',
    type: 'top-users',
    question: 'who are our top 3 spenders on retail_sale?',
    expect: ranked(R.all, ['retail_sale'], O.byUser, { n: 3, val: O.value }),
  },
  {
    id: 'topusr-04',
    type: 'top-users',
    question: 'who is our biggest shopper?',
    expect: () => ({ names: [P.bigBuyer], confidence: 'not-high' }),
  },
  {
    id: 'topusr-05',
    type: 'top-users',
    question: 'most active customer last week',
    expect: ranked(R.lastWeek, undefined, O.byUser, { n: 1 }),
  },
  {
    id: 'topusr-06',
    type: 'top-users',
    question: 'which 2 customers had the most item_appraised events in the past 60 days?',
    expect: ranked((now) => R.lastDays(now, 60), ['item_appraised'], O.byUser, { n: 2 }),
  },
  {
    id: 'topusr-07',
    type: 'top-users',
    question: (now) => `top 4 customers by gold.buy payout since ${iso(ago(now, 75))}`,
    expect: ranked((now) => R.since(ago(now, 75), now), ['gold.buy'], O.byUser, { n: 4, val: O.value }),
  },
  {
    id: 'topusr-08',
    type: 'top-users',
    question: 'top customers for warranty_claim events?',
    low: true,
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: `how many events does ${P.topPawner} have?`,
    expect: count(R.all, undefined, P.topPawner),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `When did we first see ${P.newcomer}?`,
    expect: (events) => {
      const s = select(events, { user: P.newcomer });
      const t = time(s[0]);
      return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `${P.churner} - last seen when? they used to be in every week`,
    expect: (events) => {
      const s = select(events, { user: P.churner });
      const t = time(s.at(-1));
      return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: `what kinds of events has ${P.flagged} got on file?`,
    expect: (events) => {
      const s = select(events, { user: P.flagged });
      return {
        names: [...new Set(s.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: `show me the 3 most recent events for ${P.topPawner}`,
    expect: (events) => {
      const s = select(events, { user: P.topPawner });
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
    id: 'user-06',
    type: 'user',
    question: `How many events for ${P.bigBuyer} in the last 30 days?`,
    expect: count(last30, undefined, P.bigBuyer),
  },
  {
    id: 'user-07',
    type: 'user',
    question: `pull up the history for ${NOBODY}`,
    low: true,
    expect: () => LOW,
  },
  {
    id: 'user-08',
    type: 'user',
    question: `first and last seen for ${P.newcomer}, please`,
    expect: (events) => {
      const s = select(events, { user: P.newcomer });
      const a = time(s[0]),
        b = time(s.at(-1));
      return { names: [iso(a), hm(a), iso(b), hm(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: `which event names has ${P.newcomer} used so far?`,
    expect: (events) => {
      const s = select(events, { user: P.newcomer });
      return {
        names: [...new Set(s.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'brk-01',
    type: 'breakdown',
    question: 'busiest day in the last 60 days?',
    expect: busiest((now) => R.lastDays(now, 60), undefined, O.byDay),
  },
  {
    id: 'brk-02',
    type: 'breakdown',
    question: 'which hour of the day (UTC) is busiest for retail_sale?',
    expect: busiest(R.all, ['retail_sale'], O.byHour),
  },
  {
    id: 'brk-03',
    type: 'breakdown',
    question: 'Busiest weekday over the last 8 weeks, by event count',
    expect: busiest((now) => R.lastWeeks(now, 8), undefined, O.byWeekday),
  },
  {
    id: 'brk-04',
    type: 'breakdown',
    question: (now) =>
      `pawn.loan_issued per month for ${monthName(O.monthStart(now, -3))}, ${monthName(O.monthStart(now, -2))} and ${monthName(O.monthStart(now, -1))}`,
    expect: (events, now) => {
      const r = { from: O.monthStart(+now, -3), to: O.monthStart(+now) };
      const s = select(events, { range: r, names: ['pawn.loan_issued'] });
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
    id: 'brk-05',
    type: 'breakdown',
    question: 'weekly event counts for the last 4 full weeks',
    expect: (events, now) => {
      const ws = O.weekStart(+now);
      const r = { from: ws - 4 * WEEK, to: ws };
      const s = select(events, { range: r });
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
    id: 'brk-06',
    type: 'breakdown',
    question: (now) =>
      `daily item_appraised counts from ${shortDay(ago(now, 12))} to ${shortDay(ago(now, 8))}`,
    expect: (events, now) => {
      const r = R.between(
        O.pastMonthDay(+now, new Date(ago(now, 12)).getUTCMonth(), new Date(ago(now, 12)).getUTCDate()),
        ago(now, 8),
      );
      const s = select(events, { range: r, names: ['item_appraised'] });
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
    id: 'brk-07',
    type: 'breakdown',
    question: 'quietest day of the week for us, all time?',
    expect: busiest(R.all, undefined, O.byWeekday, true),
  },
  {
    id: 'brk-08',
    type: 'breakdown',
    question: 'what hour do most loan-redeemed events happen, last 30 days',
    expect: busiest(last30, ['loan-redeemed'], O.byHour),
  },
  {
    id: 'brk-09',
    type: 'breakdown',
    question: 'which month had the most gold.buy events?',
    expect: busiest(R.all, ['gold.buy'], O.byMonth),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'events in the last 7 days vs the 7 days before that?',
    expect: compare(prevDays(7), (now) => R.lastDays(now, 7)),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'pawn.loan_issued last month compared with the month before',
    expect: compare(monthAgo(2), monthAgo(1), ['pawn.loan_issued']),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: 'retail_sale total $ last week vs the week before',
    expect: compare(
      (now) => ({ from: O.weekStart(now) - 2 * WEEK, to: O.weekStart(now) - WEEK }),
      R.lastWeek,
      ['retail_sale'],
      sum,
    ),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: 'is our customer count growing? unique customers last 30 days vs the 30 days before',
    expect: compare(prevDays(30), last30, undefined, (s) => users(s).size),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: (now) =>
      `compare item_appraised counts: ${monthName(O.monthStart(now, -2))} vs ${monthName(O.monthStart(now, -1))}`,
    expect: compare(monthAgo(2), monthAgo(1), ['item_appraised']),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: 'sum of loan-redeemed in the last 14 days compared with the previous 14 days',
    expect: compare(prevDays(14), (now) => R.lastDays(now, 14), ['loan-redeemed'], sum),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: 'Is LoanExtended growing? last 4 weeks vs the 4 weeks before',
    expect: compare(
      (now) => ({ from: now - 8 * WEEK, to: now - 4 * WEEK }),
      (now) => R.lastWeeks(now, 4),
      ['LoanExtended'],
    ),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: 'yesterday vs the day before - total events',
    expect: compare((now) => ({ from: d0(now) - 2 * DAY, to: d0(now) - DAY }), R.yesterday),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of events in the last 30 days were retail_sale?',
    expect: shareEvents(last30, ['retail_sale']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what % of all activity is id.scan?',
    expect: shareEvents(R.all, ['id.scan']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'Of the customers active in the last 30 days, what share had a pawn.loan_issued?',
    expect: shareUsers(last30, ['pawn.loan_issued']),
  },
  {
    id: 'share-04',
    type: 'share',
    question: "fraction of last month's events that were Item Forfeited",
    expect: shareEvents(R.lastMonth, ['Item Forfeited']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'what percent of customers have ever had a PoliceHold?',
    expect: shareUsers(R.all, ['PoliceHold']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: (now) => `of everything logged on ${dayMonth(ago(now, INCIDENT))}, what % was id.scan?`,
    expect: shareEvents(
      (now) =>
        R.on(
          O.pastMonthDay(
            now,
            new Date(ago(now, INCIDENT)).getUTCMonth(),
            new Date(ago(now, INCIDENT)).getUTCDate(),
          ),
        ),
      ['id.scan'],
    ),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `what share of customers since ${iso(ago(now, 30))} used layaway?`,
    expect: shareUsers((now) => R.since(ago(now, 30), now), ['layaway-payment'], 'not-high'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-01',
    type: 'conversion',
    question:
      'of customers who had an item_appraised in the last 30 days, how many then got a pawn.loan_issued?',
    expect: conv(last30, 'item_appraised', 'pawn.loan_issued'),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'pawn.loan_issued -> loan-redeemed conversion over the last 90 days',
    expect: conv((now) => R.lastDays(now, 90), 'pawn.loan_issued', 'loan-redeemed'),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question: 'what % of Customer Registered users went on to a pawn.loan_issued?',
    expect: conv(R.all, 'Customer Registered', 'pawn.loan_issued'),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: (now) =>
      `since ${longDay(ago(now, 60))}, how many borrowers with a pawn.loan_issued later had a LoanExtended?`,
    expect: conv(
      (now) =>
        R.since(
          O.pastMonthDay(now, new Date(ago(now, 60)).getUTCMonth(), new Date(ago(now, 60)).getUTCDate()),
          now,
        ),
      'pawn.loan_issued',
      'LoanExtended',
    ),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question: 'last month: id.scan to gold.buy conversion rate',
    expect: conv(R.lastMonth, 'id.scan', 'gold.buy'),
  },
  {
    id: 'conv-06',
    type: 'conversion',
    question:
      'of the people with an item_appraised in the past 90 days, how many ended up with a PoliceHold afterwards?',
    expect: conv((now) => R.lastDays(now, 90), 'item_appraised', 'PoliceHold'),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: 'Customer Registered → retail_sale, last 60 days: how many converted and what percent',
    expect: conv((now) => R.lastDays(now, 60), 'Customer Registered', 'retail_sale'),
  },
  {
    id: 'conv-08',
    type: 'conversion',
    question: 'how many customers went from item_appraised to buyback_offer in the last 30 days?',
    low: true,
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many customers were active in ${monthName(O.monthStart(now, -2))} but not in ${monthName(O.monthStart(now, -1))}?`,
    expect: (events, now) => ({
      numbers: [O.churned(events, R.month(O.monthStart(+now, -2)), R.month(O.monthStart(+now, -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new customers in the last 14 days?',
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.lastDays(+now, 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'how many customers who were around 30-60 days ago havent been back in the last 30 days',
    expect: (events, now) => ({
      numbers: [O.churned(events, prevDays(30)(+now), last30(+now)).length],
      confidence: 'not-high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'how many brand-new customers did we get last month?',
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.lastMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: 'customers active last week who have not shown up this week - how many?',
    expect: (events, now) => ({
      numbers: [O.churned(events, R.lastWeek(+now), R.thisWeek(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `number of new users since ${iso(ago(now, 45))}`,
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.since(ago(now, 45), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) =>
      `churn check: users active between ${iso(ago(now, 100))} and ${iso(ago(now, 61))} with no events in the last 60 days`,
    expect: (events, now) => ({
      numbers: [O.churned(events, R.between(ago(now, 100), ago(now, 61)), R.lastDays(+now, 60)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: 'How many first-time customers in the past week?',
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.lastDays(+now, 7)).length],
      confidence: 'high',
    }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-01',
    type: 'recency',
    question: 'when was the last PoliceHold?',
    expect: lastOf(['PoliceHold']),
  },
  {
    id: 'rec-02',
    type: 'recency',
    question: 'Last time an Item Forfeited was recorded?',
    expect: lastOf(['Item Forfeited']),
  },
  {
    id: 'rec-03',
    type: 'recency',
    question: 'has anyone ever had a LoanExtended? how many?',
    expect: count(R.all, ['LoanExtended']),
  },
  {
    id: 'rec-04',
    type: 'recency',
    question: `when did ${P.churner} last have a loan-redeemed?`,
    expect: lastOf(['loan-redeemed'], P.churner),
  },
  {
    id: 'rec-05',
    type: 'recency',
    question: 'most recent layaway-payment - when?',
    expect: lastOf(['layaway-payment']),
  },
  {
    id: 'rec-06',
    type: 'recency',
    question: 'when was the last chargeback_filed event?',
    low: true,
    expect: () => LOW,
  },
  {
    id: 'rec-07',
    type: 'recency',
    question: 'When did the last Customer Registered happen?',
    expect: lastOf(['Customer Registered']),
  },
  {
    id: 'rec-08',
    type: 'recency',
    question: 'did any PoliceHold happen in the last 30 days?',
    expect: count(last30, ['PoliceHold']),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (events) => ({
      names: [...new Set(events.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many customers are in the system in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'how many events overall?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'list every event type with how many of each',
    expect: ranked(R.all, undefined, O.byName, { n: Infinity }),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'how many distinct event names are there?',
    expect: (events) => ({
      numbers: [new Set(events.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'quick overview for the new hire: number of customers and number of events we have',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: 'is there an event called gold.buy in our data?',
    expect: (events) => ({ names: ['gold.buy'], confidence: 'high', dataPoints: events.length }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-01',
    type: 'other',
    question: "what's the average interest rate we charge on pawn loans?",
    expect: () => LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'which clerk wrote the most loans last month?',
    expect: () => LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'how many ounces of gold are in the vault right now?',
    expect: () => LOW,
  },
  { id: 'other-04', type: 'other', question: "what's our customer satisfaction score?", expect: () => LOW },
  { id: 'other-05', type: 'other', question: 'which store location does the most pawns?', expect: () => LOW },
  {
    id: 'other-06',
    type: 'other',
    question: `whats the phone number on file for ${P.topPawner}`,
    expect: () => LOW,
  },
  { id: 'other-07', type: 'other', question: 'what is the gold spot price today?', expect: () => LOW },
  {
    id: 'other-08',
    type: 'other',
    question: 'break down loans by item category - jewelry vs electronics vs tools',
    expect: () => LOW,
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'can you email the police report for hold #4471 to detective Alvarez?',
    expect: () => LOW,
  },
];
