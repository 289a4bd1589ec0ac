/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind round "shelter": questions people at Pawsbridge Animal Shelter type into the chat box.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, HOUR, WEEK, ranges: R, select, round } = O;
const ALL = R.all();
const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => LOW;

// ---- date wording helpers ------------------------------------------------------------------
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const iso = (t) => O.isoDay(t);
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const dayMonthYear = (t) =>
  `${new Date(t).getUTCDate()} ${O.MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const daysAgo = (now, n) => O.dayStart(+now) - n * DAY; // start of the day n days back
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const incidentDay = (now) => O.dayStart(+now - 33 * DAY); // hoarding-case seizure

// ---- expectation builders --------------------------------------------------------------------
function count(scope, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, scope(+now));
    return evs.length ? { numbers: [evs.length], confidence, dataPoints: evs.length } : LOW;
  };
}
function distinct(scope, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, scope(+now));
    return evs.length ? { numbers: [O.users(evs).size], confidence, dataPoints: evs.length } : LOW;
  };
}
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
}
const MEASURES = { sum: (evs) => round(O.sum(evs), 2), avg: O.avg, min: O.min, max: O.max, median };
function measure(scope, kind, confidence = 'high', extra = {}) {
  return (events, now) => {
    const evs = select(events, scope(+now));
    return evs.length
      ? { numbers: [MEASURES[kind](evs)], confidence, dataPoints: evs.length, ...extra }
      : LOW;
  };
}
// ranked lists; `n` items, optional value measure, ascending for "least"
function ranked(scope, key, { n = 5, ascending = false, by, confidence = 'high', needAll = 0 } = {}) {
  const table = (events, now) => {
    const evs = select(events, scope(+now));
    return { evs, all: O.rank(O.tally(evs, key, by), { ascending }) };
  };
  const f = (events, now) => {
    const { evs, all } = table(events, now);
    if (!evs.length) return LOW;
    const top = all.slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => round(v, 2)),
      confidence,
      dataPoints: evs.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const { all } = table(events, now);
    if (all.length < needAll) return true;
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}
// breakdown over time: every bucket in order with its figure
function breakdown(scope, key, { by, confidence = 'high' } = {}) {
  return (events, now) => {
    const evs = select(events, scope(+now));
    if (!evs.length) return LOW;
    const t = [...O.tally(evs, key, by)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: t.map(([k]) => k),
      numbers: t.map(([, v]) => round(v, 2)),
      confidence,
      dataPoints: evs.length,
    };
  };
}
// comparison of two scopes (earlier first); metric over the selected events
function compare(earlierScope, laterScope, metric = (evs) => evs.length, confidence = 'high') {
  const f = (events, now) => {
    const a = select(events, earlierScope(+now)),
      b = select(events, laterScope(+now));
    if (!a.length && !b.length) return LOW;
    const c = O.change(round(metric(a), 2), round(metric(b), 2));
    return {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const a = select(events, earlierScope(+now)),
      b = select(events, laterScope(+now));
    return round(metric(a), 2) === round(metric(b), 2) || metric(a) === 0;
  };
  return f;
}
// share of events that are X
function eventShare(rangeOf, names, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, { range: rangeOf(+now) });
    const part = select(evs, { names });
    return evs.length && part.length
      ? { percents: [O.percent(part.length, evs.length)], confidence, dataPoints: evs.length }
      : LOW;
  };
}
// share of active users who did X
function userShare(rangeOf, names, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, { range: rangeOf(+now) });
    const part = O.users(select(evs, { names })).size,
      whole = O.users(evs).size;
    return part
      ? { numbers: [part, whole], percents: [O.percent(part, whole)], confidence, dataPoints: evs.length }
      : LOW;
  };
}
function conversion(rangeOf, a, b, confidence = 'high') {
  return (events, now) => {
    const range = rangeOf(+now);
    const c = O.conversion(events, range, a, b);
    if (!c.did || !c.converted) return LOW;
    const dp = select(events, { range, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
  };
}
function churn(activeOf, inactiveOf, confidence = 'high') {
  return (events, now) => {
    const u = O.churned(events, activeOf(+now), inactiveOf(+now));
    return u.length ? { numbers: [u.length], confidence } : LOW;
  };
}
function fresh(rangeOf, confidence = 'high') {
  return (events, now) => {
    const u = O.newUsers(events, rangeOf(+now));
    return u.length ? { numbers: [u.length], confidence } : LOW;
  };
}
function lastOne(scope, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, scope(+now));
    if (!evs.length) return LOW;
    const t = Math.max(...evs.map(O.time));
    return { names: [iso(t), hhmm(t)], confidence, dataPoints: evs.length };
  };
}
function seen(user, which) {
  return (events) => {
    const evs = select(events, { user });
    if (!evs.length) return LOW;
    const ts = evs.map(O.time),
      first = Math.min(...ts),
      last = Math.max(...ts);
    const names =
      which === 'first'
        ? [iso(first), hhmm(first)]
        : which === 'last'
          ? [iso(last), hhmm(last)]
          : [iso(first), hhmm(first), iso(last), hhmm(last)];
    return { names, confidence: 'high', dataPoints: evs.length };
  };
}

const V = 'animal_viewed',
  APP = 'AdoptionApplicationSubmitted',
  APPROVED = 'application.approved',
  MG = 'meet-and-greet',
  ADOPT = 'adoption.completed',
  FOSTER = 'Foster Placement Started',
  DON = 'donation_made',
  WALK = 'dog-walk-logged',
  INTAKE = 'intake.stray',
  VET = 'VetCheckCompleted',
  SHIFT = 'Volunteer Shift Booked',
  ACCT = 'account_created';
const MONEY = [ADOPT, DON];
const ALL_NAMES = [ACCT, V, APP, APPROVED, MG, ADOPT, FOSTER, DON, WALK, INTAKE, VET, SHIFT];

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-walks-7d',
    type: 'count',
    question: 'how many dog-walk-logged events in the last 7 days?',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: [WALK] })),
  },
  {
    id: 'count-all-yesterday',
    type: 'count',
    question: 'Totla number of events yesterday, all types please',
    expect: count((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'count-adoptions-last-month',
    type: 'count',
    question: 'for the board deck: number of adoption completed events last month?',
    expect: count((now) => ({ range: R.lastMonth(now), names: [ADOPT] })),
  },
  {
    id: 'count-intake-incident',
    type: 'count',
    question: (now) =>
      `How many intake.stray did we record on ${iso(incidentDay(now))}? That was the hoarding seizure day.`,
    expect: count((now) => ({ range: R.on(incidentDay(now)), names: [INTAKE] })),
  },
  {
    id: 'count-views-loose',
    type: 'count',
    question: (now) => `how many animal views have there been since ${longDay(daysAgo(now, 20))}`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 20), now), names: [V] }), 'not-high'),
  },
  {
    id: 'count-vet-drkim-month',
    type: 'count',
    question: 'VetCheckCompleted count for staff_drkim in the past 30 days',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: [VET], user: 'staff_drkim' })),
  },
  {
    id: 'count-shifts-between',
    type: 'count',
    question: (now) =>
      `number of Volunteer Shift Booked between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 26))}`,
    expect: count((now) => ({ range: R.between(daysAgo(now, 40), daysAgo(now, 26)), names: [SHIFT] })),
  },
  {
    id: 'count-mg-last-week',
    type: 'count',
    question: 'How many meet-and-greets happened last week??',
    expect: count((now) => ({ range: R.lastWeek(now), names: [MG] })),
  },
  {
    id: 'count-24h',
    type: 'count',
    question: 'ops check — events in the past 24 hours?',
    expect: count((now) => ({ range: R.lastDays(now, 1) })),
  },
  {
    id: 'count-accounts-before',
    type: 'count',
    question: (now) => `How many account_created events were there before ${shortDay(daysAgo(now, 60))}?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 60)), names: [ACCT] })),
  },
  {
    id: 'count-kennel-cleaned',
    type: 'count',
    low: true,
    question: 'how many kennel_cleaned events were logged last week',
    expect: low,
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-this-week',
    type: 'users',
    question: 'how many unqiue users so far this week? trying to gauge traffic after the newsletter',
    expect: distinct((now) => ({ range: R.thisWeek(now) })),
  },
  {
    id: 'users-applied-loose',
    type: 'users',
    question: 'How many people applied to adopt in the last 30 days?',
    expect: distinct((now) => ({ range: R.lastDays(now, 30), names: [APP] }), 'not-high'),
  },
  {
    id: 'users-walkers-4w',
    type: 'users',
    question: 'distinct users with dog_walk_logged in the past 4 weeks',
    expect: distinct((now) => ({ range: R.lastWeeks(now, 4), names: [WALK] })),
  },
  {
    id: 'users-active-last-month',
    type: 'users',
    question: 'active users last month?',
    expect: distinct((now) => ({ range: R.lastMonth(now) })),
  },
  {
    id: 'users-donors-month',
    type: 'users',
    question: (now) =>
      `finance asking: how many different users had a donation_made in ${monthName(O.monthStart(+now, -1))}?`,
    expect: distinct((now) => ({
      range: R.month(O.pastMonth(+now, new Date(O.monthStart(+now, -1)).getUTCMonth())),
      names: [DON],
    })),
  },
  {
    id: 'users-foster-3m',
    type: 'users',
    question: 'Number of unique users who did Foster Placement Started in the past 3 months',
    expect: distinct((now) => ({ range: R.lastMonths(now, 3), names: [FOSTER] })),
  },
  {
    id: 'users-today',
    type: 'users',
    question: 'how many customers have been on the portal today',
    expect: distinct((now) => ({ range: R.today(now) })),
  },
  {
    id: 'users-microchip',
    type: 'users',
    low: true,
    question: 'how many users did microchip_scanned this month?',
    expect: low,
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-fees-loose',
    type: 'value',
    question: 'total adoption fees we collected last month',
    expect: measure((now) => ({ range: R.lastMonth(now), names: [ADOPT] }), 'sum', 'not-high'),
  },
  {
    id: 'value-donations-30d',
    type: 'value',
    question: 'For the finance sync: sum of donation_made value in the last 30 days',
    expect: measure((now) => ({ range: R.lastDays(now, 30), names: [DON] }), 'sum'),
  },
  {
    id: 'value-walk-avg',
    type: 'value',
    question: 'What is the avrage value of dog-walk-logged over the last 2 weeks? (value = minutes walked)',
    expect: measure((now) => ({ range: R.lastWeeks(now, 2), names: [WALK] }), 'avg'),
  },
  {
    id: 'value-donation-max',
    type: 'value',
    question: 'biggest single donation_made ever — max value?',
    expect: measure(() => ({ names: [DON] }), 'max'),
  },
  {
    id: 'value-mg-median',
    type: 'value',
    question: 'median meet-and-greet value (its minutes) across all time',
    expect: measure(() => ({ names: [MG] }), 'median'),
  },
  {
    id: 'value-vet-min',
    type: 'value',
    question: 'minimum VetCheckCompleted value in the last 14 days — smallest animal we weighed',
    expect: measure((now) => ({ range: R.lastDays(now, 14), names: [VET] }), 'min'),
  },
  {
    id: 'value-revenue-3m',
    type: 'value',
    question: 'what was our revenue over the past 3 months?',
    expect: measure((now) => ({ range: R.lastMonths(now, 3), names: MONEY }), 'sum', 'not-high', {
      names: MONEY,
      unordered: true,
    }),
  },
  {
    id: 'value-ramirez-shift-hours',
    type: 'value',
    question: 'total Volunteer Shift Booked value for vol_ramirez',
    expect: measure(() => ({ names: [SHIFT], user: 'vol_ramirez' }), 'sum'),
  },
  {
    id: 'value-whitfield-total',
    type: 'value',
    question: 'how much has donor_whitfield given in total? sum of their donation_made',
    expect: measure(() => ({ names: [DON], user: 'donor_whitfield' }), 'sum'),
  },
  {
    id: 'value-grant-payout',
    type: 'value',
    low: true,
    question: 'sum of grant_payout amounts this year',
    expect: low,
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), O.byName, { n: 5 }),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: 'what was the most common event yesterday?',
    expect: ranked((now) => ({ range: R.yesterday(now) }), O.byName, { n: 1 }),
  },
  {
    id: 'top-events-least-2',
    type: 'top-events',
    question: 'Which 2 events are the least common over the last 60 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 60) }), O.byName, {
      n: 2,
      ascending: true,
      needAll: 12,
    }),
  },
  {
    id: 'top-events-drkim',
    type: 'top-events',
    question: 'what are the 3 most frequent events for staff_drkim',
    expect: ranked(() => ({ user: 'staff_drkim' }), O.byName, { n: 3 }),
  },
  {
    id: 'top-events-alltime',
    type: 'top-events',
    question: 'most common events?',
    expect: ranked(() => ({}), O.byName, { n: 5 }),
  },
  {
    id: 'top-events-last-week-2',
    type: 'top-events',
    question: 'what were the top 2 event types by volume last week',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), O.byName, { n: 2 }),
  },
  {
    id: 'top-events-rarest',
    type: 'top-events',
    question: 'which event do we see the least, all time?',
    expect: ranked(() => ({}), O.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-between',
    type: 'top-events',
    question: (now) => `top 4 events from ${longDay(daysAgo(now, 35))} to ${longDay(daysAgo(now, 31))}`,
    expect: ranked((now) => ({ range: R.between(daysAgo(now, 35), daysAgo(now, 31)) }), O.byName, { n: 4 }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-alltime',
    type: 'top-users',
    question: "Top 3 most active users. curious whether it's staff or volunteers",
    expect: ranked(() => ({}), O.byUser, { n: 3 }),
  },
  {
    id: 'top-users-donors',
    type: 'top-users',
    question: 'top 3 users by donation_made value',
    expect: ranked(() => ({ names: [DON] }), O.byUser, { n: 3, by: O.value }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our top 3 spenders in the past 3 months?',
    expect: ranked((now) => ({ range: R.lastMonths(now, 3), names: MONEY }), O.byUser, {
      n: 3,
      by: O.value,
      confidence: 'not-high',
    }),
  },
  {
    id: 'top-users-walker-last-month',
    type: 'top-users',
    question: 'who logged the most dog-walk-logged last month',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: [WALK] }), O.byUser, { n: 1 }),
  },
  {
    id: 'top-users-2-month',
    type: 'top-users',
    question: 'top 2 users by number of events in the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), O.byUser, { n: 2 }),
  },
  {
    id: 'top-users-viewers',
    type: 'top-users',
    question:
      'which 3 users have the highest total animal_viewed value (seconds on profiles) in the past 2 weeks?',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 2), names: [V] }), O.byUser, { n: 3, by: O.value }),
  },
  {
    id: 'top-users-vet-3d',
    type: 'top-users',
    question: 'who did the most VetCheckCompleted over the last 3 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 3), names: [VET] }), O.byUser, { n: 1 }),
  },
  {
    id: 'top-users-shift-hours',
    type: 'top-users',
    question:
      'Which volunteer has the highest total Volunteer Shift Booked value (hours) since the start of the data?',
    expect: ranked(() => ({ names: [SHIFT] }), O.byUser, { n: 1, by: O.value }),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-ramirez-count',
    type: 'user',
    question: 'vol_ramirez is up for volunteer of the month — how many events do they have?',
    expect: count(() => ({ user: 'vol_ramirez' })),
  },
  {
    id: 'user-drkim-seen',
    type: 'user',
    question: 'When was staff_drkim first seen, and when last seen?',
    expect: seen('staff_drkim', 'both'),
  },
  {
    id: 'user-0042-event-names',
    type: 'user',
    question: 'which event names has adopter_0042 used',
    expect: (events) => {
      const evs = select(events, { user: 'adopter_0042' });
      return {
        names: [...new Set(evs.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-0042-recent',
    type: 'user',
    question: 'show me the 3 most recent events of adopter_0042',
    expect: (events) => {
      const evs = select(events, { user: 'adopter_0042' });
      return {
        names: O.newestFirst(evs).slice(0, 3).map(O.byName),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-okafor-last',
    type: 'user',
    question: "when was vol_okafor last seen? haven't heard from them in a while",
    expect: seen('vol_okafor', 'last'),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'how many events does adopter_9999 have',
    expect: low,
  },
  {
    id: 'user-newkirk-7d',
    type: 'user',
    question: 'adopter_newkirk: number of events in the last 7 days',
    expect: count((now) => ({ range: R.lastDays(now, 7), user: 'adopter_newkirk' })),
  },
  {
    id: 'user-newkirk-first',
    type: 'user',
    question: 'first seen date for adopter_newkirk?',
    expect: seen('adopter_newkirk', 'first'),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-daily-7d',
    type: 'breakdown',
    question: 'events per day for the last 7 days pls',
    expect: breakdown((now) => ({ range: R.lastDays(now, 7) }), O.byDay),
  },
  {
    id: 'breakdown-walk-weekday',
    type: 'breakdown',
    question: 'busiest day of the week for dog-walk-logged? want to schedule more leashes',
    expect: ranked(() => ({ names: [WALK] }), O.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-views-weekly',
    type: 'breakdown',
    question: 'weekly animal_viewed counts over the last 4 weeks',
    expect: breakdown((now) => ({ range: R.lastWeeks(now, 4), names: [V] }), O.byWeek),
  },
  {
    id: 'breakdown-monthly-since',
    type: 'breakdown',
    question: (now) => `monthly event totals since ${dayMonthYear(O.monthStart(+now, -3))}`,
    expect: breakdown((now) => ({ range: R.since(O.monthStart(now, -3), now) }), O.byMonth),
  },
  {
    id: 'breakdown-views-hour',
    type: 'breakdown',
    question: 'what hour of the day do people view animals (animal_viewed) most?',
    expect: ranked(() => ({ names: [V] }), O.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-intake-peak-day',
    type: 'breakdown',
    question: 'which date had the most intake.stray events?',
    expect: ranked(() => ({ names: [INTAKE] }), O.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-weekday-4w',
    type: 'breakdown',
    question: 'busiest weekday in the last 4 weeks, all events',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 4) }), O.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-donations-monthly',
    type: 'breakdown',
    question: (now) => `donation_made value by month, since ${iso(O.monthStart(+now, -2))}`,
    expect: breakdown((now) => ({ range: R.since(O.monthStart(now, -2), now), names: [DON] }), O.byMonth, {
      by: O.value,
    }),
  },
  {
    id: 'breakdown-busiest-week',
    type: 'breakdown',
    question: 'Which week was busiest in the last 3 months? total events',
    expect: ranked((now) => ({ range: R.lastMonths(now, 3) }), O.byWeek, { n: 1 }),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-7d',
    type: 'compare',
    question: 'events in the last 7 days vs the 7 days before that',
    expect: compare(
      (now) => ({ range: { from: now - 14 * DAY, to: now - 7 * DAY } }),
      (now) => ({ range: R.lastDays(now, 7) }),
    ),
  },
  {
    id: 'compare-views-months',
    type: 'compare',
    question: (now) =>
      `compare animal_viewed in ${monthYear(O.monthStart(+now, -2))} with ${monthYear(O.monthStart(+now, -1))}`,
    expect: compare(
      (now) => ({ range: R.month(O.monthStart(now, -2)), names: [V] }),
      (now) => ({ range: R.month(O.monthStart(now, -1)), names: [V] }),
    ),
  },
  {
    id: 'compare-adoptions-growing',
    type: 'compare',
    question: 'is adoption.completed value (the fees) growing? last 8 weeks compared with the previous 8',
    expect: compare(
      (now) => ({ range: { from: now - 16 * WEEK, to: now - 8 * WEEK }, names: [ADOPT] }),
      (now) => ({ range: R.lastWeeks(now, 8), names: [ADOPT] }),
      O.sum,
    ),
  },
  {
    id: 'compare-donation-value-4w',
    type: 'compare',
    question: 'donation_made total value, past 4 weeks vs the 4 weeks before',
    expect: compare(
      (now) => ({ range: { from: now - 8 * WEEK, to: now - 4 * WEEK }, names: [DON] }),
      (now) => ({ range: R.lastWeeks(now, 4), names: [DON] }),
      O.sum,
    ),
  },
  {
    id: 'compare-walks-21d',
    type: 'compare',
    question: 'dog-walk-logged: last 21 days vs prior 21 days, up or down?',
    expect: compare(
      (now) => ({ range: { from: now - 42 * DAY, to: now - 21 * DAY }, names: [WALK] }),
      (now) => ({ range: R.lastDays(now, 21), names: [WALK] }),
    ),
  },
  {
    id: 'compare-users-30d',
    type: 'compare',
    question: 'active users over the last 30 days compared with the 30 days before',
    expect: compare(
      (now) => ({ range: { from: now - 60 * DAY, to: now - 30 * DAY } }),
      (now) => ({ range: R.lastDays(now, 30) }),
      (evs) => O.users(evs).size,
    ),
  },
  {
    id: 'compare-intake-incident-week',
    type: 'compare',
    question: (now) =>
      `intake.stray from ${iso(incidentDay(now) - 13 * DAY)} to ${iso(incidentDay(now) - 7 * DAY)} versus ${iso(incidentDay(now) - 6 * DAY)} to ${iso(incidentDay(now))}`,
    expect: compare(
      (now) => ({
        range: R.between(incidentDay(now) - 13 * DAY, incidentDay(now) - 7 * DAY),
        names: [INTAKE],
      }),
      (now) => ({ range: R.between(incidentDay(now) - 6 * DAY, incidentDay(now)), names: [INTAKE] }),
    ),
  },
  {
    id: 'compare-apps-60d',
    type: 'compare',
    question: 'Have AdoptionApplicationSubmitted numbers gone up? past 60 days vs the 60 days before',
    expect: compare(
      (now) => ({ range: { from: now - 120 * DAY, to: now - 60 * DAY }, names: [APP] }),
      (now) => ({ range: R.lastDays(now, 60), names: [APP] }),
    ),
  },
  {
    id: 'compare-vet-loose',
    type: 'compare',
    question: 'vet checks in the past 3 weeks vs the 3 weeks before?',
    expect: compare(
      (now) => ({ range: { from: now - 6 * WEEK, to: now - 3 * WEEK }, names: [VET] }),
      (now) => ({ range: R.lastWeeks(now, 3), names: [VET] }),
      (evs) => evs.length,
      'not-high',
    ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-views-all',
    type: 'share',
    question: 'what percentage of all events are animal_viewed? feels like browsing is most of the traffic',
    expect: eventShare(() => ALL, [V]),
  },
  {
    id: 'share-walks-last-month',
    type: 'share',
    question: "share of last month's events that were dog-walk-logged",
    expect: eventShare((now) => R.lastMonth(now), [WALK]),
  },
  {
    id: 'share-donors-30d',
    type: 'share',
    question: 'what % of active users in the last 30 days made a donation_made?',
    expect: userShare((now) => R.lastDays(now, 30), [DON]),
  },
  {
    id: 'share-adopters-all',
    type: 'share',
    question: 'percent of users who have an adoption.completed event, overall',
    expect: userShare(() => ALL, [ADOPT]),
  },
  {
    id: 'share-vet-7d',
    type: 'share',
    question: "What fraction of the past week's activity was VetCheckCompleted? as a percentage pls",
    expect: eventShare((now) => R.lastDays(now, 7), [VET]),
  },
  {
    id: 'share-intake-month',
    type: 'share',
    question: (now) => `In ${monthName(O.monthStart(+now, -1))}, what share of events were intake.stray?`,
    expect: eventShare((now) => R.month(O.monthStart(now, -1)), [INTAKE]),
  },
  {
    id: 'share-applicants-3m',
    type: 'share',
    question: 'percentage of active users in the last 3 months who submitted an AdoptionApplicationSubmitted',
    expect: userShare((now) => R.lastMonths(now, 3), [APP]),
  },
  {
    id: 'share-walkers-loose',
    type: 'share',
    question: 'what percent of users walked dogs in the last 30 days?',
    expect: userShare((now) => R.lastDays(now, 30), [WALK], 'not-high'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-app-adopt',
    type: 'conversion',
    question: 'of the users who did AdoptionApplicationSubmitted, how many went on to adoption.completed?',
    expect: conversion(() => ALL, APP, ADOPT),
  },
  {
    id: 'conv-approved-mg-3m',
    type: 'conversion',
    question: 'conversion from application.approved to meet-and-greet over the past 3 months',
    expect: conversion((now) => R.lastMonths(now, 3), APPROVED, MG),
  },
  {
    id: 'conv-mg-adopt-60d',
    type: 'conversion',
    question: 'last 60 days: what % of users with a meet-and-greet then had an adoption.completed?',
    expect: conversion((now) => R.lastDays(now, 60), MG, ADOPT),
  },
  {
    id: 'conv-acct-donation',
    type: 'conversion',
    question: 'account_created -> donation_made conversion rate, all time',
    expect: conversion(() => ALL, ACCT, DON),
  },
  {
    id: 'conv-view-app-30d',
    type: 'conversion',
    question:
      'Of users who had animal_viewed in the last 30 days, how many later did AdoptionApplicationSubmitted?',
    expect: conversion((now) => R.lastDays(now, 30), V, APP),
  },
  {
    id: 'conv-app-approved-since',
    type: 'conversion',
    question: (now) =>
      `since ${longDay(daysAgo(now, 75))}, how many applicants (AdoptionApplicationSubmitted) reached application.approved afterwards, and what percentage is that`,
    expect: conversion((now) => R.since(daysAgo(now, 75), now), APP, APPROVED),
  },
  {
    id: 'conv-acct-app-lastmonth',
    type: 'conversion',
    question: 'last month, account_created to AdoptionApplicationSubmitted conversion?',
    expect: conversion((now) => R.lastMonth(now), ACCT, APP),
  },
  {
    id: 'conv-loose-applied-adopted',
    type: 'conversion',
    question: 'of people who applied, how many ended up adopting?',
    expect: conversion(() => ALL, APP, ADOPT, 'not-high'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'how many users were active last month but not this month?',
    expect: churn(
      (now) => R.lastMonth(now),
      (now) => R.thisMonth(now),
    ),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'new users in the last 7 days? asking because the adoption drive flyers went out',
    expect: fresh((now) => R.lastDays(now, 7)),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `users who were active in ${monthYear(O.monthStart(+now, -2))} and had no activity in ${monthYear(O.monthStart(+now, -1))} — how many?`,
    expect: churn(
      (now) => R.month(O.monthStart(now, -2)),
      (now) => R.month(O.monthStart(now, -1)),
    ),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'How many brand new users did we get over the past 30 days (first ever event)?',
    expect: fresh((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `count the users active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))} who have done nothing since ${iso(daysAgo(now, 60))}`,
    expect: churn(
      (now) => R.between(daysAgo(now, 90), daysAgo(now, 61)),
      (now) => R.since(daysAgo(now, 60), now),
    ),
  },
  {
    id: 'churn-new-last-week',
    type: 'churn',
    question: 'number of new users last week',
    expect: fresh((now) => R.lastWeek(now)),
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'users active in the week before last week but not last week — count?',
    expect: churn(
      (now) => ({ from: O.weekStart(now) - 2 * WEEK, to: O.weekStart(now) - WEEK }),
      (now) => R.lastWeek(now),
    ),
  },
  {
    id: 'churn-new-month',
    type: 'churn',
    question: (now) => `new users in ${monthName(O.monthStart(+now, -1))}`,
    expect: fresh((now) => R.month(O.monthStart(now, -1))),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-last-adoption',
    type: 'recency',
    question: 'when was the last adoption.completed? the front desk wants to ring the bell',
    expect: lastOne(() => ({ names: [ADOPT] })),
  },
  {
    id: 'recency-foster-30d',
    type: 'recency',
    question: 'did anyone do a Foster Placement Started in the last 30 days?',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: [FOSTER] })),
  },
  {
    id: 'recency-last-donation',
    type: 'recency',
    question: 'last time someone made a donation_made?',
    expect: lastOne(() => ({ names: [DON] })),
  },
  {
    id: 'recency-microchip',
    type: 'recency',
    low: true,
    question: 'has anyone ever logged microchip_implanted?',
    expect: low,
  },
  {
    id: 'recency-last-intake',
    type: 'recency',
    question: 'When was the most recent intake.stray recorded',
    expect: lastOne(() => ({ names: [INTAKE] })),
  },
  {
    id: 'recency-last-mg',
    type: 'recency',
    question: 'latest meet-and-greet — when was it?',
    expect: lastOne(() => ({ names: [MG] })),
  },
  {
    id: 'recency-okafor-walk',
    type: 'recency',
    question: 'when did vol_okafor last do a dog-walk-logged',
    expect: lastOne(() => ({ names: [WALK], user: 'vol_okafor' })),
  },
  {
    id: 'recency-newkirk-app',
    type: 'recency',
    question: 'has adopter_newkirk submitted an AdoptionApplicationSubmitted yet? when?',
    expect: lastOne(() => ({ names: [APP], user: 'adopter_newkirk' })),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event names exist?',
    expect: (events) => ({
      names: ALL_NAMES,
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there in totall',
    expect: (events) => ({ numbers: [O.users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'How many events are stored overall?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event types do we track?',
    expect: (events) => ({
      numbers: [new Set(events.map(O.byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-users-and-events',
    type: 'catalogue',
    question: 'quick one: how many users and how many events do we have',
    expect: (events) => ({
      numbers: [O.users(events).size, events.length],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-kinds',
    type: 'catalogue',
    question: 'what kinds of events does the kennel system record? list them',
    expect: (events) => ({
      names: [...new Set(events.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-size',
    type: 'catalogue',
    question: 'give me the size of the dataset — users, events, number of event names',
    expect: (events) => ({
      numbers: [O.users(events).size, events.length, new Set(events.map(O.byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-list-all',
    type: 'catalogue',
    question: 'List all the event names in the account, plz',
    expect: (events) => ({
      names: [...new Set(events.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ---------------------------------------------------------------- other
  { id: 'other-breed', type: 'other', question: 'which dog breed gets adopted fastest?', expect: low },
  {
    id: 'other-weather',
    type: 'other',
    question: 'do rainy days reduce the number of dog walks?',
    expect: low,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many adoptions we will have next month',
    expect: low,
  },
  { id: 'other-phone', type: 'other', question: 'what is the phone number of adopter_0042?', expect: low },
  {
    id: 'other-cats-dogs',
    type: 'other',
    question: 'how many cats versus dogs are in the kennels right now?',
    expect: low,
  },
  { id: 'other-salary', type: 'other', question: 'what do we pay staff_drkim per hour', expect: low },
  { id: 'other-email', type: 'other', question: 'send a thank-you email to all our donors', expect: low },
  {
    id: 'other-capacity',
    type: 'other',
    question: 'how many empty kennels do we have tonight?',
    expect: low,
  },
  {
    id: 'other-why',
    type: 'other',
    question: 'why are people returning adopted animals? what are the reasons',
    expect: low,
  },
];
