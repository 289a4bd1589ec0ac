/* eslint-disable @typescript-eslint/no-unused-vars -- the round is kept as its author wrote it */
// Blind round "legal": questions people at a legal practice-management SaaS would ask about
// its usage events, with expectations computed from the events by the reference oracle.

import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { storyDays, PERSONAS, NOBODY } from './data.mjs';

const { DAY, HOUR, WEEK, ranges, select, round } = O;

// ---- date wording -------------------------------------------------------------------------

const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const D = (t) => new Date(t);
const iso = (t) => O.isoDay(t); // 2026-11-03
const long = (t) => `${O.MONTHS[D(t).getUTCMonth()]} ${ord(D(t).getUTCDate())}`; // November 3rd
const short = (t) => `${O.MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${D(t).getUTCDate()}`; // Nov 3
const dmy = (t) => `${D(t).getUTCDate()} ${O.MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCFullYear()}`; // 3 November 2026
const monthName = (t) => O.MONTHS[D(t).getUTCMonth()];
const wdName = (t) => O.weekday(t);
// a day named without its year must not be 29 February (ambiguous in other years)
const noLeap = (t) => (D(t).getUTCMonth() === 1 && D(t).getUTCDate() === 29 ? t - DAY : t);

const today = (now) => O.dayStart(+now);
const story = (now) => storyDays(now);
const lastMonthStart = (now) => O.monthStart(+now, -1);
const monthBeforeStart = (now) => O.monthStart(+now, -2);

// phrases that would be empty right after midnight / the week's or month's start fall back
const todayOr = (now) =>
  +now - today(now) >= 4 * HOUR
    ? { phrase: 'today', range: ranges.today(+now) }
    : { phrase: 'yesterday', range: ranges.yesterday(+now) };
const thisWeekOr = (now) =>
  +now - O.weekStart(+now) >= 14 * HOUR
    ? { phrase: 'this week', range: ranges.thisWeek(+now) }
    : { phrase: 'last week', range: ranges.lastWeek(+now) };
const thisYearOr = (now) =>
  +now - O.yearStart(+now) >= 14 * DAY
    ? { phrase: 'this year', range: ranges.thisYear(+now) }
    : { phrase: 'last year', range: ranges.lastYear(+now) };
const thisMonthOr = (now) =>
  +now - O.monthStart(+now) >= 14 * HOUR
    ? { phrase: 'this month', range: ranges.thisMonth(+now) }
    : { phrase: 'last month', range: ranges.lastMonth(+now) };

// ---- expectation helpers ------------------------------------------------------------------

const LOW = { confidence: 'low', dataPoints: 0 };
const sum2 = (evs) => round(O.sum(evs), 2);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
// adjacent equal measures among the first n + 1 ranked items: the list or its cut is ambiguous
const tied = (pairs, n) => pairs.slice(0, n + 1).some((p, i, a) => i > 0 && a[i - 1][1] === p[1]);

// a ranked-list case: `build(events, now)` returns { map, n, ascending?, dataPoints, confidence? }
function rankedCase(build) {
  const expect = (events, now) => {
    const { map, n, ascending, dataPoints, confidence = 'high' } = build(events, now);
    const top = O.rank(map, { n, ascending });
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => (Number.isInteger(v) ? v : round(v, 2))),
      confidence,
      dataPoints,
    };
  };
  expect.tieAtCut = (events, now) => {
    const { map, n, ascending } = build(events, now);
    return tied(O.rank(map, { ascending }), n);
  };
  return expect;
}

function countExpect(evs, confidence = 'high') {
  return evs.length ? { numbers: [evs.length], confidence, dataPoints: evs.length } : LOW;
}

function lowIfAny(evs) {
  if (evs.length) throw new Error('expected no matching events');
  return LOW;
}

function compareExpect(a, b, measure, dataPoints, confidence = 'high') {
  const c = O.change(measure(a), measure(b));
  const numbers = [c.earlier, c.later, c.diff].map((x) => (Number.isInteger(x) ? x : round(x, 2)));
  return { numbers, percents: c.pct === null ? [] : [c.pct], confidence, dataPoints };
}

function conversionExpect(events, range, a, b, confidence = 'high') {
  const c = O.conversion(events, range, a, b);
  const dataPoints = select(events, { range, names: [a, b] }).length;
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    names: [a, b],
    unordered: true,
    confidence,
    dataPoints,
  };
}

function lastSeen(evs, confidence = 'high', dataPoints = evs.length) {
  const t = Math.max(...evs.map(O.time));
  return { names: [iso(t), hhmm(t)], confidence, dataPoints };
}

