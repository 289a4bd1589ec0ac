// Blind round "freelance": questions a freelance marketplace's team would ask, with the
// expected answers computed from the events by the reference oracle (see NOTES.md).
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, INCIDENT_DAYS_AGO } from './data.mjs';

const {
  DAY,
  MONTHS,
  ranges: R,
  select,
  users,
  sum,
  avg,
  min,
  max,
  tally,
  rank,
  change,
  conversion,
  churned,
  newUsers,
  percent,
  time,
  isoDay,
  dayStart,
  monthStart,
  newestFirst,
  byName,
  byUser,
  byDay,
  byHour,
  byWeekday,
  byMonth,
  value,
} = O;

// ---- dates used in questions ---------------------------------------------------------------
const today = (now) => dayStart(+now);
const daysAgo = (now, n) => today(now) - n * DAY;
// a Tuesday, Wednesday or Thursday about n days back (busy days, never empty)
const midweekAgo = (now, n) => {
  let t = daysAgo(now, n);
  while (![2, 3, 4].includes(new Date(t).getUTCDay())) t -= DAY;
  return t;
};
const incident = (now) => daysAgo(now, INCIDENT_DAYS_AGO);
const prevMonth = (now) => monthStart(+now, -1);
const prev2Month = (now) => monthStart(+now, -2);
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const dd = (t) => new Date(t).getUTCDate();
const ordSuffix = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const iso = (t) => isoDay(t);
const long = (t) => `${monthName(t)} ${dd(t)}`; // November 3
const ord = (t) => `${monthName(t)} ${dd(t)}${ordSuffix(dd(t))}`; // November 3rd
const short = (t) => `${monthName(t).slice(0, 3)} ${dd(t)}`; // Nov 3
const dm = (t) => `${dd(t)} ${monthName(t)}`; // 3 November

// ---- small helpers -------------------------------------------------------------------------
const count = (ev, f) => select(ev, f).length;
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : O.round((v[mid - 1] + v[mid]) / 2, 2);
};
// Top n of a tally, and whether the n-th and the (n+1)-th are tied.
const top = (map, n, ascending = false) => {
  const all = rank(map, { ascending });
  return { list: all.slice(0, n), tie: all.length > n && all[n - 1][1] === all[n][1] };
};
// A ranked case: compute(events, now) → { exp, tie }.
const ranked = (compute) =>
  Object.assign((ev, now) => compute(ev, now).exp, {
    tieAtCut: (ev, now) => compute(ev, now).tie,
  });
const listExp = (list, confidence, dataPoints) => ({
  names: list.map(([k]) => k),
  numbers: list.map(([, v]) => v),
  confidence,
  dataPoints,
});
const cmp = (ev, a, b, names, measure = (s) => s.length) => {
  const ea = select(ev, { range: a, names }),
    eb = select(ev, { range: b, names });
  const c = change(measure(ea), measure(eb));
  return { c, dataPoints: ea.length + eb.length };
};
const cmpExp = ({ c, dataPoints }, confidence) => ({
  numbers: [c.earlier, c.later, c.diff],
  percents: [c.pct],
  confidence,
  dataPoints,
});
const convExp = (ev, range, a, b, confidence) => {
  const c = conversion(ev, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: count(ev, { range, names: [a, b] }),
  };
};
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const prevDays = (now, n) => ({ from: +now - 2 * n * DAY, to: +now - n * DAY });

