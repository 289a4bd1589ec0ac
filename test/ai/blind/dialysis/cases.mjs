/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES, incidentDay } from './data.mjs';

const {
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
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  isoDay,
  isoMonth,
  dayStart,
  DAY,
  MONTHS,
  monthStart,
} = o;

// ---- names -------------------------------------------------------------------------------
const BOOK = 'chair_slot_booked',
  CHECKIN = 'patient.checked_in',
  START = 'TreatmentStarted',
  DONE = 'Treatment Completed',
  MISSED = 'missed-session',
  LAB = 'lab_result_uploaded',
  RIDE = 'transport.ride_arranged',
  NOTE = 'NurseNoteAdded',
  COPAY = 'copay-paid',
  SCHED = 'Schedule Changed',
  INTAKE = 'intake_form_submitted';
const P = PERSONAS;

// ---- date words, all from now ------------------------------------------------------------
const ORD = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const daysAgo = (now, n) => dayStart(+now) - n * DAY;
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ORD(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const monthAgo = (now, k) => monthStart(+now, -k); // start of the month k months back
const mRange = (now, k) => ranges.month(monthAgo(now, k));
const span = (a, b) => ({ from: a, to: b });

// ---- expectation builders ----------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const high = (x) => ({ confidence: 'high', ...x });
const loose = (x) => ({ ...x, confidence: 'not-high' });

function countOf(events, filt, conf = 'high') {
  const s = select(events, filt);
  return { numbers: [s.length], confidence: conf, dataPoints: s.length };
}
function usersOf(events, filt, conf = 'high') {
  const s = select(events, filt);
  return { numbers: [users(s).size], confidence: conf, dataPoints: s.length };
}
function valueOf(events, filt, fn, conf = 'high') {
  const s = select(events, filt);
  const v =
    fn === 'sum'
      ? o.round(sum(s), 2)
      : fn === 'avg'
        ? avg(s)
        : fn === 'min'
          ? min(s)
          : fn === 'max'
            ? max(s)
            : median(s);
  return { numbers: [v], confidence: conf, dataPoints: s.length };
}
function median(s) {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return o.round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
}
// Ranked list expectation with a tie guard at the cut.
function ranked(getMap, n, { ascending = false, conf = 'high', scope, withFigures = true } = {}) {
  const f = (events, now) => {
    const r = rank(getMap(events, now), { n, ascending });
    return {
      names: r.map(([k]) => k),
      numbers: withFigures ? r.map(([, v]) => o.round(v, 2)) : undefined,
      confidence: conf,
      dataPoints: scope(events, now).length,
    };
  };
  f.tieAtCut = (events, now) => {
    const all = rank(getMap(events, now), { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}
function compareOf(events, r1, r2, filt = {}, measure = 'count', conf = 'high') {
  const a = select(events, { ...filt, range: r1 }),
    b = select(events, { ...filt, range: r2 });
  const m = (s) => (measure === 'users' ? users(s).size : measure === 'sum' ? o.round(sum(s), 2) : s.length);
  const c = change(m(a), m(b));
  return {
    numbers: [c.earlier, c.later, o.round(c.diff, 2)],
    percents: c.pct === null ? [] : [c.pct],
    confidence: conf,
    dataPoints: a.length + b.length,
  };
}
function convOf(events, range, a, b, conf = 'high') {
  const c = conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: conf,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
}
const minute = (t) => new Date(t).toISOString().slice(11, 16);

// ---- the cases ---------------------------------------------------------------------------
export const cases = [
  // ================= count =================
  {
    id: 'count-all',
    type: 'count',
    question: 'How many events have we logged in total?',
    expect: (ev) => countOf(ev, {}),
  },
  {
    id: 'count-missed-7d',
    type: 'count',
    question: 'how many missed sessions in the last 7 days?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastDays(+now, 7), names: [MISSED] }),
  },
  {
    id: 'count-incident',
    type: 'count',
    question: (now) =>
      `Ops review: how many missed-session events were recorded on ${isoDay(incidentDay(now))}? That was the day the water treatment plant at the centre went down.`,
    expect: (ev, now) => countOf(ev, { range: ranges.on(incidentDay(now)), names: [MISSED] }),
  },
  {
    id: 'count-completed-lastmonth',
    type: 'count',
    question: 'Number of Treatment Completed events last month',
    expect: (ev, now) => countOf(ev, { range: ranges.lastMonth(+now), names: [DONE] }),
  },
  {
    id: 'count-checkin-yesterday',
    type: 'count',
    question: 'how many events came in yesterday, all types?',
    expect: (ev, now) => countOf(ev, { range: ranges.yesterday(+now) }),
  },
  {
    id: 'count-rides-since',
    type: 'count',
    question: (now) => `transport.ride_arranged count since ${longDay(daysAgo(now, 20))}?`,
    expect: (ev, now) => countOf(ev, { range: ranges.since(daysAgo(now, 20), +now), names: [RIDE] }),
  },
  {
    id: 'count-labs-between',
    type: 'count',
    question: (now) =>
      `how many lab results were uploaded between ${isoDay(daysAgo(now, 45))} and ${isoDay(daysAgo(now, 31))}`,
    expect: (ev, now) =>
      countOf(ev, { range: ranges.between(daysAgo(now, 45), daysAgo(now, 31)), names: [LAB] }),
  },
  {
    id: 'count-user-notes',
    type: 'count',
    question: `how many NurseNoteAdded events are there for ${P.complexPatient}?`,
    expect: (ev) => countOf(ev, { names: [NOTE], user: P.complexPatient }),
  },
  {
    id: 'count-two-names',
    type: 'count',
    question: 'Total chair_slot_booked plus Schedule Changed events over the past 2 weeks?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastWeeks(+now, 2), names: [BOOK, SCHED] }),
  },
  {
    id: 'count-before',
    type: 'count',
    question: (now) => `How many treatments started before ${shortDay(daysAgo(now, 90))}?`,
    expect: (ev, now) => countOf(ev, { range: ranges.before(daysAgo(now, 90)), names: [START] }),
  },
  {
    id: 'count-loose-dialysis',
    type: 'count',
    question: 'how many dialysis sessions did we actually finish in the past 30 days',
    expect: (ev, now) => countOf(ev, { range: ranges.lastDays(+now, 30), names: [DONE] }, 'not-high'),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'How many dialyzer_reprocessed events last week?',
    expect: LOW,
  },
  {
    id: 'count-unknown-event2',
    type: 'count',
    low: true,
    question: 'count of hospital admissions (HospitalAdmission) in the last 30 days',
    expect: LOW,
  },

  // ================= users =================
  {
    id: 'users-all',
    type: 'users',
    question: 'How many unique patients have any activity at all?',
    expect: (ev) => usersOf(ev, {}),
  },
  {
    id: 'users-30d',
    type: 'users',
    question: 'active users in the last 30 days?',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastDays(+now, 30) }),
  },
  {
    id: 'users-missed-lastmonth',
    type: 'users',
    question: 'How many distinct patients had a missed-session last month? need it for the attendance report',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastMonth(+now), names: [MISSED] }),
  },
  {
    id: 'users-rides-3m',
    type: 'users',
    question: 'how many people had a transport.ride_arranged in the past 3 months',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastMonths(+now, 3), names: [RIDE] }),
  },
  {
    id: 'users-copay-lastweek',
    type: 'users',
    question: 'unique customers who had copay paid last week',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastWeek(+now), names: [COPAY] }),
  },
  {
    id: 'users-lab-inmonth',
    type: 'users',
    question: (now) => `In ${monthName(monthAgo(now, 2))}, how many patients got a lab_result_uploaded?`,
    expect: (ev, now) =>
      usersOf(ev, {
        range: ranges.month(o.pastMonth(+now, new Date(monthAgo(now, 2)).getUTCMonth())),
        names: [LAB],
      }),
  },
  {
    id: 'users-loose-transport',
    type: 'users',
    question: 'how many patients needed a ride in the last 2 weeks?',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastWeeks(+now, 2), names: [RIDE] }, 'not-high'),
  },
  {
    id: 'users-unknown',
    type: 'users',
    low: true,
    question: 'How many users triggered vascular_access_flagged?',
    expect: LOW,
  },

  // ================= value =================
  {
    id: 'value-avg-duration',
    type: 'value',
    question: 'average minutes on the machine for Treatment Completed last month?',
    expect: (ev, now) => valueOf(ev, { range: ranges.lastMonth(+now), names: [DONE] }, 'avg'),
  },
  {
    id: 'value-sum-rides',
    type: 'value',
    question: (now) =>
      `total fare value of transport.ride_arranged in ${monthName(monthAgo(now, 1))} ${new Date(monthAgo(now, 1)).getUTCFullYear()} — finance is asking`,
    expect: (ev, now) => valueOf(ev, { range: mRange(now, 1), names: [RIDE] }, 'sum'),
  },
  {
    id: 'value-max-hb',
    type: 'value',
    question: 'whats the highest value ever on lab_result_uploaded',
    expect: (ev) => valueOf(ev, { names: [LAB] }, 'max'),
  },
  {
    id: 'value-min-hb-30',
    type: 'value',
    question: 'Minimum lab_result_uploaded value in the last 30 days?',
    expect: (ev, now) => valueOf(ev, { range: ranges.lastDays(+now, 30), names: [LAB] }, 'min'),
  },
  {
    id: 'value-median-slot',
    type: 'value',
    question: 'median value of chair slot booked events over the past 8 weeks',
    expect: (ev, now) => valueOf(ev, { range: ranges.lastWeeks(+now, 8), names: [BOOK] }, 'median'),
  },
  {
    id: 'value-copay-sum',
    type: 'value',
    question: 'sum of copay-paid amounts, all time',
    expect: (ev) => valueOf(ev, { names: [COPAY] }, 'sum'),
  },
  {
    id: 'value-user-avg-weight',
    type: 'value',
    question: `what's the mean patient.checked_in value for ${P.transplanted}?`,
    expect: (ev) => valueOf(ev, { names: [CHECKIN], user: P.transplanted }, 'avg'),
  },
  {
    id: 'value-revenue',
    type: 'value',
    question: 'how much revenue did we bring in last month?',
    expect: (ev, now) => ({
      ...valueOf(ev, { range: ranges.lastMonth(+now), names: [COPAY] }, 'sum', 'not-high'),
      names: [COPAY],
    }),
  },
  {
    id: 'value-note-avg-loose',
    type: 'value',
    question: 'avg length of nurse notes in the last 60 days?',
    expect: (ev, now) => valueOf(ev, { range: ranges.lastDays(+now, 60), names: [NOTE] }, 'avg', 'not-high'),
  },
  {
    id: 'value-unknown',
    type: 'value',
    low: true,
    question: 'total value of insurance_claim_submitted events this year',
    expect: LOW,
  },

  // ================= top-events =================
  {
    id: 'top-events-5',
    type: 'top-events',
    question: 'what are the most common events?',
    expect: ranked((ev) => tally(ev, o.byName), 5, { scope: (ev) => ev }),
  },
  {
    id: 'top-events-3-30d',
    type: 'top-events',
    question: 'Top 3 events in the past 30 days',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastDays(+now, 30) }), o.byName), 3, {
      scope: (ev, now) => select(ev, { range: ranges.lastDays(+now, 30) }),
    }),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'which event do we see least often?',
    expect: ranked((ev) => tally(ev, o.byName), 1, { ascending: true, scope: (ev) => ev }),
  },
  {
    id: 'top-events-least3-lastmonth',
    type: 'top-events',
    question: 'which event type was rarest last month?',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastMonth(+now) }), o.byName), 1, {
      ascending: true,
      scope: (ev, now) => select(ev, { range: ranges.lastMonth(+now) }),
    }),
  },
  {
    id: 'top-events-incident',
    type: 'top-events',
    question: (now) => `most common action on ${longDay(incidentDay(now))}?`,
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.on(incidentDay(now)) }), o.byName), 1, {
      scope: (ev, now) => select(ev, { range: ranges.on(incidentDay(now)) }),
    }),
  },
  {
    id: 'top-events-user',
    type: 'top-events',
    question: `What does ${P.complexPatient} have most of? just the single top event name please`,
    expect: ranked((ev) => tally(select(ev, { user: P.complexPatient }), o.byName), 1, {
      scope: (ev) => select(ev, { user: P.complexPatient }),
    }),
  },
  {
    id: 'top-events-lastweek',
    type: 'top-events',
    question: 'Most frequent event type last week?',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastWeek(+now) }), o.byName), 1, {
      scope: (ev, now) => select(ev, { range: ranges.lastWeek(+now) }),
    }),
  },

  // ================= top-users =================
  {
    id: 'top-users-1',
    type: 'top-users',
    question: 'who is our most active patient?',
    expect: ranked((ev) => tally(ev, o.byUser), 1, { scope: (ev) => ev }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'top 3 spenders?',
    expect: ranked((ev) => tally(select(ev, { names: [COPAY] }), o.byUser, o.value), 3, {
      conf: 'not-high',
      scope: (ev) => select(ev, { names: [COPAY] }),
    }),
  },
  {
    id: 'top-users-copay-sum',
    type: 'top-users',
    question: 'Which patient has the largest total copay-paid value?',
    expect: ranked((ev) => tally(select(ev, { names: [COPAY] }), o.byUser, o.value), 1, {
      scope: (ev) => select(ev, { names: [COPAY] }),
    }),
  },
  {
    id: 'top-users-missed',
    type: 'top-users',
    question: 'which patient has the most missed-session events in the last 90 days?',
    expect: ranked(
      (ev, now) => tally(select(ev, { range: ranges.lastDays(+now, 90), names: [MISSED] }), o.byUser),
      1,
      { scope: (ev, now) => select(ev, { range: ranges.lastDays(+now, 90), names: [MISSED] }) },
    ),
  },
  {
    id: 'top-users-notes',
    type: 'top-users',
    question: 'which patient has the most NurseNoteAdded events?',
    expect: ranked((ev) => tally(select(ev, { names: [NOTE] }), o.byUser), 1, {
      scope: (ev) => select(ev, { names: [NOTE] }),
    }),
  },
  {
    id: 'top-users-rides',
    type: 'top-users',
    question: 'who racks up the most transport.ride_arranged events? just the top one',
    expect: ranked((ev) => tally(select(ev, { names: [RIDE] }), o.byUser), 1, {
      scope: (ev) => select(ev, { names: [RIDE] }),
    }),
  },
  {
    id: 'top-users-lastmonth',
    type: 'top-users',
    question: 'most active user last month',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastMonth(+now) }), o.byUser), 1, {
      scope: (ev, now) => select(ev, { range: ranges.lastMonth(+now) }),
    }),
  },

  // ================= user =================
  {
    id: 'user-count',
    type: 'user',
    question: `how many events does ${P.complexPatient} have?`,
    expect: (ev) => countOf(ev, { user: P.complexPatient }),
  },
  {
    id: 'user-last-seen',
    type: 'user',
    question: `When was ${P.transplanted} last seen?`,
    expect: (ev) => {
      const s = select(ev, { user: P.transplanted });
      const t = Math.max(...s.map(time));
      return high({ names: [isoDay(t), minute(t)].slice(0, 1), numbers: [], dataPoints: s.length });
    },
  },
  {
    id: 'user-first-seen',
    type: 'user',
    question: `first seen date for ${P.newcomer}?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return high({ names: [isoDay(Math.min(...s.map(time)))], dataPoints: s.length });
    },
  },
  {
    id: 'user-names',
    type: 'user',
    question: `which event types has ${P.newcomer} triggered so far?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return high({
        names: [...users(s.map((e) => ({ userId: e.eventName })))],
        unordered: true,
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'user-recent',
    type: 'user',
    question: `show me the 3 most recent events for ${P.bigPayer}`,
    expect: (ev) => {
      const s = select(ev, { user: P.bigPayer });
      return high({
        names: newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'user-count-30d',
    type: 'user',
    question: `how active has ${P.rideRegular} been over the last 30 days? number of events pls`,
    expect: (ev, now) => countOf(ev, { user: P.rideRegular, range: ranges.lastDays(+now, 30) }),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `how many events does ${NOBODY} have?`,
    expect: LOW,
  },
  {
    id: 'user-nobody-last',
    type: 'user',
    low: true,
    question: `when did ${NOBODY} last check in?`,
    expect: LOW,
  },

  // ================= breakdown =================
  {
    id: 'bd-month',
    type: 'breakdown',
    question: (now) => `events per month since ${monthName(monthAgo(now, 3))} 1st`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.since(monthAgo(now, 3), +now) });
      const r = [...tally(s, o.byMonth)].sort();
      return high({ names: r.map(([k]) => k), numbers: r.map(([, v]) => v), dataPoints: s.length });
    },
  },
  {
    id: 'bd-busiest-weekday',
    type: 'breakdown',
    question: 'which weekday is busiest across the network?',
    expect: ranked((ev) => tally(ev, o.byWeekday), 1, { scope: (ev) => ev }),
  },
  {
    id: 'bd-busiest-hour',
    type: 'breakdown',
    question: 'busiest hour of the day for patient.checked_in (UTC)?',
    expect: ranked((ev) => tally(select(ev, { names: [CHECKIN] }), o.byHour), 1, {
      scope: (ev) => select(ev, { names: [CHECKIN] }),
    }),
  },
  {
    id: 'bd-missed-busiest-day',
    type: 'breakdown',
    question: 'On which day did we have the most missed-session events?',
    expect: ranked((ev) => tally(select(ev, { names: [MISSED] }), o.byDay), 1, {
      scope: (ev) => select(ev, { names: [MISSED] }),
    }),
  },
  {
    id: 'bd-weekly',
    type: 'breakdown',
    question: 'weekly breakdown of TreatmentStarted over the last 4 weeks',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeeks(+now, 4), names: [START] });
      const r = [...tally(s, o.byWeek)].sort();
      return high({ names: r.map(([k]) => k), numbers: r.map(([, v]) => v), dataPoints: s.length });
    },
  },
  {
    id: 'bd-daily-lastweek',
    type: 'breakdown',
    question: 'daily counts of chair_slot_booked last week',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(+now), names: [BOOK] });
      const r = [...tally(s, o.byDay)].sort();
      return high({ names: r.map(([k]) => k), numbers: r.map(([, v]) => v), dataPoints: s.length });
    },
  },
  {
    id: 'bd-quietest-weekday',
    type: 'breakdown',
    question: 'quietest day of the week for us?',
    expect: ranked((ev) => tally(ev, o.byWeekday), 1, { ascending: true, scope: (ev) => ev }),
  },
  {
    id: 'bd-busiest-week',
    type: 'breakdown',
    question: 'what was our worst week for missed-session events? (most of them)',
    expect: ranked((ev) => tally(select(ev, { names: [MISSED] }), o.byWeek), 1, {
      scope: (ev) => select(ev, { names: [MISSED] }),
    }),
  },

  // ================= compare =================
  {
    id: 'cmp-week',
    type: 'compare',
    question: 'How did total activity last week compare with the week before?',
    expect: (ev, now) =>
      compareOf(
        ev,
        span(ranges.lastWeek(+now).from - o.WEEK, ranges.lastWeek(+now).from),
        ranges.lastWeek(+now),
      ),
  },
  {
    id: 'cmp-30d-missed',
    type: 'compare',
    question: 'missed-session in the last 6 weeks vs the 6 weeks before that?',
    expect: (ev, now) =>
      compareOf(ev, span(+now - 12 * o.WEEK, +now - 6 * o.WEEK), ranges.lastWeeks(+now, 6), {
        names: [MISSED],
      }),
  },
  {
    id: 'cmp-months',
    type: 'compare',
    question: (now) =>
      `Board deck: compare Treatment Completed in ${monthName(monthAgo(now, 2))} vs ${monthName(monthAgo(now, 1))}.`,
    expect: (ev, now) => compareOf(ev, mRange(now, 2), mRange(now, 1), { names: [DONE] }),
  },
  {
    id: 'cmp-users-growing',
    type: 'compare',
    question: 'is the number of active patients growing? last 4 weeks vs the 4 weeks before',
    expect: (ev, now) =>
      compareOf(ev, span(+now - 8 * o.WEEK, +now - 4 * o.WEEK), ranges.lastWeeks(+now, 4), {}, 'users'),
  },
  {
    id: 'cmp-rides-sum',
    type: 'compare',
    question: 'transport.ride_arranged fare total: last month compared with the month before',
    expect: (ev, now) => compareOf(ev, mRange(now, 2), mRange(now, 1), { names: [RIDE] }, 'sum'),
  },
  {
    id: 'cmp-14d-bookings',
    type: 'compare',
    question: 'are chair slot bookings up or down? past 4 weeks vs the previous 4',
    expect: (ev, now) =>
      compareOf(
        ev,
        span(+now - 8 * o.WEEK, +now - 4 * o.WEEK),
        ranges.lastWeeks(+now, 4),
        { names: [BOOK] },
        'count',
        'not-high',
      ),
  },
  {
    id: 'cmp-labs-weeks',
    type: 'compare',
    question: 'lab_result_uploaded: past 4 weeks vs the 4 weeks before?',
    expect: (ev, now) =>
      compareOf(ev, span(+now - 8 * o.WEEK, +now - 4 * o.WEEK), ranges.lastWeeks(+now, 4), { names: [LAB] }),
  },

  // ================= share =================
  {
    id: 'share-missed',
    type: 'share',
    question: 'What percentage of all events are missed-session?',
    expect: (ev) =>
      high({ percents: [percent(select(ev, { names: [MISSED] }).length, ev.length)], dataPoints: ev.length }),
  },
  {
    id: 'share-rides-users-lastmonth',
    type: 'share',
    question: 'what % of active patients last month had a transport.ride_arranged?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(+now) });
      return high({
        percents: [percent(users(select(s, { names: [RIDE] })).size, users(s).size)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-notes-30d',
    type: 'share',
    question: 'share of events in the past 30 days that were NurseNoteAdded',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 30) });
      return high({
        percents: [percent(select(s, { names: [NOTE] }).length, s.length)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-copay-users',
    type: 'share',
    question: 'What fraction of our users have ever had a copay-paid event? as a percentage',
    expect: (ev) =>
      high({
        percents: [percent(users(select(ev, { names: [COPAY] })).size, users(ev).size)],
        dataPoints: ev.length,
      }),
  },
  {
    id: 'share-incident',
    type: 'share',
    question: (now) => `on ${shortDay(incidentDay(now))}, what percent of events were missed sessions?`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.on(incidentDay(now)) });
      return high({
        percents: [percent(select(s, { names: [MISSED] }).length, s.length)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-missed-users-90',
    type: 'share',
    question: 'percentage of active users in the last 90 days who missed at least one session',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 90) });
      return loose({
        percents: [percent(users(select(s, { names: [MISSED] })).size, users(s).size)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-completed-lastweek',
    type: 'share',
    question: 'last week, how much of our activity (in %) was Treatment Completed?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(+now) });
      return high({
        percents: [percent(select(s, { names: [DONE] }).length, s.length)],
        dataPoints: s.length,
      });
    },
  },

  // ================= conversion =================
  {
    id: 'conv-start-complete',
    type: 'conversion',
    question:
      'Of the patients who had TreatmentStarted in the last 30 days, how many went on to Treatment Completed?',
    expect: (ev, now) => convOf(ev, ranges.lastDays(+now, 30), START, DONE),
  },
  {
    id: 'conv-book-checkin',
    type: 'conversion',
    question: 'conversion from chair_slot_booked to patient.checked_in last month',
    expect: (ev, now) => convOf(ev, ranges.lastMonth(+now), BOOK, CHECKIN),
  },
  {
    id: 'conv-missed-sched',
    type: 'conversion',
    question: 'what share of patients with a missed-session then had a Schedule Changed afterwards? all time',
    expect: (ev) => convOf(ev, ranges.all(), MISSED, SCHED),
  },
  {
    id: 'conv-intake-start',
    type: 'conversion',
    question: 'of the users who did intake_form_submitted, what percentage later did TreatmentStarted?',
    expect: (ev) => convOf(ev, ranges.all(), INTAKE, START),
  },
  {
    id: 'conv-ride-checkin-2w',
    type: 'conversion',
    question:
      'In the past 2 weeks, of people with a transport.ride_arranged how many then checked in (patient.checked_in)?',
    expect: (ev, now) => convOf(ev, ranges.lastWeeks(+now, 2), RIDE, CHECKIN),
  },
  {
    id: 'conv-checkin-copay',
    type: 'conversion',
    question: 'funnel: patient.checked_in -> copay-paid over the last 3 months',
    expect: (ev, now) => convOf(ev, ranges.lastMonths(+now, 3), CHECKIN, COPAY),
  },
  {
    id: 'conv-missed-lab-loose',
    type: 'conversion',
    question: 'of patients who missed a session in the past 60 days, how many got bloods uploaded after?',
    expect: (ev, now) => convOf(ev, ranges.lastDays(+now, 60), MISSED, LAB, 'not-high'),
  },

  // ================= churn =================
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `how many patients were active in ${monthName(monthAgo(now, 2))} but not in ${monthName(monthAgo(now, 1))}?`,
    expect: (ev, now) => high({ numbers: [churned(ev, mRange(now, 2), mRange(now, 1)).length] }),
  },
  {
    id: 'churn-30d',
    type: 'churn',
    question: 'How many users were active 31-60 days ago but have had no events in the last 30 days?',
    expect: (ev, now) =>
      high({
        numbers: [churned(ev, span(+now - 60 * DAY, +now - 30 * DAY), ranges.lastDays(+now, 30)).length],
      }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'new patients in the last 30 days?',
    expect: (ev, now) => high({ numbers: [newUsers(ev, ranges.lastDays(+now, 30)).length] }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'How many new users did we get last month (first event ever)?',
    expect: (ev, now) => high({ numbers: [newUsers(ev, ranges.lastMonth(+now)).length] }),
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'users active last week who have been silent in the last 3 days — how many?',
    expect: (ev, now) => {
      // last week (full ISO week) vs the last 3 days
      return high({ numbers: [churned(ev, ranges.lastWeek(+now), ranges.lastDays(+now, 3)).length] });
    },
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${isoDay(daysAgo(now, 50))}`,
    expect: (ev, now) => high({ numbers: [newUsers(ev, ranges.since(daysAgo(now, 50), +now)).length] }),
  },
  {
    id: 'churn-lost-quarter',
    type: 'churn',
    question: 'patients we lost: active in the first half of the last 90 days but not in the most recent 45',
    expect: (ev, now) =>
      loose({
        numbers: [churned(ev, span(+now - 90 * DAY, +now - 45 * DAY), ranges.lastDays(+now, 45)).length],
      }),
  },

  // ================= recency =================
  {
    id: 'rec-last-missed',
    type: 'recency',
    question: 'When was the last missed-session?',
    expect: (ev) => {
      const s = select(ev, { names: [MISSED] });
      return high({ names: [isoDay(Math.max(...s.map(time)))], dataPoints: s.length });
    },
  },
  {
    id: 'rec-last-intake',
    type: 'recency',
    question: 'when did someone last submit an intake form (intake_form_submitted)?',
    expect: (ev) => {
      const s = select(ev, { names: [INTAKE] });
      return high({ names: [isoDay(Math.max(...s.map(time)))], dataPoints: s.length });
    },
  },
  {
    id: 'rec-any-sched-7d',
    type: 'recency',
    question: 'did anyone have a Schedule Changed in the past 7 days?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastDays(+now, 7), names: [SCHED] }),
  },
  {
    id: 'rec-last-copay-user',
    type: 'recency',
    question: `last time ${P.bigPayer} had a copay-paid?`,
    expect: (ev) => {
      const s = select(ev, { names: [COPAY], user: P.bigPayer });
      return high({ names: [isoDay(Math.max(...s.map(time)))], dataPoints: s.length });
    },
  },
  {
    id: 'rec-last-lab',
    type: 'recency',
    question: 'most recent lab_result_uploaded — when?',
    expect: (ev) => {
      const s = select(ev, { names: [LAB] });
      return high({ names: [isoDay(Math.max(...s.map(time)))], dataPoints: s.length });
    },
  },
  {
    id: 'rec-any-ride-24h',
    type: 'recency',
    question: 'any transport.ride_arranged in the last 72 hours?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastHours(+now, 72), names: [RIDE] }),
  },
  {
    id: 'rec-unknown',
    type: 'recency',
    low: true,
    question: 'when was the last fistula_check event?',
    expect: LOW,
  },
  {
    id: 'rec-last-transplanted-loose',
    type: 'recency',
    question: `when did ${P.transplanted} last get a treatment finished?`,
    expect: (ev) => {
      const s = select(ev, { names: [DONE], user: P.transplanted });
      return loose({ names: [isoDay(Math.max(...s.map(time)))] });
    },
  },

  // ================= catalogue =================
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event names do we have?',
    expect: (ev) =>
      high({ names: [...new Set(ev.map((e) => e.eventName))], unordered: true, dataPoints: ev.length }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'How many users are in the dataset overall?',
    expect: (ev) => high({ numbers: [users(ev).size], dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'how big is the data — total number of events stored?',
    expect: (ev) => high({ numbers: [ev.length], dataPoints: ev.length }),
  },
  {
    id: 'cat-both',
    type: 'catalogue',
    question: 'give me a quick overview: how many patients and how many events do we have overall',
    expect: (ev) => high({ numbers: [users(ev).size, ev.length], dataPoints: ev.length }),
  },
  {
    id: 'cat-count-names',
    type: 'catalogue',
    question: 'how many different event types are tracked?',
    expect: (ev) => high({ numbers: [new Set(ev.map((e) => e.eventName)).size], dataPoints: ev.length }),
  },
  {
    id: 'cat-names-typo',
    type: 'catalogue',
    question: 'can you list all the evnt types we are tracking, new PM here',
    expect: (ev) =>
      high({ names: [...new Set(ev.map((e) => e.eventName))], unordered: true, dataPoints: ev.length }),
  },

  // ================= other =================
  {
    id: 'other-wait',
    type: 'other',
    question: 'What is the average waiting-room time before patients get on a chair?',
    expect: LOW,
  },
  {
    id: 'other-nurse',
    type: 'other',
    question: 'Which nurse wrote the most notes this quarter?',
    expect: LOW,
  },
  {
    id: 'other-centre',
    type: 'other',
    question: 'which of our centres has the highest chair utilisation?',
    expect: LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'forecast how many missed sessions we will have next month',
    expect: LOW,
  },
  {
    id: 'other-age',
    type: 'other',
    question: 'what is the average age of our dialysis patients?',
    expect: LOW,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: 'how satisfied are patients with the transport service? NPS?',
    expect: LOW,
  },
  {
    id: 'other-reimb',
    type: 'other',
    question: 'What Medicare reimbursement rate are we getting per treatment?',
    expect: LOW,
  },
  {
    id: 'other-machines',
    type: 'other',
    question: 'how many dialysis machines are out of service right now',
    expect: LOW,
  },
  { id: 'other-poem', type: 'other', question: 'write me a haiku about kidneys', expect: LOW },
];
