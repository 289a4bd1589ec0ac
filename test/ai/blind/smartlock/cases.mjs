// Blind round "smartlock": questions the team of a smart-lock / building access-control product
// would ask, with expectations computed from the events by the oracle (never hard-coded).
import {
  DAY,
  MONTHS,
  ranges,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  round,
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
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  isoMonth,
  time,
  pastMonth,
  pastMonthDay,
} from '../../../../../shared/ai/eval/oracle.mjs';

// ---- event names as stored -------------------------------------------------------------------
const UNLOCK = 'door_unlocked';
const TAP = 'keycard.tapped';
const LOGIN = 'app-login';
const FAIL = 'Unlock Failed';
const AJAR = 'Door Left Ajar';
const ALARM = 'alarm-triggered';
const CODE_NEW = 'GuestCodeCreated';
const CODE_USED = 'guest_code.used';
const BAT_LOW = 'battery_low';
const BAT_NEW = 'Battery Replaced';
const FIRMWARE = 'firmware.update_installed';
const GRANT = 'AccessGranted';
const REVOKE = 'access_revoked';

const INCIDENT_AGE = 40; // see data.mjs: the firmware 4.2 rollout day

// ---- dates -----------------------------------------------------------------------------------
const T = (now) => +now;
const D = (now, n) => dayStart(T(now)) - n * DAY; // start of the UTC day n days ago
const incident = (now) => D(now, INCIDENT_AGE);
const ord = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const md = (t) => new Date(t);
const iso = (t) => isoDay(t);
const longDay = (t) => `${MONTHS[md(t).getUTCMonth()]} ${md(t).getUTCDate()}${ord(md(t).getUTCDate())}`; // October 16th
const shortDay = (t) => `${MONTHS[md(t).getUTCMonth()].slice(0, 3)} ${md(t).getUTCDate()}`; // Oct 16
const dayMonth = (t) => `${md(t).getUTCDate()} ${MONTHS[md(t).getUTCMonth()]}`; // 16 October
const monthName = (t) => MONTHS[md(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${md(t).getUTCFullYear()}`;
const lastMonthStart = (now) => monthStart(T(now), -1);
const prevMonthStart = (now) => monthStart(T(now), -2);
const last = (n) => (now) => ranges.lastDays(T(now), n);
const prevDays = (now, n) => ({ from: T(now) - 2 * n * DAY, to: T(now) - n * DAY });

// ---- expectation helpers ---------------------------------------------------------------------
const count = (events, sel, confidence = 'high') => {
  const evs = select(events, sel);
  return { numbers: [evs.length], confidence, dataPoints: evs.length };
};

const median = (evs) => {
  const v = evs.map(value).sort((a, b) => a - b);
  const m = v.length >> 1;
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};

// A ranked list: spec(events, now) → { map, n, ascending?, confidence, dataPoints, figures? }.
// tieAtCut flags equal measures anywhere among the first n + 1 items (the order must be
// settled by the measure alone, not by the name tie-break).
function ranked(spec) {
  const expect = (events, now) => {
    const s = spec(events, now);
    const top = rank(s.map, { n: s.n, ascending: s.ascending });
    const x = { names: top.map(([k]) => k), confidence: s.confidence, dataPoints: s.dataPoints };
    if (s.figures !== false) x.numbers = top.map(([, v]) => round(v, 2));
    return x;
  };
  expect.tieAtCut = (events, now) => {
    const s = spec(events, now);
    const all = rank(s.map, { ascending: s.ascending });
    for (let i = 0; i < Math.min(s.n, all.length - 1); i++)
      if (round(all[i][1], 2) === round(all[i + 1][1], 2)) return true;
    return false;
  };
  return expect;
}

const compare = (earlier, later, confidence, dataPoints) => {
  const c = change(earlier, later);
  return {
    numbers: [round(c.earlier, 2), round(c.later, 2), round(c.diff, 2)],
    percents: [c.pct],
    confidence,
    dataPoints,
  };
};

const low = () => ({ confidence: 'low', dataPoints: 0 });

export const cases = [
  // =========================================================================================
  // count
  // =========================================================================================
  {
    id: 'count-unlocks-7d',
    type: 'count',
    question: 'how many door_unlocked events in the last 7 days?',
    expect: (events, now) => count(events, { range: last(7)(now), names: [UNLOCK] }),
  },
  {
    id: 'count-taps-yesterday',
    type: 'count',
    question: 'Morning! For the ops standup — how many keycard.tapped events did we get yesterday?',
    expect: (events, now) => count(events, { range: ranges.yesterday(T(now)), names: [TAP] }),
  },
  {
    id: 'count-failed-incident-day',
    type: 'count',
    question: (now) =>
      `How many Unlock Failed events were there on ${longDay(incident(now))}? That was the day the 4.2 firmware went out.`,
    expect: (events, now) =>
      count(events, {
        range: ranges.on(
          pastMonthDay(T(now), md(incident(now)).getUTCMonth(), md(incident(now)).getUTCDate()),
        ),
        names: [FAIL],
      }),
  },
  {
    id: 'count-guest-used-last-month',
    type: 'count',
    question: (now) => `number of guest_code.used events in ${monthName(lastMonthStart(now))}`,
    expect: (events, now) =>
      count(events, {
        range: ranges.month(pastMonth(T(now), md(lastMonthStart(now)).getUTCMonth())),
        names: [CODE_USED],
      }),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'total events in the past 24 hours?',
    expect: (events, now) => count(events, { range: ranges.lastHours(T(now), 24) }),
  },
  {
    id: 'count-ana-taps-2w',
    type: 'count',
    question: 'how many times did staff_ana tap her keycard in the last 2 weeks?',
    expect: (events, now) =>
      count(events, { range: ranges.lastWeeks(T(now), 2), names: [TAP], user: 'staff_ana' }, 'not-high'),
  },
  {
    id: 'count-battery-replaced-between',
    type: 'count',
    question: (now) =>
      `Finance is reconciling the maintenance invoices. Can you tell me how many Battery Replaced events we had between ${iso(D(now, 60))} and ${iso(D(now, 31))}?`,
    expect: (events, now) =>
      count(events, { range: ranges.between(D(now, 60), D(now, 31)), names: [BAT_NEW] }),
  },
  {
    id: 'count-ajar-since',
    type: 'count',
    question: (now) => `how many times were doors left open too long snce ${shortDay(D(now, 45))}?`,
    expect: (events, now) =>
      count(
        events,
        {
          range: ranges.since(
            pastMonthDay(T(now), md(D(now, 45)).getUTCMonth(), md(D(now, 45)).getUTCDate()),
            T(now),
          ),
          names: [AJAR],
        },
        'not-high',
      ),
  },
  {
    id: 'count-revoked-3m',
    type: 'count',
    question: 'access_revoked count for the past 3 months please',
    expect: (events, now) => count(events, { range: ranges.lastMonths(T(now), 3), names: [REVOKE] }),
  },
  {
    id: 'count-firmware-incident-iso',
    type: 'count',
    question: (now) => `how many firmware.update_installed events on ${iso(incident(now))}?`,
    expect: (events, now) => count(events, { range: ranges.on(incident(now)), names: [FIRMWARE] }),
  },
  {
    id: 'count-unlocks-res42-month',
    type: 'count',
    question: (now) =>
      `How many door unlocked events did res_0042 have in ${monthYear(prevMonthStart(now))}?`,
    expect: (events, now) =>
      count(events, { range: ranges.month(prevMonthStart(now)), names: [UNLOCK], user: 'res_0042' }),
  },

  // =========================================================================================
  // users
  // =========================================================================================
  {
    id: 'users-unlock-30d',
    type: 'users',
    question: 'how many unique users had a door_unlocked event in the last 30 days?',
    expect: (events, now) => {
      const evs = select(events, { range: last(30)(now), names: [UNLOCK] });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-active-last-week',
    type: 'users',
    question: 'How many active users did we have last week?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastWeek(T(now)) });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-guest-code-month',
    type: 'users',
    question: (now) => `how many distinct people used a guest code in ${monthName(lastMonthStart(now))}?`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.month(lastMonthStart(now)), names: [CODE_USED] });
      return { numbers: [users(evs).size], confidence: 'not-high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-alarm-60d',
    type: 'users',
    question: 'security review: how many users set off an alarm in the past 60 days?',
    expect: (events, now) => {
      const evs = select(events, { range: last(60)(now), names: [ALARM] });
      return { numbers: [users(evs).size], confidence: 'not-high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-failed-incident',
    type: 'users',
    question: (now) => `number of unique users with unlock_failed on ${dayMonth(incident(now))}`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.on(incident(now)), names: [FAIL] });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-battery-low-since',
    type: 'users',
    question: (now) => `how many different users got a battery_low since ${iso(D(now, 50))}?`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.since(D(now, 50), T(now)), names: [BAT_LOW] });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-active-14d',
    type: 'users',
    question: 'hi! how many active users in the last 14 days?',
    expect: (events, now) => {
      const evs = select(events, { range: last(14)(now) });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-guest-code-created-all',
    type: 'users',
    question: 'How many unique users have ever had a Guest Code Created event?',
    expect: (events) => {
      const evs = select(events, { names: [CODE_NEW] });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },

  // =========================================================================================
  // value
  // =========================================================================================
  {
    id: 'value-battery-replaced-90d',
    type: 'value',
    question: 'total Battery Replaced value over the last 90 days?',
    expect: (events, now) => {
      const evs = select(events, { range: last(90)(now), names: [BAT_NEW] });
      return { numbers: [round(sum(evs), 2)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-unlock-avg-7d',
    type: 'value',
    question:
      "what's the average door_unlocked value in the last 7 days? (it's the seconds the door stayed open)",
    expect: (events, now) => {
      const evs = select(events, { range: last(7)(now), names: [UNLOCK] });
      return { numbers: [avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-ajar-max',
    type: 'value',
    question: 'What is the maximum Door Left Ajar value we have on record?',
    expect: (events) => {
      const evs = select(events, { names: [AJAR] });
      return { numbers: [max(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-battery-low-min-30d',
    type: 'value',
    question: 'lowest battery_low value in the last 30 days',
    expect: (events, now) => {
      const evs = select(events, { range: last(30)(now), names: [BAT_LOW] });
      return { numbers: [min(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-firmware-median',
    type: 'value',
    question: 'median firmware.update_installed value?',
    expect: (events) => {
      const evs = select(events, { names: [FIRMWARE] });
      return { numbers: [median(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-battery-spend-last-month',
    type: 'value',
    question: (now) =>
      `how much did we spend on new batteries in ${monthName(lastMonthStart(now))}? need it for teh budget`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.month(lastMonthStart(now)), names: [BAT_NEW] });
      return { numbers: [round(sum(evs), 2)], confidence: 'not-high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-guest-code-hours-avg',
    type: 'value',
    question: (now) =>
      `On average, how many hours are the guest codes that were issued since ${longDay(D(now, 21))} valid for?`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.since(D(now, 21), T(now)), names: [CODE_NEW] });
      return { numbers: [avg(evs)], confidence: 'not-high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-grants-priya',
    type: 'value',
    question: 'sum of AccessGranted value for admin_priya',
    expect: (events) => {
      const evs = select(events, { names: [GRANT], user: 'admin_priya' });
      return { numbers: [sum(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-alarm-avg-between',
    type: 'value',
    question: (now) => `avg alarm-triggered value between ${iso(D(now, 80))} and ${iso(D(now, 20))}`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.between(D(now, 80), D(now, 20)), names: [ALARM] });
      return { numbers: [avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },

  // =========================================================================================
  // top-events
  // =========================================================================================
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'what were the top 5 events in the last 30 days?',
    expect: ranked((events, now) => {
      const evs = select(events, { range: last(30)(now) });
      return { map: tally(evs, byName), n: 5, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'top-events-least-3',
    type: 'top-events',
    question: 'Which 3 events are the least common overall?',
    expect: ranked((events) => ({
      map: tally(events, byName),
      n: 3,
      ascending: true,
      confidence: 'high',
      dataPoints: events.length,
    })),
  },
  {
    id: 'top-events-most-last-week',
    type: 'top-events',
    question: 'most common event last week?',
    expect: ranked((events, now) => {
      const evs = select(events, { range: ranges.lastWeek(T(now)) });
      return { map: tally(evs, byName), n: 1, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'top-events-prev-month-5',
    type: 'top-events',
    question: (now) =>
      `rank our event types by how often they happened in ${monthYear(prevMonthStart(now))}, top 5 is fine`,
    expect: ranked((events, now) => {
      const evs = select(events, { range: ranges.month(prevMonthStart(now)) });
      return { map: tally(evs, byName), n: 5, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'top-events-incident-3',
    type: 'top-events',
    question: (now) => `which 2 events happened most often on ${shortDay(incident(now))}?`,
    expect: ranked((events, now) => {
      const day = pastMonthDay(T(now), md(incident(now)).getUTCMonth(), md(incident(now)).getUTCDate());
      const evs = select(events, { range: ranges.on(day) });
      return { map: tally(evs, byName), n: 2, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'top-events-ana-3',
    type: 'top-events',
    question: 'top 3 events for staff_ana?',
    expect: ranked((events) => {
      const evs = select(events, { user: 'staff_ana' });
      return { map: tally(evs, byName), n: 3, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'top-events-list-60d',
    type: 'top-events',
    question: 'Can you list the most frequent events over the past 60 days?',
    expect: ranked((events, now) => {
      const evs = select(events, { range: last(60)(now) });
      return { map: tally(evs, byName), n: 5, confidence: 'high', dataPoints: evs.length };
    }),
  },

  // =========================================================================================
  // top-users
  // =========================================================================================
  {
    id: 'top-users-all-5',
    type: 'top-users',
    question: 'who are our 5 most active users?',
    expect: ranked((events) => ({
      map: tally(events, byUser),
      n: 5,
      confidence: 'high',
      dataPoints: events.length,
    })),
  },
  {
    id: 'top-users-unlock-7d',
    type: 'top-users',
    question: 'top 2 users by door_unlocked in the last 7 days',
    expect: ranked((events, now) => {
      const evs = select(events, { range: last(7)(now), names: [UNLOCK] });
      return { map: tally(evs, byUser), n: 2, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'top-users-battery-spend',
    type: 'top-users',
    question: 'finance question: who spent the most on battery replacements? top 3 please',
    expect: ranked((events) => {
      const evs = select(events, { names: [BAT_NEW] });
      return { map: tally(evs, byUser, value), n: 3, confidence: 'not-high', dataPoints: evs.length };
    }),
  },
  {
    id: 'top-users-unlock-month',
    type: 'top-users',
    question: (now) =>
      `which 2 users had the most door_unlocked events in ${monthName(prevMonthStart(now))} ${md(prevMonthStart(now)).getUTCFullYear()}?`,
    expect: ranked((events, now) => {
      const evs = select(events, { range: ranges.month(prevMonthStart(now)), names: [UNLOCK] });
      return { map: tally(evs, byUser), n: 2, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'top-users-battery-value-3',
    type: 'top-users',
    question: 'Top 3 users by total battery_replaced value',
    expect: ranked((events) => {
      const evs = select(events, { names: [BAT_NEW] });
      return { map: tally(evs, byUser, value), n: 3, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'top-users-ajar',
    type: 'top-users',
    question: 'who keeps leaving doors propped opne the most?',
    expect: ranked((events) => {
      const evs = select(events, { names: [AJAR] });
      return { map: tally(evs, byUser), n: 1, confidence: 'not-high', dataPoints: evs.length };
    }),
  },
  {
    id: 'top-users-last-month-1',
    type: 'top-users',
    question: 'most active user last month?',
    expect: ranked((events, now) => {
      const evs = select(events, { range: ranges.lastMonth(T(now)) });
      return { map: tally(evs, byUser), n: 1, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'top-users-codes-created-30d',
    type: 'top-users',
    question: 'who has created the most guest codes over the last 30 days?',
    expect: ranked((events, now) => {
      const evs = select(events, { range: last(30)(now), names: [CODE_NEW] });
      return { map: tally(evs, byUser), n: 1, confidence: 'not-high', dataPoints: evs.length };
    }),
  },

  // =========================================================================================
  // user
  // =========================================================================================
  {
    id: 'user-res42-total',
    type: 'user',
    question: 'how many events does res_0042 have in total?',
    expect: (events) => count(events, { user: 'res_0042' }),
  },
  {
    id: 'user-ana-first-seen',
    type: 'user',
    question: 'when was staff_ana first seen?',
    expect: (events) => {
      const evs = select(events, { user: 'staff_ana' });
      return { names: [isoDay(time(evs[0]))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-churner-last-seen',
    type: 'user',
    question: 'Support ticket from building management: when was res_0213 last seen?',
    expect: (events) => {
      const evs = select(events, { user: 'res_0213' });
      return { names: [isoDay(time(newestFirst(evs)[0]))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-marco-event-names',
    type: 'user',
    question: 'which event names has staff_marco used?',
    expect: (events) => {
      const evs = select(events, { user: 'staff_marco' });
      return {
        names: [...new Set(evs.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-newcomer-first-seen',
    type: 'user',
    question: 'res_0420 just moved in — when did they first show up in the data?',
    expect: (events) => {
      const evs = select(events, { user: 'res_0420' });
      return { names: [isoDay(time(evs[0]))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-res42-unlocks-30d',
    type: 'user',
    question: 'how many door_unlocked events for res_0042 in the last 30 days?',
    expect: (events, now) => count(events, { range: last(30)(now), names: [UNLOCK], user: 'res_0042' }),
  },
  {
    id: 'user-priya-events-14d',
    type: 'user',
    question: 'what kinds of events did admin_priya have in the last 14 days?',
    expect: (events, now) => {
      const evs = select(events, { range: last(14)(now), user: 'admin_priya' });
      return {
        names: [...new Set(evs.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'how many events does res_9999 have?',
    expect: () => low(),
  },
  {
    id: 'user-churner-recent-unlocks',
    type: 'user',
    low: true,
    question: 'How many door_unlocked events did res_0213 have in the last 30 days?',
    expect: () => low(), // res_0213 moved out 55 days ago: nothing in scope
  },
  {
    id: 'user-ivan-count-last-week',
    type: 'user',
    question: 'how many events did staff_ivan have last week',
    expect: (events, now) => count(events, { range: ranges.lastWeek(T(now)), user: 'staff_ivan' }),
  },

  // =========================================================================================
  // breakdown
  // =========================================================================================
  {
    id: 'breakdown-failed-busiest-day',
    type: 'breakdown',
    question: 'which day had the most Unlock Failed events?',
    expect: ranked((events) => {
      const evs = select(events, { names: [FAIL] });
      return { map: tally(evs, byDay), n: 1, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'breakdown-unlock-weekday-8w',
    type: 'breakdown',
    question: 'busiest weekday for door_unlocked over the last 8 weeks?',
    expect: ranked((events, now) => {
      const evs = select(events, { range: ranges.lastWeeks(T(now), 8), names: [UNLOCK] });
      return { map: tally(evs, byWeekday), n: 1, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'breakdown-tap-hour',
    type: 'breakdown',
    question: 'At what hour of the day do we see the most keycard.tapped events?',
    expect: ranked((events) => {
      const evs = select(events, { names: [TAP] });
      return { map: tally(evs, byHour), n: 1, confidence: 'high', dataPoints: evs.length };
    }),
  },
  {
    id: 'breakdown-events-by-month',
    type: 'breakdown',
    question: (now) =>
      `break down events by month between ${iso(prevMonthStart(now))} and ${iso(monthStart(T(now)) - DAY)}`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.between(prevMonthStart(now), monthStart(T(now)) - DAY) });
      const m = tally(evs, byMonth);
      const keys = [isoMonth(prevMonthStart(now)), isoMonth(lastMonthStart(now))];
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'breakdown-codes-per-week',
    type: 'breakdown',
    question: (now) =>
      `weekly GuestCodeCreated counts from ${iso(weekStart(T(now)) - 28 * DAY)} to ${iso(weekStart(T(now)) - DAY)}`,
    expect: (events, now) => {
      const evs = select(events, {
        range: ranges.between(weekStart(T(now)) - 28 * DAY, weekStart(T(now)) - DAY),
        names: [CODE_NEW],
      });
      const m = tally(evs, byWeek);
      const keys = [...m.keys()].sort(); // four full ISO weeks; labels vary, so only the figures are checked
      return { numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'breakdown-unlock-hour-30d',
    type: 'breakdown',
    question: 'what time of day are doors unlocked the most? last 30 days',
    expect: ranked((events, now) => {
      const evs = select(events, { range: last(30)(now), names: [UNLOCK] });
      return { map: tally(evs, byHour), n: 1, confidence: 'not-high', dataPoints: evs.length };
    }),
  },
  {
    id: 'breakdown-login-daily',
    type: 'breakdown',
    question: (now) => `daily app login counts from ${shortDay(D(now, 7))} to ${shortDay(D(now, 1))} pls`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.between(D(now, 7), D(now, 1)), names: [LOGIN] });
      const m = tally(evs, byDay);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'breakdown-busiest-month',
    type: 'breakdown',
    question: "what's been our busiest month so far, by number of events?",
    expect: ranked((events) => ({
      map: tally(events, byMonth),
      n: 1,
      confidence: 'high',
      dataPoints: events.length,
    })),
  },
  {
    id: 'breakdown-busiest-weekday-all',
    type: 'breakdown',
    question: 'Which day of the week is the busiest overall?',
    expect: ranked((events) => ({
      map: tally(events, byWeekday),
      n: 1,
      confidence: 'high',
      dataPoints: events.length,
    })),
  },

  // =========================================================================================
  // compare
  // =========================================================================================
  {
    id: 'compare-unlock-7d',
    type: 'compare',
    question: 'door_unlocked in the last 7 days vs the previous 7 days?',
    expect: (events, now) => {
      const a = select(events, { range: prevDays(now, 7), names: [UNLOCK] });
      const b = select(events, { range: last(7)(now), names: [UNLOCK] });
      return compare(a.length, b.length, 'high', a.length + b.length);
    },
  },
  {
    id: 'compare-failed-months',
    type: 'compare',
    question: (now) =>
      `How did Unlock Failed in ${monthName(lastMonthStart(now))} compare with ${monthName(prevMonthStart(now))}?`,
    expect: (events, now) => {
      const a = select(events, {
        range: ranges.month(pastMonth(T(now), md(prevMonthStart(now)).getUTCMonth())),
        names: [FAIL],
      });
      const b = select(events, {
        range: ranges.month(pastMonth(T(now), md(lastMonthStart(now)).getUTCMonth())),
        names: [FAIL],
      });
      return compare(a.length, b.length, 'high', a.length + b.length);
    },
  },
  {
    id: 'compare-guest-usage-growing',
    type: 'compare',
    question: 'is guest code usage growing? last 30 days vs the 30 days before',
    expect: (events, now) => {
      const a = select(events, { range: prevDays(now, 30), names: [CODE_USED] });
      const b = select(events, { range: last(30)(now), names: [CODE_USED] });
      return compare(a.length, b.length, 'not-high', a.length + b.length);
    },
  },
  {
    id: 'compare-active-users-30d',
    type: 'compare',
    question: 'are we growing? active users in the last 30 days compared with the 30 days before',
    expect: (events, now) => {
      const a = select(events, { range: prevDays(now, 30) });
      const b = select(events, { range: last(30)(now) });
      return compare(users(a).size, users(b).size, 'high', a.length + b.length);
    },
  },
  {
    id: 'compare-login-14d',
    type: 'compare',
    question:
      'Product wants to know if the new app release changed anything: app-login in the past 14 days vs the previous 14 days',
    expect: (events, now) => {
      const a = select(events, { range: prevDays(now, 14), names: [LOGIN] });
      const b = select(events, { range: last(14)(now), names: [LOGIN] });
      return compare(a.length, b.length, 'high', a.length + b.length);
    },
  },
  {
    id: 'compare-events-named-months',
    type: 'compare',
    question: (now) =>
      `compare total events in ${monthYear(prevMonthStart(now))} and ${monthYear(lastMonthStart(now))}`,
    expect: (events, now) => {
      const a = select(events, { range: ranges.month(prevMonthStart(now)) });
      const b = select(events, { range: ranges.month(lastMonthStart(now)) });
      return compare(a.length, b.length, 'high', a.length + b.length);
    },
  },
  {
    id: 'compare-battery-value-60d',
    type: 'compare',
    question: 'Battery Replaced total value: last 60 days vs the 60 days before that',
    expect: (events, now) => {
      const a = select(events, { range: prevDays(now, 60), names: [BAT_NEW] });
      const b = select(events, { range: last(60)(now), names: [BAT_NEW] });
      return compare(round(sum(a), 2), round(sum(b), 2), 'high', a.length + b.length);
    },
  },

  // =========================================================================================
  // share
  // =========================================================================================
  {
    id: 'share-unlock-30d',
    type: 'share',
    question: 'what percentage of events in the last 30 days were door_unlocked?',
    expect: (events, now) => {
      const evs = select(events, { range: last(30)(now) });
      return {
        percents: [percent(evs.filter((e) => e.eventName === UNLOCK).length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-users-alarm-last-month',
    type: 'share',
    question: 'what % of active users set off an alarm last month?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastMonth(T(now)) });
      const did = users(evs.filter((e) => e.eventName === ALARM)).size;
      return { percents: [percent(did, users(evs).size)], confidence: 'not-high', dataPoints: evs.length };
    },
  },
  {
    id: 'share-tap-all',
    type: 'share',
    question: 'What share of all our events are keycard.tapped?',
    expect: (events) => ({
      percents: [percent(select(events, { names: [TAP] }).length, events.length)],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'share-users-failed-ever',
    type: 'share',
    question: 'what percent of users have had an Unlock Failed?',
    expect: (events) => ({
      percents: [percent(users(select(events, { names: [FAIL] })).size, users(events).size)],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'share-ajar-14d',
    type: 'share',
    question: 'what fraction of all events in the past 2 weeks were door_left_ajar? as a percentage',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastWeeks(T(now), 2) });
      return {
        percents: [percent(evs.filter((e) => e.eventName === AJAR).length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-users-guest-30d',
    type: 'share',
    question: 'Of the poeple active in the last 30 days, what percentage used a guest code?',
    expect: (events, now) => {
      const evs = select(events, { range: last(30)(now) });
      const did = users(evs.filter((e) => e.eventName === CODE_USED)).size;
      return { percents: [percent(did, users(evs).size)], confidence: 'not-high', dataPoints: evs.length };
    },
  },
  {
    id: 'share-failed-incident',
    type: 'share',
    question: (now) => `what share of events on ${iso(incident(now))} were Unlock Failed?`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.on(incident(now)) });
      return {
        percents: [percent(evs.filter((e) => e.eventName === FAIL).length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },

  // =========================================================================================
  // conversion
  // =========================================================================================
  ...[
    {
      id: 'conversion-ajar-alarm-90d',
      question: 'of users who had door left ajar in the last 90 days, how many then had alarm triggered?',
      range: last(90),
      a: AJAR,
      b: ALARM,
      confidence: 'high',
    },
    {
      id: 'conversion-login-unlock-30d',
      question: 'Of users with an app-login in the last 30 days, what % went on to have a door_unlocked?',
      range: last(30),
      a: LOGIN,
      b: UNLOCK,
      confidence: 'high',
    },
    {
      id: 'conversion-failed-unlock-incident',
      question: (now) =>
        `On ${longDay(incident(now))}, of the users with an Unlock Failed, how many had a door_unlocked afterwards?`,
      range: (now) => ranges.on(incident(now)),
      a: FAIL,
      b: UNLOCK,
      confidence: 'high',
    },
    {
      id: 'conversion-batterylow-replaced',
      question:
        'of users who had battery_low, how many later had Battery Replaced? and what percentage is that',
      range: () => ranges.all(),
      a: BAT_LOW,
      b: BAT_NEW,
      confidence: 'high',
    },
    {
      id: 'conversion-login-code-since',
      question: (now) =>
        `since ${dayMonth(D(now, 35))}, of the people who logged into the app, how many created a guest code after that?`,
      range: (now) => ranges.since(D(now, 35), T(now)),
      a: LOGIN,
      b: CODE_NEW,
      confidence: 'not-high',
    },
    {
      id: 'conversion-unlock-ajar-last-month',
      question: 'conversion from door_unlocked to Door Left Ajar last month?',
      range: (now) => ranges.lastMonth(T(now)),
      a: UNLOCK,
      b: AJAR,
      confidence: 'high',
    },
    {
      id: 'conversion-tap-ajar-60d',
      question: 'what percent of users who tapped a keycard in the last 60 days later left a door ajar?',
      range: last(60),
      a: TAP,
      b: AJAR,
      confidence: 'not-high',
    },
  ].map(({ id, question, range, a, b, confidence }) => ({
    id,
    type: 'conversion',
    question,
    expect: (events, now) => {
      const r = range(now);
      const c = conversion(events, r, a, b);
      return {
        numbers: [c.did, c.converted],
        percents: [c.pct],
        confidence,
        dataPoints: select(events, { range: r, names: [a, b] }).length,
      };
    },
  })),

  // =========================================================================================
  // churn
  // =========================================================================================
  {
    id: 'churn-30-vs-30',
    type: 'churn',
    question:
      'how many users were active in the 30 days before the last 30 days but not in the last 30 days?',
    expect: (events, now) => ({
      numbers: [churned(events, prevDays(now, 30), last(30)(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: (events, now) => ({ numbers: [newUsers(events, last(30)(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-month-to-month',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(prevMonthStart(now))} but not in ${monthName(lastMonthStart(now))}?`,
    expect: (events, now) => ({
      numbers: [churned(events, ranges.month(prevMonthStart(now)), ranges.month(lastMonthStart(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${iso(D(now, 45))}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.since(D(now, 45), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-last-month',
    type: 'churn',
    question: 'how many new users did we get last month? (first event ever)',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-gone-quiet',
    type: 'churn',
    question: (now) =>
      `we think some residents moved out. how many users were active between ${iso(D(now, 110))} and ${iso(D(now, 60))} but have had no events since ${iso(D(now, 59))}?`,
    expect: (events, now) => ({
      numbers: [
        churned(events, ranges.between(D(now, 110), D(now, 60)), ranges.since(D(now, 59), T(now))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-7d-list',
    type: 'churn',
    question: 'who are the new users from the last 7 days?',
    expect: (events, now) => {
      const list = newUsers(events, last(7)(now));
      return { names: list, unordered: true, numbers: [list.length], confidence: 'high' };
    },
  },

  // =========================================================================================
  // recency
  // =========================================================================================
  {
    id: 'recency-last-alarm',
    type: 'recency',
    question: 'when was the last alarm-triggered?',
    expect: (events) => {
      const evs = select(events, { names: [ALARM] });
      return { names: [isoDay(time(newestFirst(evs)[0]))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'recency-last-battery-swap',
    type: 'recency',
    question: 'when did someone last swap a lock battery?',
    expect: (events) => {
      const evs = select(events, { names: [BAT_NEW] });
      return { names: [isoDay(time(newestFirst(evs)[0]))], confidence: 'not-high', dataPoints: evs.length };
    },
  },
  {
    id: 'recency-last-revoke',
    type: 'recency',
    question: 'When was the most recent access revoked event?',
    expect: (events) => {
      const evs = select(events, { names: [REVOKE] });
      return { names: [isoDay(time(newestFirst(evs)[0]))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'recency-marco-firmware',
    type: 'recency',
    question: 'last time staff_marco installed a firmware update?',
    expect: (events) => {
      const evs = select(events, { names: [FIRMWARE], user: 'staff_marco' });
      return { names: [isoDay(time(newestFirst(evs)[0]))], confidence: 'not-high', dataPoints: evs.length };
    },
  },
  {
    id: 'recency-guest-code-3d',
    type: 'recency',
    question: 'did anyone use a guest code in the last 3 days?',
    expect: (events, now) => count(events, { range: last(3)(now), names: [CODE_USED] }, 'not-high'),
  },
  {
    id: 'recency-battery-low-14d',
    type: 'recency',
    question: 'has anyone had a battery_low in the past 14 days?',
    expect: (events, now) => count(events, { range: last(14)(now), names: [BAT_LOW] }),
  },
  {
    id: 'recency-churner-last-unlock',
    type: 'recency',
    question: 'when did res_0213 last unlock a door?',
    expect: (events) => {
      const evs = select(events, { names: [UNLOCK], user: 'res_0213' });
      return { names: [isoDay(time(newestFirst(evs)[0]))], confidence: 'not-high', dataPoints: evs.length };
    },
  },
  {
    id: 'recency-last-ajar',
    type: 'recency',
    question: 'when was the last Door Left Ajar event?',
    expect: (events) => {
      const evs = select(events, { names: [AJAR] });
      return { names: [isoDay(time(newestFirst(evs)[0]))], confidence: 'high', dataPoints: evs.length };
    },
  },

  // =========================================================================================
  // catalogue
  // =========================================================================================
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'which events do we track?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-user-total',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-event-total',
    type: 'catalogue',
    question: 'How many events do we have overall?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event names are there?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: "new engineer here, could you list all the event names we've got?",
    expect: (events) => ({
      names: [...new Set(events.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-users-and-events',
    type: 'catalogue',
    question: 'For the board deck: total number of unique users and total number of events in the dataset?',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-what-events',
    type: 'catalogue',
    question: 'what event types do the locks and the app send us?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // =========================================================================================
  // other (out of scope: low, dataPoints 0)
  // =========================================================================================
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather going to be like at the building tomorrow?",
    expect: low,
  },
  {
    id: 'other-which-door',
    type: 'other',
    question: 'which physical door (front entrance, garage, gym…) gets unlocked the most?',
    expect: low,
  },
  {
    id: 'other-sprinkler',
    type: 'other',
    question: 'how many sprinkler_activated events did we have last month?',
    expect: low,
  },
  {
    id: 'other-voltage-model',
    type: 'other',
    question: 'what is the average battery voltage per lock model?',
    expect: low,
  },
  { id: 'other-rent', type: 'other', question: 'How many tenants are behind on rent?', expect: low },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many batteries we will have to replace next quarter',
    expect: low,
  },
  { id: 'other-phone', type: 'other', question: "what's staff_ana's phone number?", expect: low },
  {
    id: 'other-elevator',
    type: 'other',
    question: 'how many elevator_called events last week?',
    expect: low,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: 'what NPS did residents give us in the last survey?',
    expect: low,
  },
  {
    id: 'other-translate',
    type: 'other',
    question: "translate 'door left ajar' into Spanish for the lobby sign",
    expect: low,
  },
];
