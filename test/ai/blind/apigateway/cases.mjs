// Cases for the "apigateway" blind round. Every expectation is computed from the events with the
// reference oracle; every date in a question is derived from `now`.

import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY } from './data.mjs';

const {
  DAY,
  WEEK,
  ranges: R,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  tally,
  rank,
  round,
  time,
  change,
} = O;

// ---- dates in questions ---------------------------------------------------------------------
const MON3 = O.MONTHS.map((m) => m.slice(0, 3));
const parts = (t) => {
  const d = new Date(t);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate() };
};
const ord = (n) => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const iso = (t) => O.isoDay(t);
const longD = (t) => {
  const p = parts(t);
  return `${O.MONTHS[p.m]} ${ord(p.d)}`;
}; // November 3rd
const shortD = (t) => {
  const p = parts(t);
  return `${MON3[p.m]} ${p.d}`;
}; // Nov 3
const dmy = (t) => {
  const p = parts(t);
  return `${p.d} ${MON3[p.m]} ${p.y}`;
}; // 3 Nov 2026
const mdy = (t) => {
  const p = parts(t);
  return `${O.MONTHS[p.m]} ${p.d}, ${p.y}`;
}; // November 3, 2026
const monthName = (t) => O.MONTHS[parts(t).m];

const today = (now) => O.dayStart(+now);
const daysAgo = (now, k) => today(now) - k * DAY;
const incident = (now) => daysAgo(now, 23); // the gateway incident day
const monthsBack = (now, k) => O.monthStart(+now, -k); // first day of the month k months back
// A day named without a year / a month named without a year, resolved as SEMANTICS says.
const namedDay = (t) => {
  const p = parts(t);
  return (now) => O.pastMonthDay(+now, p.m, p.d);
};
const namedMonth = (now, k) => O.pastMonth(+now, parts(monthsBack(now, k)).m);

const MONEY = ['invoice_paid', 'plan-upgraded'];

// ---- expectation builders -------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const lowCase = () => () => ({ ...LOW });

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length;
  return k % 2 ? v[(k - 1) / 2] : round((v[k / 2 - 1] + v[k / 2]) / 2, 2);
};

// count of events under filters
const count =
  (sel, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, sel(+now, now));
    return s.length ? { numbers: [s.length], confidence, dataPoints: s.length } : { ...LOW };
  };

// distinct users under filters
const distinct =
  (sel, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, sel(+now, now));
    return s.length ? { numbers: [users(s).size], confidence, dataPoints: s.length } : { ...LOW };
  };

// a measure of eventValue under filters
const measure =
  (sel, fn, confidence = 'high', extra = {}) =>
  (ev, now) => {
    const s = select(ev, sel(+now, now));
    return s.length ? { numbers: [fn(s)], confidence, dataPoints: s.length, ...extra } : { ...LOW };
  };
const total = (s) => round(sum(s), 2);

// a ranked list: top (or bottom) n of a tally over the selected events
function ranked(sel, key, { n = 5, ascending = false, by, confidence = 'high', extraNames = [] } = {}) {
  const table = (ev, now) => {
    const s = select(ev, sel(+now, now));
    return { s, map: tally(s, key, by) };
  };
  const f = (ev, now) => {
    const { s, map } = table(ev, now);
    if (!s.length) return { ...LOW };
    const top = rank(map, { n, ascending });
    return {
      names: [...extraNames, ...top.map(([k]) => k)],
      numbers: top.map(([, v]) => (Number.isInteger(v) ? v : round(v, 2))),
      confidence,
      dataPoints: s.length,
    };
  };
  f.tieAtCut = (ev, now) => {
    const all = rank(table(ev, now).map, { ascending });
    return n < all.length && all[n - 1][1] === all[n][1];
  };
  return f;
}

// a breakdown over time buckets, listed in bucket order (or unordered)
function breakdown(sel, key, { by, unordered = false, confidence = 'high' } = {}) {
  return (ev, now) => {
    const s = select(ev, sel(+now, now));
    if (!s.length) return { ...LOW };
    const rows = [...tally(s, key, by)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: rows.map(([k]) => k),
      numbers: rows.map(([, v]) => (Number.isInteger(v) ? v : round(v, 2))),
      ...(unordered ? { unordered: true } : {}),
      confidence,
      dataPoints: s.length,
    };
  };
}