const ALL_NAMES = (events) => [...new Set(events.map(O.byName))];

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // ======================================================== count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many time.logged events came in over the last 7 days?',
    expect: (ev, now) => countExpect(select(ev, { range: ranges.lastDays(+now, 7), names: ['time.logged'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: (now) =>
      `ops question — the efiling gateway came back after the outage, so how many efiling.submitted did we see on ${short(noLeap(story(now).outage + DAY))}?`,
    expect: (ev, now) =>
      countExpect(select(ev, { range: ranges.on(story(now).outage + DAY), names: ['efiling.submitted'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'count of matter opened events last month',
    expect: (ev, now) => countExpect(select(ev, { range: ranges.lastMonth(+now), names: ['matter_opened'] })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) => {
      const a = today(now) - 40 * DAY,
        b = a + 9 * DAY;
      return `How many message_sent events were there between ${iso(a)} and ${iso(b)}?`;
    },
    expect: (ev, now) => {
      const a = today(now) - 40 * DAY;
      return countExpect(select(ev, { range: ranges.between(a, a + 9 * DAY), names: ['message_sent'] }));
    },
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) =>
      `How many events did para_0107 log before ${long(noLeap(story(now).churnerLast - 30 * DAY))}?`,
    expect: (ev, now) =>
      countExpect(
        select(ev, { range: ranges.before(story(now).churnerLast - 30 * DAY), user: PERSONAS.churner }),
      ),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) =>
      `for the billing review: total number of InvoiceSent and Invoice Paid events in ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) =>
      countExpect(
        select(ev, {
          range: ranges.month(O.pastMonth(+now, D(lastMonthStart(now)).getUTCMonth())),
          names: ['InvoiceSent', 'Invoice Paid'],
        }),
      ),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'how many events in the past 48 hours, all types',
    expect: (ev, now) => countExpect(select(ev, { range: ranges.lastHours(+now, 48) })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `HearingScheduled count since ${short(noLeap(today(now) - 17 * DAY))}?`,
    expect: (ev, now) =>
      countExpect(
        select(ev, { range: ranges.since(today(now) - 17 * DAY, +now), names: ['HearingScheduled'] }),
      ),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) =>
      `how much activity have we had ${thisMonthOr(now).phrase}? just the raw number of events`,
    expect: (ev, now) => countExpect(select(ev, { range: thisMonthOr(now).range })),
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'How many court filings did the firms e-file in the past 30 days?',
    expect: (ev, now) =>
      countExpect(select(ev, { range: ranges.lastDays(+now, 30), names: ['efiling.submitted'] }), 'not-high'),
  },
  {
    id: 'count-11',
    type: 'count',
    low: true,
    question: 'How many trust_transfer events happend last week?',
    expect: (ev) => lowIfAny(select(ev, { names: ['trust_transfer'] })),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'roughly how many events were recroded yesterday?',
    expect: (ev, now) => countExpect(select(ev, { range: ranges.yesterday(+now) })),
  },
  {
    id: 'count-13',
    type: 'count',
    question: (now) => `Number of Client Portal Logins ${todayOr(now).phrase}?`,
    expect: (ev, now) =>
      countExpect(select(ev, { range: todayOr(now).range, names: ['Client Portal Login'] })),
  },

  {
    id: 'count-14',
    type: 'count',
    question: (now) =>
      `how many InvoiceSent went out ${thisYearOr(now).phrase}? (asking for the annual billing recap)`,
    expect: (ev, now) => countExpect(select(ev, { range: thisYearOr(now).range, names: ['InvoiceSent'] })),
  },
  {
    id: 'count-15',
    type: 'count',
    question: 'Client Portal Login count for the last 24 hours',
    expect: (ev, now) =>
      countExpect(select(ev, { range: ranges.lastHours(+now, 24), names: ['Client Portal Login'] })),
  },

  // ======================================================== users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users were active in the last 30 days?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 30) });
      return { numbers: [O.users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-02',
    type: 'users',
    question: (now) =>
      `e-sign launched on ${iso(story(now).esignLaunch)}. how many distinct people have used esign-requested since then?`,
    expect: (ev, now) => {
      const evs = select(ev, {
        range: ranges.since(story(now).esignLaunch, +now),
        names: ['esign-requested'],
      });
      return { numbers: [O.users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'active users yesterday?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.yesterday(+now) });
      return { numbers: [O.users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'How many different users had a Client Portal Login last week?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastWeek(+now), names: ['Client Portal Login'] });
      return { numbers: [O.users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'how many clients have ever paid an invoice online through us?',
    expect: (ev) => {
      const evs = select(ev, { names: ['Invoice Paid'] });
      return {
        numbers: [O.users(evs).size],
        names: ['Invoice Paid'],
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) =>
      `unique users with efiling.submitted in ${monthName(monthBeforeStart(now))} ${D(monthBeforeStart(now)).getUTCFullYear()}`,
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.month(monthBeforeStart(now)), names: ['efiling.submitted'] });
      return { numbers: [O.users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-07',
    type: 'users',
    question: (now) => {
      const a = today(now) - 75 * DAY;
      return `How many people did anythign at all from ${long(noLeap(a))} to ${long(noLeap(a + 13 * DAY))}?`;
    },
    expect: (ev, now) => {
      const a = today(now) - 75 * DAY;
      const evs = select(ev, { range: ranges.between(a, a + 13 * DAY) });
      return { numbers: [O.users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'how many users triggered retainer_deposited this quarter?',
    expect: (ev) => lowIfAny(select(ev, { names: ['retainer_deposited'] })),
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'How many distinct users logged time in the last 2 weeks?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastWeeks(+now, 2), names: ['time.logged'] });
      return {
        numbers: [O.users(evs).size],
        names: ['time.logged'],
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },

  {
    id: 'users-10',
    type: 'users',
    question: 'quick one for the weekly sync: active users in the past week?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 7) });
      return { numbers: [O.users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },

  // ======================================================== value
  {
    id: 'value-01',
    type: 'value',
    question: 'Total minutes recorded on time.logged last month (sum of the value)?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastMonth(+now), names: ['time.logged'] });
      return { numbers: [sum2(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'whats the average InvoiceSent amount over the past 3 months?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastMonths(+now, 3), names: ['InvoiceSent'] });
      return { numbers: [O.avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Largest single Invoice Paid amount we have on recrod?',
    expect: (ev) => {
      const evs = select(ev, { names: ['Invoice Paid'] });
      return { numbers: [O.max(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'min value of time.logged in the last 14 days',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 14), names: ['time.logged'] });
      return { numbers: [O.min(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: (now) =>
      `Finance wants the median InvoiceSent amount for ${monthName(lastMonthStart(now))} ${D(lastMonthStart(now)).getUTCFullYear()}.`,
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.month(lastMonthStart(now)), names: ['InvoiceSent'] });
      return { numbers: [median(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'How much revenue did we collect last month?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastMonth(+now), names: ['Invoice Paid'] });
      return {
        numbers: [sum2(evs)],
        names: ['Invoice Paid'],
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'sum of Invoice Paid for client_0388, all time',
    expect: (ev) => {
      const evs = select(ev, { names: ['Invoice Paid'], user: PERSONAS.bigPayer });
      return { numbers: [sum2(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'Mean time.logged value for atty_0042 across the last 30 days? (value is minutes)',
    expect: (ev, now) => {
      const evs = select(ev, {
        range: ranges.lastDays(+now, 30),
        names: ['time.logged'],
        user: PERSONAS.topBiller,
      });
      return { numbers: [O.avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'total billable minutes last week? need it for the utilisation slide',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastWeek(+now), names: ['time.logged'] });
      return { numbers: [sum2(evs)], names: ['time.logged'], confidence: 'not-high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-10',
    type: 'value',
    low: true,
    question: 'total value of write_off events in the last 90 days',
    expect: (ev) => lowIfAny(select(ev, { names: ['write_off'] })),
  },

  {
    id: 'value-11',
    type: 'value',
    question: (now) => `Sum of time.logged minutes ${thisWeekOr(now).phrase}, please`,
    expect: (ev, now) => {
      const evs = select(ev, { range: thisWeekOr(now).range, names: ['time.logged'] });
      return { numbers: [sum2(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },

  // ======================================================== top-events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'What are the top 5 events of all time?',
    expect: rankedCase((ev) => ({ map: O.tally(ev, O.byName), n: 5, dataPoints: ev.length })),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'which 3 actions were most common in the last 30 days',
    expect: rankedCase((ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 30) });
      return { map: O.tally(evs, O.byName), n: 3, dataPoints: evs.length };
    }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'PM here, trying to see wich features nobody uses: the 3 least common event types overall?',
    expect: rankedCase((ev) => ({
      map: O.tally(ev, O.byName),
      n: 3,
      ascending: true,
      dataPoints: ev.length,
    })),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'most frequent event last week?',
    expect: rankedCase((ev, now) => {
      const evs = select(ev, { range: ranges.lastWeek(+now) });
      return { map: O.tally(evs, O.byName), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'what does para_0107 do most in the app?',
    expect: rankedCase((ev) => {
      const evs = select(ev, { user: PERSONAS.churner });
      return { map: O.tally(evs, O.byName), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: (now) => `top 4 event names in ${monthName(monthBeforeStart(now))}`,
    expect: rankedCase((ev, now) => {
      const evs = select(ev, {
        range: ranges.month(O.pastMonth(+now, D(monthBeforeStart(now)).getUTCMonth())),
      });
      return { map: O.tally(evs, O.byName), n: 4, dataPoints: evs.length };
    }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: (now) => {
      const a = today(now) - 60 * DAY;
      return `what were the most common events between ${dmy(a)} and ${dmy(a + 20 * DAY)}? give me a list`;
    },
    expect: rankedCase((ev, now) => {
      const a = today(now) - 60 * DAY;
      const evs = select(ev, { range: ranges.between(a, a + 20 * DAY) });
      return { map: O.tally(evs, O.byName), n: 5, dataPoints: evs.length };
    }),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: (now) =>
      `On ${iso(story(now).outage)} (the day the court gateway was down) which event happened most often?`,
    expect: rankedCase((ev, now) => {
      const evs = select(ev, { range: ranges.on(story(now).outage) });
      return { map: O.tally(evs, O.byName), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'top-events-09',
    type: 'top-events',
    question: 'top 2 things atty_0042 does in the product in the last 3 months',
    expect: rankedCase((ev, now) => {
      const evs = select(ev, { range: ranges.lastMonths(+now, 3), user: PERSONAS.topBiller });
      return { map: O.tally(evs, O.byName), n: 2, dataPoints: evs.length };
    }),
  },

  // ======================================================== top-users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'Who are our 2 most active users overall?',
    expect: rankedCase((ev) => ({ map: O.tally(ev, O.byUser), n: 2, dataPoints: ev.length })),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'who had the highest summed time.logged value last month?',
    expect: rankedCase((ev, now) => {
      const evs = select(ev, { range: ranges.lastMonth(+now), names: ['time.logged'] });
      return { map: O.tally(evs, O.byUser, O.value), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'Which user has the highest total Invoice Paid amount?',
    expect: rankedCase((ev) => {
      const evs = select(ev, { names: ['Invoice Paid'] });
      return { map: O.tally(evs, O.byUser, O.value), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'who are the top 3 spenders? (asking for the client success team)',
    expect: rankedCase((ev) => {
      const evs = select(ev, { names: ['Invoice Paid'] });
      return { map: O.tally(evs, O.byUser, O.value), n: 3, dataPoints: evs.length, confidence: 'not-high' };
    }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'who sent the most InvoiceSent events in the past 3 months?',
    expect: rankedCase((ev, now) => {
      const evs = select(ev, { range: ranges.lastMonths(+now, 3), names: ['InvoiceSent'] });
      return { map: O.tally(evs, O.byUser), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'the 2 most active users in the past 3 weeks, by number of events',
    expect: rankedCase((ev, now) => {
      const evs = select(ev, { range: ranges.lastWeeks(+now, 3) });
      return { map: O.tally(evs, O.byUser), n: 2, dataPoints: evs.length };
    }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'which user had the most document-uploaded events in the last 21 days?',
    expect: rankedCase((ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 21), names: ['document-uploaded'] });
      return { map: O.tally(evs, O.byUser), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: (now) => `who's our top e-filer since ${long(noLeap(today(now) - 45 * DAY))}?`,
    expect: rankedCase((ev, now) => {
      const evs = select(ev, {
        range: ranges.since(today(now) - 45 * DAY, +now),
        names: ['efiling.submitted'],
      });
      return { map: O.tally(evs, O.byUser), n: 1, dataPoints: evs.length, confidence: 'not-high' };
    }),
  },
  {
    id: 'top-users-09',
    type: 'top-users',
    question: 'Biggest billers by total InvoiceSent amount, top 3, all time.',
    expect: rankedCase((ev) => {
      const evs = select(ev, { names: ['InvoiceSent'] });
      return { map: O.tally(evs, O.byUser, O.value), n: 3, dataPoints: evs.length };
    }),
  },

  // ======================================================== user
  {
    id: 'user-01',
    type: 'user',
    question: 'How many events does atty_0042 have in total?',
    expect: (ev) => countExpect(select(ev, { user: PERSONAS.topBiller })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when was client_0913 first seen?',
    expect: (ev) => {
      const evs = select(ev, { user: PERSONAS.newcomer });
      const t = Math.min(...evs.map(O.time));
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'support ticket from a firm admin: when was para_0107 last active?',
    expect: (ev) => lastSeen(select(ev, { user: PERSONAS.churner })),
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'what were the 3 most recent things client_0913 did?',
    expect: Object.assign(
      (ev) => {
        const evs = select(ev, { user: PERSONAS.newcomer });
        return {
          names: O.newestFirst(evs).slice(0, 3).map(O.byName),
          confidence: 'high',
          dataPoints: evs.length,
        };
      },
      {
        tieAtCut: (ev) => {
          const ts = O.newestFirst(select(ev, { user: PERSONAS.newcomer }))
            .slice(0, 4)
            .map(O.time);
          return ts.some((t, i) => i > 0 && ts[i - 1] === t);
        },
      },
    ),
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'Which event types has client_0388 used?',
    expect: (ev) => {
      const evs = select(ev, { user: PERSONAS.bigPayer });
      return { names: ALL_NAMES(evs), unordered: true, confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'how many events did atty_0215 generate last month?',
    expect: (ev, now) => countExpect(select(ev, { range: ranges.lastMonth(+now), user: PERSONAS.invoicer })),
  },
  {
    id: 'user-07',
    type: 'user',
    question: 'For atty_0007, first and last activity within the past 60 days?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 60), user: PERSONAS.returner });
      const ts = evs.map(O.time);
      const first = Math.min(...ts),
        last = Math.max(...ts);
      return {
        names: [iso(first), hhmm(first), iso(last), hhmm(last)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-08',
    type: 'user',
    low: true,
    question: `what has ${NOBODY} been doing lately?`,
    expect: (ev) => lowIfAny(select(ev, { user: NOBODY })),
  },
  {
    id: 'user-09',
    type: 'user',
    low: true,
    question: 'When did client_9999 last log in?',
    expect: (ev) => lowIfAny(select(ev, { user: 'client_9999' })),
  },
  {
    id: 'user-10',
    type: 'user',
    question: 'new client client_0913 — how many events so far, and which kinds?',
    expect: (ev) => {
      const evs = select(ev, { user: PERSONAS.newcomer });
      return {
        numbers: [evs.length],
        names: ALL_NAMES(evs),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },

  // ======================================================== breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'Break down all events by day of the week.',
    expect: (ev) => {
      const m = O.tally(ev, O.byWeekday);
      return {
        names: O.WEEKDAYS,
        numbers: O.WEEKDAYS.map((w) => m.get(w)),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'what hour of the day (UTC) sees the most Client Portal Login events?',
    expect: rankedCase((ev) => {
      const evs = select(ev, { names: ['Client Portal Login'] });
      return { map: O.tally(evs, O.byHour), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: (now) => {
      const mon = O.weekStart(story(now).outage);
      return `daily efiling.submitted counts from ${iso(mon)} to ${iso(mon + 6 * DAY)}, one line per day`;
    },
    expect: (ev, now) => {
      const mon = O.weekStart(story(now).outage);
      const evs = select(ev, { range: ranges.between(mon, mon + 6 * DAY), names: ['efiling.submitted'] });
      const m = O.tally(evs, O.byDay);
      const days = [...m.keys()].sort();
      return { names: days, numbers: days.map((d) => m.get(d)), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'Which day in the last 30 days had the most efiling.submitted?',
    expect: rankedCase((ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 30), names: ['efiling.submitted'] });
      return { map: O.tally(evs, O.byDay), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: (now) =>
      `InvoiceSent amount per month since ${monthName(O.monthStart(+now, -2))} 1st — total dollars for each month`,
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.since(O.monthStart(+now, -2), +now), names: ['InvoiceSent'] });
      const m = O.tally(evs, O.byMonth, O.value);
      const months = [...m.keys()].sort();
      return {
        names: months,
        numbers: months.map((k) => round(m.get(k), 2)),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: (now) => {
      const mon = O.weekStart(+now) - 4 * WEEK;
      return `weekly time.logged counts between Monday ${long(noLeap(mon))} and Sunday ${long(noLeap(mon + 27 * DAY))}`;
    },
    expect: (ev, now) => {
      const mon = O.weekStart(+now) - 4 * WEEK;
      const evs = select(ev, { range: ranges.between(mon, mon + 27 * DAY), names: ['time.logged'] });
      const m = O.tally(evs, O.byWeek);
      const weeks = [...m.keys()].sort();
      return {
        names: weeks,
        numbers: weeks.map((k) => m.get(k)),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'Which weekday is busiest for message_sent over the past 3 months?',
    expect: rankedCase((ev, now) => {
      const evs = select(ev, { range: ranges.lastMonths(+now, 3), names: ['message_sent'] });
      return { map: O.tally(evs, O.byWeekday), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'busiest single day ever, by total event count?',
    expect: rankedCase((ev) => ({ map: O.tally(ev, O.byDay), n: 1, dataPoints: ev.length })),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question:
      'capacity planning: at what hour of the day do time.logged events peak, looking at the past 3 months?',
    expect: rankedCase((ev, now) => {
      const evs = select(ev, { range: ranges.lastMonths(+now, 3), names: ['time.logged'] });
      return { map: O.tally(evs, O.byHour), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'breakdown-10',
    type: 'breakdown',
    question: 'events per day last week',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastWeek(+now) });
      const m = O.tally(evs, O.byDay);
      const days = [...m.keys()].sort();
      return { names: days, numbers: days.map((d) => m.get(d)), confidence: 'high', dataPoints: evs.length };
    },
  },

  // ======================================================== compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'minutes billed (sum of time.logged value) in the last 7 days vs the 7 days before that?',
    expect: (ev, now) => {
      const a = select(ev, { range: { from: +now - 14 * DAY, to: +now - 7 * DAY }, names: ['time.logged'] });
      const b = select(ev, { range: ranges.lastDays(+now, 7), names: ['time.logged'] });
      return compareExpect(a, b, O.sum, a.length + b.length);
    },
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'active users over the past 30 days compared with the previous 30 days — up or down?',
    expect: (ev, now) => {
      const a = select(ev, { range: { from: +now - 60 * DAY, to: +now - 30 * DAY } });
      const b = select(ev, { range: ranges.lastDays(+now, 30) });
      return compareExpect(a, b, (x) => O.users(x).size, a.length + b.length);
    },
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'is esign-requested growing? compare the last 4 weeks with the 4 weeks before',
    expect: (ev, now) => {
      const a = select(ev, {
        range: { from: +now - 8 * WEEK, to: +now - 4 * WEEK },
        names: ['esign-requested'],
      });
      const b = select(ev, { range: ranges.lastWeeks(+now, 4), names: ['esign-requested'] });
      return compareExpect(a, b, (x) => x.length, a.length + b.length);
    },
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: (now) =>
      `Client Portal Login: ${monthName(monthBeforeStart(now))} vs ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) => {
      const a = select(ev, { range: ranges.month(monthBeforeStart(now)), names: ['Client Portal Login'] });
      const b = select(ev, { range: ranges.month(lastMonthStart(now)), names: ['Client Portal Login'] });
      return compareExpect(a, b, (x) => x.length, a.length + b.length);
    },
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'Invoice Paid total in the last 30 days versus the prior 30 days',
    expect: (ev, now) => {
      const a = select(ev, {
        range: { from: +now - 60 * DAY, to: +now - 30 * DAY },
        names: ['Invoice Paid'],
      });
      const b = select(ev, { range: ranges.lastDays(+now, 30), names: ['Invoice Paid'] });
      return compareExpect(a, b, O.sum, a.length + b.length);
    },
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: (now) => {
      const s = story(now);
      return `efiling.submitted on ${short(noLeap(s.outage - 6 * DAY))} compared to ${short(noLeap(s.outage + DAY))}: how big was the catch-up after the outage?`;
    },
    expect: (ev, now) => {
      const s = story(now);
      const a = select(ev, { range: ranges.on(s.outage - 6 * DAY), names: ['efiling.submitted'] });
      const b = select(ev, { range: ranges.on(s.outage + DAY), names: ['efiling.submitted'] });
      return compareExpect(a, b, (x) => x.length, a.length + b.length);
    },
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'are portal logins growing?',
    expect: () => ({ names: ['Client Portal Login'], confidence: 'not-high' }),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'for the board deck: total events in the past 4 weeks compared with the 4 weeks before',
    expect: (ev, now) => {
      const a = select(ev, { range: { from: +now - 8 * WEEK, to: +now - 4 * WEEK } });
      const b = select(ev, { range: ranges.lastWeeks(+now, 4) });
      return compareExpect(a, b, (x) => x.length, a.length + b.length);
    },
  },
  {
    id: 'compare-09',
    type: 'compare',
    question: (now) =>
      `How did total time.logged minutes in ${monthName(lastMonthStart(now))} compare with ${monthName(monthBeforeStart(now))}?`,
    expect: (ev, now) => {
      const a = select(ev, { range: ranges.month(monthBeforeStart(now)), names: ['time.logged'] });
      const b = select(ev, { range: ranges.month(lastMonthStart(now)), names: ['time.logged'] });
      return compareExpect(a, b, O.sum, a.length + b.length);
    },
  },

  // ======================================================== share
  {
    id: 'share-01',
    type: 'share',
    question: 'What percent of all events are time.logged?',
    expect: (ev) => ({
      percents: [O.percent(select(ev, { names: ['time.logged'] }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'in the last 30 days, what share of activity was Client Portal Login?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 30) });
      return {
        percents: [O.percent(select(evs, { names: ['Client Portal Login'] }).length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-03',
    type: 'share',
    question: "What percentage of last month's active users had an Invoice Paid event?",
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastMonth(+now) });
      const all = O.users(evs).size,
        did = O.users(select(evs, { names: ['Invoice Paid'] })).size;
      return {
        numbers: [did, all],
        percents: [O.percent(did, all)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'how much of all activity comes from atty_0042, as a percentage?',
    expect: (ev) => ({
      percents: [O.percent(select(ev, { user: PERSONAS.topBiller }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'what % of users have ever done esign-requested?',
    expect: (ev) => {
      const all = O.users(ev).size,
        did = O.users(select(ev, { names: ['esign-requested'] })).size;
      return { percents: [O.percent(did, all)], confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'share-06',
    type: 'share',
    question: "fraction of last week's events that were efiling.submitted, in percent",
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastWeek(+now) });
      return {
        percents: [O.percent(select(evs, { names: ['efiling.submitted'] }).length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => {
      const a = today(now) - 35 * DAY;
      return `between ${short(noLeap(a))} and ${short(noLeap(a + 6 * DAY))}, what percentage of events were document uploads?`;
    },
    expect: (ev, now) => {
      const a = today(now) - 35 * DAY;
      const evs = select(ev, { range: ranges.between(a, a + 6 * DAY) });
      return {
        percents: [O.percent(select(evs, { names: ['document-uploaded'] }).length, evs.length)],
        names: ['document-uploaded'],
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'Of the users active in the past 7 days, what percentage sent a message_sent?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 7) });
      const all = O.users(evs).size,
        did = O.users(select(evs, { names: ['message_sent'] })).size;
      return {
        numbers: [did, all],
        percents: [O.percent(did, all)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },

  // ======================================================== conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question:
      'Of the users with a Client Portal Login in the last 30 days, how many went on to an Invoice Paid afterwards?',
    expect: (ev, now) =>
      conversionExpect(ev, ranges.lastDays(+now, 30), 'Client Portal Login', 'Invoice Paid'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'conflict_check_run -> matter_opened conversion, all time: how many and what %?',
    expect: (ev) => conversionExpect(ev, ranges.all(), 'conflict_check_run', 'matter_opened'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question:
      'over the last 30 days, what fraction of users who did matter_opened later did HearingScheduled?',
    expect: (ev, now) => conversionExpect(ev, ranges.lastDays(+now, 30), 'matter_opened', 'HearingScheduled'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question:
      'Last month: of people who had a document-uploaded, how many subsequently had efiling.submitted?',
    expect: (ev, now) =>
      conversionExpect(ev, ranges.lastMonth(+now), 'document-uploaded', 'efiling.submitted'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: (now) => `since ${dmy(today(now) - 21 * DAY)}, HearingScheduled to message_sent conversion?`,
    expect: (ev, now) =>
      conversionExpect(ev, ranges.since(today(now) - 21 * DAY, +now), 'HearingScheduled', 'message_sent'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: (now) =>
      `esign launched ${iso(story(now).esignLaunch)}; since then, how many users who sent an esign-requested later had a document-uploaded, and what percent is that?`,
    expect: (ev, now) =>
      conversionExpect(
        ev,
        ranges.since(story(now).esignLaunch, +now),
        'esign-requested',
        'document-uploaded',
      ),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question:
      'of everyone who messaged their law firm in the last 30 days, how many then paid an invoice? and what % is that',
    expect: (ev, now) =>
      conversionExpect(ev, ranges.lastDays(+now, 30), 'message_sent', 'Invoice Paid', 'not-high'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: (now) =>
      `In ${monthName(monthBeforeStart(now))}, Client Portal Login → message_sent: how many converted?`,
    expect: (ev, now) =>
      conversionExpect(
        ev,
        ranges.month(O.pastMonth(+now, D(monthBeforeStart(now)).getUTCMonth())),
        'Client Portal Login',
        'message_sent',
      ),
  },

  // ======================================================== churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(monthBeforeStart(now))} but not at all in ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) => {
      const a = ranges.month(monthBeforeStart(now)),
        b = ranges.month(lastMonthStart(now));
      return {
        numbers: [O.churned(ev, a, b).length],
        confidence: 'high',
        dataPoints: select(ev, { range: { from: a.from, to: b.to } }).length,
      };
    },
  },
  {
    id: 'churn-02',
    type: 'churn',
    question:
      'users who were active 31–60 days ago but have had zero activity in the last 30 days — how many?',
    expect: (ev, now) => {
      const a = { from: +now - 60 * DAY, to: +now - 30 * DAY },
        b = ranges.lastDays(+now, 30);
      return {
        numbers: [O.churned(ev, a, b).length],
        confidence: 'high',
        dataPoints: select(ev, { range: { from: a.from, to: b.to } }).length,
      };
    },
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'how many new users did we get in the last 7 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, ranges.lastDays(+now, 7)).length], confidence: 'high' }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'New users last month (first event ever in that month)?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, ranges.lastMonth(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `number of brand-new users since ${long(noLeap(today(now) - 30 * DAY))}`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, ranges.since(today(now) - 30 * DAY, +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => {
      const a = today(now) - 100 * DAY,
        b = today(now) - 70 * DAY;
      return `How many users were active from ${iso(a)} to ${iso(b)} and have not come back since ${iso(b + DAY)}?`;
    },
    expect: (ev, now) => {
      const a = today(now) - 100 * DAY,
        b = today(now) - 70 * DAY;
      const r1 = ranges.between(a, b),
        r2 = ranges.since(b + DAY, +now);
      return {
        numbers: [O.churned(ev, r1, r2).length],
        confidence: 'high',
        dataPoints: select(ev, { range: { from: r1.from, to: r2.to } }).length,
      };
    },
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: "who was active last week but hasn't shown up this week? just the number",
    expect: (ev, now) => {
      const a = ranges.lastWeek(+now),
        b = ranges.thisWeek(+now);
      return {
        numbers: [O.churned(ev, a, b).length],
        confidence: 'high',
        dataPoints: select(ev, { range: { from: a.from, to: b.to } }).length,
      };
    },
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) => `how many first-time users showed up in ${monthName(monthBeforeStart(now))}?`,
    expect: (ev, now) => ({
      numbers: [
        O.newUsers(ev, ranges.month(O.pastMonth(+now, D(monthBeforeStart(now)).getUTCMonth()))).length,
      ],
      confidence: 'high',
    }),
  },

  // ======================================================== recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last efiling.submitted?',
    expect: (ev) => lastSeen(select(ev, { names: ['efiling.submitted'] })),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'when did someone last do a ReportExported',
    expect: (ev) => lastSeen(select(ev, { names: ['ReportExported'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'Most recent invoice paid — date and time?',
    expect: (ev) => lastSeen(select(ev, { names: ['Invoice Paid'] })),
  },
  {
    id: 'recency-04',
    type: 'recency',
    low: true,
    question: (now) =>
      `Were there any esign-requested events before ${long(noLeap(story(now).esignLaunch))}?`,
    expect: (ev, now) =>
      lowIfAny(select(ev, { range: ranges.before(story(now).esignLaunch), names: ['esign-requested'] })),
  },
  {
    id: 'recency-05',
    type: 'recency',
    low: true,
    question: (now) => `did anybody manage an efiling.submitted on ${iso(story(now).outage)}?`,
    expect: (ev, now) =>
      lowIfAny(select(ev, { range: ranges.on(story(now).outage), names: ['efiling.submitted'] })),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'last matter_opened — when was it?',
    expect: (ev) => lastSeen(select(ev, { names: ['matter_opened'] })),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'When did atty_0042 last have a time.logged event?',
    expect: (ev) => lastSeen(select(ev, { names: ['time.logged'], user: PERSONAS.topBiller })),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'Did anyone have a HearingScheduled in the last 3 days? how many?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 3), names: ['HearingScheduled'] });
      return { numbers: [evs.length], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'when did atty_0215 last send an invoice?',
    expect: (ev) => lastSeen(select(ev, { names: ['InvoiceSent'], user: PERSONAS.invoicer }), 'not-high'),
  },

  // ======================================================== catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'What events do you track?',
    expect: (ev) => ({ names: ALL_NAMES(ev), unordered: true, confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users are there in total',
    expect: (ev) => ({ numbers: [O.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'How many distinct event types exist in the data?',
    expect: (ev) => ({ numbers: [ALL_NAMES(ev).length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'overall totals pls: number of events and number of users',
    expect: (ev) => ({ numbers: [ev.length, O.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'is there an event for court e-filing? what is it called exactly?',
    expect: (ev) => ({ names: ['efiling.submitted'], confidence: 'not-high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'list every event name with how many times each one has occurred',
    expect: (ev) => {
      const top = O.rank(O.tally(ev, O.byName));
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'Which event names have "invoice" in them?',
    expect: (ev) => ({
      names: ALL_NAMES(ev).filter((n) => /invoice/i.test(n)),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ======================================================== other
  {
    id: 'other-01',
    type: 'other',
    question: 'What is our net promoter score among managing partners?',
    expect: () => LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'Which judge takes the longest to rule on motions?',
    expect: () => LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question:
      'how many minutes was the court e-filing gateway actually down during the outage? need the SLA number',
    expect: () => LOW,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'whats the win rate on litigation matters this year',
    expect: () => LOW,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'Which clients have trust account balances over $5,000 right now?',
    expect: () => LOW,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'average page load time of the billing screen, p95 if you have it',
    expect: () => LOW,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'What will our collections be next quarter?',
    expect: () => LOW,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'Which of our attorneys are admitted to the New York bar?',
    expect: () => LOW,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'what is our customer acquisition cost per firm, by marketing channel?',
    expect: () => LOW,
  },
];
