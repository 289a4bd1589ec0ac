/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
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
  isoMonth,
  pastMonth,
  pastMonthDay,
  minusMonths,
  round,
} from '../../../../../shared/ai/eval/oracle.mjs';

// ---- helpers -------------------------------------------------------------------------------

const T = (now) => +now;
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const d = (t) => new Date(t);
const longDay = (t) => `${MONTHS[d(t).getUTCMonth()]} ${ord(d(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[d(t).getUTCMonth()].slice(0, 3)} ${d(t).getUTCDate()}`;
const dmy = (t) => `${d(t).getUTCDate()} ${MONTHS[d(t).getUTCMonth()].slice(0, 3)} ${d(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[d(t).getUTCMonth()];
const shortMonth = (t) => MONTHS[d(t).getUTCMonth()].slice(0, 3) + ' ' + d(t).getUTCFullYear();
const daysAgo = (now, n) => dayStart(T(now)) - n * DAY;
const mAgo = (now, n) => monthStart(T(now), -n); // start of the calendar month n months back

// the kennel-cough scare: the Wednesday 20–26 days before today (same rule as data.mjs)
const incidentDay = (now) => {
  let k = 20;
  while ((new Date(daysAgo(now, k)).getUTCDay() + 6) % 7 !== 2) k++;
  return daysAgo(now, k);
};

const high = (o) => ({ confidence: 'high', ...o });
const notHigh = (o) => ({ confidence: 'not-high', ...o });
const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => LOW;

const tiedAt = (ranked, all, n) => all.length > n && ranked.length === n && all[n - 1][1] === all[n][1];

// A ranked-list expectation with its tie check.
function ranked(getMap, n, { ascending = false, dp, conf = 'high', withFigures = true } = {}) {
  const f = (events, now) => {
    const { map, dataPoints } = getMap(events, now);
    const list = rank(map, { n, ascending });
    return {
      confidence: conf,
      names: list.map(([k]) => k),
      numbers: withFigures ? list.map(([, v]) => round(v, 2)) : undefined,
      dataPoints: dp === false ? undefined : dataPoints,
    };
  };
  f.tieAtCut = (events, now) => {
    const { map } = getMap(events, now);
    const all = rank(map, { ascending });
    return tiedAt(rank(map, { n, ascending }), all, n);
  };
  return f;
}

const countCase = (filters) => (events, now) => {
  const evs = select(events, filters(now));
  return high({ numbers: [evs.length], dataPoints: evs.length });
};

const MONEY = ['InvoicePaid', 'Day Pass Bundle Purchased'];

// ---- cases ---------------------------------------------------------------------------------

export const cases = [
  // ============================== count
  {
    id: 'count-daycare-all',
    type: 'count',
    question: 'how many daycare_booked events do we have in total?',
    expect: countCase(() => ({ names: ['daycare_booked'] })),
  },
  {
    id: 'count-checkins-yesterday',
    type: 'count',
    question: 'How many dog checked in events were there yesterday?',
    expect: countCase((now) => ({ names: ['dog-checked-in'], range: ranges.yesterday(T(now)) })),
  },
  {
    id: 'count-incidents-30d',
    type: 'count',
    question: 'number of incident_reported in the last 30 days pls',
    expect: countCase((now) => ({ names: ['incident_reported'], range: ranges.lastDays(T(now), 30) })),
  },
  {
    id: 'count-invoices-lastweek',
    type: 'count',
    question: 'Finance here — how many InvoicePaid events landed last week?',
    expect: countCase((now) => ({ names: ['InvoicePaid'], range: ranges.lastWeek(T(now)) })),
  },
  {
    id: 'count-night-photos',
    type: 'count',
    question: 'how many PhotoUpdateSent did staff_18 send in the past 7 days? checking the night shift',
    expect: countCase((now) => ({
      names: ['PhotoUpdateSent'],
      user: 'staff_18',
      range: ranges.lastDays(T(now), 7),
    })),
  },
  {
    id: 'count-all-month',
    type: 'count',
    question: (now) => `total number of events in ${monthName(mAgo(now, 2))}?`,
    expect: countCase((now) => ({ range: ranges.month(pastMonth(T(now), d(mAgo(now, 2)).getUTCMonth())) })),
  },
  {
    id: 'count-cancellations-since',
    type: 'count',
    question: (now) => `how many cancellations have we had since ${shortDay(daysAgo(now, 40))}?`,
    expect: (events, now) => {
      const evs = select(events, {
        names: ['booking.cancelled'],
        range: ranges.since(
          pastMonthDay(T(now), d(daysAgo(now, 40)).getUTCMonth(), d(daysAgo(now, 40)).getUTCDate()),
          T(now),
        ),
      });
      return notHigh({ numbers: [evs.length], names: ['booking.cancelled'], dataPoints: evs.length });
    },
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many puppy_training_booked events this month?',
    expect: low,
  },
  {
    id: 'count-grooming-between',
    type: 'count',
    question: (now) =>
      `How many times was grooming-addon-added between ${isoDay(daysAgo(now, 60))} and ${isoDay(daysAgo(now, 31))}?`,
    expect: countCase((now) => ({
      names: ['grooming-addon-added'],
      range: ranges.between(daysAgo(now, 60), daysAgo(now, 31)),
    })),
  },
  {
    id: 'count-today',
    type: 'count',
    question: 'events so far today? (UTC is fine)',
    expect: countCase((now) => ({ range: ranges.today(T(now)) })),
  },

  // ============================== users
  {
    id: 'users-daycare-30d',
    type: 'users',
    question: 'how many unique users had a daycare_booked in the last 30 days?',
    expect: (events, now) => {
      const evs = select(events, { names: ['daycare_booked'], range: ranges.lastDays(T(now), 30) });
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-active-thisweek',
    type: 'users',
    question: 'active users this week?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.thisWeek(T(now)) });
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-vacc-lastmonth',
    type: 'users',
    question: 'How many distinct custmers did a Vaccination Record Uploaded last month? compliance audit',
    expect: (events, now) => {
      const evs = select(events, { names: ['Vaccination Record Uploaded'], range: ranges.lastMonth(T(now)) });
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-bundle-3m',
    type: 'users',
    question:
      'how many distinct people have a Day Pass Bundle Purchased event in the past 3 months? marketing wants to know if bundles stick',
    expect: (events, now) => {
      const evs = select(events, {
        names: ['Day Pass Bundle Purchased'],
        range: ranges.lastMonths(T(now), 3),
      });
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-reviews-since',
    type: 'users',
    question: (now) => `unique users with review_submitted since ${longDay(daysAgo(now, 45))}`,
    expect: (events, now) => {
      const a = daysAgo(now, 45);
      const evs = select(events, {
        names: ['review_submitted'],
        range: ranges.since(pastMonthDay(T(now), d(a).getUTCMonth(), d(a).getUTCDate()), T(now)),
      });
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },
  {
    id: 'users-reviews-loose',
    type: 'users',
    question: 'how many owners have left us reviews overall?',
    expect: (events) => {
      const evs = select(events, { names: ['review_submitted'] });
      return notHigh({ numbers: [users(evs).size], names: ['review_submitted'], dataPoints: evs.length });
    },
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users did boarding_extended?',
    expect: low,
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'How many active users did we have yesterday',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.yesterday(T(now)) });
      return high({ numbers: [users(evs).size], dataPoints: evs.length });
    },
  },

  // ============================== value
  {
    id: 'value-invoices-lastmonth',
    type: 'value',
    question: 'total InvoicePaid value last month?',
    expect: (events, now) => {
      const evs = select(events, { names: ['InvoicePaid'], range: ranges.lastMonth(T(now)) });
      return high({ numbers: [round(sum(evs), 2)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-boarding-avg',
    type: 'value',
    question: 'whats the averge boarding.stay_booked value',
    expect: (events) => {
      const evs = select(events, { names: ['boarding.stay_booked'] });
      return high({ numbers: [avg(evs)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-checkout-max-14d',
    type: 'value',
    question: 'max value of dog.checked_out in the past 14 days (that is hours in care)',
    expect: (events, now) => {
      const evs = select(events, { names: ['dog.checked_out'], range: ranges.lastDays(T(now), 14) });
      return high({ numbers: [max(evs)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-review-median',
    type: 'value',
    question: 'median review_submitted value across all time?',
    expect: (events) => {
      const evs = select(events, { names: ['review_submitted'] });
      const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
        n = v.length;
      const med = n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
      return high({ numbers: [round(med, 2)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-bundle-min',
    type: 'value',
    question: 'What is the minimum amount on a Day Pass Bundle Purchased event?',
    expect: (events) => {
      const evs = select(events, { names: ['Day Pass Bundle Purchased'] });
      return high({ numbers: [min(evs)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'for the board deck: what was revenue last month?',
    expect: (events, now) => {
      const evs = select(events, { names: MONEY, range: ranges.lastMonth(T(now)) });
      return notHigh({
        numbers: [round(sum(evs), 2)],
        names: MONEY,
        unordered: true,
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'value-refunds-90d',
    type: 'value',
    question: 'sum of booking.cancelled value over the past 90 days? (refunds)',
    expect: (events, now) => {
      const evs = select(events, { names: ['booking.cancelled'], range: ranges.lastDays(T(now), 90) });
      return high({ numbers: [round(sum(evs), 2)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-grooming-avg-user',
    type: 'value',
    question: 'average grooming-addon-added amount for owner_1013',
    expect: (events) => {
      const evs = select(events, { names: ['grooming-addon-added'], user: 'owner_1013' });
      return high({ numbers: [avg(evs)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-owner1007-invoices',
    type: 'value',
    question: 'how much has owner_1007 paid in total via InvoicePaid?',
    expect: (events) => {
      const evs = select(events, { names: ['InvoicePaid'], user: 'owner_1007' });
      return high({ numbers: [round(sum(evs), 2)], dataPoints: evs.length });
    },
  },
  {
    id: 'value-photos-avg-30d',
    type: 'value',
    question: 'mean value of photo update sent events over the last 30 days',
    expect: (events, now) => {
      const evs = select(events, { names: ['PhotoUpdateSent'], range: ranges.lastDays(T(now), 30) });
      return high({ numbers: [avg(evs)], dataPoints: evs.length });
    },
  },

  // ============================== top-events
  {
    id: 'top-events-all',
    type: 'top-events',
    question: 'top 5 events',
    expect: ranked((events) => {
      const evs = select(events);
      return { map: tally(evs, byName), dataPoints: evs.length };
    }, 5),
  },
  {
    id: 'top-events-lastweek',
    type: 'top-events',
    question: 'what were the 3 most common events last week?',
    expect: ranked((events, now) => {
      const evs = select(events, { range: ranges.lastWeek(T(now)) });
      return { map: tally(evs, byName), dataPoints: evs.length };
    }, 3),
  },
  {
    id: 'bottom-events-all',
    type: 'top-events',
    question: 'least common events, list them',
    expect: ranked(
      (events) => {
        const evs = select(events);
        return { map: tally(evs, byName), dataPoints: evs.length };
      },
      5,
      { ascending: true },
    ),
  },
  {
    id: 'top-event-30d',
    type: 'top-events',
    question: "what's the single most frequent event in the past 30 days?",
    expect: ranked((events, now) => {
      const evs = select(events, { range: ranges.lastDays(T(now), 30) });
      return { map: tally(evs, byName), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'top-events-regular',
    type: 'top-events',
    question: 'top 2 events for owner_1007',
    expect: ranked((events) => {
      const evs = select(events, { user: 'owner_1007' });
      return { map: tally(evs, byName), dataPoints: evs.length };
    }, 2),
  },
  {
    id: 'top-events-month',
    type: 'top-events',
    question: (now) => `Top 4 events in ${monthName(mAgo(now, 1))} ${d(mAgo(now, 1)).getUTCFullYear()}`,
    expect: ranked((events, now) => {
      const evs = select(events, { range: ranges.month(mAgo(now, 1)) });
      return { map: tally(evs, byName), dataPoints: evs.length };
    }, 4),
  },
  {
    id: 'bottom-event-one',
    type: 'top-events',
    question: 'which event happens the least often?',
    expect: ranked(
      (events) => {
        const evs = select(events);
        return { map: tally(evs, byName), dataPoints: evs.length };
      },
      1,
      { ascending: true },
    ),
  },

  // ============================== top-users
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'top 2 most active users',
    expect: ranked((events) => {
      const evs = select(events);
      return { map: tally(evs, byUser), dataPoints: evs.length };
    }, 2),
  },
  {
    id: 'top-users-invoice-value',
    type: 'top-users',
    question: 'top 3 users by InvoicePaid value',
    expect: ranked((events) => {
      const evs = select(events, { names: ['InvoicePaid'] });
      return { map: tally(evs, byUser, value), dataPoints: evs.length };
    }, 3),
  },
  {
    id: 'top-spenders',
    type: 'top-users',
    question: 'who are our top 3 spenders? want to send them a thank-you treat box',
    expect: ranked(
      (events) => {
        const evs = select(events, { names: MONEY });
        return { map: tally(evs, byUser, value), dataPoints: evs.length };
      },
      3,
      { conf: 'not-high' },
    ),
  },
  {
    id: 'top-checkin-lastmonth',
    type: 'top-users',
    question: 'which user has the most dog-checked-in events last month?',
    expect: ranked((events, now) => {
      const evs = select(events, { names: ['dog-checked-in'], range: ranges.lastMonth(T(now)) });
      return { map: tally(evs, byUser), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'top-users-daycare',
    type: 'top-users',
    question: 'Top 2 users by number of daycare_booked events',
    expect: ranked((events) => {
      const evs = select(events, { names: ['daycare_booked'] });
      return { map: tally(evs, byUser), dataPoints: evs.length };
    }, 2),
  },
  {
    id: 'top-photo-senders-7d',
    type: 'top-users',
    question: 'who sent the most PhotoUpdateSent in the last 7 days? top 2 please',
    expect: ranked((events, now) => {
      const evs = select(events, { names: ['PhotoUpdateSent'], range: ranges.lastDays(T(now), 7) });
      return { map: tally(evs, byUser), dataPoints: evs.length };
    }, 2),
  },
  {
    id: 'top-user-30d',
    type: 'top-users',
    question: 'most active user in the past 30 days?',
    expect: ranked((events, now) => {
      const evs = select(events, { range: ranges.lastDays(T(now), 30) });
      return { map: tally(evs, byUser), dataPoints: evs.length };
    }, 1),
  },

  // ============================== user
  {
    id: 'user-1007-count',
    type: 'user',
    question: 'how many events does owner_1007 have? they say they are our most loyal cusotmer',
    expect: (events) => {
      const evs = select(events, { user: 'owner_1007' });
      return high({ numbers: [evs.length], dataPoints: evs.length });
    },
  },
  {
    id: 'user-1021-first-last',
    type: 'user',
    question:
      'when was owner_1021 first seen and last seen? support ticket asks if their account is still active',
    expect: (events) => {
      const evs = select(events, { user: 'owner_1021' });
      const ts = evs.map(time);
      return high({ names: [isoDay(Math.min(...ts)), isoDay(Math.max(...ts))], dataPoints: evs.length });
    },
  },
  {
    id: 'user-1420-names',
    type: 'user',
    question: 'which event names has owner_1420 used?',
    expect: (events) => {
      const evs = select(events, { user: 'owner_1420' });
      return high({
        names: [...users(evs.map((e) => ({ userId: e.eventName })))],
        unordered: true,
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'user-1099-recent',
    type: 'user',
    question: 'show me the last 3 events of owner_1099 — their dog keeps ending up in incident reports',
    expect: (events) => {
      const evs = select(events, { user: 'owner_1099' });
      return high({ names: newestFirst(evs).slice(0, 3).map(byName), dataPoints: evs.length });
    },
  },
  {
    id: 'user-staff07-lastweek',
    type: 'user',
    question: 'how many events did staff_07 log last week?',
    expect: (events, now) => {
      const evs = select(events, { user: 'staff_07', range: ranges.lastWeek(T(now)) });
      return high({ numbers: [evs.length], dataPoints: evs.length });
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'what has owner_9999 been doing lately?',
    expect: low,
  },
  {
    id: 'user-staff18-last',
    type: 'user',
    question: 'when did staff_18 last do anything?',
    expect: (events) => {
      const evs = select(events, { user: 'staff_18' });
      return high({ names: [isoDay(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'user-1013-invoices',
    type: 'user',
    question: 'owner_1013: how many InvoicePaid events and what did they add up to?',
    expect: (events) => {
      const evs = select(events, { user: 'owner_1013', names: ['InvoicePaid'] });
      return high({ numbers: [evs.length, round(sum(evs), 2)], dataPoints: evs.length });
    },
  },
  {
    id: 'user-1420-first',
    type: 'user',
    question: 'first seen date for owner_1420? they are a new client',
    expect: (events) => {
      const evs = select(events, { user: 'owner_1420' });
      return high({ names: [isoDay(Math.min(...evs.map(time)))], dataPoints: evs.length });
    },
  },

  // ============================== breakdown
  {
    id: 'bd-daycare-weekday',
    type: 'breakdown',
    question: 'daycare_booked by weekday',
    expect: (events) => {
      const evs = select(events, { names: ['daycare_booked'] });
      const m = tally(evs, byWeekday);
      const keys = WEEKDAYS.filter((w) => m.has(w));
      return high({
        names: keys,
        numbers: keys.map((k) => m.get(k)),
        unordered: true,
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'bd-busiest-weekday',
    type: 'breakdown',
    question: 'busiest weekday for dog check-ins? (dog-checked-in)',
    expect: ranked((events) => {
      const evs = select(events, { names: ['dog-checked-in'] });
      return { map: tally(evs, byWeekday), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'bd-monthly-3m',
    type: 'breakdown',
    question: 'events per month for the last 3 months',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastMonths(T(now), 3) });
      const m = tally(evs, byMonth);
      return high({
        names: [...m.keys()].sort(),
        numbers: [...m.keys()].sort().map((k) => m.get(k)),
        unordered: true,
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'bd-checkin-hour',
    type: 'breakdown',
    question: 'wich hour of the day has the most dog-checked-in events? trying to staff the front desk',
    expect: ranked((events) => {
      const evs = select(events, { names: ['dog-checked-in'] });
      return { map: tally(evs, byHour), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'bd-invoices-weekly',
    type: 'breakdown',
    question: 'weekly breakdown of InvoicePaid over the past 4 weeks',
    expect: (events, now) => {
      const evs = select(events, { names: ['InvoicePaid'], range: ranges.lastWeeks(T(now), 4) });
      const m = tally(evs, byWeek),
        keys = [...m.keys()].sort();
      return high({
        names: keys,
        numbers: keys.map((k) => m.get(k)),
        unordered: true,
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'bd-cancel-day-30d',
    type: 'breakdown',
    question: 'which day in the last 30 days had the most booking.cancelled?',
    expect: ranked((events, now) => {
      const evs = select(events, { names: ['booking.cancelled'], range: ranges.lastDays(T(now), 30) });
      return { map: tally(evs, byDay), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'bd-incident-spike',
    type: 'breakdown',
    question: 'incident_reported per day in the last 30 days — which day spiked?',
    expect: ranked((events, now) => {
      const evs = select(events, { names: ['incident_reported'], range: ranges.lastDays(T(now), 30) });
      return { map: tally(evs, byDay), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'bd-busiest-month',
    type: 'breakdown',
    question: 'Which month had the most activty?',
    expect: ranked((events) => {
      const evs = select(events);
      return { map: tally(evs, byMonth), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'bd-checkout-hour',
    type: 'breakdown',
    question: 'dog.checked_out by hour of day, which hour is the peak for pick-ups?',
    expect: ranked((events) => {
      const evs = select(events, { names: ['dog.checked_out'] });
      return { map: tally(evs, byHour), dataPoints: evs.length };
    }, 1),
  },

  // ============================== compare
  ...[
    [
      'cmp-checkins-lastweek',
      'dog-checked-in last week compared with the week before?',
      ['dog-checked-in'],
      (now) => {
        const r = ranges.lastWeek(T(now));
        return [{ from: r.from - 7 * DAY, to: r.from }, r];
      },
    ],
    [
      'cmp-invoices-30d',
      'InvoicePaid: last 30 days vs the previous 30 days',
      ['InvoicePaid'],
      (now) => [{ from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, ranges.lastDays(T(now), 30)],
    ],
    [
      'cmp-daycare-growing',
      'is daycare_booked growing? compare the last 4 weeks with the 4 weeks before',
      ['daycare_booked'],
      (now) => [{ from: T(now) - 8 * 7 * DAY, to: T(now) - 4 * 7 * DAY }, ranges.lastWeeks(T(now), 4)],
    ],
    [
      'cmp-events-month',
      'all events this month vs the same stretch of time right before it',
      undefined,
      (now) => {
        const r = ranges.thisMonth(T(now));
        return [{ from: r.from - (r.to - r.from), to: r.from }, r];
      },
    ],
    [
      'cmp-checkout-14d',
      'dog.checked_out past 14 days compared to the 14 days before that',
      ['dog.checked_out'],
      (now) => [{ from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, ranges.lastDays(T(now), 14)],
    ],
  ].map(([id, question, names, periods]) => ({
    id,
    type: 'compare',
    question,
    expect: (events, now) => {
      const [a, b] = periods(now);
      const ea = select(events, { names, range: a }),
        eb = select(events, { names, range: b });
      const c = change(ea.length, eb.length);
      return high({
        numbers: [c.earlier, c.later, c.diff],
        percents: c.pct === null ? [] : [c.pct],
        dataPoints: ea.length + eb.length,
      });
    },
  })),
  {
    id: 'cmp-months-named',
    type: 'compare',
    question: (now) => `compare total events in ${monthName(mAgo(now, 3))} and ${monthName(mAgo(now, 2))}`,
    expect: (events, now) => {
      const ea = select(events, { range: ranges.month(mAgo(now, 3)) }),
        eb = select(events, { range: ranges.month(mAgo(now, 2)) });
      const c = change(ea.length, eb.length);
      return high({
        numbers: [c.earlier, c.later, c.diff],
        percents: [c.pct],
        dataPoints: ea.length + eb.length,
      });
    },
  },
  {
    id: 'cmp-users-months',
    type: 'compare',
    question: (now) =>
      `active users ${shortMonth(mAgo(now, 2))} vs ${shortMonth(mAgo(now, 1))} — are we growing?`,
    expect: (events, now) => {
      const ea = select(events, { range: ranges.month(mAgo(now, 2)) }),
        eb = select(events, { range: ranges.month(mAgo(now, 1)) });
      const c = change(users(ea).size, users(eb).size);
      return high({
        numbers: [c.earlier, c.later, c.diff],
        percents: [c.pct],
        dataPoints: ea.length + eb.length,
      });
    },
  },
  {
    id: 'cmp-invoice-value-months',
    type: 'compare',
    question: (now) =>
      `InvoicePaid total value: ${monthName(mAgo(now, 2))} ${d(mAgo(now, 2)).getUTCFullYear()} versus ${monthName(mAgo(now, 1))} ${d(mAgo(now, 1)).getUTCFullYear()}`,
    expect: (events, now) => {
      const ea = select(events, { names: ['InvoicePaid'], range: ranges.month(mAgo(now, 2)) }),
        eb = select(events, { names: ['InvoicePaid'], range: ranges.month(mAgo(now, 1)) });
      const c = change(round(sum(ea), 2), round(sum(eb), 2));
      return high({
        numbers: [c.earlier, c.later, round(c.diff, 2)],
        percents: [c.pct],
        dataPoints: ea.length + eb.length,
      });
    },
  },

  // ============================== share
  {
    id: 'share-photos-all',
    type: 'share',
    question: 'what percentage of all events are PhotoUpdateSent?',
    expect: (events) => {
      const evs = select(events),
        part = select(events, { names: ['PhotoUpdateSent'] });
      return high({ percents: [percent(part.length, evs.length)], dataPoints: evs.length });
    },
  },
  {
    id: 'share-cancel-lastmonth',
    type: 'share',
    question: 'what % of events last month were booking.cancelled?',
    expect: (events, now) => {
      const r = ranges.lastMonth(T(now));
      const evs = select(events, { range: r }),
        part = select(events, { range: r, names: ['booking.cancelled'] });
      return high({ percents: [percent(part.length, evs.length)], dataPoints: evs.length });
    },
  },
  {
    id: 'share-users-review-30d',
    type: 'share',
    question: 'what percent of active users submitted a review_submitted in the last 30 days?',
    expect: (events, now) => {
      const r = ranges.lastDays(T(now), 30);
      const evs = select(events, { range: r });
      const part = users(select(events, { range: r, names: ['review_submitted'] }));
      return high({
        percents: [percent(part.size, users(evs).size)],
        numbers: [part.size],
        dataPoints: evs.length,
      });
    },
  },
  {
    id: 'share-users-vacc',
    type: 'share',
    question: 'What share of our users have ever done Vaccination Record Uploaded?',
    expect: (events) => {
      const part = users(select(events, { names: ['Vaccination Record Uploaded'] }));
      return high({ percents: [percent(part.size, users(events).size)], dataPoints: events.length });
    },
  },
  {
    id: 'share-invoice-thisyear',
    type: 'share',
    question: 'percentage of InvoicePaid among all events this year',
    expect: (events, now) => {
      const r = ranges.thisYear(T(now));
      const evs = select(events, { range: r }),
        part = select(events, { range: r, names: ['InvoicePaid'] });
      return high({ percents: [percent(part.length, evs.length)], dataPoints: evs.length });
    },
  },
  {
    id: 'share-users-boarding-lastweek',
    type: 'share',
    question: "what fraction of last week's active users did boarding.stay_booked? as a percentage",
    expect: (events, now) => {
      const r = ranges.lastWeek(T(now));
      const evs = select(events, { range: r });
      const part = users(select(events, { range: r, names: ['boarding.stay_booked'] }));
      return high({ percents: [percent(part.size, users(evs).size)], dataPoints: evs.length });
    },
  },
  {
    id: 'share-incident-day',
    type: 'share',
    question: (now) =>
      `on ${isoDay(incidentDay(now))}, what percentage of events were incident_reported? that was the kennel cough scare`,
    expect: (events, now) => {
      const r = ranges.on(incidentDay(now));
      const evs = select(events, { range: r }),
        part = select(events, { range: r, names: ['incident_reported'] });
      return high({ percents: [percent(part.length, evs.length)], dataPoints: evs.length });
    },
  },

  // ============================== conversion
  ...[
    [
      'conv-daycare-invoice',
      'of owners who did daycare_booked, how many went on to InvoicePaid?',
      'daycare_booked',
      'InvoicePaid',
      () => ranges.all(),
    ],
    [
      'conv-boarding-review-60d',
      'conversion from boarding.stay_booked to review_submitted over the last 60 days',
      'boarding.stay_booked',
      'review_submitted',
      (now) => ranges.lastDays(T(now), 60),
    ],
    [
      'conv-vacc-daycare-3m',
      'Of users who did Vaccination Record Uploaded in the past 3 months, what % then did daycare_booked?',
      'Vaccination Record Uploaded',
      'daycare_booked',
      (now) => ranges.lastMonths(T(now), 3),
    ],
    [
      'conv-daycare-grooming-since',
      (now) => `since ${dmy(daysAgo(now, 50))}: daycare_booked → grooming-addon-added conversion?`,
      'daycare_booked',
      'grooming-addon-added',
      (now) => ranges.since(daysAgo(now, 50), T(now)),
    ],
    [
      'conv-bundle-daycare',
      'how many users who did Day Pass Bundle Purchased later did a daycare_booked, and what percent is that',
      'Day Pass Bundle Purchased',
      'daycare_booked',
      () => ranges.all(),
    ],
    [
      'conv-boarding-cancel-90d',
      'in the last 90 days, of users with boarding.stay_booked how many then had booking.cancelled?',
      'boarding.stay_booked',
      'booking.cancelled',
      (now) => ranges.lastDays(T(now), 90),
    ],
    [
      'conv-daycare-bundle-lastmonth',
      'last month: daycare_booked to Day Pass Bundle Purchased conversion',
      'daycare_booked',
      'Day Pass Bundle Purchased',
      (now) => ranges.lastMonth(T(now)),
    ],
  ].map(([id, question, a, b, range]) => ({
    id,
    type: 'conversion',
    question,
    expect: (events, now) => {
      const r = range(now);
      const c = conversion(events, r, a, b);
      return high({
        numbers: [c.did, c.converted],
        percents: [c.pct],
        dataPoints: select(events, { range: r, names: [a, b] }).length,
      });
    },
  })),

  // ============================== churn
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'how many users were active last month but not this month?',
    expect: (events, now) =>
      high({ numbers: [churned(events, ranges.lastMonth(T(now)), ranges.thisMonth(T(now))).length] }),
  },
  {
    id: 'new-users-30d',
    type: 'churn',
    question: 'new users in the last 30 days? recieved a question from the owner about growth',
    expect: (events, now) => high({ numbers: [newUsers(events, ranges.lastDays(T(now), 30)).length] }),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `users who were active in ${monthName(mAgo(now, 3))} and then did nothing in ${monthName(mAgo(now, 1))} — how many?`,
    expect: (events, now) =>
      high({ numbers: [churned(events, ranges.month(mAgo(now, 3)), ranges.month(mAgo(now, 1))).length] }),
  },
  {
    id: 'new-users-lastmonth',
    type: 'churn',
    question: 'how many brand new customers did we get last month (first event ever)?',
    expect: (events, now) => high({ numbers: [newUsers(events, ranges.lastMonth(T(now))).length] }),
  },
  {
    id: 'churn-rolling-30',
    type: 'churn',
    question:
      "how many users active between 60 and 30 days ago haven't come back in the last 30 days? i.e. churned",
    expect: (events, now) =>
      high({
        numbers: [
          churned(events, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, ranges.lastDays(T(now), 30))
            .length,
        ],
      }),
  },
  {
    id: 'new-users-since',
    type: 'churn',
    question: (now) => `new users since ${isoDay(daysAgo(now, 21))}`,
    expect: (events, now) =>
      high({ numbers: [newUsers(events, ranges.since(daysAgo(now, 21), T(now))).length] }),
  },
  {
    id: 'new-users-week',
    type: 'churn',
    question: 'how many new users signed on in the past week',
    expect: (events, now) => high({ numbers: [newUsers(events, ranges.lastDays(T(now), 7)).length] }),
  },

  // ============================== recency
  {
    id: 'rec-last-incident',
    type: 'recency',
    question: 'when was the last incident_reported? insurance form asks',
    expect: (events) => {
      const evs = select(events, { names: ['incident_reported'] });
      return high({ names: [isoDay(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'rec-cancel-7d',
    type: 'recency',
    question:
      'did anyone do booking.cancelled in the last 7 days? just curious if the new policy scared people',
    expect: (events, now) => {
      const evs = select(events, { names: ['booking.cancelled'], range: ranges.lastDays(T(now), 7) });
      return high({ numbers: [evs.length], dataPoints: evs.length });
    },
  },
  {
    id: 'rec-last-bundle',
    type: 'recency',
    question: 'last time someone bought a Day Pass Bundle Purchased?',
    expect: (events) => {
      const evs = select(events, { names: ['Day Pass Bundle Purchased'] });
      return high({ names: [isoDay(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'rec-unknown',
    type: 'recency',
    low: true,
    question: 'when did anyone last trigger kennel_cough_alert?',
    expect: low,
  },
  {
    id: 'rec-last-boarding',
    type: 'recency',
    question: 'When was the most recent boarding.stay_booked?',
    expect: (events) => {
      const evs = select(events, { names: ['boarding.stay_booked'] });
      return high({ names: [isoDay(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'rec-grooming-3d',
    type: 'recency',
    question: 'has anybody had grooming-addon-added in the last 3 days?',
    expect: (events, now) => {
      const evs = select(events, { names: ['grooming-addon-added'], range: ranges.lastDays(T(now), 3) });
      return high({ numbers: [evs.length], dataPoints: evs.length });
    },
  },
  {
    id: 'rec-last-vacc',
    type: 'recency',
    question: 'when was the last vaccination record uploaded',
    expect: (events) => {
      const evs = select(events, { names: ['Vaccination Record Uploaded'] });
      return high({ names: [isoDay(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },
  {
    id: 'rec-1013-invoice',
    type: 'recency',
    question: 'most recent InvoicePaid by owner_1013?',
    expect: (events) => {
      const evs = select(events, { names: ['InvoicePaid'], user: 'owner_1013' });
      return high({ names: [isoDay(Math.max(...evs.map(time)))], dataPoints: evs.length });
    },
  },

  // ============================== catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'which event names exist?',
    expect: (events) =>
      high({ names: [...new Set(events.map(byName))], unordered: true, dataPoints: events.length }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there in total, roughly? (exact is better)',
    expect: (events) => high({ numbers: [users(events).size], dataPoints: events.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events overall?',
    expect: (events) => high({ numbers: [events.length], dataPoints: events.length }),
  },
  {
    id: 'cat-names-count',
    type: 'catalogue',
    question: 'how many distinct event names do we track?',
    expect: (events) => high({ numbers: [new Set(events.map(byName)).size], dataPoints: events.length }),
  },
  {
    id: 'cat-users-events',
    type: 'catalogue',
    question: 'How many users and how many events are in the account altogether?',
    expect: (events) => high({ numbers: [users(events).size, events.length], dataPoints: events.length }),
  },
  {
    id: 'cat-dictionary',
    type: 'catalogue',
    question: 'writing the data dictionary — list every event type we have',
    expect: (events) =>
      high({ names: [...new Set(events.map(byName))], unordered: true, dataPoints: events.length }),
  },
  {
    id: 'cat-names-users',
    type: 'catalogue',
    question: 'what events do we log, and how many users total?',
    expect: (events) =>
      high({
        names: [...new Set(events.map(byName))],
        numbers: [users(events).size],
        unordered: true,
        dataPoints: events.length,
      }),
  },

  // ============================== loose names (extra)
  {
    id: 'count-checkins-loose',
    type: 'count',
    question: 'how many check-ins did we do last week?',
    expect: (events, now) => {
      const evs = select(events, { names: ['dog-checked-in'], range: ranges.lastWeek(T(now)) });
      return notHigh({ numbers: [evs.length], names: ['dog-checked-in'], dataPoints: evs.length });
    },
  },
  {
    id: 'users-grooming-loose',
    type: 'users',
    question: 'how many owners added grooming in the last 60 days?',
    expect: (events, now) => {
      const evs = select(events, { names: ['grooming-addon-added'], range: ranges.lastDays(T(now), 60) });
      return notHigh({ numbers: [users(evs).size], names: ['grooming-addon-added'], dataPoints: evs.length });
    },
  },
  {
    id: 'value-stay-price-loose',
    type: 'value',
    question: 'avg price of a boarding stay booking?',
    expect: (events) => {
      const evs = select(events, { names: ['boarding.stay_booked'] });
      return notHigh({ numbers: [avg(evs)], names: ['boarding.stay_booked'], dataPoints: evs.length });
    },
  },
  {
    id: 'top-checkout-staff-loose',
    type: 'top-users',
    question: 'which staff member checks out the most dogs?',
    expect: ranked(
      (events) => {
        const evs = select(events, { names: ['dog.checked_out'] });
        return { map: tally(evs, byUser), dataPoints: evs.length };
      },
      1,
      { conf: 'not-high' },
    ),
  },

  // ============================== other
  ...[
    ['other-weather', 'what will the weather be like tomorrow for the outdoor play yard?'],
    ['other-breeds', 'which dog breed has the most incidents?'],
    ['other-salary', 'what is the average hourly wage of our kennel staff?'],
    ['other-capacity', 'how many free kennel runs do we have tonight at the Riverside location?'],
    ['other-why-churn', 'why did owners stop booking with us in the summer?'],
    ['other-forecast', 'predict how many boarding stays we will get over Christmas'],
    ['other-food', 'which brand of kibble do the dogs like best?'],
    ['other-email', 'can you email all owners a reminder about rabies shots?'],
    ['other-sentiment', 'what do the written review comments mostly complain about?'],
    ['other-competitor', 'how do our daycare prices compare with the kennel down the road?'],
  ].map(([id, question]) => ({ id, type: 'other', question, expect: low })),
];
