/* eslint-disable @typescript-eslint/no-unused-vars -- the round is kept as its author wrote it */
// Blind round "dental": questions a dental practice's staff would ask about its usage events.
// Every expectation is computed from the events with the reference oracle (never typed in).
import * as o from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, HOUR, ranges: R, select, users, sum, min, max, percent, tally, rank, round } = o;

export const cases = [];
const add = (id, type, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

// ---- date helpers (all dates in questions are derived from now) ---------------------------
const N = (now) => +now;
const today = (now) => o.dayStart(N(now));
const daysAgo = (now, n) => today(now) - n * DAY;
const iso = (t) => o.isoDay(t);
const ordinal = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const dmy = (t) =>
  `${new Date(t).getUTCDate()} ${o.MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const hm = (t) => new Date(t).toISOString().slice(11, 16);
// the most recent day with the given ISO weekday index (0 = Monday) that lies at least `atLeast` days back
function lastWeekday(now, wd, atLeast = 1) {
  for (let n = atLeast; ; n++) {
    const t = daysAgo(now, n);
    if ((new Date(t).getUTCDay() + 6) % 7 === wd) return t;
  }
}
// the practice's snow day: the Thursday 23–29 days before today (as the story in data.mjs has it)
const snowDay = (now) => lastWeekday(now, 3, 23);

// ---- expectation helpers ---------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const hi = (x) => ({ confidence: 'high', ...x });
const nh = (x) => ({ confidence: 'not-high', ...x });
// a count of events; nothing matched → low with 0 data points
const countExp = (evs, conf = 'high') =>
  evs.length ? { confidence: conf, numbers: [evs.length], dataPoints: evs.length } : LOW;
const money = (x) => round(x, 2);
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return money(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
}
// ranked list → expectation with names and figures; tie at the cut detected separately
const listExp = (list, dp, conf = 'high', fig = (x) => x) => ({
  confidence: conf,
  names: list.map(([k]) => k),
  numbers: list.map(([, v]) => fig(v)),
  dataPoints: dp,
});
const tieAt = (map, n, ascending = false) => {
  const all = rank(map, { ascending });
  return all.length > n && all[n - 1][1] === all[n][1];
};
// attach a tie-at-cut check to an expectation function
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });
const firstLast = (evs) => {
  const s = [...evs].sort((a, b) => o.time(a) - o.time(b));
  return [o.time(s[0]), o.time(s[s.length - 1])];
};

// =====================================================================================
// count
// =====================================================================================
add(
  'count-booked-last-week',
  'count',
  'how many appointment_booked events did we get last week?',
  (ev, now) => countExp(select(ev, { range: R.lastWeek(N(now)), names: ['appointment_booked'] })),
);

add('count-booked-today', 'count', 'Front desk here — how many appointment_booked so far today?', (ev, now) =>
  countExp(select(ev, { range: R.today(N(now)), names: ['appointment_booked'] })),
);

add(
  'count-checkin-on-tuesday',
  'count',
  (now) => `How many KioskCheckIn events were there on ${iso(lastWeekday(now, 1, 2))}?`,
  (ev, now) => countExp(select(ev, { range: R.on(lastWeekday(now, 1, 2)), names: ['KioskCheckIn'] })),
);

add(
  'count-treatments-on-monday',
  'count',
  (now) => `Treatment Recorded on ${shortDay(lastWeekday(now, 0, 2))}?`,
  (ev, now) => countExp(select(ev, { range: R.on(lastWeekday(now, 0, 2)), names: ['Treatment Recorded'] })),
);

add(
  'count-cancelled-between',
  'count',
  (now) =>
    `count of appointment.cancelled between ${shortDay(daysAgo(now, 35))} and ${shortDay(daysAgo(now, 18))} please`,
  (ev, now) =>
    countExp(
      select(ev, { range: R.between(daysAgo(now, 35), daysAgo(now, 18)), names: ['appointment.cancelled'] }),
    ),
);

add(
  'count-xray-last-3-days',
  'count',
  'xray-uploaded count for the last 3 days? radiology asked if the sensor is still being used',
  (ev, now) => countExp(select(ev, { range: R.lastDays(N(now), 3), names: ['xray-uploaded'] })),
);

add(
  'count-treatments-tanaka-since',
  'count',
  (now) => `How many Treatment Recorded events has hyg_tanaka logged since ${longDay(daysAgo(now, 30))}?`,
  (ev, now) =>
    countExp(
      select(ev, {
        range: R.since(daysAgo(now, 30), N(now)),
        names: ['Treatment Recorded'],
        user: 'hyg_tanaka',
      }),
    ),
);

add(
  'count-claims-named-month',
  'count',
  (now) => `number of insurance.claim.submitted in ${monthName(o.monthStart(N(now), -1))}`,
  (ev, now) =>
    countExp(
      select(ev, {
        range: R.month(o.pastMonth(N(now), new Date(o.monthStart(N(now), -1)).getUTCMonth())),
        names: ['insurance.claim.submitted'],
      }),
    ),
);

add(
  'count-bills-before',
  'count',
  (now) => `how many bill_paid events happened before ${dmy(daysAgo(now, 100))}?`,
  (ev, now) => countExp(select(ev, { range: R.before(daysAgo(now, 100)), names: ['bill_paid'] })),
);

add(
  'count-events-last-6-hours',
  'count',
  'total number of events in the past 6 hours, the dashbaord looks empty to me',
  (ev, now) => countExp(select(ev, { range: R.lastHours(N(now), 6) })),
);

add('count-booked-this-month', 'count', 'How many appointment_booked this month so far?', (ev, now) =>
  countExp(select(ev, { range: R.thisMonth(N(now)), names: ['appointment_booked'] })),
);

add('count-booked-this-year', 'count', 'appointment_booked events this year — total?', (ev, now) =>
  countExp(select(ev, { range: R.thisYear(N(now)), names: ['appointment_booked'] })),
);

add(
  'count-cancellations-loose',
  'count',
  'how many cancellations did we have last month? feels like a lot',
  (ev, now) =>
    countExp(select(ev, { range: R.lastMonth(N(now)), names: ['appointment.cancelled'] }), 'not-high'),
);

add('count-checkins-loose', 'count', 'number of patient check-ins in the last 14 days', (ev, now) =>
  countExp(select(ev, { range: R.lastDays(N(now), 14), names: ['KioskCheckIn'] }), 'not-high'),
);

add(
  'count-refunds-unknown',
  'count',
  'How many refund_issued events were there last month?',
  (ev, now) => countExp(select(ev, { range: R.lastMonth(N(now)), names: ['refund_issued'] })),
  { low: true },
);

add(
  'count-checkin-sunday',
  'count',
  (now) => `how many KioskCheckIn on ${longDay(lastWeekday(now, 6, 1))}? someone said the kiosk was on`,
  (ev, now) => countExp(select(ev, { range: R.on(lastWeekday(now, 6, 1)), names: ['KioskCheckIn'] })),
  { low: true },
);

add(
  'count-checkin-snow-day',
  'count',
  (now) => `KioskCheckIn count on ${iso(snowDay(now))} (the snow day)`,
  (ev, now) => countExp(select(ev, { range: R.on(snowDay(now)), names: ['KioskCheckIn'] })),
  { low: true },
);

// =====================================================================================
// users
// =====================================================================================
const usersExp = (evs, conf = 'high') =>
  evs.length ? { confidence: conf, numbers: [users(evs).size], dataPoints: evs.length } : LOW;

add(
  'users-checkin-last-month',
  'users',
  'How many distinct users had a KioskCheckIn last month?',
  (ev, now) => usersExp(select(ev, { range: R.lastMonth(N(now)), names: ['KioskCheckIn'] })),
);

add('users-active-7d', 'users', 'active users in the past week?', (ev, now) =>
  usersExp(select(ev, { range: R.lastDays(N(now), 7) })),
);

add(
  'users-reviewers-30d',
  'users',
  'how many diffrent people did Review Posted in the last 30 days',
  (ev, now) => usersExp(select(ev, { range: R.lastDays(N(now), 30), names: ['Review Posted'] })),
);

add(
  'users-booked-since',
  'users',
  (now) => `unique users with appointment_booked since ${shortDay(daysAgo(now, 21))}`,
  (ev, now) =>
    usersExp(select(ev, { range: R.since(daysAgo(now, 21), N(now)), names: ['appointment_booked'] })),
);

add(
  'users-treating-staff-loose',
  'users',
  (now) => `How many staff members recorded treatments in ${monthYear(o.monthStart(N(now), -2))}?`,
  (ev, now) =>
    usersExp(
      select(ev, { range: R.month(o.monthStart(N(now), -2)), names: ['Treatment Recorded'] }),
      'not-high',
    ),
);

add(
  'users-billpaid-last-week',
  'users',
  'for finance: how many unique users triggered bill_paid last week?',
  (ev, now) => usersExp(select(ev, { range: R.lastWeek(N(now)), names: ['bill_paid'] })),
);

add('users-active-yesterday', 'users', 'quick q - how many users were active yesterday?', (ev, now) =>
  usersExp(select(ev, { range: R.yesterday(N(now)) })),
);

add('users-active-24h', 'users', 'How many distinct users in the past 24 hours?', (ev, now) =>
  usersExp(select(ev, { range: R.lastHours(N(now), 24) })),
);

add(
  'users-registered-between',
  'users',
  (now) =>
    `Number of unique users with patient.registered from ${iso(daysAgo(now, 60))} to ${iso(daysAgo(now, 10))}`,
  (ev, now) =>
    usersExp(
      select(ev, { range: R.between(daysAgo(now, 60), daysAgo(now, 10)), names: ['patient.registered'] }),
    ),
);

add('users-paid-bill-loose', 'users', 'how many patients paid a bill in the last 3 months?', (ev, now) =>
  usersExp(select(ev, { range: R.lastMonths(N(now), 3), names: ['bill_paid'] }), 'not-high'),
);

add(
  'users-booked-this-week',
  'users',
  'how many unique customers did appointment_booked this week',
  (ev, now) => usersExp(select(ev, { range: R.thisWeek(N(now)), names: ['appointment_booked'] })),
);

// =====================================================================================
// value
// =====================================================================================
const valExp = (evs, f, conf = 'high') =>
  evs.length ? { confidence: conf, numbers: [money(f(evs))], dataPoints: evs.length } : LOW;

add(
  'value-treatment-sum-last-month',
  'value',
  'Total Treatment Recorded value last month (fees, in $)?',
  (ev, now) => valExp(select(ev, { range: R.lastMonth(N(now)), names: ['Treatment Recorded'] }), sum),
);

add(
  'value-bill-avg-30d',
  'value',
  'what was the average bill_paid amount over the last 30 days?',
  (ev, now) =>
    valExp(
      select(ev, { range: R.lastDays(N(now), 30), names: ['bill_paid'] }),
      (evs) => sum(evs) / evs.length,
    ),
);

add('value-bill-max', 'value', 'largest single bill_paid ever? curious how big they get', (ev) =>
  valExp(select(ev, { names: ['bill_paid'] }), max),
);

add(
  'value-treatment-min-month',
  'value',
  (now) => `Smallest Treatment Recorded fee in ${monthName(o.monthStart(N(now), -2))}`,
  (ev, now) =>
    valExp(
      select(ev, {
        range: R.month(o.pastMonth(N(now), new Date(o.monthStart(N(now), -2)).getUTCMonth())),
        names: ['Treatment Recorded'],
      }),
      min,
    ),
);

add(
  'value-claim-median-since',
  'value',
  (now) => `median claim amount for insurance.claim.submitted since ${longDay(daysAgo(now, 45))}`,
  (ev, now) =>
    valExp(
      select(ev, { range: R.since(daysAgo(now, 45), N(now)), names: ['insurance.claim.submitted'] }),
      median,
    ),
);

add(
  'value-review-avg-60d',
  'value',
  'average Review Posted value in the last 60 days? (it is the star rating)',
  (ev, now) =>
    valExp(
      select(ev, { range: R.lastDays(N(now), 60), names: ['Review Posted'] }),
      (evs) => sum(evs) / evs.length,
    ),
);

add('value-patients-paid-loose', 'value', 'how much money did patients pay us last week', (ev, now) =>
  valExp(select(ev, { range: R.lastWeek(N(now)), names: ['bill_paid'] }), sum, 'not-high'),
);

add('value-revenue-30d', 'value', 'whats our revenue from patient payments for the last 30 days', (ev, now) =>
  valExp(select(ev, { range: R.lastDays(N(now), 30), names: ['bill_paid'] }), sum, 'not-high'),
);

add('value-approved-sum-2w', 'value', 'sum of ClaimApproved amounts in the past 2 weeks', (ev, now) =>
  valExp(select(ev, { range: R.lastWeeks(N(now), 2), names: ['ClaimApproved'] }), sum),
);

add(
  'value-denied-total-month',
  'value',
  (now) =>
    `Total claim-denied value in ${monthYear(o.monthStart(N(now), -1))}. Need it for the insurer meeting`,
  (ev, now) => valExp(select(ev, { range: R.month(o.monthStart(N(now), -1)), names: ['claim-denied'] }), sum),
);

add('value-bill-median-loose', 'value', 'typical (median) patient payment size, all time?', (ev) =>
  valExp(select(ev, { names: ['bill_paid'] }), median, 'not-high'),
);

add(
  'value-refund-unknown',
  'value',
  'total refund_processed amount this year',
  (ev, now) => valExp(select(ev, { range: R.thisYear(N(now)), names: ['refund_processed'] }), sum),
  { low: true },
);

// =====================================================================================
// top-events
// =====================================================================================
// top n event names in a selection (descending unless ascending)
function topNames(n, sel, { ascending = false, conf = 'high' } = {}) {
  const fn = (ev, now) => {
    const evs = sel(ev, now);
    return listExp(rank(tally(evs, o.byName), { n, ascending }), evs.length, conf);
  };
  return withTie(fn, (ev, now) => tieAt(tally(sel(ev, now), o.byName), n, ascending));
}

add(
  'top-events-5-30d',
  'top-events',
  'top 5 events over the last 30 days',
  topNames(5, (ev, now) => select(ev, { range: R.lastDays(N(now), 30) })),
);

add(
  'top-events-most-common-ever',
  'top-events',
  'Which event do we log the most, all time?',
  topNames(1, (ev) => ev),
);

add(
  'top-events-bottom-3-60d',
  'top-events',
  'least common 3 event types in the past 60 days — want to see what barely happens',
  topNames(3, (ev, now) => select(ev, { range: R.lastDays(N(now), 60) }), { ascending: true }),
);

add(
  'top-events-3-named-month',
  'top-events',
  (now) => `top 3 event names in ${monthYear(o.monthStart(N(now), -2))}?`,
  topNames(3, (ev, now) => select(ev, { range: R.month(o.monthStart(N(now), -2)) })),
);

add(
  'top-events-4-between',
  'top-events',
  (now) => `Which 4 actions happened most from ${longDay(daysAgo(now, 40))} to ${longDay(daysAgo(now, 26))}?`,
  topNames(4, (ev, now) => select(ev, { range: R.between(daysAgo(now, 40), daysAgo(now, 26)) })),
);

add(
  'top-events-list-last-week',
  'top-events',
  'what were the most frequent events last week? give me a list',
  topNames(5, (ev, now) => select(ev, { range: R.lastWeek(N(now)) })),
);

add(
  'top-events-dds-okafor',
  'top-events',
  'most common events for dds_okafor, ranked (top 2)',
  topNames(2, (ev) => select(ev, { user: 'dds_okafor' })),
);

add(
  'top-events-since',
  'top-events',
  (now) => `top five event types since ${iso(daysAgo(now, 14))}, counts pls`,
  topNames(5, (ev, now) => select(ev, { range: R.since(daysAgo(now, 14), N(now)) })),
);

// =====================================================================================
// top-users
// =====================================================================================
function topUsers(n, sel, { byValue = false, conf = 'high' } = {}) {
  const measure = byValue ? o.value : undefined;
  const fn = (ev, now) => {
    const evs = sel(ev, now);
    return listExp(rank(tally(evs, o.byUser, measure), { n }), evs.length, conf, byValue ? money : (x) => x);
  };
  return withTie(fn, (ev, now) => tieAt(tally(sel(ev, now), o.byUser, measure), n));
}

add(
  'top-users-3-30d',
  'top-users',
  'who were the 3 most active users in the last 30 days?',
  topUsers(3, (ev, now) => select(ev, { range: R.lastDays(N(now), 30) })),
);

add(
  'top-users-spenders-loose',
  'top-users',
  'our top 2 spenders?',
  topUsers(2, (ev) => select(ev, { names: ['bill_paid'] }), { byValue: true, conf: 'not-high' }),
);

add(
  'top-users-bill-3m',
  'top-users',
  'Top 3 users by total bill_paid amount in the last 3 months',
  topUsers(3, (ev, now) => select(ev, { range: R.lastMonths(N(now), 3), names: ['bill_paid'] }), {
    byValue: true,
  }),
);

add(
  'top-users-treatments-last-month',
  'top-users',
  'who logged the most Treatment Recorded events last month? top 2',
  topUsers(2, (ev, now) => select(ev, { range: R.lastMonth(N(now)), names: ['Treatment Recorded'] })),
);

add(
  'top-users-most-active-ever',
  'top-users',
  'single most active user overall?',
  topUsers(1, (ev) => ev),
);

add(
  'top-users-claims-submitters',
  'top-users',
  'Rank the top 4 users for insurance.claim.submitted — office manager wants to see who carries the claims work',
  topUsers(4, (ev) => select(ev, { names: ['insurance.claim.submitted'] })),
);

add(
  'top-users-treatment-value-since',
  'top-users',
  (now) => `top 3 users by summed Treatment Recorded value since ${shortDay(daysAgo(now, 60))}`,
  topUsers(
    3,
    (ev, now) => select(ev, { range: R.since(daysAgo(now, 60), N(now)), names: ['Treatment Recorded'] }),
    { byValue: true },
  ),
);

add(
  'top-users-xray-60d',
  'top-users',
  'top 2 users by xray-uploaded in the last 60 days',
  topUsers(2, (ev, now) => select(ev, { range: R.lastDays(N(now), 60), names: ['xray-uploaded'] })),
);

// =====================================================================================
// user
// =====================================================================================
add('user-count-pat-0042', 'user', 'How many events does pat_0042 have?', (ev) =>
  countExp(select(ev, { user: 'pat_0042' })),
);

add(
  'user-first-last-churner',
  'user',
  'when did pat_0213 first show up, and when were they last seen?',
  (ev) => {
    const evs = select(ev, { user: 'pat_0213' });
    const [a, b] = firstLast(evs);
    return hi({ names: [iso(a), hm(a), iso(b), hm(b)], dataPoints: evs.length });
  },
);

add('user-names-newcomer', 'user', 'what kinds of events has pat_0455 done? just the event names', (ev) => {
  const evs = select(ev, { user: 'pat_0455' });
  return hi({ names: [...new Set(evs.map(o.byName))].sort(), unordered: true, dataPoints: evs.length });
});

add('user-recent-3-pat-0101', 'user', 'show me the last 3 things pat_0101 did', (ev) => {
  const evs = select(ev, { user: 'pat_0101' });
  return hi({ names: o.newestFirst(evs).slice(0, 3).map(o.byName), dataPoints: evs.length });
});

add('user-okafor-7d', 'user', 'how many events did dds_okafor log in the last 7 days?', (ev, now) =>
  countExp(select(ev, { range: R.lastDays(N(now), 7), user: 'dds_okafor' })),
);

add('user-tanaka-first-seen', 'user', "hyg_tanaka's first seen date? she's the new hygienist", (ev) => {
  const evs = select(ev, { user: 'hyg_tanaka' });
  const [a] = firstLast(evs);
  return hi({ names: [iso(a), hm(a)], dataPoints: evs.length });
});

add('user-bot-last-week', 'user', 'bot_recall activity last week — how many events?', (ev, now) =>
  countExp(select(ev, { range: R.lastWeek(N(now)), user: 'bot_recall' })),
);

add('user-carla-last-seen', 'user', 'When was desk_carla last seen?', (ev) => {
  const evs = select(ev, { user: 'desk_carla' });
  const [, b] = firstLast(evs);
  return hi({ names: [iso(b), hm(b)], dataPoints: evs.length });
});

add('user-0042-paid', 'user', 'billing check: how much has pat_0042 paid in total (bill_paid)?', (ev) =>
  valExp(select(ev, { names: ['bill_paid'], user: 'pat_0042' }), sum),
);

add(
  'user-unknown-patient',
  'user',
  'how many events does pat_0999 have? they called about a billing issue',
  (ev) => countExp(select(ev, { user: 'pat_0999' })),
  { low: true },
);

add(
  'user-unknown-dentist',
  'user',
  'list everything dds_smith did last month',
  (ev, now) => countExp(select(ev, { range: R.lastMonth(N(now)), user: 'dds_smith' })),
  { low: true },
);

// =====================================================================================
// breakdown
// =====================================================================================
// the busiest bucket of a breakdown: its label and count
function busiest(key, sel, conf = 'high') {
  const fn = (ev, now) => {
    const evs = sel(ev, now);
    return listExp(rank(tally(evs, key), { n: 1 }), evs.length, conf);
  };
  return withTie(fn, (ev, now) => tieAt(tally(sel(ev, now), key), 1));
}
// a whole breakdown: every bucket with its count (listed chronologically, checked in any order)
function fullBreakdown(key, sel) {
  return (ev, now) => {
    const evs = sel(ev, now);
    const m = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return { ...listExp(m, evs.length), unordered: true };
  };
}

add(
  'breakdown-busiest-day-ever',
  'breakdown',
  'what was our busiest day ever, by number of events?',
  busiest(o.byDay, (ev) => ev),
);

add(
  'breakdown-checkin-weekday',
  'breakdown',
  'KioskCheckIn by day of week — which weekday is the busiest?',
  busiest(o.byWeekday, (ev) => select(ev, { names: ['KioskCheckIn'] })),
);

add(
  'breakdown-checkin-hour',
  'breakdown',
  'What hour of the day do most KioskCheckIn events happen? thinking about staffing the desk',
  busiest(o.byHour, (ev) => select(ev, { names: ['KioskCheckIn'] })),
);

add(
  'breakdown-booked-by-month',
  'breakdown',
  'break down appointment_booked by month',
  fullBreakdown(o.byMonth, (ev) => select(ev, { names: ['appointment_booked'] })),
);

add(
  'breakdown-cancel-week-6w',
  'breakdown',
  'weekly appointment.cancelled over the last 6 weeks: which week had the most?',
  busiest(o.byWeek, (ev, now) =>
    select(ev, { range: R.lastWeeks(N(now), 6), names: ['appointment.cancelled'] }),
  ),
);

add(
  'breakdown-cancel-day-2m',
  'breakdown',
  'Which single day had the most appointment.cancelled in the last 2 months?',
  busiest(o.byDay, (ev, now) =>
    select(ev, { range: R.lastMonths(N(now), 2), names: ['appointment.cancelled'] }),
  ),
);

add(
  'breakdown-busiest-hour-all',
  'breakdown',
  'busiest hour of day overall (UTC)?',
  busiest(o.byHour, (ev) => ev),
);

add(
  'breakdown-treatments-daily-7d',
  'breakdown',
  'daily Treatment Recorded counts for the last 7 days',
  fullBreakdown(o.byDay, (ev, now) =>
    select(ev, { range: R.lastDays(N(now), 7), names: ['Treatment Recorded'] }),
  ),
);

add(
  'breakdown-reminders-weekday-loose',
  'breakdown',
  'on which weekday does the bot send the most recall reminders?',
  busiest(o.byWeekday, (ev) => select(ev, { names: ['recall_reminder_sent'] }), 'not-high'),
);

// =====================================================================================
// compare
// =====================================================================================
const MEASURES = {
  count: (evs) => evs.length,
  sum: (evs) => money(sum(evs)),
  users: (evs) => users(evs).size,
};
// earlier period first; both values, the change and the percentage change
function compareExp(ev, earlier, later, { names, user, measure = 'count', conf = 'high' } = {}) {
  const a = select(ev, { range: earlier, names, user }),
    b = select(ev, { range: later, names, user });
  const c = o.change(MEASURES[measure](a), MEASURES[measure](b));
  return {
    confidence: conf,
    numbers: [c.earlier, c.later, money(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    dataPoints: a.length + b.length,
  };
}
const prevDays = (now, n) => ({ from: N(now) - 2 * n * DAY, to: N(now) - n * DAY });

add(
  'compare-booked-30d',
  'compare',
  'appointment_booked: last 30 days vs the previous 30 days? wondering if the new websit is helping',
  (ev, now) => compareExp(ev, prevDays(now, 30), R.lastDays(N(now), 30), { names: ['appointment_booked'] }),
);

add(
  'compare-checkin-30d',
  'compare',
  'KioskCheckIn in the last 30 days compared with the 30 days before — up or down?',
  (ev, now) => compareExp(ev, prevDays(now, 30), R.lastDays(N(now), 30), { names: ['KioskCheckIn'] }),
);

add(
  'compare-bill-sum-months',
  'compare',
  (now) =>
    `bill_paid amount in ${monthName(o.monthStart(N(now), -1))} compared to ${monthName(o.monthStart(N(now), -2))}`,
  (ev, now) =>
    compareExp(ev, R.month(o.monthStart(N(now), -2)), R.month(o.monthStart(N(now), -1)), {
      names: ['bill_paid'],
      measure: 'sum',
    }),
);

add(
  'compare-treatments-growing',
  'compare',
  'Is Treatment Recorded growing? last 4 weeks vs the 4 weeks before that',
  (ev, now) =>
    compareExp(ev, { from: N(now) - 8 * o.WEEK, to: N(now) - 4 * o.WEEK }, R.lastWeeks(N(now), 4), {
      names: ['Treatment Recorded'],
    }),
);

add('compare-active-users-14d', 'compare', 'active users, last 14 days vs the prior 14 days', (ev, now) =>
  compareExp(ev, prevDays(now, 14), R.lastDays(N(now), 14), { measure: 'users' }),
);

add(
  'compare-claims-named-months',
  'compare',
  (now) =>
    `insurance.claim.submitted count: ${monthYear(o.monthStart(N(now), -2))} vs ${monthYear(o.monthStart(N(now), -1))}`,
  (ev, now) =>
    compareExp(ev, R.month(o.monthStart(N(now), -2)), R.month(o.monthStart(N(now), -1)), {
      names: ['insurance.claim.submitted'],
    }),
);

add(
  'compare-approved-value-weeks',
  'compare',
  'ClaimApproved total value last week compared with the week before?',
  (ev, now) =>
    compareExp(
      ev,
      { from: R.lastWeek(N(now)).from - o.WEEK, to: R.lastWeek(N(now)).from },
      R.lastWeek(N(now)),
      { names: ['ClaimApproved'], measure: 'sum' },
    ),
);

add('compare-events-8w', 'compare', 'total events: past 8 weeks vs the 8 weeks before that', (ev, now) =>
  compareExp(ev, { from: N(now) - 16 * o.WEEK, to: N(now) - 8 * o.WEEK }, R.lastWeeks(N(now), 8)),
);

add(
  'compare-bookings-loose',
  'compare',
  'are online bookings up? last 6 weeks vs the 6 weeks before',
  (ev, now) =>
    compareExp(ev, { from: N(now) - 12 * o.WEEK, to: N(now) - 6 * o.WEEK }, R.lastWeeks(N(now), 6), {
      names: ['appointment_booked'],
      conf: 'not-high',
    }),
);

// =====================================================================================
// share
// =====================================================================================
function shareEvents(ev, range, names, conf = 'high') {
  const all = select(ev, { range });
  const part = all.filter((e) => names.includes(e.eventName));
  return { confidence: conf, percents: [percent(part.length, all.length)], dataPoints: all.length };
}
function shareUsers(ev, range, names, conf = 'high') {
  const all = select(ev, { range });
  const did = users(all.filter((e) => names.includes(e.eventName)));
  return { confidence: conf, percents: [percent(did.size, users(all).size)], dataPoints: all.length };
}

add('share-reminders-all', 'share', 'What percentage of all our events are recall_reminder_sent?', (ev) =>
  shareEvents(ev, R.all(), ['recall_reminder_sent']),
);

add(
  'share-treatments-30d',
  'share',
  'share of Treatment Recorded among all events in the last 30 days',
  (ev, now) => shareEvents(ev, R.lastDays(N(now), 30), ['Treatment Recorded']),
);

add(
  'share-users-booked-last-month',
  'share',
  'what % of active users last month did appointment_booked?',
  (ev, now) => shareUsers(ev, R.lastMonth(N(now)), ['appointment_booked']),
);

add(
  'share-bill-named-month',
  'share',
  (now) =>
    `Of all activity in ${monthYear(o.monthStart(N(now), -2))}, what fraction was bill_paid? as a percent`,
  (ev, now) => shareEvents(ev, R.month(o.monthStart(N(now), -2)), ['bill_paid']),
);

add(
  'share-users-reviewed-60d',
  'share',
  'What percentage of users posted a Review Posted in the last 60 days?',
  (ev, now) => shareUsers(ev, R.lastDays(N(now), 60), ['Review Posted']),
);

add('share-xray-last-week', 'share', 'how big a share of events were xray-uploaded last week', (ev, now) =>
  shareEvents(ev, R.lastWeek(N(now)), ['xray-uploaded']),
);

add(
  'share-users-checkin-7d',
  'share',
  'percent of the active users in the past 7 days that had a KioskCheckIn',
  (ev, now) => shareUsers(ev, R.lastDays(N(now), 7), ['KioskCheckIn']),
);

add('share-denied-loose', 'share', 'what share of all events are denied claims?', (ev) =>
  shareEvents(ev, R.all(), ['claim-denied'], 'not-high'),
);

// =====================================================================================
// conversion
// =====================================================================================
function convExp(ev, range, a, b, conf = 'high') {
  const c = o.conversion(ev, range, a, b);
  return {
    confidence: conf,
    numbers: [c.did, c.converted],
    percents: c.pct === null ? [] : [c.pct],
    dataPoints: select(ev, { range, names: [a, b] }).length,
  };
}

add(
  'conv-registered-booked-90d',
  'conversion',
  'Of the users who did patient.registered in the last 90 days, how many went on to appointment_booked?',
  (ev, now) => convExp(ev, R.lastDays(N(now), 90), 'patient.registered', 'appointment_booked'),
);

add(
  'conv-booked-checkin-30d',
  'conversion',
  'appointment_booked → KioskCheckIn conversion, last 30 days',
  (ev, now) => convExp(ev, R.lastDays(N(now), 30), 'appointment_booked', 'KioskCheckIn'),
);

add(
  'conv-checkin-bill-last-month',
  'conversion',
  'last month: of users with a KioskCheckIn, what % then did bill_paid?',
  (ev, now) => convExp(ev, R.lastMonth(N(now)), 'KioskCheckIn', 'bill_paid'),
);

add(
  'conv-booked-cancelled-since',
  'conversion',
  (now) =>
    `since ${longDay(daysAgo(now, 50))}, how many users who did appointment_booked later did appointment.cancelled?`,
  (ev, now) => convExp(ev, R.since(daysAgo(now, 50), N(now)), 'appointment_booked', 'appointment.cancelled'),
);

add(
  'conv-checkin-review-60d',
  'conversion',
  'KioskCheckIn to Review Posted conversion over the past 60 days — are we getting reviews after visits?',
  (ev, now) => convExp(ev, R.lastDays(N(now), 60), 'KioskCheckIn', 'Review Posted'),
);

add(
  'conv-registered-checkin-all',
  'conversion',
  'of everyone who did patient.registered, how many later had a KioskCheckIn, and what percent is that?',
  (ev) => convExp(ev, R.all(), 'patient.registered', 'KioskCheckIn'),
);

add(
  'conv-cancel-rebook-3m',
  'conversion',
  'in the last 3 months, of users who did appointment.cancelled how many did appointment_booked afterwards (rebooked)?',
  (ev, now) => convExp(ev, R.lastMonths(N(now), 3), 'appointment.cancelled', 'appointment_booked'),
);

add(
  'conv-signups-booked-loose',
  'conversion',
  'what share of new sign-ups went on to book an appointment?',
  (ev) => convExp(ev, R.all(), 'patient.registered', 'appointment_booked', 'not-high'),
);

// =====================================================================================
// churn
// =====================================================================================
const churnExp = (list) => hi({ numbers: [list.length] });

add(
  'churn-month-to-month',
  'churn',
  (now) =>
    `How many users were active in ${monthName(o.monthStart(N(now), -2))} but not in ${monthName(o.monthStart(N(now), -1))}?`,
  (ev, now) => churnExp(o.churned(ev, R.month(o.monthStart(N(now), -2)), R.month(o.monthStart(N(now), -1)))),
);

add('churn-new-users-30d', 'churn', 'new users in the last 30 days?', (ev, now) =>
  churnExp(o.newUsers(ev, R.lastDays(N(now), 30))),
);

add(
  'churn-between-not-since',
  'churn',
  (now) =>
    `users who were active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 60))} but have had nothing since ${iso(daysAgo(now, 30))} — how many?`,
  (ev, now) =>
    churnExp(o.churned(ev, R.between(daysAgo(now, 90), daysAgo(now, 60)), R.since(daysAgo(now, 30), N(now)))),
);

add(
  'churn-new-last-week',
  'churn',
  'how many brand new users showed up last week (first event ever)?',
  (ev, now) => churnExp(o.newUsers(ev, R.lastWeek(N(now)))),
);

add(
  'churn-early-gone-60d',
  'churn',
  (now) =>
    `How many users active from ${shortDay(daysAgo(now, 119))} to ${shortDay(daysAgo(now, 106))} have had no events in the last 60 days?`,
  (ev, now) =>
    churnExp(o.churned(ev, R.between(daysAgo(now, 119), daysAgo(now, 106)), R.lastDays(N(now), 60))),
);

add(
  'churn-new-named-month',
  'churn',
  (now) => `new users in ${monthName(o.monthStart(N(now), -1))}?`,
  (ev, now) => churnExp(o.newUsers(ev, R.month(o.monthStart(N(now), -1)))),
);

add(
  'churn-last-week-not-this',
  'churn',
  'users who were active last week but not this week - count?',
  (ev, now) => churnExp(o.churned(ev, R.lastWeek(N(now)), R.thisWeek(N(now)))),
);

add(
  'churn-new-since',
  'churn',
  (now) => `number of new users since ${dmy(daysAgo(now, 45))}`,
  (ev, now) => churnExp(o.newUsers(ev, R.since(daysAgo(now, 45), N(now)))),
);

// =====================================================================================
// recency
// =====================================================================================
// "when was the last X": the newest matching event, to the minute; all X events read
function lastExp(evs, conf = 'high') {
  if (!evs.length) return LOW;
  const [, b] = firstLast(evs);
  return { confidence: conf, names: [iso(b), hm(b)], dataPoints: evs.length };
}

add('recency-last-denied', 'recency', 'When was the last claim-denied?', (ev) =>
  lastExp(select(ev, { names: ['claim-denied'] })),
);

add(
  'recency-reviews-3d',
  'recency',
  'did anyone do a Review Posted in the last 3 days? how many?',
  (ev, now) => countExp(select(ev, { range: R.lastDays(N(now), 3), names: ['Review Posted'] })),
);

add('recency-last-registered', 'recency', 'when did someone last do patient.registered', (ev) =>
  lastExp(select(ev, { names: ['patient.registered'] })),
);

add(
  'recency-last-booked',
  'recency',
  'most recent appointment_booked — when was it? checking the booking widgit is still alive',
  (ev) => lastExp(select(ev, { names: ['appointment_booked'] })),
);

add(
  'recency-cancel-since',
  'recency',
  (now) => `Has anybody had an appointment.cancelled since ${longDay(daysAgo(now, 14))}? how many`,
  (ev, now) =>
    countExp(select(ev, { range: R.since(daysAgo(now, 14), N(now)), names: ['appointment.cancelled'] })),
);

add('recency-last-xray', 'recency', 'time of the most recent xray-uploaded?', (ev) =>
  lastExp(select(ev, { names: ['xray-uploaded'] })),
);

add('recency-bot-last-reminder', 'recency', 'When did bot_recall last send a recall_reminder_sent?', (ev) =>
  lastExp(select(ev, { names: ['recall_reminder_sent'], user: 'bot_recall' })),
);

add('recency-last-payment-loose', 'recency', 'when was the last time a patient paid their bill?', (ev) =>
  lastExp(select(ev, { names: ['bill_paid'] }), 'not-high'),
);

add(
  'recency-unknown-refund',
  'recency',
  'when was the last refund_processed event?',
  (ev) => lastExp(select(ev, { names: ['refund_processed'] })),
  { low: true },
);

// =====================================================================================
// catalogue
// =====================================================================================
const allNames = (ev) => [...new Set(ev.map(o.byName))].sort();

add('catalogue-event-names', 'catalogue', 'which event names exist in our data?', (ev) =>
  hi({ names: allNames(ev), unordered: true, dataPoints: ev.length }),
);

add('catalogue-user-total', 'catalogue', 'how many users are there in total?', (ev) =>
  hi({ numbers: [users(ev).size], dataPoints: ev.length }),
);

add('catalogue-event-total', 'catalogue', 'How many events are stored altogether?', (ev) =>
  hi({ numbers: [ev.length], dataPoints: ev.length }),
);

add('catalogue-names-with-counts', 'catalogue', 'list every event type we track with its count', (ev) =>
  listExp(rank(tally(ev, o.byName)), ev.length),
);

add('catalogue-distinct-types', 'catalogue', 'how many distinct event types do we track?', (ev) =>
  hi({ numbers: [allNames(ev).length], dataPoints: ev.length }),
);

add(
  'catalogue-overview',
  'catalogue',
  'new analyst onboarding: quick overview please — total events, total users, number of event types',
  (ev) => hi({ numbers: [ev.length, users(ev).size, allNames(ev).length], dataPoints: ev.length }),
);

add(
  'catalogue-claim-names',
  'catalogue',
  "which of our event names contain the word 'claim'? I know there's more than one",
  (ev) => hi({ names: allNames(ev).filter((n) => /claim/i.test(n)), unordered: true, dataPoints: ev.length }),
);

// =====================================================================================
// other (not answerable from these events)
// =====================================================================================
const other = (id, question) => add(id, 'other', question, () => LOW);

other('other-chair-time', 'What is the average chair time for a cleaning appointment?');
other('other-tooth', 'which tooth number gets filled most often?');
other('other-insurer', 'How many of our patients are insured with Delta Dental?');
other('other-email-overdue', 'can you email the overdue-bill list to finance@ by friday');
other('other-weather', 'will it snow again next week? we need to plan closures');
other('other-forecast', "predict next quarter's collections for the board deck");
other('other-best-dentist-reviews', 'Which dentist gets the best reviews from patients?');
other('other-lobby-wait', 'how long do patients wait in the lobby after they check in before being seated?');
other('other-google-rating', "what's our star rating on Google Maps right now?");
other('other-staff-salary', 'what do we pay our hygienists per hour?');