export const cases = [
  // ======================================================================= count
  {
    id: 'count-proposals-all',
    type: 'count',
    question: 'How many proposal.sent events do we have in total?',
    expect: (ev) => {
      const n = count(ev, { names: ['proposal.sent'] });
      return { numbers: [n], confidence: 'high', dataPoints: n };
    },
  },
  {
    id: 'count-jobs-30d',
    type: 'count',
    question: 'hey quick one - how many jobs got posted in the last 30 days?',
    expect: (ev, now) => {
      const n = count(ev, { range: R.lastDays(+now, 30), names: ['job_posted'] });
      return { numbers: [n], confidence: 'not-high', dataPoints: n };
    },
  },
  {
    id: 'count-disputes-last-month',
    type: 'count',
    question: 'how many Dispute Opened events were there last month?',
    expect: (ev, now) => {
      const n = count(ev, { range: R.lastMonth(+now), names: ['Dispute Opened'] });
      return { numbers: [n], confidence: 'high', dataPoints: n };
    },
  },
  {
    id: 'count-messages-yesterday',
    type: 'count',
    question: 'message.sent count for yesterday please',
    expect: (ev, now) => {
      const n = count(ev, { range: R.yesterday(+now), names: ['message.sent'] });
      return { numbers: [n], confidence: 'high', dataPoints: n };
    },
  },
  {
    id: 'count-fl7-proposals',
    type: 'count',
    question: 'How many proposals has fl_0007 sent so far?',
    expect: (ev) => {
      const n = count(ev, { names: ['proposal.sent'], user: 'fl_0007' });
      return { numbers: [n], confidence: 'not-high' };
    },
  },
  {
    id: 'count-views-on-day',
    type: 'count',
    question: (now) =>
      `PM here, checking the new search page: how many ProfileViewed events happened on ${ord(midweekAgo(now, 20))}?`,
    expect: (ev, now) => {
      const n = count(ev, { range: R.on(midweekAgo(now, 20)), names: ['ProfileViewed'] });
      return { numbers: [n], confidence: 'high', dataPoints: n };
    },
  },
  {
    id: 'count-hired-between',
    type: 'count',
    question: (now) =>
      `Number of FreelancerHired events between ${iso(daysAgo(now, 16))} and ${iso(daysAgo(now, 10))}?`,
    expect: (ev, now) => {
      const n = count(ev, {
        range: R.between(daysAgo(now, 16), daysAgo(now, 10)),
        names: ['FreelancerHired'],
      });
      return { numbers: [n], confidence: 'high', dataPoints: n };
    },
  },
  {
    id: 'count-signups-since',
    type: 'count',
    question: (now) => `how many signups have we had since ${short(daysAgo(now, 21))}?`,
    expect: (ev, now) => {
      const n = count(ev, { range: R.since(daysAgo(now, 21), +now), names: ['signup'] });
      return { numbers: [n], confidence: 'high', dataPoints: n };
    },
  },
  {
    id: 'count-all-7d',
    type: 'count',
    question: 'Total number of events in the past 7 days? thx',
    expect: (ev, now) => {
      const n = count(ev, { range: R.lastDays(+now, 7) });
      return { numbers: [n], confidence: 'high', dataPoints: n };
    },
  },
  {
    id: 'count-jobs-month',
    type: 'count',
    question: (now) => `how many job_posted events in ${monthName(prev2Month(now))}?`,
    expect: (ev, now) => {
      const n = count(ev, { range: R.month(prev2Month(now)), names: ['job_posted'] });
      return { numbers: [n], confidence: 'high', dataPoints: n };
    },
  },
  {
    id: 'count-incident-disputes',
    type: 'count',
    question: (now) =>
      `we had a payment provider outage on ${iso(incident(now))}. how many dispute_opened events were there that day?`,
    expect: (ev, now) => {
      const n = count(ev, { range: R.on(incident(now)), names: ['Dispute Opened'] });
      return { numbers: [n], confidence: 'high', dataPoints: n };
    },
  },
  {
    id: 'count-reviews-before',
    type: 'count',
    question: (now) => `how many reviews were left before ${long(daysAgo(now, 60))}?`,
    expect: (ev, now) => {
      const n = count(ev, { range: R.before(daysAgo(now, 60)), names: ['review_left'] });
      return { numbers: [n], confidence: 'not-high', dataPoints: n };
    },
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many contract_cancelled events did we have last month?',
    expect: LOW,
  },

  // ======================================================================= users
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'how many unique users were active in the last 30 days? need it for teh board deck',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-proposal-14d',
    type: 'users',
    question: 'How many distinct users have a proposal.sent event in the last 14 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 14), names: ['proposal.sent'] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-clients-posted-last-month',
    type: 'users',
    question: 'how many clients posted a job last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(+now), names: ['job_posted'] });
      return { numbers: [users(s).size], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'active users yesterday? asking for the standup',
    expect: (ev, now) => {
      const s = select(ev, { range: R.yesterday(+now) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-reviewers-3m',
    type: 'users',
    question: 'how many people left a review in the last 3 months?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonths(+now, 3), names: ['review_left'] });
      return { numbers: [users(s).size], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'users-withdrawals-since',
    type: 'users',
    question: (now) => `unique users with withdrawal requested since ${ord(daysAgo(now, 45))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.since(daysAgo(now, 45), +now), names: ['withdrawal_requested'] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-funded-month',
    type: 'users',
    question: (now) => `How many users did "Milestone Funded" in ${monthYear(prevMonth(now))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.month(prevMonth(now)), names: ['Milestone Funded'] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-active-on-day',
    type: 'users',
    question: (now) => `number of active users on ${dm(midweekAgo(now, 9))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.on(midweekAgo(now, 9)) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },

  // ======================================================================= value
  {
    id: 'value-withdrawals-last-month',
    type: 'value',
    question: "what's the total withdrawal_requested amount for last month?",
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(+now), names: ['withdrawal_requested'] });
      return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-avg-proposal',
    type: 'value',
    question: 'average value of proposal.sent events',
    expect: (ev) => {
      const s = select(ev, { names: ['proposal.sent'] });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-avg-review-60d',
    type: 'value',
    question: 'Average review-left value over the past 60 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 60), names: ['review_left'] });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-max-funded-90d',
    type: 'value',
    question: 'max milestone_funded amount in the last 90 days',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 90), names: ['Milestone Funded'] });
      return { numbers: [max(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-median-dispute',
    type: 'value',
    question: 'whats the median dispute amount',
    expect: (ev) => {
      const s = select(ev, { names: ['Dispute Opened'] });
      return { numbers: [median(s)], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'value-released-last-week',
    type: 'value',
    question: 'how much money was released to freelancers last week?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(+now), names: ['milestone.released'] });
      return { numbers: [sum(s)], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'value-hired-vx9',
    type: 'value',
    question: 'sum of FreelancerHired value for client_vx9',
    expect: (ev) => {
      const s = select(ev, { names: ['FreelancerHired'], user: 'client_vx9' });
      return { numbers: [sum(s)], confidence: 'high' };
    },
  },
  {
    id: 'value-min-withdrawal-30d',
    type: 'value',
    question: 'minimum withdrawal_requested amount in the past 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30), names: ['withdrawal_requested'] });
      return { numbers: [min(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-funded-between',
    type: 'value',
    question: (now) =>
      `total amount of Milestone Funded between ${short(daysAgo(now, 35))} and ${short(daysAgo(now, 29))}`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.between(daysAgo(now, 35), daysAgo(now, 29)),
        names: ['Milestone Funded'],
      });
      return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-avg-bid-2w',
    type: 'value',
    question: "finance is asking: what's the average bid size on proposals over the last 2 weeks?",
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeeks(+now, 2), names: ['proposal.sent'] });
      return { numbers: [avg(s)], confidence: 'not-high', dataPoints: s.length };
    },
  },

  // ======================================================================= top-events
  {
    id: 'top-events-5',
    type: 'top-events',
    question: 'what are the top 5 events?',
    expect: ranked((ev) => {
      const { list, tie } = top(tally(ev, byName), 5);
      return { exp: listExp(list, 'high', ev.length), tie };
    }),
  },
  {
    id: 'top-event-last-week',
    type: 'top-events',
    question: 'most common event last week',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastWeek(+now) });
      const { list, tie } = top(tally(s, byName), 1);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'least-event-30d',
    type: 'top-events',
    question: 'Which event is the least common in the last 30 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30) });
      const { list, tie } = top(tally(s, byName), 1, true);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'top-events-3-month',
    type: 'top-events',
    question: (now) => `top 3 actions in ${monthName(prevMonth(now))}?`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.month(prevMonth(now)) });
      const { list, tie } = top(tally(s, byName), 3);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'least-events-3-2w',
    type: 'top-events',
    question: 'give me the 2 least frequent events over the past 2 weeks',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastWeeks(+now, 2) });
      const { list, tie } = top(tally(s, byName), 2, true);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'top-events-5-since',
    type: 'top-events',
    question: (now) =>
      `what do people do the most on the platform? top 5 event names since ${iso(daysAgo(now, 50))}`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.since(daysAgo(now, 50), +now) });
      const { list, tie } = top(tally(s, byName), 5);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'top-event-fl7',
    type: 'top-events',
    question: "What is fl_0007's most frequent event?",
    expect: ranked((ev) => {
      const s = select(ev, { user: 'fl_0007' });
      const { list, tie } = top(tally(s, byName), 1);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },

  // ======================================================================= top-users
  {
    id: 'top-users-2',
    type: 'top-users',
    question: 'who are our two most active users?',
    expect: ranked((ev) => {
      const { list, tie } = top(tally(ev, byUser), 2);
      return { exp: listExp(list, 'high', ev.length), tie };
    }),
  },
  {
    id: 'top-users-funded-3',
    type: 'top-users',
    question: 'top 3 users by total Milestone Funded value',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['Milestone Funded'] });
      const { list, tie } = top(tally(s, byUser, value), 3);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'top-user-proposals-last-month',
    type: 'top-users',
    question: 'which freelancer sent the most proposals last month??',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastMonth(+now), names: ['proposal.sent'] });
      const { list, tie } = top(tally(s, byUser), 1);
      return { exp: listExp(list, 'not-high', s.length), tie };
    }),
  },
  {
    id: 'top-users-withdrawn-60d',
    type: 'top-users',
    question: 'top 5 users by withdrawal_requested amount in the last 60 days',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 60), names: ['withdrawal_requested'] });
      const { list, tie } = top(tally(s, byUser, value), 5);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'top-user-30d',
    type: 'top-users',
    question: 'most active user in the past 30 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30) });
      const { list, tie } = top(tally(s, byUser), 1);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'top-user-disputes',
    type: 'top-users',
    question: 'trust & safety question: who has opened the most disputes?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['Dispute Opened'] });
      const { list, tie } = top(tally(s, byUser), 1);
      return { exp: listExp(list, 'not-high', s.length), tie };
    }),
  },
  {
    id: 'top-users-jobs-90d',
    type: 'top-users',
    question: 'top 2 users by total job_posted value in the last 90 days',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 90), names: ['job_posted'] });
      const { list, tie } = top(tally(s, byUser, value), 2);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },

  // ======================================================================= user
  {
    id: 'user-fl7-count',
    type: 'user',
    question: 'hi! how many events does fl_0007 have?',
    expect: (ev) => {
      const s = select(ev, { user: 'fl_0007' });
      return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-mrk-first-seen',
    type: 'user',
    question: 'when was client_mrk first seen?',
    expect: (ev) => {
      const s = select(ev, { user: 'client_mrk' });
      return { names: [iso(Math.min(...s.map(time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-mrk-last-seen',
    type: 'user',
    question:
      "client_mrk used to post every week and our account manager hasn't heard from them. When was client_mrk last seen?",
    expect: (ev) => {
      const s = select(ev, { user: 'client_mrk' });
      return { names: [iso(Math.max(...s.map(time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-newcomer-names',
    type: 'user',
    question: 'what event names has fl_0288 used?',
    expect: (ev) => {
      const s = select(ev, { user: 'fl_0288' });
      return {
        names: [...new Set(s.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-vx9-30d',
    type: 'user',
    question: 'how many events did client_vx9 have in the last 30 days',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30), user: 'client_vx9' });
      return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'when was fl_0999 last active?',
    expect: LOW,
  },
  {
    id: 'user-fl7-proposals-last-month',
    type: 'user',
    question: 'how many proposal.sent events did fl_0007 have last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(+now), names: ['proposal.sent'], user: 'fl_0007' });
      return { numbers: [s.length], confidence: 'high' };
    },
  },
  {
    id: 'user-vx9-latest',
    type: 'user',
    question: "what was client_vx9's most recent event?",
    expect: (ev) => {
      const s = select(ev, { user: 'client_vx9' });
      return { names: [newestFirst(s)[0].eventName], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-vx9-funded-since',
    type: 'user',
    question: (now) => `total Milestone Funded amount for client_vx9 since ${long(daysAgo(now, 40))}`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.since(daysAgo(now, 40), +now),
        names: ['Milestone Funded'],
        user: 'client_vx9',
      });
      return { numbers: [sum(s)], confidence: 'high' };
    },
  },
  {
    id: 'user-newcomer-first-seen',
    type: 'user',
    question: 'can you pull up fl_0288 for me? when were they first seen and how many events do they have?',
    expect: (ev) => {
      const s = select(ev, { user: 'fl_0288' });
      return {
        names: [iso(Math.min(...s.map(time)))],
        numbers: [s.length],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ======================================================================= breakdown
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'which day of the week is busiest?',
    expect: ranked((ev) => {
      const { list, tie } = top(tally(ev, byWeekday), 1);
      return { exp: listExp(list, 'high', ev.length), tie };
    }),
  },
  {
    id: 'breakdown-jobs-hour',
    type: 'breakdown',
    question: 'busiest hour of day for job_posted?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['job_posted'] });
      const { list, tie } = top(tally(s, byHour), 1);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'breakdown-dispute-peak-day',
    type: 'breakdown',
    question: 'on which day in the past 60 days were there the most Dispute Opened events?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 60), names: ['Dispute Opened'] });
      const { list, tie } = top(tally(s, byDay), 1);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'breakdown-messages-weekday-last-month',
    type: 'breakdown',
    question: 'can I get message.sent broken down by weekday for last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(+now), names: ['message.sent'] });
      const m = tally(s, byWeekday);
      return {
        names: [...m.keys()],
        unordered: true,
        numbers: [...m.values()],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-released-month',
    type: 'breakdown',
    question: 'which month had the highest total milestone.released amount?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['milestone.released'] });
      const { list, tie } = top(tally(s, byMonth, value), 1);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'breakdown-proposals-hour',
    type: 'breakdown',
    question: 'what hour of the day do we get the most proposal.sent events?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['proposal.sent'] });
      const { list, tie } = top(tally(s, byHour), 1);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'breakdown-messages-daily',
    type: 'breakdown',
    question: (now) =>
      `daily message.sent counts from ${short(daysAgo(now, 12))} to ${short(daysAgo(now, 10))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.between(daysAgo(now, 12), daysAgo(now, 10)), names: ['message.sent'] });
      const days = [12, 11, 10].map((k) => iso(daysAgo(now, k)));
      const m = tally(s, byDay);
      return {
        names: days,
        numbers: days.map((d) => m.get(d) ?? 0),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-jobs-weekday-90d',
    type: 'breakdown',
    question: 'busiest weekday for job_posted over the last 90 days',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 90), names: ['job_posted'] });
      const { list, tie } = top(tally(s, byWeekday), 1);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },
  {
    id: 'breakdown-quietest-hour',
    type: 'breakdown',
    question: "what's the quietest hour of the day for proposal.sent?",
    expect: ranked((ev) => {
      const s = select(ev, { names: ['proposal.sent'] });
      const { list, tie } = top(tally(s, byHour), 1, true);
      return { exp: listExp(list, 'high', s.length), tie };
    }),
  },

  // ======================================================================= compare
  {
    id: 'compare-jobs-value-last-week',
    type: 'compare',
    question: 'total job_posted value last week vs the week before?',
    expect: (ev, now) => {
      const lw = R.lastWeek(+now);
      return cmpExp(cmp(ev, { from: lw.from - 7 * DAY, to: lw.from }, lw, ['job_posted'], sum), 'high');
    },
  },
  {
    id: 'compare-proposals-60d',
    type: 'compare',
    question: 'are proposal.sent events growing? last 60 days compared with the 60 days before',
    expect: (ev, now) => cmpExp(cmp(ev, prevDays(now, 60), R.lastDays(+now, 60), ['proposal.sent']), 'high'),
  },
  {
    id: 'compare-active-users-30d',
    type: 'compare',
    question: 'active users in the last 30 days compared with the 30 days before',
    expect: (ev, now) =>
      cmpExp(
        cmp(ev, prevDays(now, 30), R.lastDays(+now, 30), undefined, (s) => users(s).size),
        'high',
      ),
  },
  {
    id: 'compare-messages-months',
    type: 'compare',
    question: (now) =>
      `message.sent in ${monthName(prev2Month(now))} vs ${monthName(prevMonth(now))} - up or down?`,
    expect: (ev, now) =>
      cmpExp(cmp(ev, R.month(prev2Month(now)), R.month(prevMonth(now)), ['message.sent']), 'high'),
  },
  {
    id: 'compare-withdrawals-months',
    type: 'compare',
    question: 'did the amount freelancers withdrew go up last month compared to the month before?',
    expect: (ev, now) =>
      cmpExp(cmp(ev, R.month(prev2Month(now)), R.lastMonth(+now), ['withdrawal_requested'], sum), 'not-high'),
  },
  {
    id: 'compare-signups-60d',
    type: 'compare',
    question: 'signups: last 60 days vs the 60 days before',
    expect: (ev, now) => cmpExp(cmp(ev, prevDays(now, 60), R.lastDays(+now, 60), ['signup']), 'high'),
  },
  {
    id: 'compare-disputes-30d',
    type: 'compare',
    question: 'How does Dispute Opened in the last 30 days compare with the previous 30 days?',
    expect: (ev, now) => cmpExp(cmp(ev, prevDays(now, 30), R.lastDays(+now, 30), ['Dispute Opened']), 'high'),
  },
  {
    id: 'compare-all-30d',
    type: 'compare',
    question: 'how many events did we have in the last 30 days vs the previous 30 days? are we growing?',
    expect: (ev, now) => cmpExp(cmp(ev, prevDays(now, 30), R.lastDays(+now, 30)), 'high'),
  },

  // ======================================================================= share
  {
    id: 'share-messages',
    type: 'share',
    question: 'what percentage of events are message.sent?',
    expect: (ev) => ({
      percents: [percent(count(ev, { names: ['message.sent'] }), ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-proposals-30d',
    type: 'share',
    question: 'what share of activity in the last 30 days was proposal.sent?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30) });
      return {
        percents: [percent(count(s, { names: ['proposal.sent'] }), s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-users-posted-last-month',
    type: 'share',
    question: 'what % of active users last month posted a job?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(+now) });
      return {
        percents: [percent(users(select(s, { names: ['job_posted'] })).size, users(s).size)],
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-users-withdrawal-60d',
    type: 'share',
    question: 'what percent of users did withdrawal_requested in the past 60 days',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 60) });
      return {
        percents: [percent(users(select(s, { names: ['withdrawal_requested'] })).size, users(s).size)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-disputes-90d',
    type: 'share',
    question: 'of all events in the last 90 days, what percentage were Dispute Opened?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 90) });
      return {
        percents: [percent(count(s, { names: ['Dispute Opened'] }), s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-fl7-events',
    type: 'share',
    question: 'what percentage of all events come from fl_0007?',
    expect: (ev) => ({
      percents: [percent(count(ev, { user: 'fl_0007' }), ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-users-reviewed',
    type: 'share',
    question: 'what fraction of our users have ever left a review? as a percentage pls',
    expect: (ev) => ({
      percents: [percent(users(select(ev, { names: ['review_left'] })).size, users(ev).size)],
      confidence: 'not-high',
      dataPoints: ev.length,
    }),
  },

  // ======================================================================= conversion
  {
    id: 'conv-job-hire',
    type: 'conversion',
    question: 'of the users who did job_posted, how many then did FreelancerHired?',
    expect: (ev) => convExp(ev, R.all(), 'job_posted', 'FreelancerHired', 'high'),
  },
  {
    id: 'conv-proposal-work-60d',
    type: 'conversion',
    question: 'conversion from proposal.sent to work-submitted in the last 60 days',
    expect: (ev, now) => convExp(ev, R.lastDays(+now, 60), 'proposal.sent', 'work-submitted', 'high'),
  },
  {
    id: 'conv-funded-released',
    type: 'conversion',
    question: 'what % of clients who funded a milestone later released one?',
    expect: (ev) => convExp(ev, R.all(), 'Milestone Funded', 'milestone.released', 'not-high'),
  },
  {
    id: 'conv-signup-proposal-since',
    type: 'conversion',
    question: (now) => `signup → proposal.sent conversion since ${ord(daysAgo(now, 60))}`,
    expect: (ev, now) => convExp(ev, R.since(daysAgo(now, 60), +now), 'signup', 'proposal.sent', 'high'),
  },
  {
    id: 'conv-proposal-withdraw',
    type: 'conversion',
    question: 'how many people who sent a proposal later withdrew money? and what percent is that',
    expect: (ev) => convExp(ev, R.all(), 'proposal.sent', 'withdrawal_requested', 'not-high'),
  },
  {
    id: 'conv-work-withdrawal-last-month',
    type: 'conversion',
    question: 'of the users with work-submitted last month, what percent then did withdrawal_requested?',
    expect: (ev, now) => convExp(ev, R.lastMonth(+now), 'work-submitted', 'withdrawal_requested', 'high'),
  },
  {
    id: 'conv-view-hire-90d',
    type: 'conversion',
    question: 'Profile Viewed to FreelancerHired conversion in the last 90 days?',
    expect: (ev, now) => convExp(ev, R.lastDays(+now, 90), 'ProfileViewed', 'FreelancerHired', 'high'),
  },

  // ======================================================================= churn
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(prev2Month(now))} but not in ${monthName(prevMonth(now))}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.month(prev2Month(now)), R.month(prevMonth(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'how many new users did we get in the last 7 days?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastDays(+now, 7)).length], confidence: 'high' }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `how many users who were active between ${iso(daysAgo(now, 75))} and ${iso(daysAgo(now, 46))} haven't done anything since ${iso(daysAgo(now, 30))}?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, R.between(daysAgo(now, 75), daysAgo(now, 46)), R.since(daysAgo(now, 30), +now)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-last-month',
    type: 'churn',
    question: 'how many new users did we get last month?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastMonth(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `Founder here - how many new users have joined since ${long(daysAgo(now, 20))}?`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, R.since(daysAgo(now, 20), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-month-vs-30d',
    type: 'churn',
    question: (now) =>
      `How many people were active in ${monthName(prev2Month(now))} and not seen at all in the last 30 days?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.month(prev2Month(now)), R.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lapsed-14d',
    type: 'churn',
    question: 'how many users were active in the last 60 days but have had no activity in the last 14 days?',
    expect: (ev, now) => ({
      numbers: [churned(ev, R.lastDays(+now, 60), R.lastDays(+now, 14)).length],
      confidence: 'high',
    }),
  },

  // ======================================================================= recency
  {
    id: 'recency-last-dispute',
    type: 'recency',
    question: 'when was the last Dispute Opened?',
    expect: (ev) => {
      const s = select(ev, { names: ['Dispute Opened'] });
      return { names: [iso(time(newestFirst(s)[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-messages-24h',
    type: 'recency',
    question: 'any message.sent events in the last 24 hours?',
    expect: (ev, now) => {
      const n = count(ev, { range: R.lastHours(+now, 24), names: ['message.sent'] });
      return { numbers: [n], confidence: 'high' };
    },
  },
  {
    id: 'recency-last-job',
    type: 'recency',
    question: 'when did someone last post a job?',
    expect: (ev) => {
      const s = select(ev, { names: ['job_posted'] });
      return { names: [iso(time(newestFirst(s)[0]))], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-fl7-work',
    type: 'recency',
    question: 'last time fl_0007 did work-submitted?',
    expect: (ev) => {
      const s = select(ev, { names: ['work-submitted'], user: 'fl_0007' });
      return { names: [iso(time(newestFirst(s)[0]))], confidence: 'high' };
    },
  },
  {
    id: 'recency-churner-30d',
    type: 'recency',
    low: true,
    question: 'did client_mrk do anything in the last 30 days?',
    expect: LOW,
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'when was the most recent signup?',
    expect: (ev) => {
      const s = select(ev, { names: ['signup'] });
      return { names: [iso(time(newestFirst(s)[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-last-hire',
    type: 'recency',
    question: 'When was the last FreelancerHired event?',
    expect: (ev) => {
      const s = select(ev, { names: ['FreelancerHired'] });
      return { names: [iso(time(newestFirst(s)[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-outage-release',
    type: 'recency',
    low: true,
    question: (now) => `was any milestone.released on ${ord(incident(now))}?`,
    expect: LOW,
  },

  // ======================================================================= catalogue
  {
    id: 'catalogue-events',
    type: 'catalogue',
    question: 'what events do we track at the moment?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-users',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-events-total',
    type: 'catalogue',
    question: 'how many events are stored overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: "I'm new on the data team - could you list all the event names we have?",
    expect: (ev) => ({
      names: EVENT_NAMES.filter((n) => ev.some((e) => e.eventName === n)),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-name-count',
    type: 'catalogue',
    question: 'how many different event names exist?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'give me an overview: total events and total users',
    expect: (ev) => ({ numbers: [ev.length, users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },

  // ======================================================================= other
  {
    id: 'other-skills',
    type: 'other',
    question: 'which skills are most in demand on the platform right now?',
    expect: LOW,
  },
  { id: 'other-nps', type: 'other', question: "what's our net promoter score this quarter?", expect: LOW },
  {
    id: 'other-country',
    type: 'other',
    question: 'what country are most of our freelancers from?',
    expect: LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'can you forecast how many jobs will be posted next month?',
    expect: LOW,
  },
  {
    id: 'other-refunds',
    type: 'other',
    question: 'how many invoices were refunded last month?',
    expect: LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather like in Berlin tomorrow?",
    expect: LOW,
  },
  {
    id: 'other-why-churn',
    type: 'other',
    question: 'why did client_mrk stop using the platform?',
    expect: LOW,
  },
  {
    id: 'other-kyc',
    type: 'other',
    question: 'how many freelancers have completed ID verification?',
    expect: LOW,
  },
  {
    id: 'other-support-time',
    type: 'other',
    question: 'what is the average first response time of our support team?',
    expect: LOW,
  },
];
