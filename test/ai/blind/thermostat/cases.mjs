/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
// Cases for the thermostat round. Every expectation is computed from the events with the oracle.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY, EVENT_NAMES, INCIDENT_DAYS_AGO } from './data.mjs';

const { DAY, ranges: R, select, users, sum, avg, min, max, percent, tally, rank, round, time } = O;
const T = (now) => +now;
const MON3 = (t) => O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3);
const longDay = (t) => {
  const d = new Date(t).getUTCDate();
  const suf =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  return `${O.MONTHS[new Date(t).getUTCMonth()]} ${d}${suf}`;
};
const shortDay = (t) => `${MON3(t)} ${new Date(t).getUTCDate()}`;
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const daysAgo = (now, k) => O.dayStart(T(now)) - k * DAY;
const incident = (now) => daysAgo(now, INCIDENT_DAYS_AGO);
const monthBack = (now, k) => O.monthStart(T(now), -k);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const LOW = { confidence: 'low', dataPoints: 0 };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const MONEY = ['Subscription Renewed', 'accessory.purchased'];

const cases = [];
const add = (id, type, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

// Ranked expectation with a tie check at the cut. f returns { map, n, ascending, dp, confidence, withNumbers }.
function ranked(id, type, question, f, extra) {
  const expect = (ev, now) => {
    const { map, n, ascending = false, dp, confidence = 'high', withNumbers = true } = f(ev, now);
    const top = rank(map, { n, ascending });
    return {
      names: top.map(([k]) => k),
      numbers: withNumbers ? top.map(([, v]) => (Number.isInteger(v) ? v : round(v, 2))) : [],
      confidence,
      dataPoints: dp,
    };
  };
  expect.tieAtCut = (ev, now) => {
    const { map, n, ascending = false } = f(ev, now);
    const all = rank(map, { ascending });
    if (n >= all.length) return false;
    // a tie at the cut, or a near tie inside the ranked list for value-based rankings
    return Math.abs(all[n - 1][1] - all[n][1]) < 1e-9;
  };
  add(id, type, question, expect, extra);
}

const count = (ev, filt, confidence = 'high') => {
  const s = select(ev, filt);
  return { numbers: [s.length], confidence, dataPoints: s.length };
};
const distinct = (ev, filt, confidence = 'high') => {
  const s = select(ev, filt);
  return { numbers: [users(s).size], confidence, dataPoints: s.length };
};

// ================================ count =========================================================
add('count-setpoint-all', 'count', 'how many setpoint.changed events do we have in total?', (ev) =>
  count(ev, { names: ['setpoint.changed'] }),
);
add(
  'count-offline-yesterday',
  'count',
  'Support here — how many offline_alert events fired yesterday?',
  (ev, now) => count(ev, { names: ['offline_alert'], range: R.yesterday(T(now)) }),
);
add('count-schedule-7d', 'count', 'Number of ScheduleEdited events in the last 7 days pls', (ev, now) =>
  count(ev, { names: ['ScheduleEdited'], range: R.lastDays(T(now), 7) }),
);
add(
  'count-firmware-between',
  'count',
  (now) =>
    `How many firmware.updated events between ${O.isoDay(daysAgo(now, 72))} and ${O.isoDay(daysAgo(now, 64))}? checking the rollout`,
  (ev, now) =>
    count(ev, { names: ['firmware.updated'], range: R.between(daysAgo(now, 72), daysAgo(now, 64)) }),
);
add(
  'count-power-user-30d',
  'count',
  `How many setpoint.changed events did ${P.powerUser} log in the past 30 days?`,
  (ev, now) => count(ev, { names: ['setpoint.changed'], user: P.powerUser, range: R.lastDays(T(now), 30) }),
);
add(
  'count-away-month',
  'count',
  (now) => `how many Away Mode Enabled events were there in ${monthName(monthBack(now, 1))}?`,
  (ev, now) => count(ev, { names: ['Away Mode Enabled'], range: R.month(monthBack(now, 1)) }),
);
add(
  'count-offline-incident',
  'count',
  (now) => `How many offline alerts did we send on ${longDay(incident(now))}? that was the outage morning`,
  (ev, now) =>
    count(ev, {
      names: ['offline_alert'],
      range: R.on(
        O.pastMonthDay(T(now), new Date(incident(now)).getUTCMonth(), new Date(incident(now)).getUTCDate()),
      ),
    }),
);
add(
  'count-device-paired-72h',
  'count',
  'how many device pairings in the last 72 hours (device_paired)?',
  (ev, now) => count(ev, { names: ['device_paired'], range: R.lastHours(T(now), 72) }),
);
add(
  'count-loose-setpoint',
  'count',
  'how many times did folks adjust the temperature in the past 2 weeks?',
  (ev, now) => count(ev, { names: ['setpoint.changed'], range: R.lastWeeks(T(now), 2) }, 'not-high'),
);
add('count-unknown-event', 'count', 'How many thermostat_reset events happened last month?', () => LOW, {
  low: true,
});

// ================================ users =========================================================
add(
  'users-energy-30d',
  'users',
  'how many unique users looked at EnergyReportViewed in the last 30 days',
  (ev, now) => distinct(ev, { names: ['EnergyReportViewed'], range: R.lastDays(T(now), 30) }),
);
add('users-active-week', 'users', 'Active users in the past week?', (ev, now) =>
  distinct(ev, { range: R.lastDays(T(now), 7) }),
);
add(
  'users-paired-last-month',
  'users',
  'How many distinct customers did device_paired last month?',
  (ev, now) => distinct(ev, { names: ['device_paired'], range: R.lastMonth(T(now)) }),
);
add(
  'users-offline-incident',
  'users',
  (now) => `how many homeowners got an offline_alert on ${O.isoDay(incident(now))}?`,
  (ev, now) => distinct(ev, { names: ['offline_alert'], range: R.on(incident(now)) }),
);
add(
  'users-active-3m',
  'users',
  'for the board deck: number of active users over the last 3 months',
  (ev, now) => distinct(ev, { range: R.lastMonths(T(now), 3) }),
);
add(
  'users-renewed-since',
  'users',
  (now) => `how many people had a Subscription Renewed since ${longDay(daysAgo(now, 60))}?`,
  (ev, now) => distinct(ev, { names: ['Subscription Renewed'], range: R.since(daysAgo(now, 60), T(now)) }),
);
add(
  'users-loose-away',
  'users',
  'how many households switched on vacation mode in the last 14 days?',
  (ev, now) => distinct(ev, { names: ['Away Mode Enabled'], range: R.lastDays(T(now), 14) }, 'not-high'),
);
add('users-unknown-event', 'users', 'how many users triggered geofence_exit this month?', () => LOW, {
  low: true,
});

// ================================ value =========================================================
add(
  'value-avg-setpoint-7d',
  'value',
  'what is the average setpoint.changed value over the last 7 days? (it is the new target temp in F)',
  (ev, now) => {
    const s = select(ev, { names: ['setpoint.changed'], range: R.lastDays(T(now), 7) });
    return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'value-energy-kwh-last-month',
  'value',
  'Total eventValue of EnergyReportViewed last month? (kWh shown in the reports)',
  (ev, now) => {
    const s = select(ev, { names: ['EnergyReportViewed'], range: R.lastMonth(T(now)) });
    return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
  },
);
add('value-max-offline', 'value', 'longest outage ever: max value of offline_alert?', (ev) => {
  const s = select(ev, { names: ['offline_alert'] });
  return { numbers: [max(s)], confidence: 'high', dataPoints: s.length };
});
add(
  'value-median-firmware',
  'value',
  'median firmware.updated value (install seconds) in the past 30 days',
  (ev, now) => {
    const s = select(ev, { names: ['firmware.updated'], range: R.lastDays(T(now), 30) });
    return { numbers: [median(s)], confidence: 'high', dataPoints: s.length };
  },
);
add('value-min-setpoint-yesterday', 'value', 'lowest setpoint.changed value yesterday?', (ev, now) => {
  const s = select(ev, { names: ['setpoint.changed'], range: R.yesterday(T(now)) });
  return { numbers: [min(s)], confidence: 'high', dataPoints: s.length };
});
add('value-renewals-30d', 'value', 'sum of Subscription Renewed amounts in the last 30 days?', (ev, now) => {
  const s = select(ev, { names: ['Subscription Renewed'], range: R.lastDays(T(now), 30) });
  return { numbers: [round(sum(s), 2)], confidence: 'high', dataPoints: s.length };
});
add('value-revenue-last-month', 'value', 'finance q: what was our revenue last month?', (ev, now) => {
  const s = select(ev, { names: MONEY, range: R.lastMonth(T(now)) });
  return { numbers: [round(sum(s), 2)], confidence: 'not-high', dataPoints: s.length };
});
add('value-avg-accessory-spender', 'value', `average accessory.purchased value for ${P.bigSpender}`, (ev) => {
  const s = select(ev, { names: ['accessory.purchased'], user: P.bigSpender });
  return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
});
add(
  'value-avg-away-hours',
  'value',
  (now) => `Mean Away Mode Enabled value in ${monthName(monthBack(now, 2))}? value = planned hours away`,
  (ev, now) => {
    const s = select(ev, {
      names: ['Away Mode Enabled'],
      range: R.month(O.pastMonth(T(now), new Date(monthBack(now, 2)).getUTCMonth())),
    });
    return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
  },
);
add('value-unknown-event', 'value', 'average value of humidity_reading over the last week?', () => LOW, {
  low: true,
});

// ================================ top-events ====================================================
ranked('top-events-30d', 'top-events', 'top 5 events in the last 30 days', (ev, now) => {
  const s = select(ev, { range: R.lastDays(T(now), 30) });
  return { map: tally(s, O.byName), n: 5, dp: s.length };
});
ranked('top-events-all-3', 'top-events', 'What are our three most common events overall?', (ev) => ({
  map: tally(ev, O.byName),
  n: 3,
  dp: ev.length,
}));
ranked('top-events-least-3', 'top-events', 'which 3 events are the least common (all time)?', (ev) => ({
  map: tally(ev, O.byName),
  n: 3,
  ascending: true,
  dp: ev.length,
}));
ranked('top-events-yesterday', 'top-events', 'most frequent event yesterday?', (ev, now) => {
  const s = select(ev, { range: R.yesterday(T(now)) });
  return { map: tally(s, O.byName), n: 1, dp: s.length };
});
ranked('top-events-landlord', 'top-events', `top 3 events for ${P.landlord}`, (ev) => {
  const s = select(ev, { user: P.landlord });
  return { map: tally(s, O.byName), n: 3, dp: s.length };
});
ranked(
  'top-events-incident',
  'top-events',
  (now) => `what was the most common event on ${shortDay(incident(now))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.on(incident(now)) });
    return { map: tally(s, O.byName), n: 1, dp: s.length };
  },
);
ranked('top-events-last-week', 'top-events', 'Top 4 event types last week, with counts', (ev, now) => {
  const s = select(ev, { range: R.lastWeek(T(now)) });
  return { map: tally(s, O.byName), n: 4, dp: s.length };
});
ranked(
  'top-events-month',
  'top-events',
  (now) =>
    `what were the 5 most common events in ${monthName(monthBack(now, 2))} ${new Date(monthBack(now, 2)).getUTCFullYear()}?`,
  (ev, now) => {
    const s = select(ev, { range: R.month(monthBack(now, 2)) });
    return { map: tally(s, O.byName), n: 5, dp: s.length };
  },
);

// ================================ top-users =====================================================
ranked('top-users-all-2', 'top-users', 'who are our 2 most active users?', (ev) => ({
  map: tally(ev, O.byUser),
  n: 2,
  dp: ev.length,
}));
ranked(
  'top-users-setpoint-30d-top1',
  'top-users',
  'who did the most setpoint.changed in the last 30 days?',
  (ev, now) => {
    const s = select(ev, { names: ['setpoint.changed'], range: R.lastDays(T(now), 30) });
    return { map: tally(s, O.byUser), n: 1, dp: s.length };
  },
);
ranked('top-users-spenders', 'top-users', 'who are the top 3 spenders?', (ev) => {
  const s = select(ev, { names: MONEY });
  return { map: tally(s, O.byUser, O.value), n: 3, dp: s.length, confidence: 'not-high' };
});
ranked('top-users-accessory-value', 'top-users', 'top 3 users by total accessory.purchased value', (ev) => {
  const s = select(ev, { names: ['accessory.purchased'] });
  return { map: tally(s, O.byUser, O.value), n: 3, dp: s.length };
});
ranked('top-users-last-week', 'top-users', 'most active user last week?', (ev, now) => {
  const s = select(ev, { range: R.lastWeek(T(now)) });
  return { map: tally(s, O.byUser), n: 1, dp: s.length };
});
ranked(
  'top-users-offline',
  'top-users',
  'which user has the most offline_alert events? asking because I suspect a flaky wifi',
  (ev) => {
    const s = select(ev, { names: ['offline_alert'] });
    return { map: tally(s, O.byUser), n: 1, dp: s.length };
  },
);
ranked(
  'top-users-away-since',
  'top-users',
  (now) => `top 2 users by Away Mode Enabled since ${O.isoDay(daysAgo(now, 50))}`,
  (ev, now) => {
    const s = select(ev, { names: ['Away Mode Enabled'], range: R.since(daysAgo(now, 50), T(now)) });
    return { map: tally(s, O.byUser), n: 2, dp: s.length };
  },
);
ranked(
  'top-users-paired',
  'top-users',
  'which customer has paired the most devices? (device_paired)',
  (ev) => {
    const s = select(ev, { names: ['device_paired'] });
    return { map: tally(s, O.byUser), n: 1, dp: s.length };
  },
);
ranked('top-users-loose-setpoint', 'top-users', 'who fiddles with the temperature the most? top 2', (ev) => {
  const s = select(ev, { names: ['setpoint.changed'] });
  return { map: tally(s, O.byUser), n: 2, dp: s.length, confidence: 'not-high' };
});

// ================================ user ==========================================================
add('user-count-power', 'user', `how many events has ${P.powerUser} got?`, (ev) =>
  count(ev, { user: P.powerUser }),
);
add('user-newcomer-first', 'user', `when did ${P.newcomer} first show up?`, (ev) => {
  const s = select(ev, { user: P.newcomer });
  const t = Math.min(...s.map(time));
  return { names: [O.isoDay(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
});
add('user-churner-last', 'user', `${P.churner} — when were they last seen?`, (ev) => {
  const s = select(ev, { user: P.churner });
  const t = Math.max(...s.map(time));
  return { names: [O.isoDay(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
});
add('user-landlord-names', 'user', `which event types has ${P.landlord} used?`, (ev) => {
  const s = select(ev, { user: P.landlord });
  return { names: [...new Set(s.map(O.byName))], unordered: true, confidence: 'high', dataPoints: s.length };
});
add('user-spender-recent', 'user', `show me ${P.bigSpender}'s 3 most recent events`, (ev) => {
  const s = select(ev, { user: P.bigSpender });
  return { names: O.newestFirst(s).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: s.length };
});
add('user-snowbird-30d', 'user', `How many events did ${P.snowbird} log in the last 30 days?`, (ev, now) =>
  count(ev, { user: P.snowbird, range: R.lastDays(T(now), 30) }),
);
add('user-power-first-last', 'user', `first and last seen for ${P.powerUser}?`, (ev) => {
  const s = select(ev, { user: P.powerUser });
  const ts = s.map(time);
  const a = Math.min(...ts),
    b = Math.max(...ts);
  return { names: [O.isoDay(a), hhmm(a), O.isoDay(b), hhmm(b)], confidence: 'high', dataPoints: s.length };
});
add(
  'user-newcomer-events',
  'user',
  `customer ${P.newcomer} called in. how many events do they have and what kinds?`,
  (ev) => {
    const s = select(ev, { user: P.newcomer });
    return {
      numbers: [s.length],
      names: [...new Set(s.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
add('user-nobody', 'user', `what did ${NOBODY} do last week?`, () => LOW, { low: true });

// ================================ breakdown =====================================================
const ALL_WD = O.WEEKDAYS;
add('breakdown-setpoint-weekday', 'breakdown', 'setpoint.changed by day of week, please', (ev) => {
  const s = select(ev, { names: ['setpoint.changed'] });
  const m = tally(s, O.byWeekday);
  return {
    names: ALL_WD,
    unordered: true,
    numbers: ALL_WD.map((d) => m.get(d)),
    confidence: 'high',
    dataPoints: s.length,
  };
});
add('breakdown-monthly-3m', 'breakdown', 'events per month for the last 3 months', (ev, now) => {
  const s = select(ev, { range: R.lastMonths(T(now), 3) });
  const m = [...tally(s, O.byMonth)].sort();
  return { names: m.map(([k]) => k), numbers: m.map(([, v]) => v), confidence: 'high', dataPoints: s.length };
});
ranked(
  'breakdown-login-hour',
  'breakdown',
  'what hour of the day do people log in most? (app_login)',
  (ev) => {
    const s = select(ev, { names: ['app_login'] });
    return { map: tally(s, O.byHour), n: 1, dp: s.length };
  },
);
add(
  'breakdown-offline-daily-7d',
  'breakdown',
  'daily offline_alert counts for the last 7 days',
  (ev, now) => {
    const s = select(ev, { names: ['offline_alert'], range: R.lastDays(T(now), 7) });
    const m = [...tally(s, O.byDay)].sort();
    return {
      names: m.map(([k]) => k),
      numbers: m.map(([, v]) => v),
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
ranked('breakdown-busiest-day-60d', 'breakdown', 'whats the busiest day in the last 60 days', (ev, now) => {
  const s = select(ev, { range: R.lastDays(T(now), 60) });
  return { map: tally(s, O.byDay), n: 1, dp: s.length };
});
add(
  'breakdown-energy-weekly',
  'breakdown',
  'EnergyReportViewed per week over the past 4 weeks',
  (ev, now) => {
    const s = select(ev, { names: ['EnergyReportViewed'], range: R.lastWeeks(T(now), 4) });
    const m = [...tally(s, O.byWeek)].sort();
    return {
      names: m.map(([k]) => k),
      numbers: m.map(([, v]) => v),
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
ranked(
  'breakdown-away-weekday',
  'breakdown',
  'Which weekday has the most Away Mode Enabled events?',
  (ev) => {
    const s = select(ev, { names: ['Away Mode Enabled'] });
    return { map: tally(s, O.byWeekday), n: 1, dp: s.length };
  },
);
ranked('breakdown-quietest-hour', 'breakdown', 'quietest hour of the day overall (all events)?', (ev) => ({
  map: tally(ev, O.byHour),
  n: 1,
  ascending: true,
  dp: ev.length,
}));
add(
  'breakdown-firmware-weekly',
  'breakdown',
  (now) => `firmware.updated per week from ${O.isoDay(daysAgo(now, 21))} to ${O.isoDay(daysAgo(now, 8))}`,
  (ev, now) => {
    const s = select(ev, {
      names: ['firmware.updated'],
      range: R.between(daysAgo(now, 21), daysAgo(now, 8)),
    });
    const m = [...tally(s, O.byWeek)].sort();
    return {
      names: m.map(([k]) => k),
      numbers: m.map(([, v]) => v),
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);

// ================================ compare =======================================================
const cmp = (ev, r1, r2, filt = {}, measure = (s) => s.length, confidence = 'high', money = false) => {
  const a = select(ev, { ...filt, range: r1 }),
    b = select(ev, { ...filt, range: r2 });
  const x = O.change(money ? round(measure(a), 2) : measure(a), money ? round(measure(b), 2) : measure(b));
  return {
    numbers: [x.earlier, x.later, money ? round(x.diff, 2) : x.diff],
    percents: x.pct === null ? [] : [x.pct],
    confidence,
    dataPoints: a.length + b.length,
  };
};
const prevOf = (r) => ({ from: r.from - (r.to - r.from), to: r.from });
add(
  'compare-weeks-total',
  'compare',
  'Total events last week vs. the week before? need it for the Monday standup',
  (ev, now) => {
    const r = R.lastWeek(T(now));
    return cmp(ev, prevOf(r), r);
  },
);
add(
  'compare-setpoint-30d',
  'compare',
  'setpoint.changed: last 30 days compared with the previous 30 days',
  (ev, now) => {
    const r = R.lastDays(T(now), 30);
    return cmp(ev, prevOf(r), r, { names: ['setpoint.changed'] });
  },
);
add(
  'compare-schedule-months',
  'compare',
  'Is ScheduleEdited growing? last month vs the month before that',
  (ev, now) => cmp(ev, R.month(monthBack(now, 2)), R.lastMonth(T(now)), { names: ['ScheduleEdited'] }),
);
add(
  'compare-active-users-7d',
  'compare',
  'weekly check-in: actve users in the last 7 days vs the 7 days before',
  (ev, now) => {
    const r = R.lastDays(T(now), 7);
    return cmp(ev, prevOf(r), r, {}, (s) => users(s).size);
  },
);
add(
  'compare-offline-named-months',
  'compare',
  (now) => `offline_alert in ${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}?`,
  (ev, now) => cmp(ev, R.month(monthBack(now, 2)), R.month(monthBack(now, 1)), { names: ['offline_alert'] }),
);
add(
  'compare-energy-21d',
  'compare',
  'EnergyReportViewed past 21 days vs prior 21 days — up or down?',
  (ev, now) => {
    const r = R.lastDays(T(now), 21);
    return cmp(ev, prevOf(r), r, { names: ['EnergyReportViewed'] });
  },
);
add(
  'compare-accessory-value-30d',
  'compare',
  'accessory.purchased total value: last 30 days vs the 30 days before',
  (ev, now) => {
    const r = R.lastDays(T(now), 30);
    return cmp(ev, prevOf(r), r, { names: ['accessory.purchased'] }, sum, 'high', true);
  },
);
add(
  'compare-loose-away',
  'compare',
  'is vacation mode usage up? last 2 weeks vs the 2 weeks before',
  (ev, now) => {
    const r = R.lastWeeks(T(now), 2);
    return cmp(ev, prevOf(r), r, { names: ['Away Mode Enabled'] }, (s) => s.length, 'not-high');
  },
);
add(
  'compare-logins-between',
  'compare',
  (now) =>
    `app_login from ${O.isoDay(daysAgo(now, 100))} to ${O.isoDay(daysAgo(now, 91))} compared to ${O.isoDay(daysAgo(now, 10))} to ${O.isoDay(daysAgo(now, 1))}`,
  (ev, now) =>
    cmp(ev, R.between(daysAgo(now, 100), daysAgo(now, 91)), R.between(daysAgo(now, 10), daysAgo(now, 1)), {
      names: ['app_login'],
    }),
);

// ================================ share =========================================================
const shareEv = (ev, range, names, confidence = 'high') => {
  const s = select(ev, { range });
  const k = s.filter((e) => names.includes(e.eventName)).length;
  return { percents: [percent(k, s.length)], confidence, dataPoints: s.length };
};
const shareUsers = (ev, range, names, confidence = 'high') => {
  const s = select(ev, { range });
  const did = users(s.filter((e) => names.includes(e.eventName))).size;
  return { percents: [percent(did, users(s).size)], confidence, dataPoints: s.length };
};
add('share-setpoint-all', 'share', 'what % of all events are setpoint.changed?', (ev) =>
  shareEv(ev, R.all(), ['setpoint.changed']),
);
add('share-offline-30d', 'share', 'share of events in the last 30 days that were offline_alert', (ev, now) =>
  shareEv(ev, R.lastDays(T(now), 30), ['offline_alert']),
);
add(
  'share-users-energy-last-month',
  'share',
  'What percentage of active users last month viewed an energy report (EnergyReportViewed)?',
  (ev, now) => shareUsers(ev, R.lastMonth(T(now)), ['EnergyReportViewed']),
);
add('share-users-away-all', 'share', 'percent of users who have ever used Away Mode Enabled', (ev) =>
  shareUsers(ev, R.all(), ['Away Mode Enabled']),
);
add(
  'share-offline-incident',
  'share',
  (now) => `on ${O.isoDay(incident(now))}, what fraction of events were offline_alert? as a %`,
  (ev, now) => shareEv(ev, R.on(incident(now)), ['offline_alert']),
);
add('share-login-7d', 'share', "what share of the last 7 days' activity is app_login?", (ev, now) =>
  shareEv(ev, R.lastDays(T(now), 7), ['app_login']),
);
add(
  'share-users-accessory-90d',
  'share',
  '% of active users in the last 90 days who did accessory.purchased',
  (ev, now) => shareUsers(ev, R.lastDays(T(now), 90), ['accessory.purchased']),
);
add(
  'share-loose-schedule',
  'share',
  'what percent of people have changed their heating schedule at all?',
  (ev) => shareUsers(ev, R.all(), ['ScheduleEdited'], 'not-high'),
);

// ================================ conversion ====================================================
const conv = (ev, range, a, b) => {
  const c = O.conversion(ev, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: 'high',
    dataPoints: select(ev, { range, names: [a, b] }).length,
  };
};
add(
  'conv-paired-schedule',
  'conversion',
  'of the users who did device_paired, how many went on to do ScheduleEdited?',
  (ev) => conv(ev, R.all(), 'device_paired', 'ScheduleEdited'),
);
add(
  'conv-paired-renewed-90d',
  'conversion',
  'device_paired -> Subscription Renewed conversion over the last 90 days',
  (ev, now) => conv(ev, R.lastDays(T(now), 90), 'device_paired', 'Subscription Renewed'),
);
add(
  'conv-filter-accessory',
  'conversion',
  'after a filter-reminder-sent, what % of those users later had an accessory.purchased? all time',
  (ev) => conv(ev, R.all(), 'filter-reminder-sent', 'accessory.purchased'),
);
add(
  'conv-energy-setpoint-30d',
  'conversion',
  'Of people who did EnergyReportViewed in the last 30 days, how many then did setpoint.changed?',
  (ev, now) => conv(ev, R.lastDays(T(now), 30), 'EnergyReportViewed', 'setpoint.changed'),
);
add(
  'conv-login-away-60d',
  'conversion',
  'app_login to Away Mode Enabled conversion, past 60 days',
  (ev, now) => conv(ev, R.lastDays(T(now), 60), 'app_login', 'Away Mode Enabled'),
);
add(
  'conv-paired-setpoint-since',
  'conversion',
  (now) =>
    `since ${longDay(daysAgo(now, 40))}: users with device_paired — how many followed up with a setpoint.changed, and what percent?`,
  (ev, now) => conv(ev, R.since(daysAgo(now, 40), T(now)), 'device_paired', 'setpoint.changed'),
);
add(
  'conv-offline-firmware-80d',
  'conversion',
  'last 80 days: of users with an offline_alert, how many later got firmware.updated?',
  (ev, now) => conv(ev, R.lastDays(T(now), 80), 'offline_alert', 'firmware.updated'),
);
add(
  'conv-unknown',
  'conversion',
  'of users who did device_unpaired, what % then did device_paired again?',
  () => LOW,
  { low: true },
);

// ================================ churn =========================================================
add(
  'churn-months',
  'churn',
  (now) =>
    `how many users were active in ${monthName(monthBack(now, 2))} but not in ${monthName(monthBack(now, 1))}?`,
  (ev, now) => ({
    numbers: [O.churned(ev, R.month(monthBack(now, 2)), R.month(monthBack(now, 1))).length],
    confidence: 'high',
  }),
);
add(
  'churn-new-30d',
  'churn',
  'how many new users in the last 30 days? founder wants to know if the fall ad campaign worked',
  (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(T(now), 30)).length], confidence: 'high' }),
);
add(
  'churn-new-last-month',
  'churn',
  'how many brand new customers did we get last month (first event ever)?',
  (ev, now) => ({ numbers: [O.newUsers(ev, R.lastMonth(T(now))).length], confidence: 'high' }),
);
add(
  'churn-30-vs-30',
  'churn',
  'users active in the 30 days before the last 30 days who have done nothing in the last 30 days — how many?',
  (ev, now) => {
    const r = R.lastDays(T(now), 30);
    return { numbers: [O.churned(ev, prevOf(r), r).length], confidence: 'high' };
  },
);
add('churn-new-last-week', 'churn', 'new users last week (ISO week)', (ev, now) => ({
  numbers: [O.newUsers(ev, R.lastWeek(T(now))).length],
  confidence: 'high',
}));
add(
  'churn-new-since',
  'churn',
  (now) => `how many homeowners showed up for the first time since ${O.isoDay(daysAgo(now, 50))}?`,
  (ev, now) => ({ numbers: [O.newUsers(ev, R.since(daysAgo(now, 50), T(now))).length], confidence: 'high' }),
);
add(
  'churn-weeks',
  'churn',
  'who was active last week but not in the past 3 days? just the number',
  (ev, now) => ({
    numbers: [O.churned(ev, R.lastWeek(T(now)), R.lastDays(T(now), 3)).length],
    confidence: 'high',
  }),
);
add(
  'churn-new-4d-names',
  'churn',
  'list the users whose first event ever was in the last 4 days',
  (ev, now) => {
    const n = O.newUsers(ev, R.lastDays(T(now), 4));
    return { numbers: [n.length], names: n.includes(P.newcomer) ? [P.newcomer] : [], confidence: 'high' };
  },
);
add(
  'churn-between',
  'churn',
  (now) =>
    `churn check: users active between ${O.isoDay(daysAgo(now, 90))} and ${O.isoDay(daysAgo(now, 61))} with no activity between ${O.isoDay(daysAgo(now, 60))} and ${O.isoDay(daysAgo(now, 1))}`,
  (ev, now) => ({
    numbers: [
      O.churned(
        ev,
        R.between(daysAgo(now, 90), daysAgo(now, 61)),
        R.between(daysAgo(now, 60), daysAgo(now, 1)),
      ).length,
    ],
    confidence: 'high',
  }),
);

// ================================ recency =======================================================
const last = (ev, filt) => {
  const s = select(ev, filt);
  const t = Math.max(...s.map(time));
  return { names: [O.isoDay(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
};
add('recency-firmware', 'recency', 'when was the last firmware.updated?', (ev) =>
  last(ev, { names: ['firmware.updated'] }),
);
add('recency-accessory-10d', 'recency', 'did anyone do accessory.purchased in the last 10 days?', (ev, now) =>
  count(ev, { names: ['accessory.purchased'], range: R.lastDays(T(now), 10) }),
);
add('recency-offline', 'recency', 'Last offline_alert — when?', (ev) =>
  last(ev, { names: ['offline_alert'] }),
);
add('recency-power-setpoint', 'recency', `when did ${P.powerUser} last do setpoint.changed?`, (ev) =>
  last(ev, { names: ['setpoint.changed'], user: P.powerUser }),
);
add(
  'recency-renewal',
  'recency',
  'when did the most recent Subscription Renewed happen? billing is asking',
  (ev) => last(ev, { names: ['Subscription Renewed'] }),
);
add(
  'recency-paired-since',
  'recency',
  (now) => `has anybody paired a new thermostat (device_paired) since ${shortDay(daysAgo(now, 6))}?`,
  (ev, now) => count(ev, { names: ['device_paired'], range: R.since(daysAgo(now, 6), T(now)) }),
);
add('recency-churner-away', 'recency', `when did ${P.churner} last use Away Mode Enabled?`, (ev) =>
  last(ev, { names: ['Away Mode Enabled'], user: P.churner }),
);
add('recency-unknown', 'recency', 'when was the last thermostat_reset?', () => LOW, { low: true });

// ================================ catalogue =====================================================
const allNames = (ev) => [...new Set(ev.map(O.byName))];
add('catalogue-names', 'catalogue', 'what events do you track?', (ev) => ({
  names: allNames(ev),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue-users', 'catalogue', 'how many users are there in total?', (ev) => ({
  numbers: [users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue-events', 'catalogue', 'How many events are stored overall?', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue-distinct-types', 'catalogue', 'how many different event names exist?', (ev) => ({
  numbers: [allNames(ev).length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'catalogue-overview',
  'catalogue',
  'quick overview for a new PM: number of users, number of events, and the event names',
  (ev) => ({
    numbers: [users(ev).size, ev.length],
    names: allNames(ev),
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  }),
);
add(
  'catalogue-users-events-typo',
  'catalogue',
  'how many custmers and how many events do we have alltogether?',
  (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
);
add('catalogue-names-count', 'catalogue', 'what event types exist and how many are there?', (ev) => ({
  numbers: [allNames(ev).length],
  names: allNames(ev),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));

// ================================ other =========================================================
const other = (id, q) => add(id, 'other', q, () => LOW);
other('other-indoor-temp', 'what is the average indoor temperature in Phoenix homes right now?');
other('other-model-sales', 'which thermostat model sells best at Home Depot?');
other('other-gas-savings', 'how many dollars of gas did customers save compared with last winter?');
other('other-nps', "what's the NPS of our mobile app?");
other('other-forecast', 'forecast how many setpoint changes we will get next month');
other('other-weather', 'will it be colder tomorrow in Chicago?');
other('other-support-calls', 'how many support phone calls did we get about C-wire installs?');
other('other-battery', `what's the battery level on ${P.powerUser}'s thermostat?`);
other('other-heatpump', 'which homeowners have a heat pump vs a gas furnace?');

export { cases };