// two periods: earlier and later, measured by fn over the selected events
function compare(selEarlier, selLater, fn, confidence = 'high') {
  return (ev, now) => {
    const a = select(ev, selEarlier(+now, now)),
      b = select(ev, selLater(+now, now));
    const c = change(fn(a), fn(b));
    const diff = round(c.diff, 2);
    return {
      numbers: [c.earlier, c.later, diff],
      ...(c.pct === null ? {} : { percents: [c.pct] }),
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}

// share of events in range that match `names`
const shareEvents =
  (range, names, confidence = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(+now, now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return { percents: [percent(part.length, all.length)], confidence, dataPoints: all.length };
  };
// share of active users in range who did one of `names`
const shareUsers =
  (range, names, confidence = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(+now, now) });
    const did = users(all.filter((e) => names.includes(e.eventName))).size;
    return { percents: [percent(did, users(all).size)], confidence, dataPoints: all.length };
  };

const funnel =
  (range, a, b, confidence = 'high') =>
  (ev, now) => {
    const r = range(+now, now);
    const c = O.conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };

const lastSeenDay =
  (sel, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, sel(+now, now));
    if (!s.length) return { ...LOW };
    return { names: [iso(Math.max(...s.map(time)))], confidence, dataPoints: s.length };
  };

// =============================================================================================

