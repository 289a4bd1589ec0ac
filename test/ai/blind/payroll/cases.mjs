// Blind round "payroll": questions as the people around a payroll & HR SaaS would type them, each
// with an expectation computed from the events with the reference oracle (never typed in by hand).

import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, WEEK, ranges, select, users, sum, avg, min, max, percent, tally, rank, round, time } = O;

// ---- dates as people write them -------------------------------------------------------------------

const ago = (now, k) => O.dayStart(+now) - k * DAY; // the UTC day k days before today
const INCIDENT_AGE = 23; // the sync incident in data.mjs happened 23 days before now
const mOf = (t) => new Date(t).getUTCMonth();
const dOf = (t) => new Date(t).getUTCDate();
const yOf = (t) => new Date(t).getUTCFullYear();
const ordinal = (d) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const iso = (t) => O.isoDay(t);
const longDay = (t) => `${O.MONTHS[mOf(t)]} ${ordinal(dOf(t))}`; // November 3rd
const shortDay = (t) => `${O.MONTHS[mOf(t)].slice(0, 3)} ${dOf(t)}`; // Nov 3
const dayMonth = (t) => `${dOf(t)} ${O.MONTHS[mOf(t)]}`; // 3 November
const ofMonth = (t) => `the ${ordinal(dOf(t))} of ${O.MONTHS[mOf(t)]}`; // the 3rd of November
const monthName = (t) => O.MONTHS[mOf(t)];
// The most recent Wednesday at least a week ago (a working day, so there is activity on it).
const pastWednesday = (now) => {
  let t = ago(now, 7);
  while (O.weekday(t) !== 'Wednesday') t -= DAY;
  return t;
};
// A day written without its year means the most recent such day that has begun.
const noYear = (now, t) => O.pastMonthDay(+now, mOf(t), dOf(t));
// A month written without its year means the most recent such month that has begun.
const monthNoYear = (now, t) => ranges.month(O.pastMonth(+now, mOf(t)));
const prevMonth = (now, k) => O.monthStart(+now, -k); // start of the calendar month k months back

// ---- expectation helpers -----------------------------------------------------------------------------

const high = (x) => ({ confidence: 'high', ...x });
const notHigh = (x) => ({ confidence: 'not-high', ...x });
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => round(x, 2);

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
};

// Attaches the tie check the self-check calls: the ranked list must not tie across the cut.
function withCut(expect, rankedAt) {
  expect.tieAtCut = (events, now) => {
    const { ranked, n } = rankedAt(events, now);
    return ranked.length > n && ranked[n - 1][1] === ranked[n][1];
  };
  return expect;
}

// A ranked-list case: top (or bottom) n of a tally, with its figures.
function ranked(scope, key, { n = 5, measure, ascending = false, conf = high, extra = {} } = {}) {
  const list = (events, now) => {
    const evs = scope(events, now);
    return { evs, ranked: rank(tally(evs, key, measure), { ascending }), n };
  };
  return withCut((events, now) => {
    const { evs, ranked: all } = list(events, now);
    const top = all.slice(0, n);
    return conf({
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => (measure ? r2(v) : v)),
      dataPoints: evs.length,
      ...extra,
    });
  }, list);
}

const sel = (events, range, names, user) => select(events, { range, names, user });

// Period comparison: both values, the change and the percentage change (earlier first).
function compared(earlier, later, measure = (evs) => evs.length) {
  return (events, now, names) => {
    const a = sel(events, earlier(now), names),
      b = sel(events, later(now), names);
    const c = O.change(measure(a), measure(b));
    return {
      numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
      percents: [c.pct],
      dataPoints: a.length + b.length,
    };
  };
}

function conversionOf(events, range, a, b) {
  const c = O.conversion(events, range, a, b);
  return { numbers: [c.did, c.converted], percents: [c.pct], dataPoints: sel(events, range, [a, b]).length };
}

// Churn and new users: the count, and the ids when the list is short enough to read out.
function peopleList(ids, max = 8) {
  return ids.length <= max
    ? { numbers: [ids.length], names: [...ids].sort(), unordered: true }
    : { numbers: [ids.length] };
}

const BOT = 'bot_ledger_sync';

// ---- the cases --------------------------------------------------------------------------------------

