import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const {
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
  DAY,
  MONTHS,
  WEEKDAYS,
} = O;
const P = PERSONAS;
const N = (now) => +now;
const ALL_MONEY = ['Battery Order', 'InvoicePaid'];

// ---- date phrasing helpers -------------------------------------------------------------
const dAgo = (now, d) => O.dayStart(N(now)) - d * DAY;
const iso = (t) => O.isoDay(t);
const longDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
};
const shortDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const ordDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${ord(d.getUTCDate())}`;
};
const slashDay = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
};
const monthAgo = (now, k) => O.monthStart(N(now), -k); // start of the month k months back
const monthName = (now, k) => MONTHS[new Date(monthAgo(now, k)).getUTCMonth()];
const incidentDay = (now) => dAgo(now, 23);

// ---- expectation builders ---------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const lowExp = () => LOW;
function count(opts, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, opts(N(now)));
    return s.length ? { numbers: [s.length], confidence: conf, dataPoints: s.length } : LOW();
  };
}
function distinct(opts, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, opts(N(now)));
    return s.length ? { numbers: [users(s).size], confidence: conf, dataPoints: s.length } : LOW();
  };
}
function measure(opts, fn, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, opts(N(now)));
    return s.length ? { numbers: [round(fn(s), 2)], confidence: conf, dataPoints: s.length } : LOW();
  };
}
const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
// ranked list: names in order + figures; flags a tie at the cut
function ranked(opts, key, n, { ascending = false, measureFn, conf = 'high', withNumbers = true } = {}) {
  const build = (ev, now) => {
    const s = select(ev, opts(N(now)));
    const r = rank(tally(s, key, measureFn), { ascending });
    return { s, r };
  };
  const f = (ev, now) => {
    const { s, r } = build(ev, now);
    if (!s.length) return LOW();
    const top = r.slice(0, n);
    return {
      names: top.map((x) => x[0]),
      numbers: withNumbers ? top.map((x) => round(x[1], 2)) : undefined,
      confidence: conf,
      dataPoints: s.length,
    };
  };
  f.tieAtCut = (ev, now) => {
    const { r } = build(ev, now);
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return f;
}
// a breakdown listing every bucket
function breakdownAll(opts, key, measureFn) {
  return (ev, now) => {
    const s = select(ev, opts(N(now)));
    const m = tally(s, key, measureFn);
    const keys = [...m.keys()].sort((a, b) =>
      WEEKDAYS.includes(a) ? WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b) : a < b ? -1 : 1,
    );
    return {
      names: keys,
      numbers: keys.map((k) => round(m.get(k), 2)),
      confidence: 'high',
      dataPoints: s.length,
    };
  };
}
function comparison(optsA, optsB, { users: byUsers = false, value = false, conf = 'high' } = {}) {
  return (ev, now) => {
    const a = select(ev, optsA(N(now))),
      b = select(ev, optsB(N(now)));
    const f = (s) => (byUsers ? users(s).size : value ? round(sum(s), 2) : s.length);
    const c = O.change(f(a), f(b));
    return {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      percents: [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
}
function shareEvents(rangeFn, names, conf = 'high') {
  return (ev, now) => {
    const all = select(ev, { range: rangeFn(N(now)) });
    const part = all.filter((e) => names.includes(e.eventName));
    return { percents: [percent(part.length, all.length)], confidence: conf, dataPoints: all.length };
  };
}
function shareUsers(rangeFn, names, conf = 'high') {
  return (ev, now) => {
    const all = select(ev, { range: rangeFn(N(now)) });
    const did = users(all.filter((e) => names.includes(e.eventName)));
    return {
      numbers: [did.size],
      percents: [percent(did.size, users(all).size)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
}
function conv(rangeFn, a, b, conf = 'high') {
  return (ev, now) => {
    const range = rangeFn(N(now));
    const c = O.conversion(ev, range, a, b);
    const dp = select(ev, { range, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf, dataPoints: dp };
  };
}
function churnCount(activeFn, inactiveFn) {
  return (ev, now) => ({
    numbers: [O.churned(ev, activeFn(N(now)), inactiveFn(N(now))).length],
    confidence: 'high',
  });
}
function newCount(rangeFn) {
  return (ev, now) => ({ numbers: [O.newUsers(ev, rangeFn(N(now))).length], confidence: 'high' });
}
function lastOf(opts, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, opts(N(now)));
    if (!s.length) return LOW();
    const last = O.newestFirst(s)[0];
    return { names: [iso(time(last))], confidence: conf, dataPoints: s.length };
  };
}

// ---- the cases --------------------------------------------------------------------------
export const cases = [
  // ======================= count =======================
  {
    id: 'count-booked-30d',
    type: 'count',
    question: 'how many hearing_test_booked events in the last 30 days?',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['hearing_test_booked'] })),
  },
  {
    id: 'count-battery-lastweek',
    type: 'count',
    question: 'Front desk asking: number of Battery Order events last week?',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['Battery Order'] })),
  },
  {
    id: 'count-remote-7d',
    type: 'count',
    question: 'remote-adjustment events over the last 7 days - how many were pushed?',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['remote-adjustment'] })),
  },
  {
    id: 'count-all-since',
    type: 'count',
    question: (now) => `Total number of events since ${iso(dAgo(now, 45))}, all types together.`,
    expect: count((now) => ({ range: R.since(dAgo(now, 45), now) })),
  },
  {
    id: 'count-fitted-between',
    type: 'count',
    question: (now) =>
      `How many HearingAidFitted between ${longDay(dAgo(now, 70))} and ${longDay(dAgo(now, 40))}?`,
    expect: count((now) => ({ range: R.between(dAgo(now, 70), dAgo(now, 40)), names: ['HearingAidFitted'] })),
  },
  {
    id: 'count-repair-incident',
    type: 'count',
    question: (now) =>
      `how many repair.ticket_opened on ${shortDay(incidentDay(now))}? phones were ringing off the hook that day`,
    expect: count((now) => ({ range: R.on(incidentDay(now)), names: ['repair.ticket_opened'] })),
  },
  {
    id: 'count-invoices-lastmonth',
    type: 'count',
    question: (now) => `Finance here — count of InvoicePaid in ${monthName(now, 1)} please`,
    expect: count((now) => ({
      range: R.month(O.pastMonth(now, new Date(monthAgo(now, 1)).getUTCMonth())),
      names: ['InvoicePaid'],
    })),
  },
  {
    id: 'count-switch-user',
    type: 'count',
    question: `how many Program Switched events did ${P.bigSpender} log in the past 2 weeks`,
    expect: count((now) => ({ range: R.lastWeeks(now, 2), names: ['Program Switched'], user: P.bigSpender })),
  },
  {
    id: 'count-fittings-loose',
    type: 'count',
    question: 'how many fittings did we do in the last 3 months?',
    expect: count((now) => ({ range: R.lastMonths(now, 3), names: ['HearingAidFitted'] }), 'not-high'),
  },
  {
    id: 'count-fitted-before',
    type: 'count',
    question: (now) => `HearingAidFitted count before ${iso(dAgo(now, 60))}?`,
    expect: count((now) => ({ range: R.before(dAgo(now, 60)), names: ['HearingAidFitted'] })),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'activity in the past 24 hours, how many events came in?',
    expect: count((now) => ({ range: R.lastDays(now, 1) })),
  },
  {
    id: 'count-unknown-returned',
    type: 'count',
    low: true,
    question: 'How many hearing_aid_returned events this month?',
    expect: lowExp(),
  },

  // ======================= users =======================
  {
    id: 'users-opened-7d',
    type: 'users',
    question: 'unique users with app_opened in the last 7 days',
    expect: distinct((now) => ({ range: R.lastDays(now, 7), names: ['app_opened'] })),
  },
  {
    id: 'users-active-lastweek',
    type: 'users',
    question: 'How many active users did we have last week?',
    expect: distinct((now) => ({ range: R.lastWeek(now) })),
  },
  {
    id: 'users-paired-lastmonth',
    type: 'users',
    question: 'distinct people who did app paired last month',
    expect: distinct((now) => ({ range: R.lastMonth(now), names: ['app_paired'] })),
  },
  {
    id: 'users-completed-since',
    type: 'users',
    question: (now) => `how many customers had a hearing_test.completed since ${ordDay(dAgo(now, 60))}?`,
    expect: distinct((now) => ({ range: R.since(dAgo(now, 60), now), names: ['hearing_test.completed'] })),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'active users yesterday?',
    expect: distinct((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'users-battery-3m',
    type: 'users',
    question: 'How many different users placed a Battery Order in the past 3 months',
    expect: distinct((now) => ({ range: R.lastMonths(now, 3), names: ['Battery Order'] })),
  },
  {
    id: 'users-thisyear',
    type: 'users',
    question: 'how many ppl have been active this year so far',
    expect: distinct((now) => ({ range: R.thisYear(now) })),
  },
  {
    id: 'users-patients-app-loose',
    type: 'users',
    question: 'how many patients used the app during the last 14 days?',
    expect: distinct((now) => ({ range: R.lastDays(now, 14), names: ['app_opened'] }), 'not-high'),
  },
  {
    id: 'users-unknown-lost',
    type: 'users',
    low: true,
    question: 'number of users who did device_lost_report in the past 30 days',
    expect: lowExp(),
  },

  // ======================= value =======================
  {
    id: 'value-invoice-lastmonth',
    type: 'value',
    question: 'total InvoicePaid value for last month',
    expect: measure((now) => ({ range: R.lastMonth(now), names: ['InvoicePaid'] }), sum),
  },
  {
    id: 'value-invoice-named-month',
    type: 'value',
    question: (now) => {
      const d = new Date(monthAgo(now, 2));
      return `InvoicePaid total for ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, for the accountants`;
    },
    expect: measure((now) => ({ range: R.month(monthAgo(now, 2)), names: ['InvoicePaid'] }), sum),
  },
  {
    id: 'value-fitted-avg',
    type: 'value',
    question: 'What is the average HearingAidFitted value, all time?',
    expect: measure(() => ({ names: ['HearingAidFitted'] }), avg),
  },
  {
    id: 'value-battery-max-60d',
    type: 'value',
    question: 'biggest single Battery Order amount in the last 60 days?',
    expect: measure((now) => ({ range: R.lastDays(now, 60), names: ['Battery Order'] }), max),
  },
  {
    id: 'value-repair-min',
    type: 'value',
    question: 'smallest repair.ticket_opened value we have ever recorded',
    expect: measure(() => ({ names: ['repair.ticket_opened'] }), min),
  },
  {
    id: 'value-test-median',
    type: 'value',
    question: 'median value of hearing_test.completed events in the past 90 days',
    expect: measure((now) => ({ range: R.lastDays(now, 90), names: ['hearing_test.completed'] }), median),
  },
  {
    id: 'value-remote-avg-user',
    type: 'value',
    question: `mean remote-adjustment value for ${P.topUser}`,
    expect: measure(() => ({ names: ['remote-adjustment'], user: P.topUser }), avg),
  },
  {
    id: 'value-battery-sum-2m',
    type: 'value',
    question: 'sum of Battery Order value, past 2 months',
    expect: measure((now) => ({ range: R.lastMonths(now, 2), names: ['Battery Order'] }), sum),
  },
  {
    id: 'value-revenue-30d',
    type: 'value',
    question: 'what was our revenue in the last 30 days? need it for the board deck',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(N(now), 30), names: ALL_MONEY });
      return {
        numbers: [round(sum(s), 2)],
        names: ALL_MONEY,
        unordered: true,
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'value-user-invoices-loose',
    type: 'value',
    question: `how much has ${P.bigSpender} paid us in invoices?`,
    expect: measure(() => ({ names: ['InvoicePaid'], user: P.bigSpender }), sum, 'not-high'),
  },
  {
    id: 'value-unknown-refund',
    type: 'value',
    low: true,
    question: 'total refund_issued amount last quarter',
    expect: lowExp(),
  },

  // ======================= top-events =======================
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events over the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), O.byName, 5),
  },
  {
    id: 'top-events-most-common',
    type: 'top-events',
    question: 'whats the single most common event we have',
    expect: ranked(() => ({}), O.byName, 1),
  },
  {
    id: 'top-events-least-common',
    type: 'top-events',
    question: 'Which event is the least common of all?',
    expect: ranked(() => ({}), O.byName, 1, { ascending: true }),
  },
  {
    id: 'top-events-yesterday-2',
    type: 'top-events',
    question: 'top 2 event types yesterday',
    expect: ranked((now) => ({ range: R.yesterday(now) }), O.byName, 2),
  },
  {
    id: 'top-events-lastweek-3',
    type: 'top-events',
    question: 'Which three events were most frequent last week? ranked please',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), O.byName, 3),
  },
  {
    id: 'top-events-rarest-2w',
    type: 'top-events',
    question: 'rarest event in the past 2 weeks?',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 2) }), O.byName, 1, { ascending: true }),
  },
  {
    id: 'top-events-user',
    type: 'top-events',
    question: `what does ${P.repairRegular} do most? which event tops their list`,
    expect: ranked(() => ({ user: P.repairRegular }), O.byName, 1),
  },
  {
    id: 'top-events-list-default',
    type: 'top-events',
    question: 'list our most common actions (all time)',
    expect: ranked(() => ({}), O.byName, 5),
  },
  {
    id: 'top-events-bottom-2',
    type: 'top-events',
    question: 'bottom 2 events by count, all time',
    expect: ranked(() => ({}), O.byName, 2, { ascending: true }),
  },

  // ======================= top-users =======================
  {
    id: 'top-users-lastmonth-1',
    type: 'top-users',
    question: 'most active user last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), O.byUser, 1),
  },
  {
    id: 'top-users-invoice-1',
    type: 'top-users',
    question: 'which user has the highest total InvoicePaid value?',
    expect: ranked(() => ({ names: ['InvoicePaid'] }), O.byUser, 1, { measureFn: O.value }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who is our biggest spender?',
    expect: (() => {
      const f = ranked(() => ({ names: ALL_MONEY }), O.byUser, 1, { measureFn: O.value, conf: 'not-high' });
      const g = (ev, now) => ({ ...f(ev, now), names: [...f(ev, now).names, ...ALL_MONEY], unordered: true });
      g.tieAtCut = f.tieAtCut;
      return g;
    })(),
  },
  {
    id: 'top-users-battery',
    type: 'top-users',
    question: 'which user has the most Battery Order events?',
    expect: ranked(() => ({ names: ['Battery Order'] }), O.byUser, 1),
  },
  {
    id: 'top-users-appvalue-3m',
    type: 'top-users',
    question: 'Top 2 users by total app_opened value in the past 3 months',
    expect: ranked((now) => ({ range: R.lastMonths(now, 3), names: ['app_opened'] }), O.byUser, 2, {
      measureFn: O.value,
    }),
  },
  {
    id: 'top-users-most-active-all',
    type: 'top-users',
    question: 'who is the most active user overall?',
    expect: ranked(() => ({}), O.byUser, 1),
  },
  {
    id: 'top-users-repair',
    type: 'top-users',
    question:
      'which customer opened the most repair.ticket_opened? asking because we may want to swap their device',
    expect: ranked(() => ({ names: ['repair.ticket_opened'] }), O.byUser, 1),
  },
  {
    id: 'top-users-switch-30d',
    type: 'top-users',
    question: 'who had the most Program Switched events in the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['Program Switched'] }), O.byUser, 1),
  },

  // ======================= user =======================
  {
    id: 'user-count-top',
    type: 'user',
    question: `How many events does ${P.topUser} have in total?`,
    expect: count(() => ({ user: P.topUser })),
  },
  {
    id: 'user-first-last-churner',
    type: 'user',
    question: `when was ${P.churner} first seen, and when last seen?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      const ts = s.map(time);
      return {
        names: [iso(Math.min(...ts)), iso(Math.max(...ts))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-names-newcomer',
    type: 'user',
    question: `what has ${P.newcomer} done so far? which events`,
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
    id: 'user-latest-bigspender',
    type: 'user',
    question: `most recent event for ${P.bigSpender}?`,
    expect: (ev) => {
      const s = select(ev, { user: P.bigSpender });
      const e = O.newestFirst(s)[0];
      return {
        names: [e.eventName, iso(time(e))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-names-repair-30d',
    type: 'user',
    question: `which event types did ${P.repairRegular} use in the last 30 days`,
    expect: (ev, now) => {
      const s = select(ev, { user: P.repairRegular, range: R.lastDays(N(now), 30) });
      return {
        names: [...new Set(s.map((e) => e.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-count-month',
    type: 'user',
    question: `${P.topUser} activity last month - how many events?`,
    expect: count((now) => ({ user: P.topUser, range: R.lastMonth(now) })),
  },
  {
    id: 'user-first-seen-newcomer',
    type: 'user',
    question: `First seen date for ${P.newcomer}?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return { names: [iso(Math.min(...s.map(time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-churner-recent-empty',
    type: 'user',
    low: true,
    question: `did ${P.churner} do anything in the last 30 days?`,
    expect: count((now) => ({ user: P.churner, range: R.lastDays(now, 30) })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `show me the events for ${NOBODY}`,
    expect: lowExp(),
  },

  // ======================= breakdown =======================
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'Which day in the last 30 days was the busiest?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), O.byDay, 1),
  },
  {
    id: 'breakdown-weekday-booked',
    type: 'breakdown',
    question: 'busiest weekday for hearing_test_booked',
    expect: ranked(() => ({ names: ['hearing_test_booked'] }), O.byWeekday, 1),
  },
  {
    id: 'breakdown-hour-opened',
    type: 'breakdown',
    question: 'what hour of the day do people app_opened the most? (UTC fine)',
    expect: ranked(() => ({ names: ['app_opened'] }), O.byHour, 1),
  },
  {
    id: 'breakdown-daily-7d',
    type: 'breakdown',
    question: 'repair.ticket_opened per day for the past 7 days',
    expect: breakdownAll((now) => ({ range: R.lastDays(now, 7), names: ['repair.ticket_opened'] }), O.byDay),
  },
  {
    id: 'breakdown-monthly-invoices',
    type: 'breakdown',
    question: (now) => `monthly count of InvoicePaid since ${longDay(monthAgo(now, 3))}, month by month`,
    expect: breakdownAll(
      (now) => ({ range: R.since(monthAgo(now, 3), now), names: ['InvoicePaid'] }),
      O.byMonth,
    ),
  },
  {
    id: 'breakdown-weekly-fitted',
    type: 'breakdown',
    question: 'HearingAidFitted by week, last 6 weeks',
    expect: breakdownAll((now) => ({ range: R.lastWeeks(now, 6), names: ['HearingAidFitted'] }), O.byWeek),
  },
  {
    id: 'breakdown-hour-remote',
    type: 'breakdown',
    question: 'At which hour do remote-adjustment events happen most often?',
    expect: ranked(() => ({ names: ['remote-adjustment'] }), O.byHour, 1),
  },
  {
    id: 'breakdown-weekday-switch',
    type: 'breakdown',
    question: 'break down Program Switched by day of week over the last 8 weeks',
    expect: breakdownAll((now) => ({ range: R.lastWeeks(now, 8), names: ['Program Switched'] }), O.byWeekday),
  },
  {
    id: 'breakdown-busiest-month-fitted',
    type: 'breakdown',
    question: 'which month had the most HearingAidFitted?',
    expect: ranked(() => ({ names: ['HearingAidFitted'] }), O.byMonth, 1),
  },
  {
    id: 'breakdown-busiest-day-paired',
    type: 'breakdown',
    question: 'what was the peak day for app_paired?',
    expect: ranked(() => ({ names: ['app_paired'] }), O.byDay, 1),
  },

  // ======================= compare =======================
  {
    id: 'compare-4w-paired',
    type: 'compare',
    question:
      'app_paired in the last 4 weeks vs the previous 4 weeks? engineering wants to see the firmware fallout',
    expect: comparison(
      (now) => ({ range: { from: now - 8 * 7 * DAY, to: now - 4 * 7 * DAY }, names: ['app_paired'] }),
      (now) => ({ range: R.lastWeeks(now, 4), names: ['app_paired'] }),
    ),
  },
  {
    id: 'compare-lastweek-all',
    type: 'compare',
    question: 'compare total activity last week with the week before',
    expect: comparison(
      (now) => ({ range: { from: R.lastWeek(now).from - 7 * DAY, to: R.lastWeek(now).from } }),
      (now) => ({ range: R.lastWeek(now) }),
    ),
  },
  {
    id: 'compare-months-switch',
    type: 'compare',
    question: (now) => `Program Switched: ${monthName(now, 2)} vs ${monthName(now, 1)}?`,
    expect: comparison(
      (now) => ({ range: R.month(monthAgo(now, 2)), names: ['Program Switched'] }),
      (now) => ({ range: R.month(monthAgo(now, 1)), names: ['Program Switched'] }),
    ),
  },
  {
    id: 'compare-growing-30d',
    type: 'compare',
    question: 'is Program Switched growing? last 30 days compared to the 30 days before',
    expect: comparison(
      (now) => ({ range: { from: now - 60 * DAY, to: now - 30 * DAY }, names: ['Program Switched'] }),
      (now) => ({ range: R.lastDays(now, 30), names: ['Program Switched'] }),
    ),
  },
  {
    id: 'compare-invoice-value-weeks',
    type: 'compare',
    question: 'InvoicePaid total value last week versus the week before that',
    expect: comparison(
      (now) => ({
        range: { from: R.lastWeek(now).from - 7 * DAY, to: R.lastWeek(now).from },
        names: ['InvoicePaid'],
      }),
      (now) => ({ range: R.lastWeek(now), names: ['InvoicePaid'] }),
      { value: true },
    ),
  },
  {
    id: 'compare-users-14d',
    type: 'compare',
    question: 'active users, last 14 days vs the 14 days before — up or down?',
    expect: comparison(
      (now) => ({ range: { from: now - 28 * DAY, to: now - 14 * DAY } }),
      (now) => ({ range: R.lastDays(now, 14) }),
      { users: true },
    ),
  },
  {
    id: 'compare-remote-8w',
    type: 'compare',
    question: 'remote-adjustment in the past 8 weeks compared with the 8 weeks before',
    expect: comparison(
      (now) => ({ range: { from: now - 16 * 7 * DAY, to: now - 8 * 7 * DAY }, names: ['remote-adjustment'] }),
      (now) => ({ range: R.lastWeeks(now, 8), names: ['remote-adjustment'] }),
    ),
  },
  {
    id: 'compare-all-events-named-days',
    type: 'compare',
    question: (now) => `total events on ${iso(incidentDay(now))} compared to ${iso(dAgo(now, 16))}`,
    expect: comparison(
      (now) => ({ range: R.on(incidentDay(now)) }),
      (now) => ({ range: R.on(dAgo(now, 16)) }),
    ),
  },

  // ======================= share =======================
  {
    id: 'share-opened-all',
    type: 'share',
    question: 'What percentage of all events are app_opened?',
    expect: shareEvents(() => R.all(), ['app_opened']),
  },
  {
    id: 'share-users-battery-lastmonth',
    type: 'share',
    question: "what share of last month's active users placed a Battery Order?",
    expect: shareUsers((now) => R.lastMonth(now), ['Battery Order']),
  },
  {
    id: 'share-repair-30d',
    type: 'share',
    question: '% of events in the last 30 days that were repair.ticket_opened',
    expect: shareEvents((now) => R.lastDays(now, 30), ['repair.ticket_opened']),
  },
  {
    id: 'share-users-remote-2w',
    type: 'share',
    question: 'Percentage of users in the past 2 weeks who got a remote-adjustment',
    expect: shareUsers((now) => R.lastWeeks(now, 2), ['remote-adjustment']),
  },
  {
    id: 'share-invoice-7d',
    type: 'share',
    question: 'over the past week, what fraction of events were InvoicePaid? as a percent',
    expect: shareEvents((now) => R.lastDays(now, 7), ['InvoicePaid']),
  },
  {
    id: 'share-paired-incident',
    type: 'share',
    question: (now) => `on ${slashDay(incidentDay(now))} (d/m/y), what percent of events were app_paired?`,
    expect: shareEvents((now) => R.on(incidentDay(now)), ['app_paired']),
  },
  {
    id: 'share-users-pairing-loose',
    type: 'share',
    question: 'what percent of our patients have paired the app?',
    expect: shareUsers(() => R.all(), ['app_paired'], 'not-high'),
  },
  {
    id: 'share-switch-lastweek',
    type: 'share',
    question: 'Program Switched as a share of all activity last week',
    expect: shareEvents((now) => R.lastWeek(now), ['Program Switched']),
  },

  // ======================= conversion =======================
  {
    id: 'conv-booked-completed-60d',
    type: 'conversion',
    question:
      'of users who did hearing_test_booked in the last 60 days, how many then did hearing_test.completed?',
    expect: conv((now) => R.lastDays(now, 60), 'hearing_test_booked', 'hearing_test.completed'),
  },
  {
    id: 'conv-completed-fitted-all',
    type: 'conversion',
    question: 'conversion from hearing_test.completed to HearingAidFitted, all time',
    expect: conv(() => R.all(), 'hearing_test.completed', 'HearingAidFitted'),
  },
  {
    id: 'conv-fitted-paired-90d',
    type: 'conversion',
    question: 'In the last 90 days, what % of users with HearingAidFitted went on to app_paired afterwards?',
    expect: conv((now) => R.lastDays(now, 90), 'HearingAidFitted', 'app_paired'),
  },
  {
    id: 'conv-paired-remote-since',
    type: 'conversion',
    question: (now) =>
      `since ${longDay(dAgo(now, 50))}: users who app_paired — how many later had a remote-adjustment?`,
    expect: conv((now) => R.since(dAgo(now, 50), now), 'app_paired', 'remote-adjustment'),
  },
  {
    id: 'conv-booked-invoice-3m',
    type: 'conversion',
    question: 'hearing_test_booked → InvoicePaid conversion over the past 3 months',
    expect: conv((now) => R.lastMonths(now, 3), 'hearing_test_booked', 'InvoicePaid'),
  },
  {
    id: 'conv-repair-battery',
    type: 'conversion',
    question: 'of people who opened a repair.ticket_opened, how many did a Battery Order after that?',
    expect: conv(() => R.all(), 'repair.ticket_opened', 'Battery Order'),
  },
  {
    id: 'conv-booked-fitted-loose',
    type: 'conversion',
    question: 'how many patients who booked a hearing test ended up getting fitted with an aid?',
    expect: conv(() => R.all(), 'hearing_test_booked', 'HearingAidFitted', 'not-high'),
  },
  {
    id: 'conv-fitted-review-lastmonths',
    type: 'conversion',
    question: 'HearingAidFitted to review-submitted in the last 4 months: how many converted?',
    expect: conv((now) => R.lastMonths(now, 4), 'HearingAidFitted', 'review-submitted'),
  },

  // ======================= churn =======================
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: churnCount(
      (now) => R.lastMonth(now),
      (now) => R.thisMonth(now),
    ),
  },
  {
    id: 'new-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: newCount((now) => R.lastDays(now, 30)),
  },
  {
    id: 'new-lastweek',
    type: 'churn',
    question: 'how many brand new customers did we get last week',
    expect: newCount((now) => R.lastWeek(now)),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) => `users who were active in ${monthName(now, 3)} but not in ${monthName(now, 2)}`,
    expect: churnCount(
      (now) => R.month(monthAgo(now, 3)),
      (now) => R.month(monthAgo(now, 2)),
    ),
  },
  {
    id: 'churn-60-30',
    type: 'churn',
    question: (now) =>
      `churn check: people active between ${iso(dAgo(now, 60))} and ${iso(dAgo(now, 31))} who have done nothing since ${iso(dAgo(now, 30))}`,
    expect: churnCount(
      (now) => R.between(dAgo(now, 60), dAgo(now, 31)),
      (now) => R.since(dAgo(now, 30), now),
    ),
  },
  {
    id: 'new-lastmonth',
    type: 'churn',
    question: 'count of new users last month',
    expect: newCount((now) => R.lastMonth(now)),
  },
  {
    id: 'churn-lastweek-thisweek',
    type: 'churn',
    question: 'people who were active last week but have not shown up this week',
    expect: churnCount(
      (now) => R.lastWeek(now),
      (now) => R.thisWeek(now),
    ),
  },
  {
    id: 'churn-yesterday-today',
    type: 'churn',
    question: 'how many users were active yesterday but not today?',
    expect: churnCount(
      (now) => R.yesterday(now),
      (now) => R.today(now),
    ),
  },
  {
    id: 'new-since',
    type: 'churn',
    question: (now) => `how many first-time users since ${ordDay(dAgo(now, 14))}?`,
    expect: newCount((now) => R.since(dAgo(now, 14), now)),
  },
  {
    id: 'churn-lastweek-thisweek-7d',
    type: 'churn',
    question:
      'who was active in the 7 days before the last 7 days and then went quiet in the last 7 days? just a count',
    expect: churnCount(
      (now) => ({ from: now - 14 * DAY, to: now - 7 * DAY }),
      (now) => R.lastDays(now, 7),
    ),
  },

  // ======================= recency =======================
  {
    id: 'recency-last-repair',
    type: 'recency',
    question: 'when was the last repair.ticket_opened?',
    expect: lastOf(() => ({ names: ['repair.ticket_opened'] })),
  },
  {
    id: 'recency-review-30d',
    type: 'recency',
    question: 'did anyone do a review-submitted in the last 30 days?',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['review-submitted'] })),
  },
  {
    id: 'recency-user-battery',
    type: 'recency',
    question: `last time ${P.bigSpender} placed a Battery Order?`,
    expect: lastOf(() => ({ names: ['Battery Order'], user: P.bigSpender })),
  },
  {
    id: 'recency-last-fitted',
    type: 'recency',
    question: 'Most recent HearingAidFitted — when?',
    expect: lastOf(() => ({ names: ['HearingAidFitted'] })),
  },
  {
    id: 'recency-unknown-recall',
    type: 'recency',
    low: true,
    question: 'has anyone ever done a hearing_aid_recall?',
    expect: lowExp(),
  },
  {
    id: 'recency-last-invoice',
    type: 'recency',
    question: 'when did the latest InvoicePaid come through',
    expect: lastOf(() => ({ names: ['InvoicePaid'] })),
  },
  {
    id: 'recency-last-booked',
    type: 'recency',
    question: 'When was a hearing test booked most recently? (hearing_test_booked)',
    expect: lastOf(() => ({ names: ['hearing_test_booked'] })),
  },
  {
    id: 'recency-churner-last',
    type: 'recency',
    question: `${P.churner} — when did they last do anything?`,
    expect: lastOf(() => ({ user: P.churner })),
  },

  // ======================= catalogue =======================
  {
    id: 'cat-event-names',
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
    id: 'cat-users-total',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events-total',
    type: 'catalogue',
    question: 'How many events have been recorded overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event types exist in the data?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users-and-events',
    type: 'catalogue',
    question: 'quick overview pls: total users and total events',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-list-names',
    type: 'catalogue',
    question: 'List all the event names in the account.',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-which-exist',
    type: 'catalogue',
    question: 'new engineer here — which event names exist and how many events are there altogether?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      numbers: [ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ======================= other =======================
  {
    id: 'other-db-loss',
    type: 'other',
    question: 'What is the average hearing loss in dB for patients fitted last month?',
    expect: lowExp(),
  },
  {
    id: 'other-audiologist-nps',
    type: 'other',
    question: 'which audiologist has the best NPS score?',
    expect: lowExp(),
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many battery orders we will get next quarter',
    expect: lowExp(),
  },
  {
    id: 'other-tinnitus',
    type: 'other',
    question: 'how many of our patients have tinnitus?',
    expect: lowExp(),
  },
  {
    id: 'other-location',
    type: 'other',
    question: 'Which clinic location does the most fittings — Leeds or Bristol?',
    expect: lowExp(),
  },
  {
    id: 'other-age',
    type: 'other',
    question: 'average age of patients who got a hearing aid',
    expect: lowExp(),
  },
  {
    id: 'other-brand',
    type: 'other',
    question: 'which hearing aid brand sells best, Phonak or Oticon?',
    expect: lowExp(),
  },
  {
    id: 'other-phone-wait',
    type: 'other',
    question: 'how long do callers wait on hold at the call centre on average?',
    expect: lowExp(),
  },
  {
    id: 'other-insurance',
    type: 'other',
    question: 'what fraction of fittings were covered by insurance vs paid out of pocket?',
    expect: lowExp(),
  },
  { id: 'other-poem', type: 'other', question: 'write me a haiku about hearing aids', expect: lowExp() },
];
