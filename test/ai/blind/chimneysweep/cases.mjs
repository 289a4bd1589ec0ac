/* eslint-disable -- a blind round's file, kept as its author wrote it */
import {
  DAY,
  HOUR,
  MONTHS,
  WEEKDAYS,
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
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  pastMonth,
  pastMonthDay,
  round,
} from '../../../../../shared/ai/eval/oracle.mjs';

// ---- helpers -------------------------------------------------------------------------------
const N = (now) => +now;
const ORD = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ORD(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const slashDay = (t) => {
  const d = new Date(t);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
};
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const daysAgo = (now, n) => dayStart(N(now) - n * DAY);
const monthsBack = (now, k) => monthStart(N(now), -k); // start of the calendar month k months back
const incident = (now) => {
  const d = dayStart(N(now) - 23 * DAY);
  return new Date(d).getUTCDay() === 0 ? d + DAY : d;
};
const med = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : round((v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const R = (x) => round(x, 2);

const LOW = () => ({ confidence: 'low', dataPoints: 0 });

function countX(sel, conf = 'high') {
  return (events, now) => {
    const evs = select(events, sel(now));
    return evs.length ? { numbers: [evs.length], confidence: conf, dataPoints: evs.length } : LOW();
  };
}
function usersX(sel, conf = 'high') {
  return (events, now) => {
    const evs = select(events, sel(now));
    return evs.length ? { numbers: [users(evs).size], confidence: conf, dataPoints: evs.length } : LOW();
  };
}
function valueX(sel, fn, conf = 'high') {
  return (events, now) => {
    const evs = select(events, sel(now));
    return evs.length ? { numbers: [R(fn(evs))], confidence: conf, dataPoints: evs.length } : LOW();
  };
}
// ranked list: names in order plus figures; tieAtCut checks the element after the cut
function rankedX(sel, key, { n = 5, ascending = false, measure, conf = 'high', figures = true } = {}) {
  const list = (events, now) => rank(tally(select(events, sel(now)), key, measure), { ascending });
  const f = (events, now) => {
    const evs = select(events, sel(now));
    if (!evs.length) return LOW();
    const top = list(events, now).slice(0, n);
    return {
      names: top.map(([k]) => k),
      ...(figures ? { numbers: top.map(([, v]) => R(v)) } : {}),
      confidence: conf,
      dataPoints: evs.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const l = list(events, now);
    return l.length > n && l[n - 1][1] === l[n][1];
  };
  return f;
}
function compareX(selA, selB, measure = (evs) => evs.length, conf = 'high') {
  return (events, now) => {
    const a = select(events, selA(now)),
      b = select(events, selB(now));
    const c = change(R(measure(a)), R(measure(b)));
    const x = { numbers: [c.earlier, c.later, R(c.diff)], confidence: conf, dataPoints: a.length + b.length };
    if (c.pct !== null) x.percents = [c.pct];
    return x;
  };
}
function convX(rangeF, a, b, conf = 'high') {
  return (events, now) => {
    const r = rangeF(now);
    const c = conversion(events, r, a, b);
    const dp = select(events, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf, dataPoints: dp };
  };
}
function shareX(rangeF, names, conf = 'high') {
  return (events, now) => {
    const all = select(events, { range: rangeF(now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
}
function userShareX(rangeF, names, conf = 'high') {
  return (events, now) => {
    const all = select(events, { range: rangeF(now) });
    const part = users(all.filter((e) => names.includes(e.eventName)));
    return {
      numbers: [part.size, users(all).size],
      percents: [percent(part.size, users(all).size)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
}
function lastX(names, user) {
  return (events) => {
    const evs = select(events, { names, user });
    if (!evs.length) return LOW();
    const t = time(newestFirst(evs)[0]);
    return { names: [isoDay(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
  };
}
// breakdown: the busiest (or quietest) bucket with its figure
function busiestX(sel, key, { ascending = false, measure, conf = 'high' } = {}) {
  return rankedX(sel, key, { n: 1, ascending, measure, conf });
}

const P = {
  top: 'acct_0007',
  churner: 'acct_0113',
  big: 'acct_0250',
  noshow: 'acct_0321',
  newbie: 'acct_0488',
  nobody: 'acct_9999',
};

// ---- cases ---------------------------------------------------------------------------------
export const cases = [
  // ============ count ============
  {
    id: 'count-01',
    type: 'count',
    question: 'how many appointments got booked in the last 7 days?',
    expect: countX((now) => ({ range: ranges.lastDays(N(now), 7), names: ['appointment_booked'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Number of Camera Scan events last week please (for the Monday ops huddle)',
    expect: countX((now) => ({ range: ranges.lastWeek(N(now)), names: ['Camera Scan'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'total events this month?',
    expect: countX((now) => ({ range: ranges.thisMonth(N(now)) })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) =>
      `How many inspection.completed between ${isoDay(daysAgo(now, 40))} and ${isoDay(daysAgo(now, 26))}?`,
    expect: countX((now) => ({
      range: ranges.between(daysAgo(now, 40), daysAgo(now, 26)),
      names: ['inspection.completed'],
    })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) => `no shows in ${monthName(monthsBack(now, 2))} — how many did we eat?`,
    expect: countX((now) => ({
      range: ranges.month(pastMonth(N(now), new Date(monthsBack(now, 2)).getUTCMonth())),
      names: ['NoShow'],
    })),
  },
  {
    id: 'count-06',
    type: 'count',
    question:
      'how many times has acct_0007 booked an appointment_booked? property manager, wondering if they deserve a volume discount',
    expect: countX(() => ({ names: ['appointment_booked'], user: P.top })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'how many repair estimates did we send out last month',
    expect: countX((now) => ({ range: ranges.lastMonth(N(now)), names: ['repair-quote-sent'] }), 'not-high'),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `sweep completed count since ${longDay(daysAgo(now, 20))}?`,
    expect: countX((now) => ({
      range: ranges.since(
        pastMonthDay(
          N(now),
          new Date(daysAgo(now, 20)).getUTCMonth(),
          new Date(daysAgo(now, 20)).getUTCDate(),
        ),
        N(now),
      ),
      names: ['sweep-completed'],
    })),
  },
  {
    id: 'count-09',
    type: 'count',
    low: true,
    question: 'how many chimney relining jobs were done last month?',
    expect: LOW,
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) => `How many events in total before ${slashDay(daysAgo(now, 90))}?`,
    expect: countX((now) => ({ range: ranges.before(daysAgo(now, 90)) })),
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'cancellations in the past 2 weeks? appointment_cancelled I mean',
    expect: countX((now) => ({ range: ranges.lastWeeks(N(now), 2), names: ['appointment_cancelled'] })),
  },

  {
    id: 'count-12',
    type: 'count',
    question: 'how many events have come in today so far?',
    expect: countX((now) => ({ range: ranges.today(N(now)) })),
  },

  // ============ users ============
  {
    id: 'users-01',
    type: 'users',
    question: 'how many active customers did we have in the last 30 days',
    expect: usersX((now) => ({ range: ranges.lastDays(N(now), 30) })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'How many distinct users paid an invoice this month? (invoice.paid)',
    expect: usersX((now) => ({ range: ranges.thisMonth(N(now)), names: ['invoice.paid'] })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'unique users with a Review Posted event, all time',
    expect: usersX(() => ({ names: ['Review Posted'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'how many people had a no-show in the past 3 months?',
    expect: usersX((now) => ({ range: ranges.lastMonths(N(now), 3), names: ['NoShow'] })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'active users last week?',
    expect: usersX((now) => ({ range: ranges.lastWeek(N(now)) })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `How many customers sent a message (message_sent) on ${shortDay(daysAgo(now, 15))}?`,
    expect: usersX((now) => ({
      range: ranges.on(
        pastMonthDay(
          N(now),
          new Date(daysAgo(now, 15)).getUTCMonth(),
          new Date(daysAgo(now, 15)).getUTCDate(),
        ),
      ),
      names: ['message_sent'],
    })),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many users did a gutter_cleaned event this year?',
    expect: LOW,
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'How many unique customers this year so far?',
    expect: usersX((now) => ({ range: ranges.thisYear(N(now)) })),
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'how many different people sent us a message in the past 24 hours (message_sent)?',
    expect: usersX((now) => ({ range: ranges.lastHours(N(now), 24), names: ['message_sent'] })),
  },

  {
    id: 'users-10',
    type: 'users',
    question: 'how many customers have been active this week?',
    expect: usersX((now) => ({ range: ranges.thisWeek(N(now)) })),
  },

  // ============ value ============
  {
    id: 'value-01',
    type: 'value',
    question: 'Finance here: total invoice.paid amount for last month?',
    expect: valueX((now) => ({ range: ranges.lastMonth(N(now)), names: ['invoice.paid'] }), sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'what is the average repair-quote-sent value over the last 90 days',
    expect: valueX((now) => ({ range: ranges.lastDays(N(now), 90), names: ['repair-quote-sent'] }), avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'biggest single invoice.paid we ever got?',
    expect: valueX(() => ({ names: ['invoice.paid'] }), max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'minimum creosote level recorded in the past week',
    expect: valueX((now) => ({ range: ranges.lastDays(N(now), 7), names: ['CreosoteLevelRecorded'] }), min),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median quote_accepted amount, all time. mean gets skewed by the big rebuilds',
    expect: valueX(() => ({ names: ['quote_accepted'] }), med),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'how much revenue did we make in the last 30 days?',
    expect: valueX(
      (now) => ({ range: ranges.lastDays(N(now), 30), names: ['invoice.paid'] }),
      sum,
      'not-high',
    ),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'avg CreosoteLevelRecorded for acct_0007?',
    expect: valueX(() => ({ names: ['CreosoteLevelRecorded'], user: P.top }), avg),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'total Camera Scan value (minutes of footage) in the past 2 weeks',
    expect: valueX((now) => ({ range: ranges.lastWeeks(N(now), 2), names: ['Camera Scan'] }), sum),
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'sum of customer payments since the start of last month?',
    expect: valueX(
      (now) => ({ range: { from: monthStart(N(now), -1), to: N(now) }, names: ['invoice.paid'] }),
      sum,
      'not-high',
    ),
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'whats the average star rating in Review Posted events this year',
    expect: valueX((now) => ({ range: ranges.thisYear(N(now)), names: ['Review Posted'] }), avg),
  },

  // ============ top-events ============
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'what are our top 5 events of all time?',
    expect: rankedX(() => ({}), byName, { n: 5 }),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'top 3 event types over the last 30 days',
    expect: rankedX((now) => ({ range: ranges.lastDays(N(now), 30) }), byName, { n: 3 }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'which event is the rarest overall?',
    expect: rankedX(() => ({}), byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'most common event yesterday',
    expect: rankedX((now) => ({ range: ranges.yesterday(N(now)) }), byName, { n: 1 }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'for acct_0007, what are their most frequent events? top 3 is fine',
    expect: rankedX(() => ({ user: P.top }), byName, { n: 3 }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: 'bottom 3 events in the last 30 days by count',
    expect: rankedX((now) => ({ range: ranges.lastDays(N(now), 30) }), byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: (now) =>
      `What were the most common events on ${isoDay(incident(now))}? That was the ice storm day, just the #1`,
    expect: rankedX((now) => ({ range: ranges.on(incident(now)) }), byName, { n: 1 }),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'list the most frequent events in the last 3 months',
    expect: rankedX((now) => ({ range: ranges.lastMonths(N(now), 3) }), byName, { n: 5 }),
  },

  // ============ top-users ============
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'who is our most active account overall, by number of events?',
    expect: rankedX(() => ({}), byUser, { n: 1 }),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'top 3 users by invoice.paid amount, all time',
    expect: rankedX(() => ({ names: ['invoice.paid'] }), byUser, { n: 3, measure: value }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'which 3 customers paid us the most (invoice.paid) in the last 30 days?',
    expect: rankedX((now) => ({ range: ranges.lastDays(N(now), 30), names: ['invoice.paid'] }), byUser, {
      n: 3,
      measure: value,
    }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'which customer booked the most appointments? (appointment_booked)',
    expect: rankedX(() => ({ names: ['appointment_booked'] }), byUser, { n: 1 }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'top spenders last month',
    expect: rankedX((now) => ({ range: ranges.lastMonth(N(now)), names: ['invoice.paid'] }), byUser, {
      n: 5,
      measure: value,
      conf: 'not-high',
    }),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'who has the most NoShow events? asking bc we might start charging a no-show fee',
    expect: rankedX(() => ({ names: ['NoShow'] }), byUser, { n: 1 }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'who writes us the most? total message_sent value (characters) per customer, top one only',
    expect: rankedX(() => ({ names: ['message_sent'] }), byUser, { n: 1, measure: value }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'Which 3 accounts had the highest total quote_accepted value?',
    expect: rankedX(() => ({ names: ['quote_accepted'] }), byUser, { n: 3, measure: value }),
  },

  // ============ user ============
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does acct_0007 have in total?',
    expect: countX(() => ({ user: P.top })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when did acct_0488 first show up?',
    expect: (events) => {
      const evs = select(events, { user: P.newbie });
      const t = Math.min(...evs.map(time));
      return { names: [isoDay(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'last seen date for acct_0113?',
    expect: (events) => {
      const evs = select(events, { user: P.churner });
      const t = Math.max(...evs.map(time));
      return { names: [isoDay(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: "show me acct_0007's 3 most recent events",
    expect: (events) => {
      const evs = select(events, { user: P.top });
      return {
        names: newestFirst(evs)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'which event types has acct_0250 used?',
    expect: (events) => {
      const evs = select(events, { user: P.big });
      return {
        names: [...new Set(evs.map(byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'how active was acct_0321 in the last 30 days? number of events',
    expect: countX((now) => ({ range: ranges.lastDays(N(now), 30), user: P.noshow })),
  },
  { id: 'user-07', type: 'user', low: true, question: 'what has acct_9999 been doing lately?', expect: LOW },
  {
    id: 'user-08',
    type: 'user',
    question: 'how much has acct_0250 paid us in invoice.paid total?',
    expect: valueX(() => ({ names: ['invoice.paid'], user: P.big }), sum),
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'customer acct_0321 — how many NoShow events on their account? support ticket open',
    expect: countX(() => ({ names: ['NoShow'], user: P.noshow })),
  },

  // ============ breakdown ============
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'which weekday gets the most appointment_booked events? last 8 weeks',
    expect: busiestX(
      (now) => ({ range: ranges.lastWeeks(N(now), 8), names: ['appointment_booked'] }),
      byWeekday,
    ),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: (now) => `events per month since ${isoDay(monthsBack(now, 3))}`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.since(monthsBack(now, 3), N(now)) });
      const t = [...tally(evs, byMonth)].sort();
      return {
        names: t.map(([k]) => k),
        numbers: t.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'what hour of the day do most inspection.completed events land? (UTC)',
    expect: busiestX(() => ({ names: ['inspection.completed'] }), byHour),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'busiest single day in the past 30 days, by total events',
    expect: busiestX((now) => ({ range: ranges.lastDays(N(now), 30) }), byDay),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'Which ISO week had the most events in the last 3 months?',
    expect: busiestX((now) => ({ range: ranges.lastMonths(N(now), 3) }), byWeek),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'which calendar month brought in the most invoice.paid value? all time',
    expect: busiestX(() => ({ names: ['invoice.paid'] }), byMonth, { measure: value }),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'quietest day of the week overall?',
    expect: busiestX(() => ({}), byWeekday, { ascending: true }),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question:
      'at what hour of day do customers write the most? message_sent value (characters) summed by hour',
    expect: busiestX(() => ({ names: ['message_sent'] }), byHour, { measure: value }),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'NoShow by day — which day had the most no-shows in the last 60 days?',
    expect: busiestX((now) => ({ range: ranges.lastDays(N(now), 60), names: ['NoShow'] }), byDay),
  },

  // ============ compare ============
  {
    id: 'compare-01',
    type: 'compare',
    question: 'appointment_booked in the last 7 days vs the 7 days before — up or down?',
    expect: compareX(
      (now) => ({ range: { from: N(now) - 14 * DAY, to: N(now) - 7 * DAY }, names: ['appointment_booked'] }),
      (now) => ({ range: ranges.lastDays(N(now), 7), names: ['appointment_booked'] }),
    ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) =>
      `compare total events in ${monthName(monthsBack(now, 2))} and ${monthName(monthsBack(now, 1))}`,
    expect: compareX(
      (now) => ({ range: ranges.month(monthsBack(now, 2)) }),
      (now) => ({ range: ranges.month(monthsBack(now, 1)) }),
    ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'invoice.paid total for the last 30 days compared with the previous 30 days',
    expect: compareX(
      (now) => ({ range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, names: ['invoice.paid'] }),
      (now) => ({ range: ranges.lastDays(N(now), 30), names: ['invoice.paid'] }),
      sum,
    ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'are bookings growing? last 4 weeks vs the 4 weeks before that (appointment_booked)',
    expect: compareX(
      (now) => ({
        range: { from: N(now) - 8 * 7 * DAY, to: N(now) - 4 * 7 * DAY },
        names: ['appointment_booked'],
      }),
      (now) => ({ range: ranges.lastWeeks(N(now), 4), names: ['appointment_booked'] }),
    ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'Review Posted: last 14 days versus the prior 14 days?',
    expect: compareX(
      (now) => ({ range: { from: N(now) - 28 * DAY, to: N(now) - 14 * DAY }, names: ['Review Posted'] }),
      (now) => ({ range: ranges.lastDays(N(now), 14), names: ['Review Posted'] }),
    ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'last week vs the week before, total activity',
    expect: compareX(
      (now) => ({ range: { from: weekStart(N(now)) - 14 * DAY, to: weekStart(N(now)) - 7 * DAY } }),
      (now) => ({ range: ranges.lastWeek(N(now)) }),
    ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: (now) =>
      `inspections (inspection.completed): ${isoDay(daysAgo(now, 100))} to ${isoDay(daysAgo(now, 71))} vs ${isoDay(daysAgo(now, 30))} to ${isoDay(daysAgo(now, 1))}`,
    expect: compareX(
      (now) => ({
        range: ranges.between(daysAgo(now, 100), daysAgo(now, 71)),
        names: ['inspection.completed'],
      }),
      (now) => ({
        range: ranges.between(daysAgo(now, 30), daysAgo(now, 1)),
        names: ['inspection.completed'],
      }),
    ),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'how did active users in the past 30 days compare to the 30 days before?',
    expect: compareX(
      (now) => ({ range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY } }),
      (now) => ({ range: ranges.lastDays(N(now), 30) }),
      (evs) => users(evs).size,
    ),
  },

  // ============ share ============
  {
    id: 'share-01',
    type: 'share',
    question: 'what percent of all events are NoShow?',
    expect: shareX(() => ranges.all(), ['NoShow']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'of the customers active in the last 30 days, what % paid an invoice (invoice.paid)?',
    expect: userShareX((now) => ranges.lastDays(N(now), 30), ['invoice.paid']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'share of Camera Scan events among all events last month',
    expect: shareX((now) => ranges.lastMonth(N(now)), ['Camera Scan']),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'What percentage of all users have ever had a Review Posted event?',
    expect: userShareX(() => ranges.all(), ['Review Posted']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: "what fraction of last week's events were message_sent?",
    expect: shareX((now) => ranges.lastWeek(N(now)), ['message_sent']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'roughly what share of our activity is repair estimates?',
    expect: shareX(() => ranges.all(), ['repair-quote-sent'], 'not-high'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'in the last 3 months, what percentage of active users had an appointment_cancelled?',
    expect: userShareX((now) => ranges.lastMonths(N(now), 3), ['appointment_cancelled']),
  },
  {
    id: 'share-08',
    type: 'share',
    question: (now) => `what % of events on ${longDay(incident(now))} were no-shows?`,
    expect: shareX(
      (now) =>
        ranges.on(
          pastMonthDay(N(now), new Date(incident(now)).getUTCMonth(), new Date(incident(now)).getUTCDate()),
        ),
      ['NoShow'],
    ),
  },

  // ============ conversion ============
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'of the customers who did appointment_booked, how many went on to invoice.paid?',
    expect: convX(() => ranges.all(), 'appointment_booked', 'invoice.paid'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'quote conversion in the last 60 days: repair-quote-sent -> quote_accepted',
    expect: convX((now) => ranges.lastDays(N(now), 60), 'repair-quote-sent', 'quote_accepted'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question:
      'what % of users with inspection.completed later posted a review (Review Posted) in the past 90 days?',
    expect: convX((now) => ranges.lastDays(N(now), 90), 'inspection.completed', 'Review Posted'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'last 30 days: of people who got a Camera Scan, how many then got a repair-quote-sent?',
    expect: convX((now) => ranges.lastDays(N(now), 30), 'Camera Scan', 'repair-quote-sent'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'of users who booked (appointment_booked), what share later had a NoShow?',
    expect: convX(() => ranges.all(), 'appointment_booked', 'NoShow'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: (now) =>
      `since ${isoDay(daysAgo(now, 75))}, how many customers who received a repair-quote-sent went on to invoice.paid, and what percent is that?`,
    expect: convX((now) => ranges.since(daysAgo(now, 75), N(now)), 'repair-quote-sent', 'invoice.paid'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    low: true,
    question: 'of the customers who booked, how many filed a warranty_claim afterwards?',
    expect: LOW,
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: 'conversion from message_sent to appointment_booked this year',
    expect: convX((now) => ranges.thisYear(N(now)), 'message_sent', 'appointment_booked'),
  },
  {
    id: 'conversion-09',
    type: 'conversion',
    question: 'how well do sweeps turn into reviews? sweep completed -> review posted, last 2 months',
    expect: convX((now) => ranges.lastMonths(N(now), 2), 'sweep-completed', 'Review Posted'),
  },

  // ============ churn ============
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many customers were active in ${monthName(monthsBack(now, 2))} but not in ${monthName(monthsBack(now, 1))}?`,
    expect: (events, now) => ({
      numbers: [churned(events, ranges.month(monthsBack(now, 2)), ranges.month(monthsBack(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new customers in the last 30 days (first event ever)?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastDays(N(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) => `new users in ${monthName(monthsBack(now, 1))}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.month(monthsBack(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'users who were active in the previous 30 days but have gone quiet in the last 30 — how many?',
    expect: (events, now) => ({
      numbers: [
        churned(events, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, ranges.lastDays(N(now), 30))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) =>
      `How many accounts had activity between ${shortDay(daysAgo(now, 110))} and ${shortDay(daysAgo(now, 80))} ${new Date(daysAgo(now, 80)).getUTCFullYear()} and nothing since ${isoDay(daysAgo(now, 79))}?`,
    expect: (events, now) => ({
      numbers: [
        churned(
          events,
          ranges.between(daysAgo(now, 110), daysAgo(now, 80)),
          ranges.since(daysAgo(now, 79), N(now)),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: 'any brand new customers in the past 2 weeks? how many',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastWeeks(N(now), 2)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'churn check: users active last month with zero events this month',
    expect: (events, now) => ({
      numbers: [churned(events, ranges.lastMonth(N(now)), ranges.thisMonth(N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: 'how many first-time users showed up in the last 3 months?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastMonths(N(now), 3)).length],
      confidence: 'high',
    }),
  },

  // ============ recency ============
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last invoice.paid?',
    expect: lastX(['invoice.paid']),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone get a Camera Scan in the last 7 days?',
    expect: countX((now) => ({ range: ranges.lastDays(N(now), 7), names: ['Camera Scan'] })),
  },
  { id: 'recency-03', type: 'recency', question: 'last NoShow — when was it?', expect: lastX(['NoShow']) },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'when did acct_0113 last book an appointment (appointment_booked)?',
    expect: lastX(['appointment_booked'], P.churner),
  },
  {
    id: 'recency-05',
    type: 'recency',
    low: true,
    question: 'when did acct_9999 last pay an invoice?',
    expect: LOW,
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'most recent Review Posted?',
    expect: lastX(['Review Posted']),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'has anyone ever had a quote_accepted? how many times',
    expect: countX(() => ({ names: ['quote_accepted'] })),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'When was the last appointment cancelled?',
    expect: lastX(['appointment_cancelled']),
  },
  {
    id: 'recency-09',
    type: 'recency',
    low: true,
    question: 'when was the last chimney_fire_reported event?',
    expect: LOW,
  },

  // ============ catalogue ============
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'what event names do we track?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'total number of events stored, overall',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'how many different event types exist in the data?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'quick overview for the new ops hire: how many customers and how many events do we have?',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'list all the event types plz, i need them for the dashbaord config',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'Which events exist and how many users do we have overall?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      numbers: [users(events).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ============ other ============
  {
    id: 'other-01',
    type: 'other',
    question: "what's the weather forecast for tomorrow? need to know if we can get on roofs",
    expect: LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'how much overtime did our technicians log last month?',
    expect: LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'what is the average chimney height we service, in feet?',
    expect: LOW,
  },
  { id: 'other-04', type: 'other', question: 'Which van route is the most fuel efficient?', expect: LOW },
  { id: 'other-05', type: 'other', question: 'how many wire brushes do we have left in stock', expect: LOW },
  {
    id: 'other-06',
    type: 'other',
    question: 'where do we rank on google maps for "chimney sweep near me"?',
    expect: LOW,
  },
  {
    id: 'other-07',
    type: 'other',
    question: "predict next winter's revenue for the bank loan application",
    expect: LOW,
  },
  {
    id: 'other-08',
    type: 'other',
    question: "what's the phone number of acct_0007? need to call them back",
    expect: LOW,
  },
  { id: 'other-09', type: 'other', question: 'which review texts mention soot on the carpet?', expect: LOW },
  {
    id: 'other-10',
    type: 'other',
    question: 'what insurance does our crew carry for roof work?',
    expect: LOW,
  },
];
