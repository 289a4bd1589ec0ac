import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { DAY, ranges: R, select, users, sum, min, max, percent, tally, rank, round, time } = O;
const N = (t) => +t; // Date → ms
const iso = (t) => O.isoDay(t);
const mon = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const md = (t) => `${mon(t)} ${new Date(t).getUTCDate()}`;
const mdShort = (t) => `${mon(t).slice(0, 3)} ${new Date(t).getUTCDate()}`;
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const dOrd = (t) => `${ord(new Date(t).getUTCDate())} of ${mon(t)}`;
const daysAgo = (now, k) => O.dayStart(N(now)) - k * DAY;
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const r2 = (x) => round(x, 2);
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const MONEY = ['slot_booked', 'GroupEventInvoiced'];
const { topRacer, churner, newcomer, headMarshal, corporateClient } = PERSONAS;

const cases = [];
const add = (type, id, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

// count → {numbers:[n], dataPoints:n}
const countCase = (id, question, filt, confidence = 'high') =>
  add('count', id, question, (ev, now) => {
    const n = select(ev, filt(N(now))).length;
    return n ? { numbers: [n], confidence, dataPoints: n } : LOW();
  });
// ranked list with tie check
function rankCase(type, id, question, build) {
  const expect = (ev, now) => {
    const b = build(ev, N(now));
    const r = rank(b.map, { n: b.n, ascending: b.ascending });
    return {
      names: r.map((x) => x[0]),
      numbers: r.map((x) => r2(x[1])),
      confidence: b.confidence ?? 'high',
      dataPoints: b.dataPoints,
    };
  };
  expect.tieAtCut = (ev, now) => {
    const b = build(ev, N(now));
    const all = rank(b.map, { ascending: b.ascending });
    return all.length > b.n && all[b.n - 1][1] === all[b.n][1];
  };
  add(type, id, question, expect);
}

// ---------------------------------------------------------------- count
countCase('cnt-laps-all', 'How many lap-recorded events do we have in total?', () => ({
  names: ['lap-recorded'],
}));
countCase('cnt-booked-yday', 'quick one: number of slot_booked events yesterday?', (now) => ({
  range: R.yesterday(now),
  names: ['slot_booked'],
}));
countCase(
  'cnt-breakdown-7d',
  'How many kart_breakdown_logged entries did the marshals file in the last 7 days?',
  (now) => ({ range: R.lastDays(now, 7), names: ['kart_breakdown_logged'] }),
);
countCase('cnt-briefing-lastweek', 'count of safety.briefing_completed last week pls', (now) => ({
  range: R.lastWeek(now),
  names: ['safety.briefing_completed'],
}));
add(
  'count',
  'cnt-finished-month',
  (now) => `How many Heat Finished events were there in ${mon(O.monthStart(N(now), -1))}?`,
  (ev, now) => {
    const n = select(ev, { range: R.month(O.monthStart(N(now), -1)), names: ['Heat Finished'] }).length;
    return { numbers: [n], confidence: 'high', dataPoints: n };
  },
);
add(
  'count',
  'cnt-heatstarted-day',
  (now) => `heats started on ${mdShort(daysAgo(now, 10))}? (HeatStarted count)`,
  (ev, now) => {
    const n = select(ev, { range: R.on(daysAgo(now, 10)), names: ['HeatStarted'] }).length;
    return { numbers: [n], confidence: 'high', dataPoints: n };
  },
);
add(
  'count',
  'cnt-all-between',
  (now) =>
    `Total number of events logged between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 33))}, all types together`,
  (ev, now) => {
    const n = select(ev, { range: R.between(daysAgo(now, 40), daysAgo(now, 33)) }).length;
    return { numbers: [n], confidence: 'high', dataPoints: n };
  },
);
add(
  'count',
  'cnt-cancel-since',
  (now) => `How many booking cancellations (booking_cancelled) since ${md(daysAgo(now, 30))}?`,
  (ev, now) => {
    const n = select(ev, { range: R.since(daysAgo(now, 30), N(now)), names: ['booking_cancelled'] }).length;
    return { numbers: [n], confidence: 'high', dataPoints: n };
  },
);
countCase(
  'cnt-helmets-30d',
  'helmet-rented count for the past 30 days — front desk wants to know if we need more helmets',
  (now) => ({ range: R.lastDays(now, 30), names: ['helmet-rented'] }),
);
countCase('cnt-heats-pastweek', 'HeatStarted in the past week?', (now) => ({
  range: R.lastDays(now, 7),
  names: ['HeatStarted'],
}));
add(
  'count',
  'cnt-waiver-monthyear',
  (now) => {
    const m = O.monthStart(N(now), -1);
    return `Waiver Signed count in ${mon(m)} ${new Date(m).getUTCFullYear()}`;
  },
  (ev, now) => {
    const n = select(ev, { range: R.month(O.monthStart(N(now), -1)), names: ['Waiver Signed'] }).length;
    return { numbers: [n], confidence: 'high', dataPoints: n };
  },
);
countCase(
  'cnt-laps-loose',
  'how many laps did people drive in the last 24 hours?',
  (now) => ({ range: R.lastHours(now, 24), names: ['lap-recorded'] }),
  'not-high',
);
countCase(
  'cnt-breakdowns-loose',
  'how many kart brekdowns were reported in the past 2 weeks',
  (now) => ({ range: R.lastWeeks(now, 2), names: ['kart_breakdown_logged'] }),
  'not-high',
);
add('count', 'cnt-pitstop-low', 'How many pit_stop_completed events last month?', () => LOW(), { low: true });

// ---------------------------------------------------------------- users
const usersCase = (id, question, filt, confidence = 'high') =>
  add('users', id, question, (ev, now) => {
    const s = select(ev, filt(N(now)));
    return { numbers: [users(s).size], confidence, dataPoints: s.length };
  });
usersCase('usr-all', 'How many unique users have we ever had in the system?', () => ({}));
usersCase('usr-30d', 'active users in the last 30 days?', (now) => ({ range: R.lastDays(now, 30) }));
usersCase('usr-record', 'How many different people have a track_record_set event?', () => ({
  names: ['track_record_set'],
}));
usersCase(
  'usr-waiver-2w',
  'Number of distinct users with Waiver Signed in the past 2 weeks — i.e. first-timers',
  (now) => ({ range: R.lastWeeks(now, 2), names: ['Waiver Signed'] }),
);
usersCase('usr-invoiced', 'how many distinct accounts have ever received a GroupEventInvoiced?', () => ({
  names: ['GroupEventInvoiced'],
}));
usersCase('usr-yday', 'How many people were active yesterday?', (now) => ({ range: R.yesterday(now) }));
usersCase('usr-helmet-4w', 'unique users who had a helmet-rented in the last 4 weeks', (now) => ({
  range: R.lastWeeks(now, 4),
  names: ['helmet-rented'],
}));
add(
  'users',
  'usr-loyalty-lastmonth',
  'how many customers earned loyalty points last month (loyalty.points_earned)?',
  (ev, now) => {
    const s = select(ev, { range: R.lastMonth(N(now)), names: ['loyalty.points_earned'] });
    return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
  },
);
usersCase(
  'usr-briefing-loose',
  'how many drivers did the safety briefing in the last 7 days?',
  (now) => ({ range: R.lastDays(now, 7), names: ['safety.briefing_completed'] }),
  'not-high',
);
add(
  'users',
  'usr-giftcard-low',
  'How many unique users redeemed a gift_card_redeemed this year?',
  () => LOW(),
  { low: true },
);

// ---------------------------------------------------------------- value
add('value', 'val-booked-sum', 'What is the total eventValue of slot_booked, all time?', (ev) => {
  const s = select(ev, { names: ['slot_booked'] });
  return { numbers: [r2(sum(s))], confidence: 'high', dataPoints: s.length };
});
add(
  'value',
  'val-lap-avg-7d',
  'Average lap-recorded value over the past 7 days? (it is the lap time in seconds)',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(N(now), 7), names: ['lap-recorded'] });
    return { numbers: [O.avg(s)], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'value',
  'val-lap-min',
  'what is the minimum value ever for lap-recorded? want to check the fastest lap',
  (ev) => {
    const s = select(ev, { names: ['lap-recorded'] });
    return { numbers: [min(s)], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'value',
  'val-breakdown-max',
  'max kart_breakdown_logged value last month (minutes a kart was out)',
  (ev, now) => {
    const s = select(ev, { range: R.lastMonth(N(now)), names: ['kart_breakdown_logged'] });
    return { numbers: [max(s)], confidence: 'high', dataPoints: s.length };
  },
);
add('value', 'val-booked-median-30d', 'Median slot_booked price in the last 30 days?', (ev, now) => {
  const s = select(ev, { range: R.lastDays(N(now), 30), names: ['slot_booked'] });
  return { numbers: [median(s)], confidence: 'high', dataPoints: s.length };
});
add('value', 'val-points-yday', 'Sum of loyalty.points_earned yesterday', (ev, now) => {
  const s = select(ev, { range: R.yesterday(N(now)), names: ['loyalty.points_earned'] });
  return { numbers: [r2(sum(s))], confidence: 'high', dataPoints: s.length };
});
add(
  'value',
  'val-revenue-lastmonth',
  'For the finance review: what was our revenue last month?',
  (ev, now) => {
    const s = select(ev, { range: R.lastMonth(N(now)), names: MONEY });
    return {
      numbers: [r2(sum(s))],
      names: MONEY,
      unordered: true,
      confidence: 'not-high',
      dataPoints: s.length,
    };
  },
);
add(
  'value',
  'val-invoice-between',
  (now) => `total GroupEventInvoiced amount from ${iso(daysAgo(now, 60))} to ${iso(daysAgo(now, 1))}?`,
  (ev, now) => {
    const s = select(ev, {
      range: R.between(daysAgo(now, 60), daysAgo(now, 1)),
      names: ['GroupEventInvoiced'],
    });
    return { numbers: [r2(sum(s))], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'value',
  'val-briefing-avg',
  'Mean value of safety.briefing_completed (minutes per briefing) over the past 3 months',
  (ev, now) => {
    const s = select(ev, { range: R.lastMonths(N(now), 3), names: ['safety.briefing_completed'] });
    return { numbers: [O.avg(s)], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'value',
  'val-invoice-max-day',
  (now) => {
    const d = daysAgo(now, 75);
    return `biggest single GroupEventInvoiced amount since ${new Date(d).getUTCDate()} ${mon(d)} ${new Date(d).getUTCFullYear()}?`;
  },
  (ev, now) => {
    const s = select(ev, { range: R.since(daysAgo(now, 75), N(now)), names: ['GroupEventInvoiced'] });
    return { numbers: [r2(max(s))], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'value',
  'val-invoice-loose',
  'what did we invoice for group events in the last 90 days, in total?',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(N(now), 90), names: ['GroupEventInvoiced'] });
    return { numbers: [r2(sum(s))], confidence: 'not-high', dataPoints: s.length };
  },
);
add('value', 'val-fuel-low', 'average fuel_refilled value this month?', () => LOW(), { low: true });

// ---------------------------------------------------------------- top-events
rankCase('top-events', 'te-top5-all', 'What are our 5 most common events?', (ev) => ({
  map: tally(ev, O.byName),
  n: 5,
  dataPoints: ev.length,
}));
rankCase('top-events', 'te-top3-lastweek', 'top 3 event types last week', (ev, now) => {
  const s = select(ev, { range: R.lastWeek(now) });
  return { map: tally(s, O.byName), n: 3, dataPoints: s.length };
});
rankCase(
  'top-events',
  'te-rarest3',
  'Which 3 events are the least common overall? Looking for stuff that barely fires',
  (ev) => ({ map: tally(ev, O.byName), n: 3, ascending: true, dataPoints: ev.length }),
);
rankCase('top-events', 'te-top1-yday', 'most frequent event yesterday?', (ev, now) => {
  const s = select(ev, { range: R.yesterday(now) });
  return { map: tally(s, O.byName), n: 1, dataPoints: s.length };
});
rankCase('top-events', 'te-top5-14d', 'Show me the top five events for the past 14 days', (ev, now) => {
  const s = select(ev, { range: R.lastDays(now, 14) });
  return { map: tally(s, O.byName), n: 5, dataPoints: s.length };
});
add(
  'top-events',
  'te-top4-incident',
  (now) =>
    `The timing system went down on ${dOrd(daysAgo(now, 19))} — what were the 4 most common events that day?`,
  (ev, now) => {
    const s = select(ev, { range: R.on(daysAgo(now, 19)) });
    const r = rank(tally(s, O.byName), { n: 4 });
    return {
      names: r.map((x) => x[0]),
      numbers: r.map((x) => x[1]),
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
cases.at(-1).expect.tieAtCut = (ev, now) => {
  const all = rank(tally(select(ev, { range: R.on(daysAgo(now, 19)) }), O.byName));
  return all.length > 4 && all[3][1] === all[4][1];
};
add(
  'top-events',
  'te-top5-prevmonth',
  (now) => `top 5 events in ${mon(O.monthStart(N(now), -1))}`,
  (ev, now) => {
    const s = select(ev, { range: R.month(O.monthStart(N(now), -1)) });
    const r = rank(tally(s, O.byName), { n: 5 });
    return {
      names: r.map((x) => x[0]),
      numbers: r.map((x) => x[1]),
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
cases.at(-1).expect.tieAtCut = (ev, now) => {
  const all = rank(tally(select(ev, { range: R.month(O.monthStart(N(now), -1)) }), O.byName));
  return all.length > 5 && all[4][1] === all[5][1];
};

// ---------------------------------------------------------------- top-users
rankCase('top-users', 'tu-top5-all', 'Who are our 5 most active users by number of events?', (ev) => ({
  map: tally(ev, O.byUser),
  n: 5,
  dataPoints: ev.length,
}));
rankCase(
  'top-users',
  'tu-laps-30d',
  'top 3 users by lap-recorded count in the last 30 days — for the leaderboard newsletter',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(now, 30), names: ['lap-recorded'] });
    return { map: tally(s, O.byUser), n: 3, dataPoints: s.length };
  },
);
rankCase('top-users', 'tu-spenders', 'who are the top 3 spenders?', (ev) => {
  const s = select(ev, { names: MONEY });
  return { map: tally(s, O.byUser, O.value), n: 3, confidence: 'not-high', dataPoints: s.length };
});
rankCase('top-users', 'tu-marshal', 'Which user logged the most kart_breakdown_logged events ever?', (ev) => {
  const s = select(ev, { names: ['kart_breakdown_logged'] });
  return { map: tally(s, O.byUser), n: 1, dataPoints: s.length };
});
rankCase('top-users', 'tu-points', 'Top 5 users by summed loyalty.points_earned value (all time)', (ev) => {
  const s = select(ev, { names: ['loyalty.points_earned'] });
  return { map: tally(s, O.byUser, O.value), n: 5, dataPoints: s.length };
});
rankCase('top-users', 'tu-invoice-value', 'top 3 accounts by total GroupEventInvoiced value', (ev) => {
  const s = select(ev, { names: ['GroupEventInvoiced'] });
  return { map: tally(s, O.byUser, O.value), n: 3, dataPoints: s.length };
});
rankCase('top-users', 'tu-top3-lastweek', 'most active 3 users last week?', (ev, now) => {
  const s = select(ev, { range: R.lastWeek(now) });
  return { map: tally(s, O.byUser), n: 3, dataPoints: s.length };
});
add('top-users', 'tu-drift-low', 'top 5 users by drift_score_recorded', () => LOW(), { low: true });

// ---------------------------------------------------------------- user
const userCount = (id, question, filt) =>
  add('user', id, question, (ev, now) => {
    const n = select(ev, filt(N(now))).length;
    return { numbers: [n], confidence: 'high', dataPoints: n };
  });
userCount('usr1-top-all', `How many events does ${topRacer} have in total?`, () => ({ user: topRacer }));
add(
  'user',
  'usr1-churner-seen',
  `When was ${churner} first seen, and when was the last time we saw them?`,
  (ev) => {
    const s = select(ev, { user: churner });
    const ts = s.map(time),
      a = Math.min(...ts),
      b = Math.max(...ts);
    return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], confidence: 'high', dataPoints: s.length };
  },
);
add('user', 'usr1-newcomer-names', `which event types has ${newcomer} used so far?`, (ev) => {
  const s = select(ev, { user: newcomer });
  return { names: [...new Set(s.map(O.byName))], unordered: true, confidence: 'high', dataPoints: s.length };
});
userCount('usr1-marshal-30d', `${headMarshal}: number of events in the past 30 days?`, (now) => ({
  user: headMarshal,
  range: R.lastDays(now, 30),
}));
add('user', 'usr1-top-last', `When was ${topRacer} last active?`, (ev) => {
  const s = select(ev, { user: topRacer });
  const b = Math.max(...s.map(time));
  return { names: [iso(b), hhmm(b)], confidence: 'high', dataPoints: s.length };
});
userCount('usr1-corp-all', `how many events for ${corporateClient}?`, () => ({ user: corporateClient }));
userCount(
  'usr1-top-laps-14d',
  `How many lap-recorded events did ${topRacer} have in the past 14 days?`,
  (now) => ({ user: topRacer, range: R.lastDays(now, 14), names: ['lap-recorded'] }),
);
add(
  'user',
  'usr1-newcomer-first',
  `first seen date for ${newcomer}? support ticket says they're new`,
  (ev) => {
    const s = select(ev, { user: newcomer });
    const a = Math.min(...s.map(time));
    return { names: [iso(a), hhmm(a)], confidence: 'high', dataPoints: s.length };
  },
);
add('user', 'usr1-nobody-low', `How many events has ${NOBODY} done?`, () => LOW(), { low: true });

// ---------------------------------------------------------------- breakdown
function busiest(type, id, question, build) {
  const expect = (ev, now) => {
    const b = build(ev, N(now));
    const [[k, v]] = rank(b.map, { n: 1, ascending: b.ascending });
    return { names: [k], numbers: [v], confidence: 'high', dataPoints: b.dataPoints };
  };
  expect.tieAtCut = (ev, now) => {
    const b = build(ev, N(now));
    const all = rank(b.map, { ascending: b.ascending });
    return all.length > 1 && all[0][1] === all[1][1];
  };
  add(type, id, question, expect);
}
busiest(
  'breakdown',
  'bd-weekday-all',
  'Which weekday is the busiest overall, by number of events?',
  (ev) => ({ map: tally(ev, O.byWeekday), dataPoints: ev.length }),
);
busiest('breakdown', 'bd-hour-laps', 'What hour of the day has the most lap-recorded events?', (ev) => {
  const s = select(ev, { names: ['lap-recorded'] });
  return { map: tally(s, O.byHour), dataPoints: s.length };
});
busiest(
  'breakdown',
  'bd-day-breakdowns',
  'which day in the last 30 days had the most kart_breakdown_logged?',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(now, 30), names: ['kart_breakdown_logged'] });
    return { map: tally(s, O.byDay), dataPoints: s.length };
  },
);
add(
  'breakdown',
  'bd-month-booked',
  (now) => `slot_booked per month since ${iso(O.monthStart(N(now), -2))}`,
  (ev, now) => {
    const s = select(ev, { range: R.since(O.monthStart(N(now), -2), N(now)), names: ['slot_booked'] });
    const rows = [...tally(s, O.byMonth)].sort();
    return {
      names: rows.map((x) => x[0]),
      numbers: rows.map((x) => x[1]),
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
add(
  'breakdown',
  'bd-week-heats',
  (now) => {
    const mon0 = O.weekStart(N(now)) - 4 * O.WEEK,
      sun = O.weekStart(N(now)) - DAY;
    return `Weekly breakdown of HeatStarted between ${iso(mon0)} and ${iso(sun)}, please`;
  },
  (ev, now) => {
    const s = select(ev, {
      range: R.between(O.weekStart(N(now)) - 4 * O.WEEK, O.weekStart(N(now)) - DAY),
      names: ['HeatStarted'],
    });
    const rows = [...tally(s, O.byWeek)].sort();
    return {
      names: rows.map((x) => x[0]),
      numbers: rows.map((x) => x[1]),
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
busiest('breakdown', 'bd-day-lastmonth', 'busiest day last month (all events)?', (ev, now) => {
  const s = select(ev, { range: R.lastMonth(now) });
  return { map: tally(s, O.byDay), dataPoints: s.length };
});
busiest(
  'breakdown',
  'bd-weekday-quiet-booked',
  'Which day of the week gets the fewest slot_booked events? thinking about a midweek discount',
  (ev) => {
    const s = select(ev, { names: ['slot_booked'] });
    return { map: tally(s, O.byWeekday), ascending: true, dataPoints: s.length };
  },
);
busiest(
  'breakdown',
  'bd-hour-briefing-30d',
  'peak hour for safety.briefing_completed in the last 30 days? need to staff the briefing room',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(now, 30), names: ['safety.briefing_completed'] });
    return { map: tally(s, O.byHour), dataPoints: s.length };
  },
);

// ---------------------------------------------------------------- compare
const cmp = (e, l, dp, confidence = 'high') => {
  const c = O.change(e, l);
  return {
    numbers: [r2(e), r2(l), r2(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    confidence,
    dataPoints: dp,
  };
};
add(
  'compare',
  'cmp-events-2w',
  'Events in the last 2 weeks vs the 2 weeks before — up or down?',
  (ev, now) => {
    const a = select(ev, { range: { from: N(now) - 4 * O.WEEK, to: N(now) - 2 * O.WEEK } }),
      b = select(ev, { range: R.lastWeeks(N(now), 2) });
    return cmp(a.length, b.length, a.length + b.length);
  },
);
add(
  'compare',
  'cmp-booked-30d',
  'compare slot_booked in the past 30 days with the previous 30 days',
  (ev, now) => {
    const a = select(ev, {
        range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY },
        names: ['slot_booked'],
      }),
      b = select(ev, { range: R.lastDays(N(now), 30), names: ['slot_booked'] });
    return cmp(a.length, b.length, a.length + b.length);
  },
);
add(
  'compare',
  'cmp-laps-months',
  (now) =>
    `lap-recorded: ${mon(O.monthStart(N(now), -1))} vs ${mon(O.monthStart(N(now), -2))}, how did it change?`,
  (ev, now) => {
    const a = select(ev, { range: R.month(O.monthStart(N(now), -2)), names: ['lap-recorded'] }),
      b = select(ev, { range: R.month(O.monthStart(N(now), -1)), names: ['lap-recorded'] });
    return cmp(a.length, b.length, a.length + b.length);
  },
);
add(
  'compare',
  'cmp-breakdowns-14d',
  'Are kart_breakdown_logged events growing? last 14 days compared with the 14 days before that',
  (ev, now) => {
    const a = select(ev, {
        range: { from: N(now) - 28 * DAY, to: N(now) - 14 * DAY },
        names: ['kart_breakdown_logged'],
      }),
      b = select(ev, { range: R.lastDays(N(now), 14), names: ['kart_breakdown_logged'] });
    return cmp(a.length, b.length, a.length + b.length);
  },
);
add(
  'compare',
  'cmp-invoice-60d',
  'GroupEventInvoiced total value, last 60 days versus the prior 60 days',
  (ev, now) => {
    const a = select(ev, {
        range: { from: N(now) - 120 * DAY, to: N(now) - 60 * DAY },
        names: ['GroupEventInvoiced'],
      }),
      b = select(ev, { range: R.lastDays(N(now), 60), names: ['GroupEventInvoiced'] });
    return cmp(sum(a), sum(b), a.length + b.length);
  },
);
add(
  'compare',
  'cmp-users-30d',
  'for the board deck: active users over the past 30 days compared with the 30 days before that',
  (ev, now) => {
    const a = select(ev, { range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY } }),
      b = select(ev, { range: R.lastDays(N(now), 30) });
    return cmp(users(a).size, users(b).size, a.length + b.length);
  },
);
add(
  'compare',
  'cmp-topracer-30d',
  `Is ${topRacer} driving more or less? events in the last 30 days vs the previous 30`,
  (ev, now) => {
    const a = select(ev, { range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, user: topRacer }),
      b = select(ev, { range: R.lastDays(N(now), 30), user: topRacer });
    return cmp(a.length, b.length, a.length + b.length);
  },
);
add(
  'compare',
  'cmp-points-8w',
  'loyalty.points_earned value: last 8 weeks vs the 8 weeks before that',
  (ev, now) => {
    const a = select(ev, {
        range: { from: N(now) - 16 * O.WEEK, to: N(now) - 8 * O.WEEK },
        names: ['loyalty.points_earned'],
      }),
      b = select(ev, { range: R.lastWeeks(N(now), 8), names: ['loyalty.points_earned'] });
    return cmp(sum(a), sum(b), a.length + b.length);
  },
);
add(
  'compare',
  'cmp-bookings-loose',
  'are bookings growing? past 4 weeks vs the 4 weeks before',
  (ev, now) => {
    const a = select(ev, {
        range: { from: N(now) - 8 * O.WEEK, to: N(now) - 4 * O.WEEK },
        names: ['slot_booked'],
      }),
      b = select(ev, { range: R.lastWeeks(N(now), 4), names: ['slot_booked'] });
    return cmp(a.length, b.length, a.length + b.length, 'not-high');
  },
);

// ---------------------------------------------------------------- share
const evShare = (id, question, rangeOf, name, confidence = 'high') =>
  add('share', id, question, (ev, now) => {
    const s = select(ev, { range: rangeOf(N(now)) });
    const k = s.filter((e) => e.eventName === name).length;
    return { numbers: [k], percents: [percent(k, s.length)], confidence, dataPoints: s.length };
  });
const userShare = (id, question, rangeOf, name, confidence = 'high') =>
  add('share', id, question, (ev, now) => {
    const s = select(ev, { range: rangeOf(N(now)) });
    const k = users(s.filter((e) => e.eventName === name)).size;
    return { numbers: [k], percents: [percent(k, users(s).size)], confidence, dataPoints: s.length };
  });
evShare('sh-laps-all', 'What percentage of all events are lap-recorded?', () => R.all(), 'lap-recorded');
userShare(
  'sh-helmet-users-30d',
  'Of the users active in the last 30 days, what % had a helmet-rented?',
  (now) => R.lastDays(now, 30),
  'helmet-rented',
);
evShare(
  'sh-cancel-lastmonth',
  "share of last month's events that were booking_cancelled?",
  (now) => R.lastMonth(now),
  'booking_cancelled',
);
userShare(
  'sh-record-users',
  'what percent of users have ever triggered track_record_set?',
  () => R.all(),
  'track_record_set',
);
evShare(
  'sh-breakdown-7d',
  'In the past 7 days, what fraction of events were kart_breakdown_logged (as a percentage)?',
  (now) => R.lastDays(now, 7),
  'kart_breakdown_logged',
);
userShare(
  'sh-waiver-users',
  'What percentage of all our users have a Waiver Signed event?',
  () => R.all(),
  'Waiver Signed',
);
evShare(
  'sh-finished-yday',
  'yesterday: what % of events were Heat Finished?',
  (now) => R.yesterday(now),
  'Heat Finished',
);
userShare(
  'sh-loyalty-users-14d',
  'percentage of active users in the last 14 days who got loyalty.points_earned',
  (now) => R.lastDays(now, 14),
  'loyalty.points_earned',
);
evShare(
  'sh-briefing-loose',
  'how much of our activity over the past 3 months is safety briefings? in percent',
  (now) => R.lastMonths(now, 3),
  'safety.briefing_completed',
  'not-high',
);

// ---------------------------------------------------------------- conversion
const conv = (id, question, rangeOf, a, b, confidence = 'high') =>
  add('conversion', id, question, (ev, now) => {
    const range = rangeOf(N(now));
    const c = O.conversion(ev, range, a, b);
    const dp = select(ev, { range, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
  });
conv(
  'cv-booked-briefing',
  'Of the users who did slot_booked, how many then did safety.briefing_completed?',
  () => R.all(),
  'slot_booked',
  'safety.briefing_completed',
);
conv(
  'cv-waiver-heat-30d',
  'conversion from Waiver Signed to HeatStarted over the last 30 days',
  (now) => R.lastDays(now, 30),
  'Waiver Signed',
  'HeatStarted',
);
conv(
  'cv-briefing-helmet-60d',
  'In the past 60 days, what % of people with safety.briefing_completed went on to helmet-rented afterwards?',
  (now) => R.lastDays(now, 60),
  'safety.briefing_completed',
  'helmet-rented',
);
conv(
  'cv-heat-record',
  'HeatStarted → track_record_set: how many users converted, all time?',
  () => R.all(),
  'HeatStarted',
  'track_record_set',
);
conv(
  'cv-booked-cancel-lastmonth',
  'last month, of users who had slot_booked, how many later had booking_cancelled?',
  (now) => R.lastMonth(now),
  'slot_booked',
  'booking_cancelled',
);
conv(
  'cv-booked-finished-14d',
  'funnel for the last 14 days: slot_booked to Heat Finished',
  (now) => R.lastDays(now, 14),
  'slot_booked',
  'Heat Finished',
);
conv(
  'cv-loose-booked-raced',
  'of the drivers who booked a slot in the past 8 weeks, how many actually finished a heat after booking?',
  (now) => R.lastWeeks(now, 8),
  'slot_booked',
  'Heat Finished',
  'not-high',
);
conv(
  'cv-heat-loyalty-since',
  (now) => `conversion HeatStarted → loyalty.points_earned since ${iso(O.monthStart(N(now), -1))}`,
  (now) => R.since(O.monthStart(now, -1), now),
  'HeatStarted',
  'loyalty.points_earned',
);

// ---------------------------------------------------------------- churn
const churnCase = (id, question, fn) =>
  add('churn', id, question, (ev, now) => ({ numbers: [fn(ev, N(now)).length], confidence: 'high' }));
churnCase(
  'ch-lastmonth-thismonth',
  "How many users were active last month but haven't shown up at all this month?",
  (ev, now) => O.churned(ev, R.lastMonth(now), R.thisMonth(now)),
);
churnCase('ch-new-14d', 'new users in the last 14 days?', (ev, now) => O.newUsers(ev, R.lastDays(now, 14)));
churnCase(
  'ch-new-lastmonth',
  'how many brand-new users did we get last month (first event ever)?',
  (ev, now) => O.newUsers(ev, R.lastMonth(now)),
);
churnCase(
  'ch-60-30',
  'users active 31–60 days ago who had no activity in the last 30 days — how many?',
  (ev, now) => O.churned(ev, { from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)),
);
add(
  'churn',
  'ch-new-since',
  (now) => `Number of new users since ${md(daysAgo(now, 45))}`,
  (ev, now) => ({ numbers: [O.newUsers(ev, R.since(daysAgo(now, 45), N(now))).length], confidence: 'high' }),
);
add(
  'churn',
  'ch-before-since',
  (now) => `How many people were active before ${iso(daysAgo(now, 60))} but never came back since then?`,
  (ev, now) => {
    const d = daysAgo(now, 60);
    return { numbers: [O.churned(ev, R.before(d), R.since(d, N(now))).length], confidence: 'high' };
  },
);
churnCase('ch-new-lastweek', 'new users last week', (ev, now) => O.newUsers(ev, R.lastWeek(now)));
churnCase(
  'ch-lastweek-thisweekprev',
  'churn check: users active the week before last, but not last week?',
  (ev, now) =>
    O.churned(ev, { from: R.lastWeek(now).from - O.WEEK, to: R.lastWeek(now).from }, R.lastWeek(now)),
);

// ---------------------------------------------------------------- recency
const lastOf = (id, question, filt) =>
  add('recency', id, question, (ev) => {
    const s = select(ev, filt);
    const b = Math.max(...s.map(time));
    return { names: [iso(b), hhmm(b)], confidence: 'high', dataPoints: s.length };
  });
lastOf('rc-record', 'When was the last track_record_set?', { names: ['track_record_set'] });
lastOf('rc-breakdown', 'when did the last kart_breakdown_logged come in?', {
  names: ['kart_breakdown_logged'],
});
add('recency', 'rc-any-cancel', 'Has anyone ever had a booking_cancelled?', (ev) => {
  const n = select(ev, { names: ['booking_cancelled'] }).length;
  return { numbers: [n], confidence: 'high', dataPoints: n };
});
lastOf('rc-marshal03', `When did ${headMarshal} last log a kart_breakdown_logged?`, {
  names: ['kart_breakdown_logged'],
  user: headMarshal,
});
lastOf('rc-waiver', 'last Waiver Signed — when was it?', { names: ['Waiver Signed'] });
lastOf('rc-invoice', 'When did we last send a GroupEventInvoiced?', { names: ['GroupEventInvoiced'] });
add('recency', 'rc-any-record-90d', 'did anybody get a track_record_set in the past 90 days?', (ev, now) => {
  const n = select(ev, { range: R.lastDays(N(now), 90), names: ['track_record_set'] }).length;
  return n ? { numbers: [n], confidence: 'high', dataPoints: n } : LOW();
});
add('recency', 'rc-voucher-low', 'when was the last gift_voucher_purchased?', () => LOW(), { low: true });

// ---------------------------------------------------------------- catalogue
add('catalogue', 'cat-names', 'Which event names exist in our data?', (ev) => ({
  names: [...new Set(ev.map(O.byName))],
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-users', 'how many users are there overall?', (ev) => ({
  numbers: [users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-events', 'Total number of events stored, everything?', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-distinct-names', 'How many different event types do we track?', (ev) => ({
  numbers: [new Set(ev.map(O.byName)).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-both', 'give me the overall totals: users and events', (ev) => ({
  numbers: [users(ev).size, ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'catalogue',
  'cat-list-what',
  'new analyst here — what events does the track app send us? list them',
  (ev) => ({
    names: [...new Set(ev.map(O.byName))],
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  }),
);
add('catalogue', 'cat-names-count', 'list all event types and how many there are', (ev) => {
  const ns = [...new Set(ev.map(O.byName))];
  return { names: ns, unordered: true, numbers: [ns.length], confidence: 'high', dataPoints: ev.length };
});

// ---------------------------------------------------------------- other
const other = (id, question) => add('other', id, question, () => LOW());
other('ot-weather', 'Will it rain on Saturday? deciding whether to open the outdoor section');
other('ot-wages', 'What were marshal wage costs last month?');
other('ot-fuel', 'How many litres of fuel did the karts burn this week?');
other('ot-nps', 'what is our NPS score from the post-race survey?');
other('ot-why-churn', `Why did ${churner} stop coming? did they complain about something?`);
other('ot-phone', 'what is the phone number of the track reception');
other('ot-spectators', 'How many spectators were in the viewing gallery yesterday?');
other('ot-tyres', 'When should we replace the tyres on kart 14?');
other('ot-poem', 'write a short poem about go-karts for our instagram');

export { cases };
