/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { ranges: R, select, users, sum, DAY, HOUR } = O;
const N = (now) => +now;
const suf = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const md = (t) => [new Date(t).getUTCMonth(), new Date(t).getUTCDate()];
const longDay = (t) => {
  const [m, d] = md(t);
  return `${O.MONTHS[m]} ${d}${suf(d)}`;
};
const shortDay = (t) => {
  const [m, d] = md(t);
  return `${O.MONTHS[m].slice(0, 3)} ${d}`;
};
const ago = (now, n) => O.dayStart(N(now)) - n * DAY; // start of the UTC day n days back
const namedDay = (now, n) => {
  const [m, d] = md(ago(now, n));
  return O.pastMonthDay(N(now), m, d);
};
const prevMonth = (now, k) => O.monthStart(N(now), -k); // start of the month k months back
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const minute = (t) => new Date(t).toISOString().slice(11, 16);
const incident = (now) => ago(now, 17);

const LOW = { confidence: 'low', dataPoints: 0 };
const count = (evs, confidence = 'high') => ({ numbers: [evs.length], confidence, dataPoints: evs.length });

// A ranked case: fn returns { map, n, ascending?, confidence?, dataPoints, figures? }.
function ranked(fn) {
  const expect = (events, now) => {
    const r = fn(events, now);
    const top = O.rank(r.map, { n: r.n, ascending: r.ascending });
    const figures = top.map(([, v]) => (Number.isInteger(v) ? v : O.round(v, 2)));
    return {
      names: top.map(([k]) => k),
      numbers: r.figures === false ? undefined : figures,
      confidence: r.confidence ?? 'high',
      dataPoints: r.dataPoints,
    };
  };
  expect.tieAtCut = (events, now) => {
    const r = fn(events, now);
    const all = O.rank(r.map, { ascending: r.ascending });
    return all.length > r.n && all[r.n - 1][1] === all[r.n][1];
  };
  return expect;
}
const compare = (a, b, confidence = 'high', dp) => {
  const c = O.change(a, b);
  return { numbers: [a, b, c.diff], percents: c.pct === null ? [] : [c.pct], confidence, dataPoints: dp };
};
const conv = (events, range, a, b, confidence = 'high') => {
  const c = O.conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
};
const lastOf = (evs) => {
  const t = Math.max(...evs.map(O.time));
  return [O.isoDay(t), minute(t)];
};
const median = (vals) => {
  const s = [...vals].sort((a, b) => a - b),
    k = s.length >> 1;
  return s.length % 2 ? s[k] : O.round((s[k - 1] + s[k]) / 2, 2);
};

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-apps-all',
    type: 'count',
    question: 'how many application_submitted events do we have in total?',
    expect: (ev) => count(select(ev, { names: ['application_submitted'] })),
  },
  {
    id: 'count-fees-7d',
    type: 'count',
    question: 'Number of FeePaid events in the last 7 days please',
    expect: (ev, now) => count(select(ev, { range: R.lastDays(N(now), 7), names: ['FeePaid'] })),
  },
  {
    id: 'count-failed-lastmonth',
    type: 'count',
    question: 'finance asked: how many failed inspections did we record last month?',
    expect: (ev, now) =>
      count(select(ev, { range: R.lastMonth(N(now)), names: ['inspection-failed'] }), 'not-high'),
  },
  {
    id: 'count-logins-yesterday',
    type: 'count',
    question: 'portal.login count for yesterday?',
    expect: (ev, now) => count(select(ev, { range: R.yesterday(N(now)), names: ['portal.login'] })),
  },
  {
    id: 'count-all-thisweek',
    type: 'count',
    question: 'How much activity has the portal seen this week so far (all events)?',
    expect: (ev, now) => count(select(ev, { range: R.thisWeek(N(now)) })),
  },
  {
    id: 'count-ctr007-since',
    type: 'count',
    question: (now) => `How many events has ctr_007 logged since ${O.isoDay(ago(now, 40))}?`,
    expect: (ev, now) => count(select(ev, { range: R.since(ago(now, 40), N(now)), user: 'ctr_007' })),
  },
  {
    id: 'count-docs-between',
    type: 'count',
    question: (now) =>
      `document.uploaded events between ${longDay(ago(now, 30))} and ${longDay(ago(now, 16))} — how many?`,
    expect: (ev, now) =>
      count(
        select(ev, { range: R.between(namedDay(now, 30), namedDay(now, 16)), names: ['document.uploaded'] }),
      ),
  },
  {
    id: 'count-appeals-before',
    type: 'count',
    question: (now) => `how many appeal_filed events were there before ${shortDay(ago(now, 30))}?`,
    expect: (ev, now) => count(select(ev, { range: R.before(namedDay(now, 30)), names: ['appeal_filed'] })),
  },
  {
    id: 'count-logins-incident',
    type: 'count',
    question: (now) =>
      `Support here. The payment page was down on ${O.isoDay(incident(now))}. How many portal.login events happened that day?`,
    expect: (ev, now) => count(select(ev, { range: R.on(incident(now)), names: ['portal.login'] })),
  },
  {
    id: 'count-cancelled-past2w',
    type: 'count',
    question: 'Inspection Cancelled - how many in the past 2 weeks?',
    expect: (ev, now) =>
      count(select(ev, { range: R.lastWeeks(N(now), 2), names: ['Inspection Cancelled'] })),
  },
  {
    id: 'count-unknown-revoked',
    type: 'count',
    low: true,
    question: 'How many Permit Revoked events were there last month?',
    expect: () => LOW,
  },
  {
    id: 'count-nobody',
    type: 'count',
    low: true,
    question: 'how many events does home_9999 have?',
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-fee-30d',
    type: 'users',
    question: 'How many unique users had a FeePaid event in the last 30 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 30), names: ['FeePaid'] });
      return { numbers: [users(e).size], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'users-active-7d',
    type: 'users',
    question: 'active users in the past week?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 7) });
      return { numbers: [users(e).size], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'users-failed-lastmonth',
    type: 'users',
    question: 'how many different people had an inspection-failed last month',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(N(now)), names: ['inspection-failed'] });
      return { numbers: [users(e).size], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'users-appeals-all',
    type: 'users',
    question: 'How many distinct applicants have ever filed an appeal_filed?',
    expect: (ev) => {
      const e = select(ev, { names: ['appeal_filed'] });
      return { numbers: [users(e).size], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'users-loggedin-yesterday',
    type: 'users',
    question: 'how many folks logged in yesterday?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.yesterday(N(now)), names: ['portal.login'] });
      return { numbers: [users(e).size], confidence: 'not-high', dataPoints: e.length };
    },
  },
  {
    id: 'users-apps-3m',
    type: 'users',
    question: 'In the last 3 months, how many users submitted at least one application_submitted?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonths(N(now), 3), names: ['application_submitted'] });
      return { numbers: [users(e).size], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'users-since',
    type: 'users',
    question: (now) => `how many customers have been active since ${longDay(ago(now, 10))}?`,
    expect: (ev, now) => {
      const e = select(ev, { range: R.since(namedDay(now, 10), N(now)) });
      return { numbers: [users(e).size], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'users-permits-lastmonth',
    type: 'users',
    question: 'Number of unique users who got a PermitIssued last month?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(N(now)), names: ['PermitIssued'] });
      return { numbers: [users(e).size], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'users-unknown-co',
    type: 'users',
    low: true,
    question: 'How many users received a Certificate Of Occupancy this year?',
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-fees-total',
    type: 'value',
    question: 'What is the total value of all FeePaid events?',
    expect: (ev) => {
      const e = select(ev, { names: ['FeePaid'] });
      return { numbers: [sum(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-fee-avg-lastmonth',
    type: 'value',
    question: 'average FeePaid amount last month?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(N(now)), names: ['FeePaid'] });
      return { numbers: [O.avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-valuation-max-90d',
    type: 'value',
    question:
      'Largest application_submitted value in the last 90 days? (value is the declared valuation in $k)',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 90), names: ['application_submitted'] });
      return { numbers: [O.max(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-doc-min',
    type: 'value',
    question: 'smallest document.uploaded value ever?',
    expect: (ev) => {
      const e = select(ev, { names: ['document.uploaded'] });
      return { numbers: [O.min(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-fee-median-30d',
    type: 'value',
    question: 'What was the median FeePaid value over the past 30 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 30), names: ['FeePaid'] });
      return { numbers: [median(e.map(O.value))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'for the council report: what was our revenue last month?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(N(now)), names: ['FeePaid'] });
      return { numbers: [sum(e)], names: ['FeePaid'], confidence: 'not-high', dataPoints: e.length };
    },
  },
  {
    id: 'value-ctr019-avg',
    type: 'value',
    question: 'avg FeePaid value for ctr_019?',
    expect: (ev) => {
      const e = select(ev, { names: ['FeePaid'], user: 'ctr_019' });
      return { numbers: [O.avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-deficiencies-sum',
    type: 'value',
    question: (now) =>
      `Sum of inspection-failed values in ${monthName(prevMonth(now, 1))}? each one is the number of deficiencies cited`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: R.month(O.pastMonth(N(now), new Date(prevMonth(now, 1)).getUTCMonth())),
        names: ['inspection-failed'],
      });
      return { numbers: [sum(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-onsite-avg-4w',
    type: 'value',
    question: 'mean inspection.report_filed value for the last 4 weeks (minutes on site)',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastWeeks(N(now), 4), names: ['inspection.report_filed'] });
      return { numbers: [O.avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-fees-collected-guess',
    type: 'value',
    question: 'how much did we collect in permit fees in the past 60 days',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 60), names: ['FeePaid'] });
      return { numbers: [sum(e)], names: ['FeePaid'], confidence: 'not-high', dataPoints: e.length };
    },
  },
  {
    id: 'value-unknown-refund',
    type: 'value',
    low: true,
    question: 'What is the average Refund Issued amount?',
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-all5',
    type: 'top-events',
    question: 'What are the top 5 events overall?',
    expect: ranked((ev) => ({ map: O.tally(ev, O.byName), n: 5, dataPoints: ev.length })),
  },
  {
    id: 'top-events-lastweek2',
    type: 'top-events',
    question: 'top 2 most common events last week',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastWeek(N(now)) });
      return { map: O.tally(e, O.byName), n: 2, dataPoints: e.length };
    }),
  },
  {
    id: 'top-events-least3',
    type: 'top-events',
    question: 'Which 3 event types are the least common, all time?',
    expect: ranked((ev) => ({ map: O.tally(ev, O.byName), n: 3, ascending: true, dataPoints: ev.length })),
  },
  {
    id: 'top-events-yesterday1',
    type: 'top-events',
    question: 'what was the single most frequent event yesterday',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.yesterday(N(now)) });
      return { map: O.tally(e, O.byName), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'top-events-ctr007',
    type: 'top-events',
    question: 'For ctr_007, list their top 5 event types by count.',
    expect: ranked((ev) => {
      const e = select(ev, { user: 'ctr_007' });
      return { map: O.tally(e, O.byName), n: 5, dataPoints: e.length };
    }),
  },
  {
    id: 'top-events-30d-default',
    type: 'top-events',
    question: 'Give me a list of the most common events in the last 30 days',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 30) });
      return { map: O.tally(e, O.byName), n: 5, dataPoints: e.length };
    }),
  },
  {
    id: 'top-events-lastmonth2',
    type: 'top-events',
    question: 'top 2 event names last month, with counts',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastMonth(N(now)) });
      return { map: O.tally(e, O.byName), n: 2, dataPoints: e.length };
    }),
  },
  {
    id: 'top-events-rarest-2m',
    type: 'top-events',
    question: 'rarest event in the past 2 months?',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastMonths(N(now), 2) });
      return { map: O.tally(e, O.byName), n: 1, ascending: true, dataPoints: e.length };
    }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-all3',
    type: 'top-users',
    question: 'Who are the 3 most active users overall (by number of events)?',
    expect: ranked((ev) => ({ map: O.tally(ev, O.byUser), n: 3, dataPoints: ev.length })),
  },
  {
    id: 'top-users-feevalue3',
    type: 'top-users',
    question: 'top 3 users by total FeePaid value',
    expect: ranked((ev) => {
      const e = select(ev, { names: ['FeePaid'] });
      return { map: O.tally(e, O.byUser, O.value), n: 3, dataPoints: e.length };
    }),
  },
  {
    id: 'top-users-reports-lastmonth',
    type: 'top-users',
    question: 'Which user filed the most inspection.report_filed events last month?',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastMonth(N(now)), names: ['inspection.report_filed'] });
      return { map: O.tally(e, O.byUser), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'top-users-apps-90d',
    type: 'top-users',
    question: 'who was the top applicant by application_submitted count over the last 90 days?',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 90), names: ['application_submitted'] });
      return { map: O.tally(e, O.byUser), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'top-users-fee-30d1',
    type: 'top-users',
    question: 'which user had the highest total FeePaid value in the last 30 days?',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 30), names: ['FeePaid'] });
      return { map: O.tally(e, O.byUser, O.value), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked((ev) => {
      const e = select(ev, { names: ['FeePaid'] });
      return { map: O.tally(e, O.byUser, O.value), n: 3, confidence: 'not-high', dataPoints: e.length };
    }),
  },
  {
    id: 'top-users-docmb',
    type: 'top-users',
    question: (now) => `top 3 users by summed document.uploaded value since ${O.isoDay(ago(now, 60))}`,
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.since(ago(now, 60), N(now)), names: ['document.uploaded'] });
      return { map: O.tally(e, O.byUser, O.value), n: 3, dataPoints: e.length };
    }),
  },
  {
    id: 'top-users-appeals',
    type: 'top-users',
    question: 'who filed the most appeal_filed events? just the top one',
    expect: ranked((ev) => {
      const e = select(ev, { names: ['appeal_filed'] });
      return { map: O.tally(e, O.byUser), n: 1, dataPoints: e.length };
    }),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-ctr007-count',
    type: 'user',
    question: 'how many events has ctr_007 got in total',
    expect: (ev) => count(select(ev, { user: 'ctr_007' })),
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: 'When was home_0412 first seen?',
    expect: (ev) => {
      const e = select(ev, { user: 'home_0412' });
      const t = Math.min(...e.map(O.time));
      return { names: [O.isoDay(t), minute(t)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-churner-last',
    type: 'user',
    question: 'ctr_033 - last seen when? they used to pull a permit every week',
    expect: (ev) => {
      const e = select(ev, { user: 'ctr_033' });
      return { names: lastOf(e), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-appellant-names',
    type: 'user',
    question: 'Which event types has home_0088 used?',
    expect: (ev) => {
      const e = select(ev, { user: 'home_0088' });
      return {
        names: [...users(e.map((x) => ({ userId: x.eventName })))],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-insp04-30d',
    type: 'user',
    question: 'how many events did insp_04 have over the past 30 days?',
    expect: (ev, now) => count(select(ev, { range: R.lastDays(N(now), 30), user: 'insp_04' })),
  },
  {
    id: 'user-ctr019-recent',
    type: 'user',
    question: 'show me the 3 most recent events of ctr_019',
    expect: (ev) => {
      const e = select(ev, { user: 'ctr_019' });
      return { names: O.newestFirst(e).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-appellant-span',
    type: 'user',
    question: 'home_0088: first and last activity?',
    expect: (ev) => {
      const e = select(ev, { user: 'home_0088' });
      const ts = e.map(O.time);
      const a = Math.min(...ts),
        b = Math.max(...ts);
      return {
        names: [O.isoDay(a), minute(a), O.isoDay(b), minute(b)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'what has home_9999 been doing lately?',
    expect: () => LOW,
  },
  {
    id: 'user-unknown-ctr',
    type: 'user',
    low: true,
    question: 'When was ctr_999 last seen?',
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-weekday-all',
    type: 'breakdown',
    question: 'Which day of the week is busiest on the portal?',
    expect: ranked((ev) => ({ map: O.tally(ev, O.byWeekday), n: 1, dataPoints: ev.length })),
  },
  {
    id: 'bd-hour-scheduled',
    type: 'breakdown',
    question: 'What hour of the day do most Inspection Scheduled events happen (UTC)?',
    expect: ranked((ev) => {
      const e = select(ev, { names: ['Inspection Scheduled'] });
      return { map: O.tally(e, O.byHour), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'bd-login-busiest-day-30d',
    type: 'breakdown',
    question: 'busiest day for portal.login in the last 30 days?',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 30), names: ['portal.login'] });
      return { map: O.tally(e, O.byDay), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'bd-fees-per-month-3m',
    type: 'breakdown',
    question: 'FeePaid count per month over the last 3 months',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonths(N(now), 3), names: ['FeePaid'] });
      const m = [...O.tally(e, O.byMonth)].sort();
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'bd-apps-per-week',
    type: 'breakdown',
    question: (now) =>
      `weekly application_submitted counts since ${O.isoDay(O.weekStart(N(now)) - 4 * O.WEEK)}, by ISO week`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: R.since(O.weekStart(N(now)) - 4 * O.WEEK, N(now)),
        names: ['application_submitted'],
      });
      const w = [...O.tally(e, O.byWeek)].sort();
      return {
        names: w.map(([k]) => k),
        numbers: w.map(([, v]) => v),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'bd-weekday-passed',
    type: 'breakdown',
    question: 'on which weekday do we record the most inspection-passed?',
    expect: ranked((ev) => {
      const e = select(ev, { names: ['inspection-passed'] });
      return { map: O.tally(e, O.byWeekday), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'bd-quietest-weekday',
    type: 'breakdown',
    question: 'Which weekday is the quietest for application_submitted?',
    expect: ranked((ev) => {
      const e = select(ev, { names: ['application_submitted'] });
      return { map: O.tally(e, O.byWeekday), n: 1, ascending: true, dataPoints: e.length };
    }),
  },
  {
    id: 'bd-busiest-month',
    type: 'breakdown',
    question: 'busiest month ever for PermitIssued?',
    expect: ranked((ev, now) => {
      const all = select(ev, { names: ['PermitIssued'] });
      return { map: O.tally(all, O.byMonth), n: 1, dataPoints: all.length };
    }),
  },
  {
    id: 'bd-day-busiest-all',
    type: 'breakdown',
    question: 'What was the single busiest day (all events) in the past 60 days?',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 60) });
      return { map: O.tally(e, O.byDay), n: 1, dataPoints: e.length };
    }),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-all-7d',
    type: 'compare',
    question: 'total activity in the last 7 days vs the previous 7 days?',
    expect: (ev, now) => {
      const t = N(now);
      const a = select(ev, { range: { from: t - 14 * DAY, to: t - 7 * DAY } }),
        b = select(ev, { range: R.lastDays(t, 7) });
      return compare(a.length, b.length, 'high', a.length + b.length);
    },
  },
  {
    id: 'cmp-fees-month',
    type: 'compare',
    question: (now) =>
      `Total FeePaid value: ${monthName(prevMonth(now, 1))} compared with ${monthName(prevMonth(now, 2))}?`,
    expect: (ev, now) => {
      const a = select(ev, { range: R.month(prevMonth(now, 2)), names: ['FeePaid'] }),
        b = select(ev, { range: R.month(prevMonth(now, 1)), names: ['FeePaid'] });
      return compare(sum(a), sum(b), 'high', a.length + b.length);
    },
  },
  {
    id: 'cmp-logins-30d',
    type: 'compare',
    question: 'portal.login: last 30 days compared with the 30 days before that',
    expect: (ev, now) => {
      const t = N(now);
      const a = select(ev, { range: { from: t - 60 * DAY, to: t - 30 * DAY }, names: ['portal.login'] }),
        b = select(ev, { range: R.lastDays(t, 30), names: ['portal.login'] });
      return compare(a.length, b.length, 'high', a.length + b.length);
    },
  },
  {
    id: 'cmp-apps-growing',
    type: 'compare',
    question: 'is application_submitted volume growing? compare the last 4 weeks with the 4 weeks before',
    expect: (ev, now) => {
      const t = N(now);
      const a = select(ev, {
          range: { from: t - 8 * O.WEEK, to: t - 4 * O.WEEK },
          names: ['application_submitted'],
        }),
        b = select(ev, { range: R.lastWeeks(t, 4), names: ['application_submitted'] });
      return compare(a.length, b.length, 'high', a.length + b.length);
    },
  },
  {
    id: 'cmp-feevalue-14d',
    type: 'compare',
    question: 'sum of FeePaid value, last 14 days vs the 14 days before - up or down?',
    expect: (ev, now) => {
      const t = N(now);
      const a = select(ev, { range: { from: t - 28 * DAY, to: t - 14 * DAY }, names: ['FeePaid'] }),
        b = select(ev, { range: R.lastDays(t, 14), names: ['FeePaid'] });
      return compare(sum(a), sum(b), 'high', a.length + b.length);
    },
  },
  {
    id: 'cmp-users-30d',
    type: 'compare',
    question: 'active users in the last 30 days compared with the 30 days before that?',
    expect: (ev, now) => {
      const t = N(now);
      const a = select(ev, { range: { from: t - 60 * DAY, to: t - 30 * DAY } }),
        b = select(ev, { range: R.lastDays(t, 30) });
      return compare(users(a).size, users(b).size, 'high', a.length + b.length);
    },
  },
  {
    id: 'cmp-fees-count-months',
    type: 'compare',
    question: (now) =>
      `How did the number of FeePaid events in ${monthName(prevMonth(now, 1))} ${new Date(prevMonth(now, 1)).getUTCFullYear()} compare to ${monthName(prevMonth(now, 3))} ${new Date(prevMonth(now, 3)).getUTCFullYear()}?`,
    expect: (ev, now) => {
      const a = select(ev, { range: R.month(prevMonth(now, 3)), names: ['FeePaid'] }),
        b = select(ev, { range: R.month(prevMonth(now, 1)), names: ['FeePaid'] });
      return compare(a.length, b.length, 'high', a.length + b.length);
    },
  },
  {
    id: 'cmp-docs-lastmonth',
    type: 'compare',
    question: 'docs uploaded last month vs the month before — did it go up?',
    expect: (ev, now) => {
      const a = select(ev, { range: R.month(prevMonth(now, 2)), names: ['document.uploaded'] }),
        b = select(ev, { range: R.lastMonth(N(now)), names: ['document.uploaded'] });
      return compare(a.length, b.length, 'not-high', a.length + b.length);
    },
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-logins-all',
    type: 'share',
    question: 'What percentage of all events are portal.login?',
    expect: (ev) => ({
      percents: [O.percent(select(ev, { names: ['portal.login'] }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-failed-lastmonth',
    type: 'share',
    question: 'Of all events last month, what % were inspection-failed?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(N(now)) });
      return {
        percents: [O.percent(select(e, { names: ['inspection-failed'] }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-users-appeal-90d',
    type: 'share',
    question: 'what percent of active users in the last 90 days filed an appeal_filed?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 90) });
      return {
        percents: [O.percent(users(select(e, { names: ['appeal_filed'] })).size, users(e).size)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-users-fee-all',
    type: 'share',
    question: 'What share of all users have ever had a FeePaid?',
    expect: (ev) => ({
      percents: [O.percent(users(select(ev, { names: ['FeePaid'] })).size, users(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-docs-7d',
    type: 'share',
    question: 'document.uploaded as a percentage of all activity in the past 7 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 7) });
      return {
        percents: [O.percent(select(e, { names: ['document.uploaded'] }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-users-failed-lastmonth',
    type: 'share',
    question: 'Last month, what percentage of active users had an inspection-failed?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(N(now)) });
      return {
        percents: [O.percent(users(select(e, { names: ['inspection-failed'] })).size, users(e).size)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-ctr007-events',
    type: 'share',
    question: 'what % of all events come from ctr_007? feels like they are half our traffic',
    expect: (ev) => ({
      percents: [O.percent(select(ev, { user: 'ctr_007' }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-users-apps-2m',
    type: 'share',
    question: 'Over the last 2 months, what percentage of active users submitted an application_submitted?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonths(N(now), 2) });
      return {
        percents: [O.percent(users(select(e, { names: ['application_submitted'] })).size, users(e).size)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-unknown',
    type: 'share',
    low: true,
    question: 'what percentage of events were Permit Revoked?',
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-app-permit-all',
    type: 'conversion',
    question: 'Of the users who did application_submitted, how many went on to PermitIssued, and what %?',
    expect: (ev) => conv(ev, R.all(), 'application_submitted', 'PermitIssued'),
  },
  {
    id: 'conv-app-fee-90d',
    type: 'conversion',
    question: 'conversion from application_submitted to FeePaid in the last 90 days?',
    expect: (ev, now) => conv(ev, R.lastDays(N(now), 90), 'application_submitted', 'FeePaid'),
  },
  {
    id: 'conv-sched-pass-60d',
    type: 'conversion',
    question:
      'last 60 days: what fraction of users with an Inspection Scheduled later had an inspection-passed?',
    expect: (ev, now) => conv(ev, R.lastDays(N(now), 60), 'Inspection Scheduled', 'inspection-passed'),
  },
  {
    id: 'conv-fail-appeal',
    type: 'conversion',
    question:
      'How many users who had an inspection-failed then filed an appeal_filed after it? percentage too',
    expect: (ev) => conv(ev, R.all(), 'inspection-failed', 'appeal_filed'),
  },
  {
    id: 'conv-fee-sched-lastmonth',
    type: 'conversion',
    question: 'Last month, FeePaid → Inspection Scheduled conversion?',
    expect: (ev, now) => conv(ev, R.lastMonth(N(now)), 'FeePaid', 'Inspection Scheduled'),
  },
  {
    id: 'conv-doc-review-30d',
    type: 'conversion',
    question:
      'In the past 30 days, of users who did document.uploaded, how many did plan-review-requested afterwards?',
    expect: (ev, now) => conv(ev, R.lastDays(N(now), 30), 'document.uploaded', 'plan-review-requested'),
  },
  {
    id: 'conv-login-app-14d',
    type: 'conversion',
    question: 'portal.login to application_submitted conversion over the last 14 days',
    expect: (ev, now) => conv(ev, R.lastDays(N(now), 14), 'portal.login', 'application_submitted'),
  },
  {
    id: 'conv-fail-pass-since',
    type: 'conversion',
    question: (now) =>
      `since ${longDay(ago(now, 75))}, how many people who failed an inspection later passed one? (inspection-failed then inspection-passed)`,
    expect: (ev, now) =>
      conv(ev, R.since(namedDay(now, 75), N(now)), 'inspection-failed', 'inspection-passed'),
  },
  {
    id: 'conv-unknown',
    type: 'conversion',
    low: true,
    question: 'Of users who did application_submitted, how many then did Certificate Issued?',
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'how many users were active last month but have not been active this month?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastMonth(N(now)), R.thisMonth(N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'How many new users did we get in the last 30 days (first event ever in that window)?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(N(now), 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-lastweek',
    type: 'churn',
    question: 'new users last week?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastWeek(N(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-month2-vs-month1',
    type: 'churn',
    question: (now) =>
      `Users active in ${monthName(prevMonth(now, 2))} who did nothing in ${monthName(prevMonth(now, 1))} — how many?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(prevMonth(now, 2)), R.month(prevMonth(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-window',
    type: 'churn',
    question: (now) =>
      `How many users were active between ${O.isoDay(ago(now, 60))} and ${O.isoDay(ago(now, 31))} but not since ${O.isoDay(ago(now, 30))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.between(ago(now, 60), ago(now, 31)), R.since(ago(now, 30), N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new applicants since ${shortDay(ago(now, 14))}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(namedDay(now, 14), N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) => `how many brand-new users showed up in ${monthName(prevMonth(now, 2))}?`,
    expect: (ev, now) => ({
      numbers: [
        O.newUsers(ev, R.month(O.pastMonth(N(now), new Date(prevMonth(now, 2)).getUTCMonth()))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lost-2w',
    type: 'churn',
    question: (now) =>
      `Which users were active in the 4 weeks before ${O.isoDay(ago(now, 28))} and have not come back since? how many of them`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, { from: ago(now, 56), to: ago(now, 28) }, R.since(ago(now, 28), N(now))).length,
      ],
      confidence: 'not-high',
    }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-last-appeal',
    type: 'recency',
    question: 'When was the last appeal_filed?',
    expect: (ev) => {
      const e = select(ev, { names: ['appeal_filed'] });
      return { names: lastOf(e), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-last-permit',
    type: 'recency',
    question: 'when did we last issue a permit? (PermitIssued)',
    expect: (ev) => {
      const e = select(ev, { names: ['PermitIssued'] });
      return { names: lastOf(e), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-any-appeal-2w',
    type: 'recency',
    question: 'did anyone file an appeal_filed in the last 2 weeks?',
    expect: (ev, now) => count(select(ev, { range: R.lastWeeks(N(now), 2), names: ['appeal_filed'] })),
  },
  {
    id: 'rec-churner-last',
    type: 'recency',
    question: 'When did ctr_033 last do anything on the portal?',
    expect: (ev) => {
      const e = select(ev, { user: 'ctr_033' });
      return { names: lastOf(e), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-insp04-report',
    type: 'recency',
    question: 'When did insp_04 last file an inspection.report_filed?',
    expect: (ev) => {
      const e = select(ev, { names: ['inspection.report_filed'], user: 'insp_04' });
      return { names: lastOf(e), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-last-cancel',
    type: 'recency',
    question: 'last Inspection Cancelled - when?',
    expect: (ev) => {
      const e = select(ev, { names: ['Inspection Cancelled'] });
      return { names: lastOf(e), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-last-failed',
    type: 'recency',
    question: 'most recent inspection-failed timestamp?',
    expect: (ev) => {
      const e = select(ev, { names: ['inspection-failed'] });
      return { names: lastOf(e), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-any-cancel-lastmonth',
    type: 'recency',
    question: 'were there any Inspection Cancelled events last month?',
    expect: (ev, now) => count(select(ev, { range: R.lastMonth(N(now)), names: ['Inspection Cancelled'] })),
  },
  {
    id: 'rec-unknown-stopwork',
    type: 'recency',
    low: true,
    question: 'When was the last Stop Work Order issued?',
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'How many users are there overall?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events stored?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-names-counts',
    type: 'catalogue',
    question: 'list every event type we track, with how many times each occurred',
    expect: (ev) => {
      const m = O.rank(O.tally(ev, O.byName));
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
    question: 'how many distinct event types are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'new analyst here - give me the basics: how many events and how many users do we have?',
    expect: (ev) => ({ numbers: [ev.length, users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-what-tracked',
    type: 'catalogue',
    question: 'What kinds of events does the permit portal track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users-events-names',
    type: 'catalogue',
    question: 'Catalogue check: number of users, number of events, number of event names.',
    expect: (ev) => ({
      numbers: [users(ev).size, ev.length, new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-neighborhood',
    type: 'other',
    question: 'Which neighborhoods have the most permits issued?',
    expect: () => LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'How many permits will we issue next month? need a forecast for budgeting',
    expect: () => LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather going to be for tomorrow's inspections?",
    expect: () => LOW,
  },
  {
    id: 'other-phone',
    type: 'other',
    question: 'What is the phone number of inspector insp_04?',
    expect: () => LOW,
  },
  {
    id: 'other-fail-reason',
    type: 'other',
    question: 'Why did home_0088 keep failing their inspections? what code sections were cited?',
    expect: () => LOW,
  },
  {
    id: 'other-license',
    type: 'other',
    question: 'Which contractors have an expired state license?',
    expect: () => LOW,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: 'How satisfied are applicants with the portal? NPS score?',
    expect: () => LOW,
  },
  {
    id: 'other-delete',
    type: 'other',
    question: 'please delete all of ctr_033’s applications',
    expect: () => LOW,
  },
  {
    id: 'other-zoning',
    type: 'other',
    question: 'Is a backyard ADU allowed under the current zoning code?',
    expect: () => LOW,
  },
  {
    id: 'other-translate',
    type: 'other',
    question: 'Translate the permit FAQ page into Spanish',
    expect: () => LOW,
  },
];