export const cases = [
  // ===== count ========================================================================================
  {
    id: 'count-timesheets-7d',
    type: 'count',
    question: 'How many timesheet_submitted events in the last 7 days?',
    expect: (events, now) => {
      const n = sel(events, ranges.lastDays(+now, 7), ['timesheet_submitted']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-all-yesterday',
    type: 'count',
    question: 'quick one - how many events did we log yesterday?',
    expect: (events, now) => {
      const n = sel(events, ranges.yesterday(+now)).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-payslips-since',
    type: 'count',
    question: (now) => `Number of payslip viewed events since ${longDay(ago(now, 20))}?`,
    expect: (events, now) => {
      const n = sel(events, ranges.since(noYear(now, ago(now, 20)), +now), ['payslip_viewed']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-sync-failed-incident-day',
    type: 'count',
    question: (now) =>
      `how many times did sync-failed fire on ${iso(ago(now, INCIDENT_AGE))}? the accountants at two customers were yelling at us that day`,
    expect: (events, now) => {
      const n = sel(events, ranges.on(ago(now, INCIDENT_AGE)), ['sync-failed']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-tax-filings-last-month-name',
    type: 'count',
    question: (now) =>
      `Tax Filing Submitted count for ${monthName(prevMonth(now, 1))}, please (compliance wants to check every customer filed)`,
    expect: (events, now) => {
      const n = sel(events, monthNoYear(now, prevMonth(now, 1)), ['Tax Filing Submitted']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-leave-two-names-between',
    type: 'count',
    question: (now) =>
      `How many LeaveRequested and leave-rejected events were there in total between ${shortDay(ago(now, 60))} and ${shortDay(ago(now, 30))}?`,
    expect: (events, now) => {
      const n = sel(events, ranges.between(noYear(now, ago(now, 60)), noYear(now, ago(now, 30))), [
        'LeaveRequested',
        'leave-rejected',
      ]).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-user-expenses-3-months',
    type: 'count',
    question: 'how many expense.submitted did emp_1311 do in the past 3 months? finance thinks its a lot',
    expect: (events, now) => {
      const n = sel(events, ranges.lastMonths(+now, 3), ['expense.submitted'], 'emp_1311').length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-loose-expense-claims-last-week',
    type: 'count',
    question: 'How many expense claims came in last week?',
    expect: (events, now) => {
      const n = sel(events, ranges.lastWeek(+now), ['expense.submitted']).length;
      return notHigh({ numbers: [n], names: ['expense.submitted'], dataPoints: n });
    },
  },
  {
    id: 'count-all-this-week',
    type: 'count',
    question: 'total events so far this week?',
    expect: (events, now) => {
      const n = sel(events, ranges.thisWeek(+now)).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-near-form-leave-approved',
    type: 'count',
    question: (now) =>
      `count of leave_approved events in ${monthName(prevMonth(now, 2))} ${yOf(prevMonth(now, 2))}`,
    expect: (events, now) => {
      const n = sel(events, ranges.month(prevMonth(now, 2)), ['Leave Approved']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-leave-approved-on-day',
    type: 'count',
    question: (now) => `How many Leave Approved on ${longDay(pastWednesday(now))}?`,
    expect: (events, now) => {
      const n = sel(events, ranges.on(noYear(now, pastWednesday(now))), ['Leave Approved']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-synced-past-6-hours',
    type: 'count',
    question:
      'engineering: AccountingSynced count in the past 6 hours? checking the bot is alive after the deploy',
    expect: (events, now) => {
      const n = sel(events, ranges.lastHours(+now, 6), ['AccountingSynced']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-leave-requested-before',
    type: 'count',
    question: (now) => `How many LeaveRequested events before ${dayMonth(ago(now, 60))}?`,
    expect: (events, now) => {
      const n = sel(events, ranges.before(noYear(now, ago(now, 60))), ['LeaveRequested']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-low-unknown-event',
    type: 'count',
    low: true,
    question: 'How many bonus_paid events were there last month?',
    expect: () => LOW(),
  },
  {
    id: 'count-low-before-data',
    type: 'count',
    low: true,
    question: (now) => `How many payrun.completed events happened before ${iso(ago(now, 150))}?`,
    expect: (events, now) => {
      const n = sel(events, ranges.before(ago(now, 150)), ['payrun.completed']).length;
      return n ? high({ numbers: [n], dataPoints: n }) : LOW();
    },
  },

  // ===== users ========================================================================================
  {
    id: 'users-active-last-month',
    type: 'users',
    question: 'How many active users did we have last month?',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastMonth(+now));
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-payslip-month',
    type: 'users',
    question: (now) => `number of distinct people with a payslip_viewed in ${monthName(prevMonth(now, 2))}`,
    expect: (events, now) => {
      const evs = sel(events, monthNoYear(now, prevMonth(now, 2)), ['payslip_viewed']);
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-leave-requested-since',
    type: 'users',
    question: (now) => `How many unique users had a LeaveRequested since ${dayMonth(ago(now, 45))}?`,
    expect: (events, now) => {
      const evs = sel(events, ranges.since(noYear(now, ago(now, 45)), +now), ['LeaveRequested']);
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-active-today',
    type: 'users',
    question: 'active users today?',
    expect: (events, now) => {
      const evs = sel(events, ranges.today(+now));
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-receipts-2-weeks',
    type: 'users',
    question: 'Unique users with receipt uploaded in the past 2 weeks - trying to size the OCR rollout',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastWeeks(+now, 2), ['ReceiptUploaded']);
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-customers-between',
    type: 'users',
    question: (now) =>
      `how many customers used the product between ${iso(ago(now, 50))} and ${iso(ago(now, 40))}?`,
    expect: (events, now) => {
      const evs = sel(events, ranges.between(ago(now, 50), ago(now, 40)));
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-loose-managers-approved-leave',
    type: 'users',
    question: 'How many managers approved leave in the last 30 days?',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastDays(+now, 30), ['Leave Approved']);
      return notHigh({ numbers: [users(evs).size], names: ['Leave Approved'], dataPoints: evs.length });
    },
  },
  {
    id: 'users-loose-submitted-a-timesheet',
    type: 'users',
    question: 'how many people submited a timesheet in the past 30 days',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastDays(+now, 30), ['timesheet_submitted']);
      return notHigh({ numbers: [users(evs).size], names: ['timesheet_submitted'], dataPoints: evs.length });
    },
  },
  {
    id: 'users-last-24-hours',
    type: 'users',
    question: 'How many unique users in the last 24 hours?',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastHours(+now, 24));
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-low-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users triggered contractor_invoice_paid?',
    expect: () => LOW(),
  },

  // ===== value ========================================================================================
  {
    id: 'value-hours-7d',
    type: 'value',
    question: 'Total hours on timesheet_submitted over the last 7 days? (eventValue is hours)',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastDays(+now, 7), ['timesheet_submitted']);
      return high({ numbers: [r2(sum(evs))], dataPoints: evs.length });
    },
  },
  {
    id: 'value-avg-expense-month',
    type: 'value',
    question: (now) => `whats the avergae expense.submitted amount for ${monthName(prevMonth(now, 1))}?`,
    expect: (events, now) => {
      const evs = sel(events, monthNoYear(now, prevMonth(now, 1)), ['expense.submitted']);
      return high({ numbers: [avg(evs)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-max-expense-ever',
    type: 'value',
    question: 'Biggest single expense.submitted value ever?',
    expect: (events) => {
      const evs = sel(events, ranges.all(), ['expense.submitted']);
      return high({ numbers: [r2(max(evs))], dataPoints: evs.length });
    },
  },
  {
    id: 'value-median-leave-days',
    type: 'value',
    question: (now) =>
      `median leave requested value since ${longDay(ago(now, 90))} (how many days do people usually ask for)`,
    expect: (events, now) => {
      const evs = sel(events, ranges.since(noYear(now, ago(now, 90)), +now), ['LeaveRequested']);
      return high({ numbers: [median(evs)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-min-payrun-60d',
    type: 'value',
    question: 'smallest payrun.completed value in the last 60 days, i.e. the tiniest pay run by headcount',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastDays(+now, 60), ['payrun.completed']);
      return high({ numbers: [min(evs)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-tax-sum-3-months',
    type: 'value',
    question: 'Sum of Tax Filing Submitted amounts, past 3 months. For the compliance review',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastMonths(+now, 3), ['Tax Filing Submitted']);
      return high({ numbers: [r2(sum(evs))], dataPoints: evs.length });
    },
  },
  {
    id: 'value-manager-avg-approved-hours',
    type: 'value',
    question: 'average TimesheetApproved value for mgr_204 in the last 30 days',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastDays(+now, 30), ['TimesheetApproved'], 'mgr_204');
      return high({ numbers: [avg(evs)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-max-sync-failed',
    type: 'value',
    question: "What's the max eventValue on sync-failed? want to know the worst backlog of records we've had",
    expect: (events) => {
      const evs = sel(events, ranges.all(), ['sync-failed']);
      return high({ numbers: [max(evs)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-mean-payslip-net-pay',
    type: 'value',
    question: (now) =>
      `Mean value of payslip_viewed between ${ofMonth(ago(now, 40))} and ${ofMonth(ago(now, 10))}`,
    expect: (events, now) => {
      const evs = sel(events, ranges.between(noYear(now, ago(now, 40)), noYear(now, ago(now, 10))), [
        'payslip_viewed',
      ]);
      return high({ numbers: [avg(evs)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-loose-leave-days-approved',
    type: 'value',
    question: (now) => `How many days of leave got approved in ${monthName(prevMonth(now, 1))}?`,
    expect: (events, now) => {
      const evs = sel(events, monthNoYear(now, prevMonth(now, 1)), ['Leave Approved']);
      return notHigh({ numbers: [r2(sum(evs))], names: ['Leave Approved'], dataPoints: evs.length });
    },
  },
  {
    id: 'value-loose-money-claimed',
    type: 'value',
    question: 'how much money did employees claim in expenses in the last 30 days',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastDays(+now, 30), ['expense.submitted']);
      return notHigh({ numbers: [r2(sum(evs))], names: ['expense.submitted'], dataPoints: evs.length });
    },
  },
  {
    id: 'value-synced-records-this-year',
    type: 'value',
    question:
      'total AccountingSynced value this year, i.e. how many records has the bot pushed to the ledgers',
    expect: (events, now) => {
      const evs = sel(events, ranges.thisYear(+now), ['AccountingSynced']);
      return high({ numbers: [r2(sum(evs))], dataPoints: evs.length });
    },
  },
  {
    id: 'value-low-unknown-event',
    type: 'value',
    low: true,
    question: 'total of payroll_adjustment amounts this month',
    expect: () => LOW(),
  },

  // ===== top-events ===================================================================================
  {
    id: 'top-events-5-all-time',
    type: 'top-events',
    question: 'top 5 events of all time',
    expect: ranked((events) => events, O.byName),
  },
  {
    id: 'top-events-3-last-30-days',
    type: 'top-events',
    question: 'What are our 3 most common events over the last 30 days?',
    expect: ranked((events, now) => sel(events, ranges.lastDays(+now, 30)), O.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-common-last-month',
    type: 'top-events',
    question: 'least common events last month',
    expect: ranked((events, now) => sel(events, ranges.lastMonth(+now)), O.byName, { ascending: true }),
  },
  {
    id: 'top-events-rank-all-in-month',
    type: 'top-events',
    question: (now) =>
      `Rank every event name by how often it happened in ${monthName(prevMonth(now, 2))} ${yOf(prevMonth(now, 2))}.`,
    expect: ranked((events, now) => sel(events, ranges.month(prevMonth(now, 2))), O.byName, { n: Infinity }),
  },
  {
    id: 'top-events-for-manager',
    type: 'top-events',
    question: 'top 3 events for mgr_204',
    expect: ranked((events) => sel(events, ranges.all(), undefined, 'mgr_204'), O.byName, { n: 3 }),
  },
  {
    id: 'top-events-bottom-3-since',
    type: 'top-events',
    question: (now) => `bottom 3 event types since ${shortDay(ago(now, 40))}, the rarest ones`,
    expect: ranked((events, now) => sel(events, ranges.since(noYear(now, ago(now, 40)), +now)), O.byName, {
      n: 3,
      ascending: true,
    }),
  },
  {
    id: 'top-events-most-frequent-past-week',
    type: 'top-events',
    question: 'Which single event happened most in the past week?',
    expect: ranked((events, now) => sel(events, ranges.lastDays(+now, 7)), O.byName, { n: 1 }),
  },
  {
    id: 'top-events-popular-things',
    type: 'top-events',
    question: 'product here: what are the most common things people do in the app? a list is fine',
    expect: ranked((events) => events, O.byName),
  },
  {
    id: 'top-events-top-4-last-2-weeks',
    type: 'top-events',
    question: 'Top 4 actions in the last 2 weeks?',
    expect: ranked((events, now) => sel(events, ranges.lastWeeks(+now, 2)), O.byName, { n: 4 }),
  },

  // ===== top-users ====================================================================================
  {
    id: 'top-users-5-all-time',
    type: 'top-users',
    question: 'Who are the 3 most active users?',
    expect: ranked((events) => events, O.byUser, { n: 3 }),
  },
  {
    id: 'top-users-expense-amount-90d',
    type: 'top-users',
    question: 'top 3 users by expense.submitted amount in the last 90 days',
    expect: ranked((events, now) => sel(events, ranges.lastDays(+now, 90), ['expense.submitted']), O.byUser, {
      n: 3,
      measure: O.value,
    }),
  },
  {
    id: 'top-users-hours-last-month',
    type: 'top-users',
    question: 'which 3 people logged the most hours (sum of timesheet_submitted) last month?',
    expect: ranked((events, now) => sel(events, ranges.lastMonth(+now), ['timesheet_submitted']), O.byUser, {
      n: 3,
      measure: O.value,
    }),
  },
  {
    id: 'top-users-leave-approver-since',
    type: 'top-users',
    question: (now) => `who had the most Leave Approved events since ${iso(ago(now, 90))}?`,
    expect: ranked(
      (events, now) => sel(events, ranges.since(ago(now, 90), +now), ['Leave Approved']),
      O.byUser,
      { n: 1 },
    ),
  },
  {
    id: 'top-users-most-active-yesterday',
    type: 'top-users',
    question: 'most active user yesterday',
    expect: ranked((events, now) => sel(events, ranges.yesterday(+now)), O.byUser, { n: 1 }),
  },
  {
    id: 'top-users-hours-4-weeks',
    type: 'top-users',
    question:
      'Top 5 users by total hours in timesheet_submitted over the last 4 weeks — we want to check nobody is overworked',
    expect: ranked(
      (events, now) => sel(events, ranges.lastWeeks(+now, 4), ['timesheet_submitted']),
      O.byUser,
      { measure: O.value },
    ),
  },
  {
    id: 'top-users-loose-who-claims-most',
    type: 'top-users',
    question: 'who claims the most expenses?',
    expect: withCut(
      (events) => {
        const evs = sel(events, ranges.all(), ['expense.submitted']);
        const top = rank(tally(evs, O.byUser))[0][0];
        return notHigh({ names: [top], dataPoints: evs.length });
      },
      (events) => {
        // Count and amount must agree on the leader, and neither may tie.
        const evs = sel(events, ranges.all(), ['expense.submitted']);
        const byCount = rank(tally(evs, O.byUser)),
          byValue = rank(tally(evs, O.byUser, O.value));
        const agree = byCount[0][0] === byValue[0][0] && byValue[0][1] !== byValue[1][1];
        return {
          ranked: agree
            ? byCount
            : [
                ['x', 1],
                ['y', 1],
              ],
          n: 1,
        };
      },
    ),
  },
  {
    id: 'top-users-money-top-spenders',
    type: 'top-users',
    question: 'who are our top spenders?',
    expect: withCut(
      (events) => {
        const evs = sel(events, ranges.all(), ['expense.submitted']);
        return notHigh({ names: [rank(tally(evs, O.byUser, O.value))[0][0]], dataPoints: evs.length });
      },
      (events) => {
        // The leader must be the same whichever expense events carry the money (claims, receipts, both).
        const leaders = [
          ['expense.submitted'],
          ['ReceiptUploaded'],
          ['expense.submitted', 'ReceiptUploaded'],
        ].map((names) => rank(tally(sel(events, ranges.all(), names), O.byUser, O.value)));
        const agree = leaders.every((r) => r[0][0] === leaders[0][0][0] && r[0][1] !== r[1][1]);
        return {
          ranked: agree
            ? leaders[0]
            : [
                ['x', 1],
                ['y', 1],
              ],
          n: 1,
        };
      },
    ),
  },
  {
    id: 'top-users-payslip-views-month',
    type: 'top-users',
    question: (now) =>
      `Who had the most payslip_viewed events in ${monthName(prevMonth(now, 1))}? curious if it's the same person every time`,
    expect: ranked(
      (events, now) => sel(events, monthNoYear(now, prevMonth(now, 1)), ['payslip_viewed']),
      O.byUser,
      { n: 1 },
    ),
  },
  {
    id: 'top-users-tax-by-admin',
    type: 'top-users',
    question: (now) => `top 3 users by summed Tax Filing Submitted value since ${longDay(ago(now, 75))}`,
    expect: ranked(
      (events, now) => sel(events, ranges.since(noYear(now, ago(now, 75)), +now), ['Tax Filing Submitted']),
      O.byUser,
      { n: 3, measure: O.value },
    ),
  },

  // ===== user =========================================================================================
  {
    id: 'user-event-count',
    type: 'user',
    question: 'How many events does emp_1187 have?',
    expect: (events) => {
      const n = sel(events, ranges.all(), undefined, 'emp_1187').length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'user-first-last-seen-churner',
    type: 'user',
    question: 'when was emp_1042 first seen and last seen? CS says they left their company',
    expect: (events) => {
      const evs = sel(events, ranges.all(), undefined, 'emp_1042');
      const ts = evs.map(time);
      return high({ names: [iso(Math.min(...ts)), iso(Math.max(...ts))], dataPoints: evs.length });
    },
  },
  {
    id: 'user-newcomer-7d',
    type: 'user',
    question: 'what has emp_1463 been doing in the last 7 days? (new starter at Acme)',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastDays(+now, 7), undefined, 'emp_1463');
      return high({
        numbers: [evs.length],
        names: [...new Set(evs.map(O.byName))].sort(),
        unordered: true,
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'user-admin-recent-3',
    type: 'user',
    question: 'show me the 3 most recent events of payadmin_07',
    expect: (events) => {
      const evs = sel(events, ranges.all(), undefined, 'payadmin_07');
      return high({ names: O.newestFirst(evs).slice(0, 3).map(O.byName), dataPoints: evs.length });
    },
  },
  {
    id: 'user-bot-last-seen',
    type: 'user',
    question: 'When did we last hear from bot_ledger_sync?',
    expect: (events) => {
      const evs = sel(events, ranges.all(), undefined, BOT);
      return high({ names: [iso(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'user-manager-event-names-since',
    type: 'user',
    question: (now) => `Which event types has mgr_204 used since ${longDay(ago(now, 30))}?`,
    expect: (events, now) => {
      const evs = sel(events, ranges.since(noYear(now, ago(now, 30)), +now), undefined, 'mgr_204');
      return high({ names: [...new Set(evs.map(O.byName))].sort(), unordered: true, dataPoints: evs.length });
    },
  },
  {
    id: 'user-leave-taker-count-and-days',
    type: 'user',
    question:
      'how many LeaveRequested events did emp_1229 have, and how many days did they ask for in total?',
    expect: (events) => {
      const evs = sel(events, ranges.all(), ['LeaveRequested'], 'emp_1229');
      return high({ numbers: [evs.length, r2(sum(evs))], dataPoints: evs.length });
    },
  },
  {
    id: 'user-spender-first-seen',
    type: 'user',
    question: 'When did emp_1311 first show up in the data?',
    expect: (events) => {
      const evs = sel(events, ranges.all(), undefined, 'emp_1311');
      return high({ names: [iso(Math.min(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'user-low-nobody',
    type: 'user',
    low: true,
    question: 'How many events does emp_9999 have?',
    expect: () => LOW(),
  },
  {
    id: 'user-low-unknown-admin',
    type: 'user',
    low: true,
    question: 'what did payadmin_99 do last month?',
    expect: () => LOW(),
  },

  // ===== breakdown ====================================================================================
  {
    id: 'breakdown-timesheets-weekday',
    type: 'breakdown',
    question: 'break down timesheet_submitted by weekday - which day is busiest?',
    expect: withCut(
      (events) => {
        const evs = sel(events, ranges.all(), ['timesheet_submitted']);
        const days = rank(tally(evs, O.byWeekday));
        return high({ names: [days[0][0]], numbers: days.map(([, v]) => v), dataPoints: evs.length });
      },
      (events) => ({
        ranked: rank(tally(sel(events, ranges.all(), ['timesheet_submitted']), O.byWeekday)),
        n: 1,
      }),
    ),
  },
  {
    id: 'breakdown-events-per-day-7d',
    type: 'breakdown',
    question: 'Events per day for the last 7 days',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastDays(+now, 7));
      const days = [...tally(evs, O.byDay)];
      return high({
        names: days.map(([k]) => k),
        unordered: true,
        numbers: days.map(([, v]) => v),
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'breakdown-payslip-busiest-hour',
    type: 'breakdown',
    question:
      'busiest hour of the day for payslip_viewed over the past 30 days? thinking about when to send the push notification',
    expect: ranked((events, now) => sel(events, ranges.lastDays(+now, 30), ['payslip_viewed']), O.byHour, {
      n: 1,
    }),
  },
  {
    id: 'breakdown-expenses-weekly',
    type: 'breakdown',
    question: (now) => `weekly breakdown of expense.submitted since ${iso(O.weekStart(+now) - 5 * WEEK)}`,
    expect: (events, now) => {
      const evs = sel(events, ranges.since(O.weekStart(+now) - 5 * WEEK, +now), ['expense.submitted']);
      const weeks = [...tally(evs, O.byWeek)];
      return high({
        names: weeks.map(([k]) => k),
        unordered: true,
        numbers: weeks.map(([, v]) => v),
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'breakdown-sync-failed-busiest-month',
    type: 'breakdown',
    question: 'Monthly breakdown of sync-failed please — which month was the worst one?',
    expect: ranked((events) => sel(events, ranges.all(), ['sync-failed']), O.byMonth, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-weekday-30d',
    type: 'breakdown',
    question: 'what was our busiest day of the week over the last 30 days',
    expect: ranked((events, now) => sel(events, ranges.lastDays(+now, 30)), O.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-sync-failed-worst-day',
    type: 'breakdown',
    question:
      'sync-failed by day over the last 30 days. which day was worst? need it for the incident postmortem',
    expect: ranked((events, now) => sel(events, ranges.lastDays(+now, 30), ['sync-failed']), O.byDay, {
      n: 1,
    }),
  },
  {
    id: 'breakdown-hours-per-month',
    type: 'breakdown',
    question: 'monthly totals of timesheet_submitted hours for the last 3 months',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastMonths(+now, 3), ['timesheet_submitted']);
      const months = [...tally(evs, O.byMonth, O.value)];
      return high({
        names: months.map(([k]) => k),
        unordered: true,
        numbers: months.map(([, v]) => r2(v)),
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'breakdown-approvals-peak-hour',
    type: 'breakdown',
    question: 'At what hour of the day (UTC) do timesheet approved events peak?',
    expect: ranked((events) => sel(events, ranges.all(), ['TimesheetApproved']), O.byHour, { n: 1 }),
  },

  // ===== compare ======================================================================================
  {
    id: 'compare-timesheets-7d',
    type: 'compare',
    question: 'timesheet_submitted: last 7 days vs the 7 days before. up or down?',
    expect: (events, now) =>
      high(
        compared(
          (n) => ({ from: +n - 14 * DAY, to: +n - 7 * DAY }),
          (n) => ranges.lastDays(+n, 7),
        )(events, now, ['timesheet_submitted']),
      ),
  },
  {
    id: 'compare-expenses-two-months',
    type: 'compare',
    question: (now) =>
      `Did expense.submitted grow from ${monthName(prevMonth(now, 2))} to ${monthName(prevMonth(now, 1))}?`,
    expect: (events, now) =>
      high(
        compared(
          (n) => monthNoYear(n, prevMonth(n, 2)),
          (n) => monthNoYear(n, prevMonth(n, 1)),
        )(events, now, ['expense.submitted']),
      ),
  },
  {
    id: 'compare-active-users-30d',
    type: 'compare',
    question: 'for the board deck: active users in the last 30 days compared with the 30 days before that',
    expect: (events, now) =>
      high(
        compared(
          (n) => ({ from: +n - 60 * DAY, to: +n - 30 * DAY }),
          (n) => ranges.lastDays(+n, 30),
          (evs) => users(evs).size,
        )(events, now),
      ),
  },
  {
    id: 'compare-sync-failed-incident-week',
    type: 'compare',
    question: (now) => {
      const inc = ago(now, INCIDENT_AGE);
      return `sync-failed between ${iso(inc - 3 * DAY)} and ${iso(inc + 3 * DAY)} versus ${iso(inc - 17 * DAY)} to ${iso(inc - 4 * DAY)} — how much worse was incident week than the fortnight before it?`;
    },
    expect: (events, now) => {
      const inc = ago(now, INCIDENT_AGE);
      return high(
        compared(
          () => ranges.between(inc - 17 * DAY, inc - 4 * DAY),
          () => ranges.between(inc - 3 * DAY, inc + 3 * DAY),
        )(events, now, ['sync-failed']),
      );
    },
  },
  {
    id: 'compare-payslips-growing',
    type: 'compare',
    question:
      'Is payslip_viewed growing? last 30 days vs the prior 30 days. the mobile app launch should have moved it',
    expect: (events, now) =>
      high(
        compared(
          (n) => ({ from: +n - 60 * DAY, to: +n - 30 * DAY }),
          (n) => ranges.lastDays(+n, 30),
        )(events, now, ['payslip_viewed']),
      ),
  },
  {
    id: 'compare-receipts-6-weeks',
    type: 'compare',
    question:
      'ReceiptUploaded: past 6 weeks vs the 6 weeks before that? is the mobile receipt capture taking off or not',
    expect: (events, now) =>
      high(
        compared(
          (n) => ({ from: +n - 12 * WEEK, to: +n - 6 * WEEK }),
          (n) => ranges.lastWeeks(+n, 6),
        )(events, now, ['ReceiptUploaded']),
      ),
  },
  {
    id: 'compare-leave-requests-months',
    type: 'compare',
    question: (now) =>
      `LeaveRequested in ${monthName(prevMonth(now, 1))} ${yOf(prevMonth(now, 1))} compared with ${monthName(prevMonth(now, 2))} ${yOf(prevMonth(now, 2))}`,
    expect: (events, now) =>
      high(
        compared(
          (n) => ranges.month(prevMonth(n, 2)),
          (n) => ranges.month(prevMonth(n, 1)),
        )(events, now, ['LeaveRequested']),
      ),
  },
  {
    id: 'compare-synced-records-yesterday-vs-day-before',
    type: 'compare',
    question: 'Total AccountingSynced value (records pushed) yesterday vs the day before?',
    expect: (events, now) =>
      high(
        compared(
          (n) => ({ from: O.dayStart(+n) - 2 * DAY, to: O.dayStart(+n) - DAY }),
          (n) => ranges.yesterday(+n),
          sum,
        )(events, now, ['AccountingSynced']),
      ),
  },
  {
    id: 'compare-loose-expense-approvals',
    type: 'compare',
    question: 'are expense approvals up over the last 30 days compared with the 30 days before?',
    expect: (events, now) =>
      notHigh({
        ...compared(
          (n) => ({ from: +n - 60 * DAY, to: +n - 30 * DAY }),
          (n) => ranges.lastDays(+n, 30),
        )(events, now, ['expense-approved']),
        names: ['expense-approved'],
      }),
  },

  // ===== share ========================================================================================
  {
    id: 'share-sync-failed-all-time',
    type: 'share',
    question: 'What percentage of all events are sync-failed?',
    expect: (events) =>
      high({
        percents: [percent(sel(events, ranges.all(), ['sync-failed']).length, events.length)],
        dataPoints: events.length,
      }),
  },
  {
    id: 'share-users-receipts-30d',
    type: 'share',
    question: 'What % of active users in the last 30 days had a ReceiptUploaded?',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastDays(+now, 30));
      const did = users(evs.filter((e) => e.eventName === 'ReceiptUploaded')).size;
      return high({ percents: [percent(did, users(evs).size)], dataPoints: evs.length });
    },
  },
  {
    id: 'share-timesheets-last-month',
    type: 'share',
    question: 'share of timesheet_submitted among all events last month?',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastMonth(+now));
      return high({
        percents: [percent(evs.filter((e) => e.eventName === 'timesheet_submitted').length, evs.length)],
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'share-users-payslip-month',
    type: 'share',
    question: (now) =>
      `what share of active users had at least one payslip_viewed in ${monthName(prevMonth(now, 2))}?`,
    expect: (events, now) => {
      const evs = sel(events, monthNoYear(now, prevMonth(now, 2)));
      const did = users(evs.filter((e) => e.eventName === 'payslip_viewed')).size;
      return high({ percents: [percent(did, users(evs).size)], dataPoints: evs.length });
    },
  },
  {
    id: 'share-bot-last-week',
    type: 'share',
    question:
      "What percentage of last week's events came from bot_ledger_sync? engineering wants to know how much of our volume is the integration",
    expect: (events, now) => {
      const evs = sel(events, ranges.lastWeek(+now));
      return high({
        percents: [percent(evs.filter((e) => e.userId === BOT).length, evs.length)],
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'share-leave-approved-7d',
    type: 'share',
    question: 'What percent of events in the past 7 days were Leave Approved?',
    expect: (events, now) => {
      const evs = sel(events, ranges.lastDays(+now, 7));
      return high({
        percents: [percent(evs.filter((e) => e.eventName === 'Leave Approved').length, evs.length)],
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'share-loose-looking-at-payslips',
    type: 'share',
    question: 'roughly what % of our activity is people looking at their payslips?',
    expect: (events) =>
      notHigh({
        percents: [percent(sel(events, ranges.all(), ['payslip_viewed']).length, events.length)],
        names: ['payslip_viewed'],
        dataPoints: events.length,
      }),
  },
  {
    id: 'share-users-expense-last-month',
    type: 'share',
    question: "What percentage of last month's active users submitted an expense.submitted?",
    expect: (events, now) => {
      const evs = sel(events, ranges.lastMonth(+now));
      const did = users(evs.filter((e) => e.eventName === 'expense.submitted')).size;
      return high({ percents: [percent(did, users(evs).size)], dataPoints: evs.length });
    },
  },

  // ===== conversion ===================================================================================
  {
    id: 'conversion-receipt-to-expense-30d',
    type: 'conversion',
    question:
      'Of users who did ReceiptUploaded in the last 30 days, how many went on to an expense.submitted afterwards?',
    expect: (events, now) =>
      high(conversionOf(events, ranges.lastDays(+now, 30), 'ReceiptUploaded', 'expense.submitted')),
  },
  {
    id: 'conversion-timesheet-to-payslip-last-month',
    type: 'conversion',
    question: 'conversion from timesheet_submitted to payslip_viewed last month',
    expect: (events, now) =>
      high(conversionOf(events, ranges.lastMonth(+now), 'timesheet_submitted', 'payslip_viewed')),
  },
  {
    id: 'conversion-leave-to-payslip-since',
    type: 'conversion',
    question: (now) =>
      `Of people with a LeaveRequested since ${longDay(ago(now, 60))}, what percentage later had a payslip_viewed?`,
    expect: (events, now) =>
      high(
        conversionOf(
          events,
          ranges.since(noYear(now, ago(now, 60)), +now),
          'LeaveRequested',
          'payslip_viewed',
        ),
      ),
  },
  {
    id: 'conversion-payrun-to-tax-90d',
    type: 'conversion',
    question:
      'payrun.completed → Tax Filing Submitted over the last 90 days: how many users who ran payroll then filed?',
    expect: (events, now) =>
      high(conversionOf(events, ranges.lastDays(+now, 90), 'payrun.completed', 'Tax Filing Submitted')),
  },
  {
    id: 'conversion-sync-failed-recovery',
    type: 'conversion',
    question:
      'Of the users who had a sync-failed in the past 60 days, how many later had an AccountingSynced?',
    expect: (events, now) =>
      high(conversionOf(events, ranges.lastDays(+now, 60), 'sync-failed', 'AccountingSynced')),
  },
  {
    id: 'conversion-payslip-to-leave-month',
    type: 'conversion',
    question: (now) => `funnel from payslip_viewed to LeaveRequested in ${monthName(prevMonth(now, 1))}`,
    expect: (events, now) =>
      high(conversionOf(events, monthNoYear(now, prevMonth(now, 1)), 'payslip_viewed', 'LeaveRequested')),
  },
  {
    id: 'conversion-loose-receipts-to-claims',
    type: 'conversion',
    question: 'how many people who uploaded receipts in the last 60 days went on to file an expense claim?',
    expect: (events, now) =>
      notHigh({
        ...conversionOf(events, ranges.lastDays(+now, 60), 'ReceiptUploaded', 'expense.submitted'),
        names: ['ReceiptUploaded', 'expense.submitted'],
        unordered: true,
      }),
  },
  {
    id: 'conversion-leave-to-timesheet-between',
    type: 'conversion',
    question: (now) =>
      `From ${shortDay(ago(now, 70))} to ${shortDay(ago(now, 20))}: of the users with LeaveRequested, how many then submitted a timesheet_submitted, and what's the conversion rate?`,
    expect: (events, now) =>
      high(
        conversionOf(
          events,
          ranges.between(noYear(now, ago(now, 70)), noYear(now, ago(now, 20))),
          'LeaveRequested',
          'timesheet_submitted',
        ),
      ),
  },

  // ===== churn ========================================================================================
  {
    id: 'churn-active-month-not-next',
    type: 'churn',
    question: (now) =>
      `Which users were active in ${monthName(prevMonth(now, 2))} but not in ${monthName(prevMonth(now, 1))}?`,
    expect: (events, now) => {
      const a = monthNoYear(now, prevMonth(now, 2)),
        b = monthNoYear(now, prevMonth(now, 1));
      return high({
        ...peopleList(O.churned(events, a, b)),
        dataPoints: sel(events, a).length + sel(events, b).length,
      });
    },
  },
  {
    id: 'churn-30d-windows',
    type: 'churn',
    question:
      "How many users were active in the 30 days before the last 30 days but haven't done anything in the last 30 days?",
    expect: (events, now) => {
      const a = { from: +now - 60 * DAY, to: +now - 30 * DAY },
        b = ranges.lastDays(+now, 30);
      return high({
        ...peopleList(O.churned(events, a, b)),
        dataPoints: sel(events, a).length + sel(events, b).length,
      });
    },
  },
  {
    id: 'churn-new-users-14d',
    type: 'churn',
    question: 'How many new users did we get in the last 14 days?',
    expect: (events, now) => high(peopleList(O.newUsers(events, ranges.lastDays(+now, 14)))),
  },
  {
    id: 'churn-new-users-last-month',
    type: 'churn',
    question: 'new users last month? (first ever event in that month)',
    expect: (events, now) => high(peopleList(O.newUsers(events, ranges.lastMonth(+now)))),
  },
  {
    id: 'churn-between-then-gone-since',
    type: 'churn',
    question: (now) =>
      `who was active between ${iso(ago(now, 100))} and ${iso(ago(now, 80))} and hasn't been seen since ${iso(ago(now, 40))}?`,
    expect: (events, now) => {
      const a = ranges.between(ago(now, 100), ago(now, 80)),
        b = ranges.since(ago(now, 40), +now);
      return high({
        ...peopleList(O.churned(events, a, b)),
        dataPoints: sel(events, a).length + sel(events, b).length,
      });
    },
  },
  {
    id: 'churn-new-past-7-days',
    type: 'churn',
    question: 'anyone new in the past 7 days? list them pls',
    expect: (events, now) => high(peopleList(O.newUsers(events, ranges.lastDays(+now, 7)))),
  },
  {
    id: 'churn-last-month-not-this-month',
    type: 'churn',
    question: "how many users from last month haven't come back this month",
    expect: (events, now) => {
      const a = ranges.lastMonth(+now),
        b = ranges.thisMonth(+now);
      return high({
        ...peopleList(O.churned(events, a, b)),
        dataPoints: sel(events, a).length + sel(events, b).length,
      });
    },
  },
  {
    id: 'churn-first-time-users-since',
    type: 'churn',
    question: (now) =>
      `Count of first-time users since ${dayMonth(ago(now, 35))} — we onboarded a few new customers`,
    expect: (events, now) =>
      high(peopleList(O.newUsers(events, ranges.since(noYear(now, ago(now, 35)), +now)))),
  },

  // ===== recency ======================================================================================
  {
    id: 'recency-last-sync-failed',
    type: 'recency',
    question: 'When was the last Sync Failed?',
    expect: (events) => {
      const evs = sel(events, ranges.all(), ['sync-failed']);
      return high({ names: [iso(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'recency-any-receipt-7d',
    type: 'recency',
    question: 'did anybody do a ReceiptUploaded in the last 7 days?',
    expect: (events, now) => {
      const n = sel(events, ranges.lastDays(+now, 7), ['ReceiptUploaded']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'recency-admin-last-payrun',
    type: 'recency',
    question: 'when did payadmin_07 last have a payrun.completed? customer says payroll is late',
    expect: (events) => {
      const evs = sel(events, ranges.all(), ['payrun.completed'], 'payadmin_07');
      return high({ names: [iso(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'recency-last-leave-requested',
    type: 'recency',
    question: 'last time anyone had a LeaveRequested?',
    expect: (events) => {
      const evs = sel(events, ranges.all(), ['LeaveRequested']);
      return high({ names: [iso(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'recency-last-expense-approved',
    type: 'recency',
    question: 'When was the most recent expense-approved?',
    expect: (events) => {
      const evs = sel(events, ranges.all(), ['expense-approved']);
      return high({ names: [iso(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'recency-any-payrun-14d',
    type: 'recency',
    question: 'Has there been any payrun.completed in the last 14 days?',
    expect: (events, now) => {
      const n = sel(events, ranges.lastDays(+now, 14), ['payrun.completed']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'recency-last-tax-filing',
    type: 'recency',
    question: 'when did someone last do a Tax Filing Submitted',
    expect: (events) => {
      const evs = sel(events, ranges.all(), ['Tax Filing Submitted']);
      return high({ names: [iso(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'recency-loose-request-leave',
    type: 'recency',
    question: 'When did somebody last request leave?',
    expect: (events) => {
      const evs = sel(events, ranges.all(), ['LeaveRequested']);
      return notHigh({
        names: ['LeaveRequested', iso(Math.max(...evs.map(time)))],
        unordered: true,
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'recency-low-churner-since',
    type: 'recency',
    low: true,
    question: (now) => `Has emp_1042 done anything since ${iso(ago(now, 50))}?`,
    expect: (events, now) => {
      const n = sel(events, ranges.since(ago(now, 50), +now), undefined, 'emp_1042').length;
      return n ? high({ numbers: [n], dataPoints: n }) : LOW();
    },
  },
  {
    id: 'recency-low-unknown-event',
    type: 'recency',
    low: true,
    question: 'when was the last payroll_reversed event?',
    expect: () => LOW(),
  },

  // ===== catalogue ====================================================================================
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What event names exist?',
    expect: (events) =>
      high({ names: [...new Set(events.map(O.byName))].sort(), unordered: true, dataPoints: events.length }),
  },
  {
    id: 'catalogue-total-users',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (events) => high({ numbers: [users(events).size], dataPoints: events.length }),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'how many events do we have stored overall?',
    expect: (events) => high({ numbers: [events.length], dataPoints: events.length }),
  },
  {
    id: 'catalogue-names-with-counts',
    type: 'catalogue',
    question: 'new PM here. can you list every event type you track, with how many times each one happened?',
    expect: (events) => {
      const counts = [...tally(events, O.byName)];
      return high({
        names: counts.map(([k]) => k),
        unordered: true,
        numbers: counts.map(([, v]) => v),
        dataPoints: events.length,
      });
    },
  },
  {
    id: 'catalogue-distinct-event-names',
    type: 'catalogue',
    question: 'How many distinct event names are there?',
    expect: (events) => high({ numbers: [new Set(events.map(O.byName)).size], dataPoints: events.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question:
      'Overview for the investor update: total number of events, total users, and how many different event types',
    expect: (events) =>
      high({
        numbers: [events.length, users(events).size, new Set(events.map(O.byName)).size],
        dataPoints: events.length,
      }),
  },
  {
    id: 'catalogue-date-span',
    type: 'catalogue',
    question: "what's the span of the data - when is the earliest event and when is the latest one?",
    expect: (events) => {
      const ts = events.map(time);
      return high({ names: [iso(Math.min(...ts)), iso(Math.max(...ts))], dataPoints: events.length });
    },
  },

  // ===== other (not answerable from these events) ======================================================
  {
    id: 'other-annual-plan',
    type: 'other',
    question: 'Which of our customers are on the annual plan?',
    expect: () => LOW(),
  },
  {
    id: 'other-nps',
    type: 'other',
    question: "What's our NPS among payroll admins this quarter?",
    expect: () => LOW(),
  },
  {
    id: 'other-support-tickets',
    type: 'other',
    question: 'How many support tickets did Acme open this month?',
    expect: () => LOW(),
  },
  {
    id: 'other-employee-location',
    type: 'other',
    question: 'which employees are based in California? need it for the state tax change',
    expect: () => LOW(),
  },
  {
    id: 'other-page-load',
    type: 'other',
    question: 'What is the average page load time of the payslip page?',
    expect: () => LOW(),
  },
  {
    id: 'other-email-address',
    type: 'other',
    question: "What's the email address of emp_1187? I need to contact them",
    expect: () => LOW(),
  },
  {
    id: 'other-browser',
    type: 'other',
    question: 'Which browser do managers use the most?',
    expect: () => LOW(),
  },
  {
    id: 'other-seats-contracted',
    type: 'other',
    question: 'how many seats has each customer bought on their contract?',
    expect: () => LOW(),
  },
  {
    id: 'other-gender-pay-gap',
    type: 'other',
    question: "What's the gender pay gap across our customers' employees?",
    expect: () => LOW(),
  },
  {
    id: 'other-mrr',
    type: 'other',
    question: 'founder q: what is our MRR and how much of it comes from the biggest customer?',
    expect: () => LOW(),
  },
  {
    id: 'other-forecast-tax',
    type: 'other',
    question: 'Forecast next quarter’s payroll tax liability for each customer',
    expect: () => LOW(),
  },
];
