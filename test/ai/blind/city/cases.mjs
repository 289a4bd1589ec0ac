// Blind round "city": questions a 311 operations team would ask about its service-request platform.
// Every expectation is computed from the events with the reference oracle (see NOTES.md).

import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, ranges: RG, select, users, sum, tally, rank, round, percent } = O;

// ---- dates, written the way people write them --------------------------------------------
const ago = (now, k) => O.dayStart(+now) - k * DAY; // start of the UTC day k days back
const STORM = 38; // days back: freeze-thaw storm (pothole burst)
const OUTAGE = 11; // days back: SMS gateway outage
const ord = (n) => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const D = (t) => new Date(t);
const iso = (t) => O.isoDay(t);
const longDay = (t) => `${O.MONTHS[D(t).getUTCMonth()]} ${ord(D(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${O.MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${D(t).getUTCDate()}`; // Nov 3
const dmy = (t) => `${D(t).getUTCDate()} ${O.MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCFullYear()}`; // 3 November 2026
const mdy = (t) => `${O.MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCDate()}, ${D(t).getUTCFullYear()}`; // November 3, 2026
const monthBack = (now, k) => O.monthStart(+now, -k); // start of the calendar month k months back
const monthName = (t) => O.MONTHS[D(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${D(t).getUTCFullYear()}`;
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const mondayBack = (now, k) => O.weekStart(+now) - k * O.WEEK;

// ---- expectation builders -----------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const num = (v) => (Number.isInteger(v) ? v : round(v, 2));
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : round((v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const measures = {
  count: (evs) => evs.length,
  users: (evs) => users(evs).size,
  sum: (evs) => num(sum(evs)),
  avg: (evs) => O.avg(evs),
  min: (evs) => O.min(evs),
  max: (evs) => O.max(evs),
  median,
};

// A single figure over the selected events.
function figure(q, { measure = 'count', confidence = 'high', names } = {}) {
  return (events, now) => {
    const evs = select(events, q(now));
    if (!evs.length) return LOW;
    return {
      numbers: [measures[measure](evs)],
      confidence,
      dataPoints: evs.length,
      ...(names ? { names } : {}),
    };
  };
}

// A ranked list: names in rank order with their figures; flags a tie at the cut.
function ranked(input, n, { ascending = false, confidence = 'high', extraNames = [] } = {}) {
  const table = (events, now) => {
    const { q, key, measure } = input(now);
    const evs = select(events, q);
    return { evs, all: rank(tally(evs, key, measure), { ascending }) };
  };
  const f = (events, now) => {
    const { evs, all } = table(events, now);
    if (!evs.length) return LOW;
    const top = all.slice(0, n);
    // An extra name (the stored event a loose word was matched to) may come anywhere in the
    // answer, so it is only used with a single-item list, checked in any order.
    if (extraNames.length && n !== 1) throw new Error('extraNames only with n = 1');
    return {
      names: [...extraNames, ...top.map(([k]) => k)],
      numbers: top.map(([, v]) => num(v)),
      confidence,
      dataPoints: evs.length,
      ...(extraNames.length ? { unordered: true } : {}),
    };
  };
  f.tieAtCut = (events, now) => {
    const { all } = table(events, now);
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}

// A breakdown listed in its natural (chronological) order.
function series(input, { unordered = false, confidence = 'high' } = {}) {
  return (events, now) => {
    const { q, key, measure, order } = input(now);
    const evs = select(events, q);
    if (!evs.length) return LOW;
    const m = tally(evs, key, measure);
    const keys = order ? order.filter((k) => m.has(k)) : [...m.keys()].sort();
    return {
      names: keys,
      numbers: keys.map((k) => num(m.get(k))),
      confidence,
      dataPoints: evs.length,
      unordered,
    };
  };
}

// Two periods, earlier first.
function compare(input, { measure = 'count', confidence = 'high' } = {}) {
  return (events, now) => {
    const { earlier, later, names } = input(now);
    const a = select(events, { range: earlier, names }),
      b = select(events, { range: later, names });
    if (!a.length && !b.length) return LOW;
    const raw = (m) => (measure === 'avg' ? sum(m) / m.length : measures[measure](m));
    const c = O.change(raw(a), raw(b));
    return {
      numbers: [num(c.earlier), num(c.later), num(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}

// Share of events in range that are X, or share of active users in range who did X.
function share(input, { of = 'events', confidence = 'high', names: nameCheck } = {}) {
  return (events, now) => {
    const { range, names } = input(now);
    const all = select(events, { range });
    const part = all.filter((e) => names.includes(e.eventName));
    if (!all.length || !part.length) return LOW;
    const pct =
      of === 'events' ? percent(part.length, all.length) : percent(users(part).size, users(all).size);
    return {
      percents: [pct],
      confidence,
      dataPoints: all.length,
      ...(nameCheck ? { names: nameCheck } : {}),
    };
  };
}

function conv(input, { confidence = 'high' } = {}) {
  return (events, now) => {
    const { range, a, b } = input(now);
    const c = O.conversion(events, range, a, b);
    if (!c.did) return LOW;
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(events, { range, names: [a, b] }).length,
    };
  };
}

// "When was the last X" / last seen: date and minute of the newest matching event.
function lastOf(q, { confidence = 'high', dataQ } = {}) {
  return (events, now) => {
    const evs = select(events, q(now));
    if (!evs.length) return LOW;
    const t = Math.max(...evs.map(O.time));
    return { names: [iso(t), hhmm(t)], confidence, dataPoints: select(events, (dataQ ?? q)(now)).length };
  };
}

// "Did anyone do X (in range)": the event named, the X events in range read; no count demanded.
function exists(q) {
  return (events, now) => {
    const evs = select(events, q(now));
    if (!evs.length) return LOW;
    return { names: q(now).names, confidence: 'high', dataPoints: evs.length };
  };
}

const low = () => LOW;

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // ======================= count =======================
  {
    id: 'count-potholes-all',
    type: 'count',
    question: 'How many pothole_reported events do we have in total?',
    expect: figure(() => ({ names: ['pothole_reported'] })),
  },
  {
    id: 'count-bins-last-week',
    type: 'count',
    question: 'missed bin reported — how many came in last week? (need it for the sanitation standup)',
    expect: figure((now) => ({ range: RG.lastWeek(+now), names: ['Missed Bin Reported'] })),
  },
  {
    id: 'count-streetlights-yesterday',
    type: 'count',
    question: 'Number of streetlight.outage_reported events yesterday?',
    expect: figure((now) => ({ range: RG.yesterday(+now), names: ['streetlight.outage_reported'] })),
  },
  {
    id: 'count-closed-loose',
    type: 'count',
    question: 'how many work orders got closed in teh last 30 days',
    expect: figure((now) => ({ range: RG.lastDays(+now, 30), names: ['work_order_closed'] }), {
      confidence: 'not-high',
      names: ['work_order_closed'],
    }),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'Total activity on the platform over the past 24 hours — all events, every type.',
    expect: figure((now) => ({ range: RG.lastHours(+now, 24) })),
  },
  {
    id: 'count-storm-day',
    type: 'count',
    question: (now) =>
      `How many pothole_reported came in on ${shortDay(ago(now, STORM))}? That was the freeze-thaw storm, I think.`,
    expect: figure((now) => ({ range: RG.on(ago(now, STORM)), names: ['pothole_reported'] })),
  },
  {
    id: 'count-bounces-between',
    type: 'count',
    question: (now) =>
      `Count of sms-bounced between ${iso(ago(now, OUTAGE + 3))} and ${iso(ago(now, OUTAGE - 3))}, both days included.`,
    expect: figure((now) => ({
      range: RG.between(ago(now, OUTAGE + 3), ago(now, OUTAGE - 3)),
      names: ['sms-bounced'],
    })),
  },
  {
    id: 'count-graffiti-before',
    type: 'count',
    question: (now) => `how many GraffitiReported were there before ${mdy(ago(now, 60))}?`,
    expect: figure((now) => ({ range: RG.before(ago(now, 60)), names: ['GraffitiReported'] })),
  },
  {
    id: 'count-this-year',
    type: 'count',
    question: 'How many events has the platform recorded this year so far?',
    expect: figure((now) => ({ range: RG.thisYear(+now) })),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'How many abandoned_vehicle_reported events were there last month?',
    expect: low,
  },
  {
    id: 'count-churner-zero',
    type: 'count',
    low: true,
    question: 'how many events did res_0117 have in the last 30 days?',
    expect: figure((now) => ({ range: RG.lastDays(+now, 30), user: 'res_0117' })),
  },

  // ======================= users =======================
  {
    id: 'users-survey-30d',
    type: 'users',
    question: 'How many distinct people did SurveySubmitted in the last 30 days?',
    expect: figure((now) => ({ range: RG.lastDays(+now, 30), names: ['SurveySubmitted'] }), {
      measure: 'users',
    }),
  },
  {
    id: 'users-active-last-week',
    type: 'users',
    question: 'active users last week?',
    expect: figure((now) => ({ range: RG.lastWeek(+now) }), { measure: 'users' }),
  },
  {
    id: 'users-bins-2w',
    type: 'users',
    question: 'Unique users with a Missed Bin Reported in the past 2 weeks, please.',
    expect: figure((now) => ({ range: RG.lastWeeks(+now, 2), names: ['Missed Bin Reported'] }), {
      measure: 'users',
    }),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'How many poeple were active yesterday?',
    expect: figure((now) => ({ range: RG.yesterday(+now) }), { measure: 'users' }),
  },
  {
    id: 'users-closers-month',
    type: 'users',
    question: (now) =>
      `In ${monthName(monthBack(now, 1))}, how many different users logged a work_order_closed?`,
    expect: figure((now) => ({ range: RG.month(monthBack(now, 1)), names: ['work_order_closed'] }), {
      measure: 'users',
    }),
  },
  {
    id: 'users-bounce-loose',
    type: 'users',
    question: 'how many residents had a text bounce on them in the last 3 months?',
    expect: figure((now) => ({ range: RG.lastMonths(+now, 3), names: ['sms-bounced'] }), {
      measure: 'users',
      confidence: 'not-high',
      names: ['sms-bounced'],
    }),
  },
  {
    id: 'users-graffiti-past-week',
    type: 'users',
    question: 'unique users who did graffitireported in the past week',
    expect: figure((now) => ({ range: RG.lastDays(+now, 7), names: ['GraffitiReported'] }), {
      measure: 'users',
    }),
  },
  {
    id: 'users-this-month',
    type: 'users',
    question: 'For the council briefing: how many unique users have we seen this month?',
    expect: figure((now) => ({ range: RG.thisMonth(+now) }), { measure: 'users' }),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'How many unique users did tree_down_reported in the past 30 days?',
    expect: low,
  },

  // ======================= value =======================
  {
    id: 'value-cost-last-month',
    type: 'value',
    question: 'Total repair.cost_logged value last month?',
    expect: figure((now) => ({ range: RG.lastMonth(+now), names: ['repair.cost_logged'] }), {
      measure: 'sum',
    }),
  },
  {
    id: 'value-days-avg-30d',
    type: 'value',
    question: 'Average eventValue of work_order_closed (days to close) over the past 30 days?',
    expect: figure((now) => ({ range: RG.lastDays(+now, 30), names: ['work_order_closed'] }), {
      measure: 'avg',
    }),
  },
  {
    id: 'value-survey-median',
    type: 'value',
    question: 'whats the median SurveySubmitted score, all time?',
    expect: figure(() => ({ names: ['SurveySubmitted'] }), { measure: 'median' }),
  },
  {
    id: 'value-cost-max',
    type: 'value',
    question: 'Biggest single repair.cost_logged ever — the max value?',
    expect: figure(() => ({ names: ['repair.cost_logged'] }), { measure: 'max' }),
  },
  {
    id: 'value-hours-min-3m',
    type: 'value',
    question: 'minimum crew_hours_logged value in the last 3 months',
    expect: figure((now) => ({ range: RG.lastMonths(+now, 3), names: ['crew_hours_logged'] }), {
      measure: 'min',
    }),
  },
  {
    id: 'value-spend-loose',
    type: 'value',
    question: (now) => `Budget office here: how much did we spend in ${monthName(monthBack(now, 2))}?`,
    expect: figure((now) => ({ range: RG.month(monthBack(now, 2)), names: ['repair.cost_logged'] }), {
      measure: 'sum',
      confidence: 'not-high',
      names: ['repair.cost_logged'],
    }),
  },
  {
    id: 'value-crew-hours-loose',
    type: 'value',
    question: 'total crew hours for the last 4 weeks?',
    expect: figure((now) => ({ range: RG.lastWeeks(+now, 4), names: ['crew_hours_logged'] }), {
      measure: 'sum',
      confidence: 'not-high',
      names: ['crew_hours_logged'],
    }),
  },
  {
    id: 'value-satisfaction-loose',
    type: 'value',
    question: 'What was average resident satisfaction last week?',
    expect: figure((now) => ({ range: RG.lastWeek(+now), names: ['SurveySubmitted'] }), {
      measure: 'avg',
      confidence: 'not-high',
      names: ['SurveySubmitted'],
    }),
  },
  {
    id: 'value-crew07-hours-between',
    type: 'value',
    question: (now) =>
      `Sum of crew_hours_logged for crew_07 from ${shortDay(ago(now, 40))} to ${shortDay(ago(now, 10))}`,
    expect: figure(
      (now) => ({
        range: RG.between(ago(now, 40), ago(now, 10)),
        names: ['crew_hours_logged'],
        user: 'crew_07',
      }),
      { measure: 'sum' },
    ),
  },
  {
    id: 'value-unknown-event',
    type: 'value',
    low: true,
    question: 'What is the total of permit_fee_paid this year?',
    expect: low,
  },

  // ======================= top-events =======================
  {
    id: 'top-events-all',
    type: 'top-events',
    question: 'What are the top 5 events overall?',
    expect: ranked(() => ({ q: {}, key: O.byName }), 5),
  },
  {
    id: 'top-events-yesterday-1',
    type: 'top-events',
    question: 'Most common event yesterday?',
    expect: ranked((now) => ({ q: { range: RG.yesterday(+now) }, key: O.byName }), 1),
  },
  {
    id: 'top-events-least-30d',
    type: 'top-events',
    question: 'Which 3 event types were the least common in the last 30 days?',
    expect: ranked((now) => ({ q: { range: RG.lastDays(+now, 30) }, key: O.byName }), 3, { ascending: true }),
  },
  {
    id: 'top-events-last-week-3',
    type: 'top-events',
    question: 'top 3 event types last week',
    expect: ranked((now) => ({ q: { range: RG.lastWeek(+now) }, key: O.byName }), 3),
  },
  {
    id: 'top-events-storm',
    type: 'top-events',
    question: (now) => `what happened most on ${longDay(ago(now, STORM))}? just the single top event`,
    expect: ranked((now) => ({ q: { range: RG.on(ago(now, STORM)) }, key: O.byName }), 1),
  },
  {
    id: 'top-events-2w-list',
    type: 'top-events',
    question: 'Give me a list of the most frequent events in the last 2 weeks.',
    expect: ranked((now) => ({ q: { range: RG.lastWeeks(+now, 2) }, key: O.byName }), 5),
  },
  {
    id: 'top-events-rarest',
    type: 'top-events',
    question: 'rarest event type we have ever recorded?',
    expect: ranked(() => ({ q: {}, key: O.byName }), 1, { ascending: true }),
  },
  {
    id: 'top-events-res0042',
    type: 'top-events',
    question: 'What does res_0042 do most? top 3 event names for that user',
    expect: ranked(() => ({ q: { user: 'res_0042' }, key: O.byName }), 3),
  },
  {
    id: 'top-events-month',
    type: 'top-events',
    question: (now) => `Top 4 events in ${monthName(monthBack(now, 2))}, with counts`,
    expect: ranked((now) => ({ q: { range: RG.month(monthBack(now, 2)) }, key: O.byName }), 4),
  },

  // ======================= top-users =======================
  {
    id: 'top-users-all-3',
    type: 'top-users',
    question: 'Who are our 3 most active users by number of events?',
    expect: ranked(() => ({ q: {}, key: O.byUser }), 3),
  },
  {
    id: 'top-users-closer-loose',
    type: 'top-users',
    question: 'Which crew closed the most work orders last month?',
    expect: ranked(
      (now) => ({ q: { range: RG.lastMonth(+now), names: ['work_order_closed'] }, key: O.byUser }),
      1,
      { confidence: 'not-high', extraNames: ['work_order_closed'] },
    ),
  },
  {
    id: 'top-users-cost-90d',
    type: 'top-users',
    question: 'top 3 users by summed repair.cost_logged value over the last 90 days',
    expect: ranked(
      (now) => ({
        q: { range: RG.lastDays(+now, 90), names: ['repair.cost_logged'] },
        key: O.byUser,
        measure: O.value,
      }),
      3,
    ),
  },
  {
    id: 'top-users-potholes-30d',
    type: 'top-users',
    question: 'who filed the most pothole_reported in the past 30 days?',
    expect: ranked(
      (now) => ({ q: { range: RG.lastDays(+now, 30), names: ['pothole_reported'] }, key: O.byUser }),
      1,
    ),
  },
  {
    id: 'top-users-spenders-loose',
    type: 'top-users',
    question: (now) => `Top 3 spenders since ${longDay(ago(now, 50))}?`,
    expect: ranked(
      (now) => ({
        q: { range: RG.since(ago(now, 50), +now), names: ['repair.cost_logged'] },
        key: O.byUser,
        measure: O.value,
      }),
      3,
      { confidence: 'not-high' },
    ),
  },
  {
    id: 'top-users-hours-last-month',
    type: 'top-users',
    question:
      'Which user had the highest total crew_hours_logged value last month, and how many hours was it?',
    expect: ranked(
      (now) => ({
        q: { range: RG.lastMonth(+now), names: ['crew_hours_logged'] },
        key: O.byUser,
        measure: O.value,
      }),
      1,
    ),
  },
  {
    id: 'top-users-inspections',
    type: 'top-users',
    question: 'Who has filed the most Inspection Report Filed events?',
    expect: ranked(() => ({ q: { names: ['Inspection Report Filed'] }, key: O.byUser }), 1),
  },
  {
    id: 'top-users-last-week-1',
    type: 'top-users',
    question: 'who was the single most active user last week? pls include their event count',
    expect: ranked((now) => ({ q: { range: RG.lastWeek(+now) }, key: O.byUser }), 1),
  },
  {
    id: 'top-users-surveys-loose',
    type: 'top-users',
    question: 'Who fills in the most satisfaction surveys?',
    expect: ranked(() => ({ q: { names: ['SurveySubmitted'] }, key: O.byUser }), 1, {
      confidence: 'not-high',
      extraNames: ['SurveySubmitted'],
    }),
  },

  // ======================= user =======================
  {
    id: 'user-0042-count',
    type: 'user',
    question: 'How many events does res_0042 have altogether?',
    expect: figure(() => ({ user: 'res_0042' })),
  },
  {
    id: 'user-0117-first-last',
    type: 'user',
    question: 'When was res_0117 first seen, and when last seen?',
    expect: (events) => {
      const evs = select(events, { user: 'res_0117' });
      if (!evs.length) return LOW;
      const ts = evs.map(O.time),
        a = Math.min(...ts),
        b = Math.max(...ts);
      return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-crew07-recent',
    type: 'user',
    question: "crew_07's 3 most recent events — what were they?",
    expect: (() => {
      const f = (events) => {
        const evs = select(events, { user: 'crew_07' });
        if (!evs.length) return LOW;
        return {
          names: O.newestFirst(evs)
            .slice(0, 3)
            .map((e) => e.eventName),
          confidence: 'high',
          dataPoints: evs.length,
        };
      };
      f.tieAtCut = (events) => {
        const t = O.newestFirst(select(events, { user: 'crew_07' }))
          .slice(0, 4)
          .map(O.time);
        return new Set(t).size < t.length;
      };
      return f;
    })(),
  },
  {
    id: 'user-0388-names',
    type: 'user',
    question: 'Which event types has res_0388 used so far?',
    expect: (events) => {
      const evs = select(events, { user: 'res_0388' });
      if (!evs.length) return LOW;
      return {
        names: [...new Set(evs.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-insp03-30d',
    type: 'user',
    question: 'insp_03 — how many events in the last 30 days?',
    expect: figure((now) => ({ range: RG.lastDays(+now, 30), user: 'insp_03' })),
  },
  {
    id: 'user-0203-last-seen',
    type: 'user',
    question: 'res_0203 keeps complaining they never get texts. When did we last see any activity from them?',
    expect: lastOf(() => ({ user: 'res_0203' })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'Pull up everything for user res_9999 please',
    expect: low,
  },
  {
    id: 'user-0388-first',
    type: 'user',
    question: 'first seen date for res_0388?',
    expect: (events) => {
      const evs = select(events, { user: 'res_0388' });
      if (!evs.length) return LOW;
      const a = Math.min(...evs.map(O.time));
      return { names: [iso(a), hhmm(a)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-0042-surveys',
    type: 'user',
    question: 'How many SurveySubmitted events did res_0042 send, and what is their average score?',
    expect: (events) => {
      const evs = select(events, { user: 'res_0042', names: ['SurveySubmitted'] });
      if (!evs.length) return LOW;
      return { numbers: [evs.length, O.avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-0203-bounces',
    type: 'user',
    question: 'how many sms-bounced does res_0203 have in the past 60 days?',
    expect: figure((now) => ({ range: RG.lastDays(+now, 60), user: 'res_0203', names: ['sms-bounced'] })),
  },

  // ======================= breakdown =======================
  {
    id: 'breakdown-potholes-weekly',
    type: 'breakdown',
    question: (now) =>
      `Weekly counts of pothole_reported since Monday ${iso(mondayBack(now, 5))}, week by week.`,
    expect: series((now) => ({
      q: { range: RG.since(mondayBack(now, 5), +now), names: ['pothole_reported'] },
      key: O.byWeek,
    })),
  },
  {
    id: 'breakdown-bins-weekday',
    type: 'breakdown',
    question: 'Which weekday gets the most Missed Bin Reported?',
    expect: ranked(() => ({ q: { names: ['Missed Bin Reported'] }, key: O.byWeekday }), 1),
  },
  {
    id: 'breakdown-pothole-hour',
    type: 'breakdown',
    question: 'busiest hour of the day (UTC) for pothole_reported, all time?',
    expect: ranked(() => ({ q: { names: ['pothole_reported'] }, key: O.byHour }), 1),
  },
  {
    id: 'breakdown-bounces-daily',
    type: 'breakdown',
    question: (now) =>
      `Daily sms-bounced counts from ${shortDay(ago(now, OUTAGE + 2))} through ${shortDay(ago(now, OUTAGE - 2))}, one line per day`,
    expect: series((now) => ({
      q: { range: RG.between(ago(now, OUTAGE + 2), ago(now, OUTAGE - 2)), names: ['sms-bounced'] },
      key: O.byDay,
    })),
  },
  {
    id: 'breakdown-cost-monthly',
    type: 'breakdown',
    question: 'Month by month, what was the total repair.cost_logged value over the last 3 months?',
    expect: series((now) => ({
      q: { range: RG.lastMonths(+now, 3), names: ['repair.cost_logged'] },
      key: O.byMonth,
      measure: O.value,
    })),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'What was the busiest day in the last 30 days, counting all events?',
    expect: ranked((now) => ({ q: { range: RG.lastDays(+now, 30) }, key: O.byDay }), 1),
  },
  {
    id: 'breakdown-quietest-hour',
    type: 'breakdown',
    question:
      'Quietest hour of the day for the platform overall? Thinking about when to schedule maintenance.',
    expect: ranked(() => ({ q: {}, key: O.byHour }), 1, { ascending: true }),
  },
  {
    id: 'breakdown-closes-weekday-loose',
    type: 'breakdown',
    question: 'what day of the week do crews close the most jobs?',
    expect: ranked(() => ({ q: { names: ['work_order_closed'] }, key: O.byWeekday }), 1, {
      confidence: 'not-high',
      extraNames: ['work_order_closed'],
    }),
  },
  {
    id: 'breakdown-monthly-all',
    type: 'breakdown',
    question: 'montly breakdown pls: events per month, all time',
    expect: series(() => ({ q: {}, key: O.byMonth })),
  },
  {
    id: 'breakdown-graffiti-weekday',
    type: 'breakdown',
    question: 'Graffiti_Reported by day of week over the last 8 weeks?',
    expect: series(
      (now) => ({
        q: { range: RG.lastWeeks(+now, 8), names: ['GraffitiReported'] },
        key: O.byWeekday,
        order: O.WEEKDAYS,
      }),
      { unordered: true },
    ),
  },
  {
    id: 'breakdown-busiest-pothole-day',
    type: 'breakdown',
    question: 'On which date did we get the most pothole_reported events?',
    expect: ranked(() => ({ q: { names: ['pothole_reported'] }, key: O.byDay }), 1),
  },

  // ======================= compare =======================
  {
    id: 'compare-potholes-storm-week',
    type: 'compare',
    question: (now) =>
      `For the storm briefing: pothole_reported from ${shortDay(ago(now, STORM + 7))} to ${shortDay(ago(now, STORM + 1))} compared with ${shortDay(ago(now, STORM))} to ${shortDay(ago(now, STORM - 6))}?`,
    expect: compare((now) => ({
      earlier: RG.between(ago(now, STORM + 7), ago(now, STORM + 1)),
      later: RG.between(ago(now, STORM), ago(now, STORM - 6)),
      names: ['pothole_reported'],
    })),
  },
  {
    id: 'compare-all-4w',
    type: 'compare',
    question:
      'Is overall platform activity going up? Compare the last 4 weeks with the 4 weeks before (all events).',
    expect: compare((now) => ({
      earlier: { from: +now - 8 * O.WEEK, to: +now - 4 * O.WEEK },
      later: RG.lastWeeks(+now, 4),
    })),
  },
  {
    id: 'compare-sms-months',
    type: 'compare',
    question: (now) =>
      `sms.sent in ${monthYear(monthBack(now, 2))} versus ${monthYear(monthBack(now, 1))} — the SMS vendor bills per message`,
    expect: compare((now) => ({
      earlier: RG.month(monthBack(now, 2)),
      later: RG.month(monthBack(now, 1)),
      names: ['sms.sent'],
    })),
  },
  {
    id: 'compare-spend-loose',
    type: 'compare',
    question: 'Is repair spending growing? last 4 weeks vs the 4 weeks before that',
    expect: compare(
      (now) => ({
        earlier: { from: +now - 8 * O.WEEK, to: +now - 4 * O.WEEK },
        later: RG.lastWeeks(+now, 4),
        names: ['repair.cost_logged'],
      }),
      { measure: 'sum', confidence: 'not-high' },
    ),
  },
  {
    id: 'compare-users-30d',
    type: 'compare',
    question: 'active users, last 30 days compared with the 30 days before?',
    expect: compare(
      (now) => ({ earlier: { from: +now - 60 * DAY, to: +now - 30 * DAY }, later: RG.lastDays(+now, 30) }),
      { measure: 'users' },
    ),
  },
  {
    id: 'compare-days-to-close-months',
    type: 'compare',
    question: (now) =>
      `Average work_order_closed value (days to close): ${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}. Are we getting slower?`,
    expect: compare(
      (now) => ({
        earlier: RG.month(monthBack(now, 2)),
        later: RG.month(monthBack(now, 1)),
        names: ['work_order_closed'],
      }),
      { measure: 'avg' },
    ),
  },
  {
    id: 'compare-days',
    type: 'compare',
    question: (now) => `total events on ${iso(ago(now, 2))} vs ${iso(ago(now, 1))}`,
    expect: compare((now) => ({ earlier: RG.on(ago(now, 2)), later: RG.on(ago(now, 1)) })),
  },
  {
    id: 'compare-hours-2w',
    type: 'compare',
    question:
      "crew_hours_logged sum — last 2 weeks vs the prior 2 weeks. curious becuase the crews say they're swamped",
    expect: compare(
      (now) => ({
        earlier: { from: +now - 4 * O.WEEK, to: +now - 2 * O.WEEK },
        later: RG.lastWeeks(+now, 2),
        names: ['crew_hours_logged'],
      }),
      { measure: 'sum' },
    ),
  },
  {
    id: 'compare-app-growth',
    type: 'compare',
    question: 'Is app_opened growing? last 30 days compared to the 30 days before',
    expect: compare((now) => ({
      earlier: { from: +now - 60 * DAY, to: +now - 30 * DAY },
      later: RG.lastDays(+now, 30),
      names: ['app_opened'],
    })),
  },

  // ======================= share =======================
  {
    id: 'share-bounced-all',
    type: 'share',
    question: 'What percentage of all events are sms-bounced?',
    expect: share(() => ({ range: RG.all(), names: ['sms-bounced'] })),
  },
  {
    id: 'share-potholes-last-week',
    type: 'share',
    question: "what share of last week's events were pothole_reported?",
    expect: share((now) => ({ range: RG.lastWeek(+now), names: ['pothole_reported'] })),
  },
  {
    id: 'share-users-survey-30d',
    type: 'share',
    question: 'Of the users active in the last 30 days, what % did a SurveySubmitted?',
    expect: share((now) => ({ range: RG.lastDays(+now, 30), names: ['SurveySubmitted'] }), { of: 'users' }),
  },
  {
    id: 'share-storm-loose',
    type: 'share',
    question: (now) => `Of everything logged on ${dmy(ago(now, STORM))}, what percent were pothole reports?`,
    expect: share((now) => ({ range: RG.on(ago(now, STORM)), names: ['pothole_reported'] }), {
      confidence: 'not-high',
      names: ['pothole_reported'],
    }),
  },
  {
    id: 'share-users-app',
    type: 'share',
    question: 'What percentage of our users have ever done app_opened?',
    expect: share(() => ({ range: RG.all(), names: ['app_opened'] }), { of: 'users' }),
  },
  {
    id: 'share-bins-since',
    type: 'share',
    question: (now) =>
      `Since ${shortDay(ago(now, 25))}, what fraction of events (as a %) have been Missed Bin Reported?`,
    expect: share((now) => ({ range: RG.since(ago(now, 25), +now), names: ['Missed Bin Reported'] })),
  },
  {
    id: 'share-users-graffiti-3m',
    type: 'share',
    question: 'In the last 3 months, what percent of active users filed a GraffitiReported?',
    expect: share((now) => ({ range: RG.lastMonths(+now, 3), names: ['GraffitiReported'] }), { of: 'users' }),
  },
  {
    id: 'share-sms-yesterday',
    type: 'share',
    question: 'yesterday: percentage of events that were sms.sent?',
    expect: share((now) => ({ range: RG.yesterday(+now), names: ['sms.sent'] })),
  },
  {
    id: 'share-unknown',
    type: 'share',
    low: true,
    question: 'What percent of events are noise_complaint_filed?',
    expect: low,
  },

  // ======================= conversion =======================
  {
    id: 'conv-pothole-survey-60d',
    type: 'conversion',
    question:
      'Of users who did pothole_reported in the last 60 days, how many went on to do SurveySubmitted?',
    expect: conv((now) => ({ range: RG.lastDays(+now, 60), a: 'pothole_reported', b: 'SurveySubmitted' })),
  },
  {
    id: 'conv-assigned-closed-30d',
    type: 'conversion',
    question: 'work-order-assigned → work_order_closed conversion for the last 30 days?',
    expect: conv((now) => ({
      range: RG.lastDays(+now, 30),
      a: 'work-order-assigned',
      b: 'work_order_closed',
    })),
  },
  {
    id: 'conv-graffiti-survey-loose',
    type: 'conversion',
    question: 'what % of people who reported graffiti later left a satisfaction survey?',
    expect: conv(() => ({ range: RG.all(), a: 'GraffitiReported', b: 'SurveySubmitted' }), {
      confidence: 'not-high',
    }),
  },
  {
    id: 'conv-sms-bounce-last-month',
    type: 'conversion',
    question: 'Last month, of the users who got an sms.sent, how many then had an sms-bounced?',
    expect: conv((now) => ({ range: RG.lastMonth(+now), a: 'sms.sent', b: 'sms-bounced' })),
  },
  {
    id: 'conv-app-bin-since',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(ago(now, 30))}: of people who did app_opened, how many then did a Missed Bin Reported? Count and %.`,
    expect: conv((now) => ({
      range: RG.since(ago(now, 30), +now),
      a: 'app_opened',
      b: 'Missed Bin Reported',
    })),
  },
  {
    id: 'conv-started-hours-month',
    type: 'conversion',
    question: (now) =>
      `For ${monthName(monthBack(now, 1))}: of users with a WorkOrderStarted, what share logged crew_hours_logged afterwards?`,
    expect: conv((now) => ({
      range: RG.month(monthBack(now, 1)),
      a: 'WorkOrderStarted',
      b: 'crew_hours_logged',
    })),
  },
  {
    id: 'conv-streetlight-survey-90d',
    type: 'conversion',
    question: 'streetlight.outage_reported to SurveySubmitted conversion, last 90 days',
    expect: conv((now) => ({
      range: RG.lastDays(+now, 90),
      a: 'streetlight.outage_reported',
      b: 'SurveySubmitted',
    })),
  },
  {
    id: 'conv-app-pothole-loose',
    type: 'conversion',
    question: 'How many people who opened the app in the past 2 weeks went on to report a pothole?',
    expect: conv((now) => ({ range: RG.lastWeeks(+now, 2), a: 'app_opened', b: 'pothole_reported' }), {
      confidence: 'not-high',
    }),
  },
  {
    id: 'conv-unknown-step',
    type: 'conversion',
    low: true,
    question: 'conversion from pothole_reported to claim_paid in the last 60 days?',
    expect: low,
  },

  // ======================= churn =======================
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(monthBack(now, 2))} but not at all in ${monthName(monthBack(now, 1))}?`,
    expect: (events, now) => {
      const n = O.churned(events, RG.month(monthBack(now, 2)), RG.month(monthBack(now, 1))).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-between-vs-30d',
    type: 'churn',
    question: (now) =>
      `Users who had activity between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} but nothing in the last 30 days — how many?`,
    expect: (events, now) => {
      const n = O.churned(events, RG.between(ago(now, 60), ago(now, 31)), RG.lastDays(+now, 30)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-new-last-month',
    type: 'churn',
    question: 'How many new users did we get last month?',
    expect: (events, now) => {
      const n = O.newUsers(events, RG.lastMonth(+now)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'Who are the new users from the last 7 days? How many are there?',
    expect: (events, now) => {
      const list = O.newUsers(events, RG.lastDays(+now, 7));
      return list.length
        ? { numbers: [list.length], names: list.includes('res_0388') ? ['res_0388'] : [], confidence: 'high' }
        : LOW;
    },
  },
  {
    id: 'churn-last-week-not-this',
    type: 'churn',
    question: 'People who were active last week but havent been back this week: how many?',
    expect: (events, now) => {
      const n = O.churned(events, RG.lastWeek(+now), RG.thisWeek(+now)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${mdy(ago(now, 40))}?`,
    expect: (events, now) => {
      const n = O.newUsers(events, RG.since(ago(now, 40), +now)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-early-vs-since',
    type: 'churn',
    question: (now) =>
      `How many users were active between ${shortDay(ago(now, 100))} and ${shortDay(ago(now, 70))} and have done nothing since ${shortDay(ago(now, 40))}?`,
    expect: (events, now) => {
      const n = O.churned(
        events,
        RG.between(ago(now, 100), ago(now, 70)),
        RG.since(ago(now, 40), +now),
      ).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-first-time-month',
    type: 'churn',
    question: (now) => `How many first-time users showed up in ${monthYear(monthBack(now, 1))}?`,
    expect: (events, now) => {
      const n = O.newUsers(events, RG.month(monthBack(now, 1))).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },

  // ======================= recency =======================
  {
    id: 'recency-last-bounce',
    type: 'recency',
    question: 'When was the last sms-bounced?',
    expect: lastOf(() => ({ names: ['sms-bounced'] })),
  },
  {
    id: 'recency-inspection-7d',
    type: 'recency',
    question: 'Did anyone file an Inspection Report Filed in the last 7 days?',
    expect: exists((now) => ({ range: RG.lastDays(+now, 7), names: ['Inspection Report Filed'] })),
  },
  {
    id: 'recency-last-graffiti',
    type: 'recency',
    question: 'when did we last recieve a GraffitiReported?',
    expect: lastOf(() => ({ names: ['GraffitiReported'] })),
  },
  {
    id: 'recency-crew07-close-loose',
    type: 'recency',
    question: 'Last time crew_07 closed out a job?',
    expect: lastOf(() => ({ names: ['work_order_closed'], user: 'crew_07' }), { confidence: 'not-high' }),
  },
  {
    id: 'recency-unknown-event',
    type: 'recency',
    low: true,
    question: 'Has anyone ever done sidewalk_repair_requested?',
    expect: low,
  },
  {
    id: 'recency-last-pothole',
    type: 'recency',
    question: 'Most recent pothole_reported — date and time?',
    expect: lastOf(() => ({ names: ['pothole_reported'] })),
  },
  {
    id: 'recency-churner-30d',
    type: 'recency',
    low: true,
    question: 'did res_0117 do anything at all in the last 30 days?',
    expect: figure((now) => ({ range: RG.lastDays(+now, 30), user: 'res_0117' })),
  },
  {
    id: 'recency-last-bin',
    type: 'recency',
    question: 'When was the latest Missed Bin Reported?',
    expect: lastOf(() => ({ names: ['Missed Bin Reported'] })),
  },
  {
    id: 'recency-streetlight-exists',
    type: 'recency',
    question: (now) => `Was there any streetlight.outage_reported on ${iso(ago(now, 3))}?`,
    expect: exists((now) => ({ range: RG.on(ago(now, 3)), names: ['streetlight.outage_reported'] })),
  },

  // ======================= catalogue =======================
  {
    id: 'catalogue-names',
    type: 'catalogue',
    question: 'What event types do we track?',
    expect: (events) => ({
      names: [...new Set(events.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-totals',
    type: 'catalogue',
    question: 'How many users and how many events are there in total?',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-name-count',
    type: 'catalogue',
    question: 'how many distinct event names exist in the data?',
    expect: (events) => ({
      numbers: [new Set(events.map(O.byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-counts-per-name',
    type: 'catalogue',
    question: "I'm new on the platform team — list every event name with how many times it occurs.",
    expect: (events) => {
      const m = tally(events, O.byName);
      return {
        names: [...m.keys()],
        numbers: [...m.values()],
        unordered: true,
        confidence: 'high',
        dataPoints: events.length,
      };
    },
  },
  {
    id: 'catalogue-events-overall',
    type: 'catalogue',
    question: 'How many events have we stored overall?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-users-overall',
    type: 'catalogue',
    question: 'total number of unique users in the system?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-sms-events',
    type: 'catalogue',
    question: 'Which event names do we have at all? Looking specifically for anything SMS related.',
    expect: (events) => ({
      names: [...new Set(events.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ======================= other =======================
  {
    id: 'other-neighborhood',
    type: 'other',
    question: 'Which neighborhood has the most potholes?',
    expect: low,
  },
  {
    id: 'other-phone-calls',
    type: 'other',
    question: 'How many calls did the 311 phone line take last week?',
    expect: low,
  },
  {
    id: 'other-overtime',
    type: 'other',
    question: 'What did we pay the crews in overtime this month?',
    expect: low,
  },
  {
    id: 'other-carrier',
    type: 'other',
    question: 'Which mobile carrier do the bounced phone numbers belong to?',
    expect: low,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather going to be on Friday? deciding whether to send the paving crew",
    expect: low,
  },
  {
    id: 'other-age',
    type: 'other',
    question: 'Age breakdown of residents who report graffiti?',
    expect: low,
  },
  {
    id: 'other-district',
    type: 'other',
    question: 'Which council district got the fastest service last quarter? Councillor Ortiz is asking.',
    expect: low,
  },
  {
    id: 'other-gps',
    type: 'other',
    question: 'What are the GPS coordinates of the last streetlight outage?',
    expect: low,
  },
  {
    id: 'other-press',
    type: 'other',
    question: 'Can you draft a press release announcing the new 311 app?',
    expect: low,
  },
  {
    id: 'other-staff',
    type: 'other',
    question: 'How many employees does the public works department have on payroll?',
    expect: low,
  },
];