export const cases = [
  // ---------------------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'how many api calls did we serve in the last 7 days?',
    expect: count((t) => ({ range: R.lastDays(t, 7), names: ['api_call'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Total number of events yesterday? Need it for the ops standup.',
    expect: count((t) => ({ range: R.yesterday(t) })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `How many signups did we get between ${dmy(daysAgo(now, 60))} and ${dmy(daysAgo(now, 31))}?`,
    expect: count((t, now) => ({
      range: R.between(daysAgo(now, 60), daysAgo(now, 31)),
      names: ['signed_up'],
    })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: `Quick one - how many RateLimitHit events did ${P.throttled} rack up in the past 30 days?`,
    expect: count((t) => ({ range: R.lastDays(t, 30), names: ['RateLimitHit'], user: P.throttled })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) => `number of webhook.failed events on ${iso(incident(now))}`,
    expect: count((t, now) => ({ range: R.on(incident(now)), names: ['webhook.failed'] })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'how many webhook failures did we have last week?',
    expect: count((t) => ({ range: R.lastWeek(t), names: ['webhook.failed'] }), 'not-high'),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) => `How many plan upgrades have there been since ${longD(daysAgo(now, 90))}?`,
    expect: count(
      (t, now) => ({ range: R.since(namedDay(daysAgo(now, 90))(now), t), names: ['plan-upgraded'] }),
      'not-high',
    ),
  },
  {
    id: 'count-08',
    type: 'count',
    low: true,
    question: 'How many sso_login events happened last month?',
    expect: lowCase(),
  },
  {
    id: 'count-09',
    type: 'count',
    question: `how many events has ${P.topIntegrator} generated today`,
    expect: count((t) => ({ range: R.today(t), user: P.topIntegrator })),
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) => `In ${monthName(monthsBack(now, 2))}, how many invoice_paid events were there?`,
    expect: count((t, now) => ({ range: R.month(namedMonth(now, 2)), names: ['invoice_paid'] })),
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'how many times did project.created fire in the past 2 weeks',
    expect: count((t) => ({ range: R.lastWeeks(t, 2), names: ['project.created'] })),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'finance asks: how many paid invoices did we have last month?',
    expect: count((t) => ({ range: R.lastMonth(t), names: ['invoice_paid'] }), 'not-high'),
  },

  {
    id: 'count-13',
    type: 'count',
    question: (now) => `How many Signed Up events did we have before ${longD(daysAgo(now, 60))}?`,
    expect: count((t, now) => ({ range: R.before(namedDay(daysAgo(now, 60))(now)), names: ['signed_up'] })),
  },
  {
    id: 'count-14',
    type: 'count',
    question: 'api_call count this year so far?',
    expect: count((t) => ({ range: R.thisYear(t), names: ['api_call'] })),
  },
  {
    id: 'count-15',
    type: 'count',
    question: 'how many events have we recieved in the last 24 hours',
    expect: count((t) => ({ range: R.lastHours(t, 24) })),
  },
  {
    id: 'count-16',
    type: 'count',
    question: 'engineering wants to know: how many api calls so far this week?',
    expect: count((t) => ({ range: R.thisWeek(t), names: ['api_call'] })),
  },
  // ---------------------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'how many unique users made an api_call in the past 30 days',
    expect: distinct((t) => ({ range: R.lastDays(t, 30), names: ['api_call'] })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users last week?',
    expect: distinct((t) => ({ range: R.lastWeek(t) })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'How many different people had a Support Ticket Opened event in the last 3 months?',
    expect: distinct((t) => ({ range: R.lastMonths(t, 3), names: ['Support Ticket Opened'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) => `how many customers got a quota warning since ${mdy(daysAgo(now, 45))}?`,
    expect: distinct((t, now) => ({ range: R.since(daysAgo(now, 45), t), names: ['Quota Warning'] })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'How many users have been acitve today so far?',
    expect: distinct((t) => ({ range: R.today(t) })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `How many distinct users saw a webhook.failed on ${longD(incident(now))}?`,
    expect: distinct((t, now) => ({ range: R.on(namedDay(incident(now))(now)), names: ['webhook.failed'] })),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many users triggered key_revoked this month',
    expect: lowCase(),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'how many users upgraded their plan in the last 60 days',
    expect: distinct((t) => ({ range: R.lastDays(t, 60), names: ['plan-upgraded'] }), 'not-high'),
  },
  {
    id: 'users-09',
    type: 'users',
    question: (now) => `Active users in ${monthName(monthsBack(now, 1))}?`,
    expect: distinct((t, now) => ({ range: R.month(namedMonth(now, 1)) })),
  },
  {
    id: 'users-10',
    type: 'users',
    question: 'how many users got a usage.metered report in the last 14 days',
    expect: distinct((t) => ({ range: R.lastDays(t, 14), names: ['usage.metered'] })),
  },
  {
    id: 'users-11',
    type: 'users',
    question: 'how many people ran into the rate limiter in the past 7 days?',
    expect: distinct((t) => ({ range: R.lastDays(t, 7), names: ['RateLimitHit'] }), 'not-high'),
  },

  {
    id: 'users-12',
    type: 'users',
    question: 'unique users over the past week?',
    expect: distinct((t) => ({ range: R.lastDays(t, 7) })),
  },
  // ---------------------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: "What's the average api_call latency over the last 7 days? (the value is ms)",
    expect: measure((t) => ({ range: R.lastDays(t, 7), names: ['api_call'] }), avg),
  },
  {
    id: 'value-02',
    type: 'value',
    question: (now) => `median api_call latency on ${shortD(incident(now))}, please`,
    expect: measure((t, now) => ({ range: R.on(namedDay(incident(now))(now)), names: ['api_call'] }), median),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'max api_call value yesterday?',
    expect: measure((t) => ({ range: R.yesterday(t), names: ['api_call'] }), max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'total invoice_paid amount last month',
    expect: measure((t) => ({ range: R.lastMonth(t), names: ['invoice_paid'] }), total),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'sum of usage.metered over the past 14 days, i.e. how many requests got metered',
    expect: measure((t) => ({ range: R.lastDays(t, 14), names: ['usage.metered'] }), total),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'What was our revenue in the last 30 days?',
    expect: measure((t) => ({ range: R.lastDays(t, 30), names: MONEY }), total, 'not-high', {
      names: MONEY,
      unordered: true,
    }),
  },
  {
    id: 'value-07',
    type: 'value',
    question: (now) => `smallest invoice_paid since ${iso(daysAgo(now, 60))}?`,
    expect: measure((t, now) => ({ range: R.since(daysAgo(now, 60), t), names: ['invoice_paid'] }), min),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'average webhook.delivered latency last week',
    expect: measure((t) => ({ range: R.lastWeek(t), names: ['webhook.delivered'] }), avg),
  },
  {
    id: 'value-09',
    type: 'value',
    question: `sum of invoice_paid for ${P.enterprise}, all time`,
    expect: measure(() => ({ names: ['invoice_paid'], user: P.enterprise }), total),
  },
  {
    id: 'value-10',
    type: 'value',
    low: true,
    question: 'average value of refund_issued last month',
    expect: lowCase(),
  },
  {
    id: 'value-11',
    type: 'value',
    question: 'How much did customers pay in plan-upgraded charges over the last 90 days? total please',
    expect: measure((t) => ({ range: R.lastDays(t, 90), names: ['plan-upgraded'] }), total),
  },
  {
    id: 'value-12',
    type: 'value',
    question: 'mean RateLimitHit value over the past 30 days (it counts rejected requests per burst)',
    expect: measure((t) => ({ range: R.lastDays(t, 30), names: ['RateLimitHit'] }), avg),
  },

  {
    id: 'value-13',
    type: 'value',
    question: (now) => {
      const m = monthsBack(now, 1);
      return `total usage.metered requests in ${monthName(m)} ${parts(m).y}`;
    },
    expect: measure((t, now) => ({ range: R.month(monthsBack(now, 1)), names: ['usage.metered'] }), total),
  },
  // ---------------------------------------------------------------------------- top-events
  {
    id: 'te-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked((t) => ({ range: R.lastDays(t, 30) }), O.byName),
  },
  {
    id: 'te-02',
    type: 'top-events',
    question: 'what were the 3 most common events yesterday?',
    expect: ranked((t) => ({ range: R.yesterday(t) }), O.byName, { n: 3 }),
  },
  {
    id: 'te-03',
    type: 'top-events',
    question: 'least common events over the last 90 days - bottom 3 please',
    expect: ranked((t) => ({ range: R.lastDays(t, 90) }), O.byName, { n: 3, ascending: true }),
  },
  {
    id: 'te-04',
    type: 'top-events',
    question: "What's the single most frequent event type overall?",
    expect: ranked(() => ({}), O.byName, { n: 1 }),
  },
  {
    id: 'te-05',
    type: 'top-events',
    question: (now) => `Top 3 events on ${mdy(incident(now))}`,
    expect: ranked((t, now) => ({ range: R.on(incident(now)) }), O.byName, { n: 3 }),
  },
  {
    id: 'te-08',
    type: 'top-events',
    question: 'what are our most common events?',
    expect: ranked(() => ({}), O.byName),
  },
  {
    id: 'te-06',
    type: 'top-events',
    question: `top 3 events for ${P.webhookBroken}`,
    expect: ranked(() => ({ user: P.webhookBroken }), O.byName, { n: 3 }),
  },
  {
    id: 'te-07',
    type: 'top-events',
    question: 'most common events last month, top 3',
    expect: ranked((t) => ({ range: R.lastMonth(t) }), O.byName, { n: 3 }),
  },

  // ---------------------------------------------------------------------------- top-users
  {
    id: 'tu-01',
    type: 'top-users',
    question: 'who are our 3 most active users in the last 30 days?',
    expect: ranked((t) => ({ range: R.lastDays(t, 30) }), O.byUser, { n: 3 }),
  },
  {
    id: 'tu-02',
    type: 'top-users',
    question: 'For the board deck: top 3 spenders of all time',
    expect: ranked(() => ({ names: MONEY }), O.byUser, { n: 3, by: O.value, confidence: 'not-high' }),
  },
  {
    id: 'tu-03',
    type: 'top-users',
    question: 'Which 2 users had the most requests rejected last month, by summed RateLimitHit value?',
    expect: ranked((t) => ({ range: R.lastMonth(t), names: ['RateLimitHit'] }), O.byUser, {
      n: 2,
      by: O.value,
    }),
  },
  {
    id: 'tu-04',
    type: 'top-users',
    question: 'top 5 users by total usage.metered value in the last 60 days',
    expect: ranked((t) => ({ range: R.lastDays(t, 60), names: ['usage.metered'] }), O.byUser, {
      by: O.value,
    }),
  },
  {
    id: 'tu-05',
    type: 'top-users',
    question: 'who opens the most support tickets?',
    expect: ranked(() => ({ names: ['Support Ticket Opened'] }), O.byUser, { n: 1, confidence: 'not-high' }),
  },
  {
    id: 'tu-06',
    type: 'top-users',
    question: 'top 3 users by api_call count over the last 90 days',
    expect: ranked((t) => ({ range: R.lastDays(t, 90), names: ['api_call'] }), O.byUser, { n: 3 }),
  },
  {
    id: 'tu-07',
    type: 'top-users',
    question: 'Which user had the most webhook.failed events in the last 30 days?',
    expect: ranked((t) => ({ range: R.lastDays(t, 30), names: ['webhook.failed'] }), O.byUser, { n: 1 }),
  },

  // ---------------------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: `How many events does ${P.churner} have in total, and when were they first and last seen?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      const ts = s.map(time);
      return {
        numbers: [s.length],
        names: [iso(Math.min(...ts)), iso(Math.max(...ts))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-02',
    type: 'user',
    question: `When did ${P.newcomer} first show up?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return { names: [iso(Math.min(...s.map(time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `which event names has ${P.throttled} used?`,
    expect: (ev) => {
      const s = select(ev, { user: P.throttled });
      return {
        names: [...new Set(s.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: `show me the 3 most recent events for ${P.newcomer}`,
    expect: Object.assign(
      (ev) => {
        const s = select(ev, { user: P.newcomer });
        return {
          names: O.newestFirst(s).slice(0, 3).map(O.byName),
          confidence: 'high',
          dataPoints: s.length,
        };
      },
      {
        tieAtCut: (ev) => {
          const s = O.newestFirst(select(ev, { user: P.newcomer }));
          return s.length > 3 && time(s[2]) === time(s[3]);
        },
      },
    ),
  },
  {
    id: 'user-05',
    type: 'user',
    low: true,
    question: `how many api calls did ${P.churner} make in the last 30 days?`,
    expect: count((t) => ({ range: R.lastDays(t, 30), names: ['api_call'], user: P.churner })),
  },
  {
    id: 'user-06',
    type: 'user',
    low: true,
    question: `${NOBODY} - how many calls did they make this month?`,
    expect: lowCase(),
  },
  {
    id: 'user-07',
    type: 'user',
    question: `what has ${P.oneAndDone} done on the platform so far?`,
    expect: (ev) => {
      const s = select(ev, { user: P.oneAndDone });
      return {
        numbers: [s.length],
        names: [...new Set(s.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-08',
    type: 'user',
    question: `when was ${P.enterprise} last active?`,
    expect: lastSeenDay(() => ({ user: P.enterprise })),
  },
  {
    id: 'user-09',
    type: 'user',
    question: `How many events did ${P.webhookBroken} have last week?`,
    expect: count((t) => ({ range: R.lastWeek(t), user: P.webhookBroken })),
  },
  {
    id: 'user-10',
    type: 'user',
    question: `first and last time we saw ${P.ticketer}?`,
    expect: (ev) => {
      const s = select(ev, { user: P.ticketer });
      const ts = s.map(time);
      return {
        names: [iso(Math.min(...ts)), iso(Math.max(...ts))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ---------------------------------------------------------------------------- breakdown
  {
    id: 'bd-01',
    type: 'breakdown',
    question: 'api calls per day over the last 7 days',
    expect: breakdown((t) => ({ range: R.lastDays(t, 7), names: ['api_call'] }), O.byDay),
  },
  {
    id: 'bd-02',
    type: 'breakdown',
    question: 'Which weekday is busiest for api_call?',
    expect: ranked(() => ({ names: ['api_call'] }), O.byWeekday, { n: 1 }),
  },
  {
    id: 'bd-03',
    type: 'breakdown',
    question: 'what hour of the day (UTC) has the most events?',
    expect: ranked(() => ({}), O.byHour, { n: 1 }),
  },
  {
    id: 'bd-04',
    type: 'breakdown',
    question: (now) => `events per month since ${longD(monthsBack(now, 3))}`,
    expect: breakdown((t, now) => ({ range: R.since(namedDay(monthsBack(now, 3))(now), t) }), O.byMonth),
  },
  {
    id: 'bd-05',
    type: 'breakdown',
    question: (now) => `signups per week since ${iso(O.weekStart(+now) - 8 * WEEK)}`,
    expect: breakdown(
      (t) => ({ range: R.since(O.weekStart(t) - 8 * WEEK, t), names: ['signed_up'] }),
      O.byWeek,
    ),
  },
  {
    id: 'bd-06',
    type: 'breakdown',
    question: 'what was the busiest day in the last 30 days?',
    expect: ranked((t) => ({ range: R.lastDays(t, 30) }), O.byDay, { n: 1 }),
  },
  {
    id: 'bd-07',
    type: 'breakdown',
    question: 'break down webhook.failed by day of week for the last 90 days',
    expect: breakdown((t) => ({ range: R.lastDays(t, 90), names: ['webhook.failed'] }), O.byWeekday, {
      unordered: true,
    }),
  },
  {
    id: 'bd-08',
    type: 'breakdown',
    question: (now) => `which hour on ${longD(incident(now))} had the most RateLimitHit events?`,
    expect: ranked(
      (t, now) => ({ range: R.on(namedDay(incident(now))(now)), names: ['RateLimitHit'] }),
      O.byHour,
      { n: 1 },
    ),
  },
  {
    id: 'bd-09',
    type: 'breakdown',
    question: (now) =>
      `invoice_paid totals by month from ${dmy(monthsBack(now, 3))} to ${dmy(monthsBack(now, 0) - DAY)}`,
    expect: breakdown(
      (t, now) => ({
        range: R.between(monthsBack(now, 3), monthsBack(now, 0) - DAY),
        names: ['invoice_paid'],
      }),
      O.byMonth,
      { by: O.value },
    ),
  },

  // ---------------------------------------------------------------------------- compare
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'api calls: last 7 days vs the 7 days before that?',
    expect: compare(
      (t) => ({ range: { from: t - 14 * DAY, to: t - 7 * DAY }, names: ['api_call'] }),
      (t) => ({ range: R.lastDays(t, 7), names: ['api_call'] }),
      (s) => s.length,
    ),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: (now) =>
      `compare api calls in ${monthName(monthsBack(now, 2))} and ${monthName(monthsBack(now, 1))}`,
    expect: compare(
      (t, now) => ({ range: R.month(namedMonth(now, 2)), names: ['api_call'] }),
      (t, now) => ({ range: R.month(namedMonth(now, 1)), names: ['api_call'] }),
      (s) => s.length,
    ),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: 'Did webhook failures go up in the last 14 days compared with the 14 days before?',
    expect: compare(
      (t) => ({ range: { from: t - 28 * DAY, to: t - 14 * DAY }, names: ['webhook.failed'] }),
      (t) => ({ range: R.lastDays(t, 14), names: ['webhook.failed'] }),
      (s) => s.length,
      'not-high',
    ),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: 'api_call volume, last 30 days vs the previous 30',
    expect: compare(
      (t) => ({ range: { from: t - 60 * DAY, to: t - 30 * DAY }, names: ['api_call'] }),
      (t) => ({ range: R.lastDays(t, 30), names: ['api_call'] }),
      (s) => s.length,
    ),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: 'Is usage growing? active users in the last 4 weeks compared with the 4 weeks before',
    expect: compare(
      (t) => ({ range: { from: t - 8 * WEEK, to: t - 4 * WEEK } }),
      (t) => ({ range: R.lastWeeks(t, 4) }),
      (s) => users(s).size,
    ),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: (now) =>
      `invoice_paid revenue in ${monthName(monthsBack(now, 2))} vs ${monthName(monthsBack(now, 1))} - up or down?`,
    expect: compare(
      (t, now) => ({ range: R.month(namedMonth(now, 2)), names: ['invoice_paid'] }),
      (t, now) => ({ range: R.month(namedMonth(now, 1)), names: ['invoice_paid'] }),
      total,
    ),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: 'total RateLimitHit value (rejected requests) in the last 7 days vs the prior 7 days?',
    expect: compare(
      (t) => ({ range: { from: t - 14 * DAY, to: t - 7 * DAY }, names: ['RateLimitHit'] }),
      (t) => ({ range: R.lastDays(t, 7), names: ['RateLimitHit'] }),
      total,
    ),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: 'has average api_call latency gotten worse? last 30 days compared with the 30 days before',
    expect: compare(
      (t) => ({ range: { from: t - 60 * DAY, to: t - 30 * DAY }, names: ['api_call'] }),
      (t) => ({ range: R.lastDays(t, 30), names: ['api_call'] }),
      avg,
    ),
  },
  {
    id: 'cmp-09',
    type: 'compare',
    question: `is ${P.topIntegrator} growing? their api calls in the last 30 days vs the 30 days before`,
    expect: compare(
      (t) => ({
        range: { from: t - 60 * DAY, to: t - 30 * DAY },
        names: ['api_call'],
        user: P.topIntegrator,
      }),
      (t) => ({ range: R.lastDays(t, 30), names: ['api_call'], user: P.topIntegrator }),
      (s) => s.length,
    ),
  },

  // ---------------------------------------------------------------------------- share
  {
    id: 'sh-01',
    type: 'share',
    question: 'what percent of events in the last 30 days were api_call?',
    expect: shareEvents((t) => R.lastDays(t, 30), ['api_call']),
  },
  {
    id: 'sh-02',
    type: 'share',
    question: "what share of last month's active users hit a RateLimitHit?",
    expect: shareUsers((t) => R.lastMonth(t), ['RateLimitHit']),
  },
  {
    id: 'sh-03',
    type: 'share',
    question: 'what percentage of all events in the past 7 days were webhook.failed?',
    expect: shareEvents((t) => R.lastDays(t, 7), ['webhook.failed']),
  },
  {
    id: 'sh-04',
    type: 'share',
    question: 'what % of all our users have ever had a plan-upgraded event?',
    expect: shareUsers(() => R.all(), ['plan-upgraded']),
  },
  {
    id: 'sh-05',
    type: 'share',
    question: (now) => `On ${iso(incident(now))}, what % of events were Support Ticket Opened?`,
    expect: shareEvents((t, now) => R.on(incident(now)), ['Support Ticket Opened']),
  },
  {
    id: 'sh-06',
    type: 'share',
    question: 'what percentage of users active in the last 7 days made an api call',
    expect: shareUsers((t) => R.lastDays(t, 7), ['api_call']),
  },
  {
    id: 'sh-07',
    type: 'share',
    question: (now) => `share of Quota Warning among all events since ${longD(daysAgo(now, 60))}`,
    expect: shareEvents((t, now) => R.since(namedDay(daysAgo(now, 60))(now), t), ['Quota Warning']),
  },

  // ---------------------------------------------------------------------------- conversion
  {
    id: 'cv-01',
    type: 'conversion',
    question:
      'Of the users who signed up in the last 60 days, how many went on to create a project (project.created)?',
    expect: funnel((t) => R.lastDays(t, 60), 'signed_up', 'project.created'),
  },
  {
    id: 'cv-02',
    type: 'conversion',
    question: (now) => `signup -> ApiKeyCreated conversion since ${mdy(daysAgo(now, 90))}`,
    expect: funnel((t, now) => R.since(daysAgo(now, 90), t), 'signed_up', 'ApiKeyCreated'),
  },
  {
    id: 'cv-03',
    type: 'conversion',
    question:
      'What % of users who got a Quota Warning in the last 90 days upgraded afterwards (plan-upgraded)?',
    expect: funnel((t) => R.lastDays(t, 90), 'Quota Warning', 'plan-upgraded'),
  },
  {
    id: 'cv-04',
    type: 'conversion',
    question:
      'of users who created an API key (ApiKeyCreated) in the last 30 days, what percent then made an api_call?',
    expect: funnel((t) => R.lastDays(t, 30), 'ApiKeyCreated', 'api_call'),
  },
  {
    id: 'cv-05',
    type: 'conversion',
    question: 'project.created to api_call conversion last month',
    expect: funnel((t) => R.lastMonth(t), 'project.created', 'api_call'),
  },
  {
    id: 'cv-06',
    type: 'conversion',
    question:
      'asking because of the onboarding revamp: of everyone who signed up, how many later had an invoice_paid? give the conversion rate',
    expect: funnel(() => R.all(), 'signed_up', 'invoice_paid'),
  },
  {
    id: 'cv-07',
    type: 'conversion',
    question:
      'how many users with a RateLimitHit in the last 90 days went on to plan-upgraded, and what % is that?',
    expect: funnel((t) => R.lastDays(t, 90), 'RateLimitHit', 'plan-upgraded'),
  },

  // ---------------------------------------------------------------------------- churn
  {
    id: 'ch-01',
    type: 'churn',
    question: "How many users were active last month but haven't done anything this month?",
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastMonth(+now), R.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-02',
    type: 'churn',
    question: (now) =>
      `How many users that were active between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 31))} have not been seen since ${iso(daysAgo(now, 30))}?`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, R.between(daysAgo(now, 60), daysAgo(now, 31)), R.since(daysAgo(now, 30), +now)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-03',
    type: 'churn',
    question: 'How many new users did we get in the last 30 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(+now, 30)).length], confidence: 'high' }),
  },
  {
    id: 'ch-04',
    type: 'churn',
    question: 'new users last month - how many?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastMonth(+now)).length], confidence: 'high' }),
  },
  {
    id: 'ch-05',
    type: 'churn',
    question: (now) =>
      `how many users who were active in ${monthName(monthsBack(now, 2))} were not active at all in ${monthName(monthsBack(now, 1))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(namedMonth(now, 2)), R.month(namedMonth(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-06',
    type: 'churn',
    question: 'number of new users in the last 14 days',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(+now, 14)).length], confidence: 'high' }),
  },
  {
    id: 'ch-07',
    type: 'churn',
    question: "how many users active last week haven't come back this week?",
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastWeek(+now), R.thisWeek(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-08',
    type: 'churn',
    question: 'who are the new users from the last 4 days? list them',
    expect: (ev, now) => {
      const u = O.newUsers(ev, R.lastDays(+now, 4)).sort();
      return { numbers: [u.length], names: u, unordered: true, confidence: 'high' };
    },
  },

  // ---------------------------------------------------------------------------- recency
  {
    id: 'rc-01',
    type: 'recency',
    question: 'when was the last plan-upgraded?',
    expect: lastSeenDay(() => ({ names: ['plan-upgraded'] })),
  },
  {
    id: 'rc-02',
    type: 'recency',
    question: 'did anyone hit a RateLimitHit in the past 72 hours?',
    expect: count((t) => ({ range: R.lastHours(t, 72), names: ['RateLimitHit'] })),
  },
  {
    id: 'rc-03',
    type: 'recency',
    question: 'When did we last see a webhook.failed?',
    expect: lastSeenDay(() => ({ names: ['webhook.failed'] })),
  },
  {
    id: 'rc-04',
    type: 'recency',
    question: 'Has anybody had a Support Ticket Opened in the last 7 days?',
    expect: count((t) => ({ range: R.lastDays(t, 7), names: ['Support Ticket Opened'] })),
  },
  {
    id: 'rc-05',
    type: 'recency',
    question: `when did ${P.churner} last make an api_call?`,
    expect: lastSeenDay(() => ({ names: ['api_call'], user: P.churner })),
  },
  {
    id: 'rc-06',
    type: 'recency',
    question: 'any signups in the last 3 days?',
    expect: count((t) => ({ range: R.lastDays(t, 3), names: ['signed_up'] })),
  },
  {
    id: 'rc-07',
    type: 'recency',
    question: 'when was the most recent invoice_paid?',
    expect: lastSeenDay(() => ({ names: ['invoice_paid'] })),
  },
  { id: 'rc-08', type: 'recency', low: true, question: 'when was the last chargeback?', expect: lowCase() },
  {
    id: 'rc-09',
    type: 'recency',
    question: 'last time anyone got a "Quota Warning"?',
    expect: lastSeenDay(() => ({ names: ['Quota Warning'] })),
  },

  // ---------------------------------------------------------------------------- catalogue
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'what event names do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'how many events are stored overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'how many distinct event types exist in our data?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'overall totals please: number of users and number of events',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'List every event type we have, with how often each one occured',
    expect: (ev) => {
      const rows = rank(tally(ev, O.byName));
      return {
        names: rows.map(([k]) => k),
        numbers: rows.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },

  // ---------------------------------------------------------------------------- other
  {
    id: 'oth-01',
    type: 'other',
    question: 'Which API endpoint has the worst p99 latency?',
    expect: lowCase(),
  },
  { id: 'oth-02', type: 'other', question: 'break down our api calls by country please', expect: lowCase() },
  { id: 'oth-03', type: 'other', question: "What's the NPS of our enterprise customers?", expect: lowCase() },
  {
    id: 'oth-04',
    type: 'other',
    question: 'Which SDK language do most developers use - python or node?',
    expect: lowCase(),
  },
  {
    id: 'oth-05',
    type: 'other',
    question: 'forecast next quarter revenue for the investor update',
    expect: lowCase(),
  },
  {
    id: 'oth-06',
    type: 'other',
    question: "what's the CPU utilisation on the gateway nodes right now?",
    expect: lowCase(),
  },
  {
    id: 'oth-07',
    type: 'other',
    question: `What's the email address of ${P.enterprise}? I need to reach their CTO`,
    expect: lowCase(),
  },
  { id: 'oth-08', type: 'other', question: `Why did ${P.churner} stop using us?`, expect: lowCase() },
  {
    id: 'oth-09',
    type: 'other',
    question: 'can you translate our quickstart guide into Spanish',
    expect: lowCase(),
  },
  {
    id: 'oth-10',
    type: 'other',
    question: 'which HTTP methods (GET vs POST) do customers call most?',
    expect: lowCase(),
  },
];
