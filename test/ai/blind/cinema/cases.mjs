// Cases for the cinema round. Every expectation is computed from the events with the oracle.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES } from './data.mjs';

const { DAY, ranges: R, select, users, sum, avg, min, max, percent, tally, rank, round, time } = O;

// ---- dates for questions ------------------------------------------------------------------
const today = (now) => O.dayStart(+now);
const ago = (now, n) => today(now) - n * DAY;
const incident = (now) => ago(now, 20); // projector blow-out night (see data.mjs)
const mon = (now, k) => O.monthStart(+now, k);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const parts = (t) => {
  const d = new Date(t);
  return [d.getUTCMonth(), d.getUTCDate(), d.getUTCFullYear()];
};
const longDay = (t) => {
  const [m, d] = parts(t);
  return `${O.MONTHS[m]} ${ord(d)}`;
};
const shortDay = (t) => {
  const [m, d] = parts(t);
  return `${O.MONTHS[m].slice(0, 3)} ${d}`;
};
const ukDay = (t) => {
  const [m, d, y] = parts(t);
  return `${d} ${O.MONTHS[m]} ${y}`;
};
const iso = O.isoDay;
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const lastSaturday = (now) => {
  let d = ago(now, 1);
  while (new Date(d).getUTCDay() !== 6) d -= DAY;
  return d;
};
const mondayWeeksAgo = (now, k) => O.weekStart(+now) - k * 7 * DAY;

// ---- expectation builders -------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const empty = { confidence: 'low', dataPoints: 0 };
const conf = (loose) => (loose ? 'not-high' : 'high');

function count(scope, loose) {
  return (events, now) => {
    const evs = select(events, scope(+now));
    return evs.length ? { numbers: [evs.length], dataPoints: evs.length, confidence: conf(loose) } : empty;
  };
}
function distinctUsers(scope, loose) {
  return (events, now) => {
    const evs = select(events, scope(+now));
    return evs.length
      ? { numbers: [users(evs).size], dataPoints: evs.length, confidence: conf(loose) }
      : empty;
  };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};
const MEASURES = { sum: (evs) => round(sum(evs), 2), avg, min, max, median: (evs) => round(median(evs), 2) };
function valueOf(kind, scope, { loose = false, names } = {}) {
  return (events, now) => {
    const evs = select(events, scope(+now));
    if (!evs.length) return empty;
    const x = { numbers: [MEASURES[kind](evs)], dataPoints: evs.length, confidence: conf(loose) };
    if (names) Object.assign(x, { names, unordered: true });
    return x;
  };
}
// Ranked list: `scope` gives the events; key/measure/n/ascending; ties at the cut are reported.
function ranked(scope, { key = O.byName, measure, n = 5, ascending = false, loose = false } = {}) {
  const list = (events, now) => rank(tally(select(events, scope(+now)), key, measure), { ascending });
  const f = (events, now) => {
    const evs = select(events, scope(+now));
    if (!evs.length) return empty;
    const top = list(events, now).slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => round(v, 2)),
      dataPoints: evs.length,
      confidence: conf(loose),
    };
  };
  f.tieAtCut = (events, now) => {
    const r = list(events, now);
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return f;
}
// Chronological series (per day/week/month).
function series(scope, key) {
  return (events, now) => {
    const evs = select(events, scope(+now));
    if (!evs.length) return empty;
    const t = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: t.map(([k]) => k),
      numbers: t.map(([, v]) => v),
      dataPoints: evs.length,
      confidence: 'high',
    };
  };
}
function compare(scopeEarlier, scopeLater, measure = (evs) => evs.length, loose = false) {
  return (events, now) => {
    const a = select(events, scopeEarlier(+now)),
      b = select(events, scopeLater(+now));
    if (!a.length || !b.length) return empty;
    const c = O.change(measure(a), measure(b));
    return {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      percents: c.pct === null ? [] : [c.pct],
      dataPoints: a.length + b.length,
      confidence: conf(loose),
    };
  };
}
function eventShare(range, name) {
  return (events, now) => {
    const all = select(events, { range: range(+now) });
    const part = all.filter((e) => e.eventName === name).length;
    if (!part) return empty;
    return {
      numbers: [part],
      percents: [percent(part, all.length)],
      dataPoints: all.length,
      confidence: 'high',
    };
  };
}
function userShare(range, name) {
  return (events, now) => {
    const all = select(events, { range: range(+now) });
    const did = users(all.filter((e) => e.eventName === name)).size;
    if (!did) return empty;
    return {
      numbers: [did],
      percents: [percent(did, users(all).size)],
      dataPoints: all.length,
      confidence: 'high',
    };
  };
}
function conv(range, a, b) {
  return (events, now) => {
    const r = range(+now);
    const c = O.conversion(events, r, a, b);
    if (!c.did || !c.converted) return empty;
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      dataPoints: select(events, { range: r, names: [a, b] }).length,
      confidence: 'high',
    };
  };
}
function churnCount(active, inactive) {
  return (events, now) => {
    const n = O.churned(events, active(+now), inactive(+now)).length;
    return n ? { numbers: [n], confidence: 'high' } : empty;
  };
}
function newCount(range) {
  return (events, now) => {
    const n = O.newUsers(events, range(+now)).length;
    return n ? { numbers: [n], confidence: 'high' } : empty;
  };
}
// "When was the last X": date and minute of the newest matching event; dataPoints = all X events.
function lastOf(filter) {
  return (events, now) => {
    const evs = select(events, filter(+now));
    if (!evs.length) return empty;
    const t = Math.max(...evs.map(time));
    return { names: [iso(t), hm(t)], dataPoints: evs.length, confidence: 'high' };
  };
}
const MONEY = ['Concession Ordered', 'membership.purchased'];

// ---- cases ----------------------------------------------------------------------------------
export const cases = [
  // count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many ticket.purchased events in the last 30 days?',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['ticket.purchased'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'how many SeatsSelected did we log yesterday',
    expect: count((now) => ({ range: R.yesterday(now), names: ['SeatsSelected'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `How many Refund Issued events were there on ${shortDay(incident(now))}? That was the night Screen 4's projector went bang.`,
    expect: count((now) => ({ range: R.on(incident(now)), names: ['Refund Issued'] })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'projector-fault-logged count for last week pls (ops review)',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['projector-fault-logged'] })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'Total number of events in the past 24 hours?',
    expect: count((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) =>
      `Count of Concession Ordered between ${iso(ago(now, 40))} and ${iso(ago(now, 34))}, please`,
    expect: count((now) => ({ range: R.between(ago(now, 40), ago(now, 34)), names: ['Concession Ordered'] })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'How many times has mg_0007 had a ticket_scanned at the door?',
    expect: count(() => ({ names: ['ticket_scanned'], user: 'mg_0007' })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `how many trailer watched events since ${longDay(ago(now, 10))}?`,
    expect: count((now) => ({ range: R.since(ago(now, 10), now), names: ['TrailerWatched'] })),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `Finance asks: how many membership.purchased happened before ${ukDay(ago(now, 60))}?`,
    expect: count((now) => ({ range: R.before(ago(now, 60)), names: ['membership.purchased'] })),
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'how many refunds did we give out in the last 30 days?',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['Refund Issued'] }), true),
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'How many door scans in the past 7 days? Front-of-house wants the number.',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['ticket_scanned'] }), true),
  },
  {
    id: 'count-14',
    type: 'count',
    question: 'How many Concession Ordered in the last 2 months? kiosk contract renewal coming up',
    expect: count((now) => ({ range: R.lastMonths(now, 2), names: ['Concession Ordered'] })),
  },
  {
    id: 'count-12',
    type: 'count',
    low: true,
    question: 'how many popcorn_upsell_shown events last week?',
    expect: LOW,
  },
  { id: 'count-13', type: 'count', low: true, question: 'How many events has mg_9999 got?', expect: LOW },

  // users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users did ticket.purchased in the last 7 days?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 7), names: ['ticket.purchased'] })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users last month?',
    expect: distinctUsers((now) => ({ range: R.lastMonth(now) })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: (now) => `distinct users with TrailerWatched in ${monthName(mon(now, -2))}`,
    expect: distinctUsers((now) => ({ range: R.month(mon(now, -2)), names: ['TrailerWatched'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) => `how many people have done loyalty.points_redeemed since ${iso(ago(now, 45))}?`,
    expect: distinctUsers((now) => ({
      range: R.since(ago(now, 45), now),
      names: ['loyalty.points_redeemed'],
    })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) =>
      `Number of customers with a ticket_scanned on ${longDay(lastSaturday(now))} (Saturday)`,
    expect: distinctUsers((now) => ({ range: R.on(lastSaturday(now)), names: ['ticket_scanned'] })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `unique users between ${shortDay(ago(now, 70))} and ${shortDay(ago(now, 64))}?`,
    expect: distinctUsers((now) => ({ range: R.between(ago(now, 70), ago(now, 64)) })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'how many customers viewed showtimes in the past 3 days',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 3), names: ['showtime_viewed'] }), true),
  },
  {
    id: 'users-10',
    type: 'users',
    question: 'how many active users over the past 3 months?',
    expect: distinctUsers((now) => ({ range: R.lastMonths(now, 3) })),
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'How many users did gift_card_bought this year?',
    expect: LOW,
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'how many different accounts logged a projector-fault-logged in the last 60 days?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 60), names: ['projector-fault-logged'] })),
  },

  // value
  {
    id: 'value-01',
    type: 'value',
    question: 'Sum of ticket.purchased values over the last 30 days? (value = seats on the booking)',
    expect: valueOf('sum', (now) => ({ range: R.lastDays(now, 30), names: ['ticket.purchased'] })),
  },
  {
    id: 'value-02',
    type: 'value',
    question: (now) => `avarage Concession Ordered value in ${monthName(mon(now, -1))}?`,
    expect: valueOf('avg', (now) => ({ range: R.month(mon(now, -1)), names: ['Concession Ordered'] })),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Biggest single Concession Ordered ever (max value)?',
    expect: valueOf('max', () => ({ names: ['Concession Ordered'] })),
  },
  {
    id: 'value-04',
    type: 'value',
    question: "What's the smallest membership.purchased amount we've recorded?",
    expect: valueOf('min', () => ({ names: ['membership.purchased'] })),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median TrailerWatched value (minutes) over the past 14 days',
    expect: valueOf('median', (now) => ({ range: R.lastDays(now, 14), names: ['TrailerWatched'] })),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'total loyalty-points-earned for mg_0007 — she is asking on the phone',
    expect: valueOf('sum', () => ({ names: ['loyalty-points-earned'], user: 'mg_0007' })),
  },
  {
    id: 'value-07',
    type: 'value',
    question: (now) => `How much did we pay out in Refund Issued on ${iso(incident(now))}?`,
    expect: valueOf('sum', (now) => ({ range: R.on(incident(now)), names: ['Refund Issued'] })),
  },
  {
    id: 'value-08',
    type: 'value',
    question: (now) => `average SeatsSelected value since ${ukDay(ago(now, 30))}`,
    expect: valueOf('avg', (now) => ({ range: R.since(ago(now, 30), now), names: ['SeatsSelected'] })),
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'What was our revenue last month? Rough is fine, it is for the board deck.',
    expect: valueOf('sum', (now) => ({ range: R.lastMonth(now), names: MONEY }), {
      loose: true,
      names: MONEY,
    }),
  },
  { id: 'value-10', type: 'value', low: true, question: 'average parking_validated value?', expect: LOW },
  {
    id: 'value-11',
    type: 'value',
    question: 'Total Concession Ordered £ for grp_stmarys_school in the last 90 days',
    expect: valueOf('sum', (now) => ({
      range: R.lastDays(now, 90),
      names: ['Concession Ordered'],
      user: 'grp_stmarys_school',
    })),
  },
  {
    id: 'value-12',
    type: 'value',
    question: 'how much did we take on snacks and popcorn in the past 30 days, in pounds?',
    expect: valueOf('sum', (now) => ({ range: R.lastDays(now, 30), names: ['Concession Ordered'] }), {
      loose: true,
      names: ['Concession Ordered'],
    }),
  },

  // top-events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), { n: 5 }),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: "What's the most common event overall?",
    expect: ranked(() => ({}), { n: 1 }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: (now) => `top 4 events on ${longDay(incident(now))}?`,
    expect: ranked((now) => ({ range: R.on(incident(now)) }), { n: 4 }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'Which are the 3 least common events, all-time?',
    expect: ranked(() => ({}), { n: 3, ascending: true }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'top 5 events for grp_stmarys_school',
    expect: ranked(() => ({ user: 'grp_stmarys_school' }), { n: 5 }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: 'Top 4 events last week, with counts',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), { n: 4 }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'least frequent event in the last 60 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 60) }), { n: 1, ascending: true }),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: (now) => `What were the top 3 events from ${iso(ago(now, 60))} to ${iso(ago(now, 50))}?`,
    expect: ranked((now) => ({ range: R.between(ago(now, 60), ago(now, 50)) }), { n: 3 }),
  },

  // top-users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'Top 3 users by number of events, all time - who are our superfans?',
    expect: ranked(() => ({}), { key: O.byUser, n: 3 }),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'who is our most active user ever?',
    expect: ranked(() => ({}), { key: O.byUser, n: 1 }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'Which 3 accounts have the highest total ticket.purchased value (seats booked)?',
    expect: ranked(() => ({ names: ['ticket.purchased'] }), { key: O.byUser, measure: O.value, n: 3 }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'top 5 spenders over the last 60 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 60), names: MONEY }), {
      key: O.byUser,
      measure: O.value,
      n: 5,
      loose: true,
    }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'Top 3 users by loyalty-points-earned total over the last 60 days — planning a thank-you email',
    expect: ranked((now) => ({ range: R.lastDays(now, 60), names: ['loyalty-points-earned'] }), {
      key: O.byUser,
      measure: O.value,
      n: 3,
    }),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'top 2 users by number of TrailerWatched events',
    expect: ranked(() => ({ names: ['TrailerWatched'] }), { key: O.byUser, n: 2 }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'which user logged the most projector-fault-logged events?',
    expect: ranked(() => ({ names: ['projector-fault-logged'] }), { key: O.byUser, n: 1 }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: (now) => `Top 5 users by total Concession Ordered value in ${monthYear(mon(now, -1))}`,
    expect: ranked((now) => ({ range: R.month(mon(now, -1)), names: ['Concession Ordered'] }), {
      key: O.byUser,
      measure: O.value,
      n: 5,
    }),
  },
  {
    id: 'top-users-09',
    type: 'top-users',
    question: 'the most active user in the past 7 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 7) }), { key: O.byUser, n: 1 }),
  },

  // user
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does mg_0007 have in total?',
    expect: count(() => ({ user: 'mg_0007' })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'When was mg_0042 first seen, and when last seen? Support ticket about an old booking.',
    expect: (events) => {
      const evs = select(events, { user: 'mg_0042' }),
        ts = evs.map(time);
      const f = Math.min(...ts),
        l = Math.max(...ts);
      return { names: [iso(f), hm(f), iso(l), hm(l)], dataPoints: evs.length, confidence: 'high' };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: "What were mg_0007's last 3 events?",
    expect: (events) => {
      const evs = select(events, { user: 'mg_0007' });
      return {
        names: O.newestFirst(evs)
          .slice(0, 3)
          .map((e) => e.eventName),
        dataPoints: evs.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'which event names has grp_stmarys_school used?',
    expect: (events) => {
      const evs = select(events, { user: 'grp_stmarys_school' });
      return {
        names: [...new Set(evs.map((e) => e.eventName))].sort(),
        unordered: true,
        dataPoints: evs.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'when did mg_0431 first show up?',
    expect: (events) => {
      const evs = select(events, { user: 'mg_0431' }),
        f = Math.min(...evs.map(time));
      return { names: [iso(f), hm(f)], dataPoints: evs.length, confidence: 'high' };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'How many events did staff_ops_02 log in the last 30 days?',
    expect: count((now) => ({ range: R.lastDays(now, 30), user: 'staff_ops_02' })),
  },
  {
    id: 'user-07',
    type: 'user',
    question: "mg_0123's activity over the past 60 days - how many events?",
    expect: count((now) => ({ range: R.lastDays(now, 60), user: 'mg_0123' })),
  },
  { id: 'user-08', type: 'user', low: true, question: 'tell me about user mg_9999', expect: LOW },
  {
    id: 'user-09',
    type: 'user',
    question: 'last seen for grp_stmarys_school?',
    expect: (events) => {
      const evs = select(events, { user: 'grp_stmarys_school' }),
        l = Math.max(...evs.map(time));
      return { names: [iso(l), hm(l)], dataPoints: evs.length, confidence: 'high' };
    },
  },

  // breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'Which weekday is busiest over the last 8 weeks?',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 8) }), { key: O.byWeekday, n: 1 }),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'busiest hour of the day for ticket_scanned?',
    expect: ranked(() => ({ names: ['ticket_scanned'] }), { key: O.byHour, n: 1 }),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'ticket.purchased per month please',
    expect: series(() => ({ names: ['ticket.purchased'] }), O.byMonth),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'Which day in the last 30 days had the most Refund Issued?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['Refund Issued'] }), {
      key: O.byDay,
      n: 1,
    }),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: (now) => `weekly ticket.purchased counts since ${iso(mondayWeeksAgo(now, 5))}`,
    expect: series(
      (now) => ({ range: R.since(mondayWeeksAgo(now, 5), now), names: ['ticket.purchased'] }),
      O.byWeek,
    ),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'Busiest day ever for projector-fault-logged?',
    expect: ranked(() => ({ names: ['projector-fault-logged'] }), { key: O.byDay, n: 1 }),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'what hour of day do most Concession Ordered happen, last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['Concession Ordered'] }), {
      key: O.byHour,
      n: 1,
    }),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: (now) => `daily SeatsSelected from ${iso(ago(now, 9))} to ${iso(ago(now, 3))}`,
    expect: series(
      (now) => ({ range: R.between(ago(now, 9), ago(now, 3)), names: ['SeatsSelected'] }),
      O.byDay,
    ),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'Which month had the most showtime_viewed so far?',
    expect: ranked(() => ({ names: ['showtime_viewed'] }), { key: O.byMonth, n: 1 }),
  },

  // compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'all events in the last 7 days vs the previous 7 days?',
    expect: compare(
      (now) => ({ range: { from: now - 14 * DAY, to: now - 7 * DAY } }),
      (now) => ({ range: R.lastDays(now, 7) }),
    ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) => `Total events in ${monthName(mon(now, -1))} vs ${monthName(mon(now, -2))}?`,
    expect: compare(
      (now) => ({ range: R.month(mon(now, -2)) }),
      (now) => ({ range: R.month(mon(now, -1)) }),
    ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'Concession Ordered £ total in the last 30 days compared with the 30 days before',
    expect: compare(
      (now) => ({ range: { from: now - 60 * DAY, to: now - 30 * DAY }, names: ['Concession Ordered'] }),
      (now) => ({ range: R.lastDays(now, 30), names: ['Concession Ordered'] }),
      (evs) => round(sum(evs), 2),
    ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'active users in the last 14 days vs the previous 14 days',
    expect: compare(
      (now) => ({ range: { from: now - 28 * DAY, to: now - 14 * DAY } }),
      (now) => ({ range: R.lastDays(now, 14) }),
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'Is TrailerWatched growing? Compare the last 4 weeks with the 4 weeks before.',
    expect: compare(
      (now) => ({ range: { from: now - 56 * DAY, to: now - 28 * DAY }, names: ['TrailerWatched'] }),
      (now) => ({ range: R.lastWeeks(now, 4), names: ['TrailerWatched'] }),
    ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: (now) =>
      `Refund Issued between ${iso(ago(now, 23))} and ${iso(ago(now, 17))} versus between ${iso(ago(now, 30))} and ${iso(ago(now, 24))}?`,
    expect: compare(
      (now) => ({ range: R.between(ago(now, 30), ago(now, 24)), names: ['Refund Issued'] }),
      (now) => ({ range: R.between(ago(now, 23), ago(now, 17)), names: ['Refund Issued'] }),
    ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: (now) => `SeatsSelected in ${monthYear(mon(now, -1))} compared to ${monthYear(mon(now, -2))}`,
    expect: compare(
      (now) => ({ range: R.month(mon(now, -2)), names: ['SeatsSelected'] }),
      (now) => ({ range: R.month(mon(now, -1)), names: ['SeatsSelected'] }),
    ),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'total loyalty-points-earned: last 30 days vs the 30 days before that?',
    expect: compare(
      (now) => ({ range: { from: now - 60 * DAY, to: now - 30 * DAY }, names: ['loyalty-points-earned'] }),
      (now) => ({ range: R.lastDays(now, 30), names: ['loyalty-points-earned'] }),
      (evs) => sum(evs),
    ),
  },
  {
    id: 'compare-09',
    type: 'compare',
    question: 'showtime_viewed yesterday vs the day before?',
    expect: compare(
      (now) => ({ range: R.on(ago(now, 2)), names: ['showtime_viewed'] }),
      (now) => ({ range: R.yesterday(now), names: ['showtime_viewed'] }),
    ),
  },

  // share
  {
    id: 'share-01',
    type: 'share',
    question: 'what % of events in the last 30 days were ticket.purchased?',
    expect: eventShare((now) => R.lastDays(now, 30), 'ticket.purchased'),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'What percentage of active users in the last 30 days did ticket.purchased?',
    expect: userShare((now) => R.lastDays(now, 30), 'ticket.purchased'),
  },
  {
    id: 'share-03',
    type: 'share',
    question: "Concession Ordered as a share of all events? asking because the kiosk team thinks it's tiny",
    expect: eventShare(() => R.all(), 'Concession Ordered'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what % of all users have ever done loyalty.points_redeemed?',
    expect: userShare(() => R.all(), 'loyalty.points_redeemed'),
  },
  {
    id: 'share-05',
    type: 'share',
    question: "Share of last week's events that were SeatsSelected",
    expect: eventShare((now) => R.lastWeek(now), 'SeatsSelected'),
  },
  {
    id: 'share-06',
    type: 'share',
    question: (now) =>
      `what percent of users active in ${monthName(mon(now, -1))} watched a trailer (TrailerWatched)?`,
    expect: userShare((now) => R.month(mon(now, -1)), 'TrailerWatched'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `On ${shortDay(incident(now))}, what percentage of all events were Refund Issued?`,
    expect: eventShare((now) => R.on(incident(now)), 'Refund Issued'),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'percentage of users who ever did membership.purchased',
    expect: userShare(() => R.all(), 'membership.purchased'),
  },

  // conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of the users who did showtime_viewed in the last 30 days, how many then did ticket.purchased?',
    expect: conv((now) => R.lastDays(now, 30), 'showtime_viewed', 'ticket.purchased'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'SeatsSelected → ticket.purchased conversion, all time',
    expect: conv(() => R.all(), 'SeatsSelected', 'ticket.purchased'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question:
      'last 60 days: what share of ticket.purchased users went on to do Concession Ordered afterwards?',
    expect: conv((now) => R.lastDays(now, 60), 'ticket.purchased', 'Concession Ordered'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(ago(now, 45))}, how many users who did TrailerWatched later did ticket.purchased? Want the %.`,
    expect: conv((now) => R.since(ago(now, 45), now), 'TrailerWatched', 'ticket.purchased'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'conversion from ticket.purchased to loyalty.points_redeemed',
    expect: conv(() => R.all(), 'ticket.purchased', 'loyalty.points_redeemed'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'In the last 30 days, of people with ticket.purchased, how many later got a Refund Issued?',
    expect: conv((now) => R.lastDays(now, 30), 'ticket.purchased', 'Refund Issued'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'how many showtime_viewed users went on to membership.purchased, and what %?',
    expect: conv(() => R.all(), 'showtime_viewed', 'membership.purchased'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: 'past 14 days: ticket.purchased to ticket_scanned conversion rate',
    expect: conv((now) => R.lastDays(now, 14), 'ticket.purchased', 'ticket_scanned'),
  },

  // churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(mon(now, -2))} but not in ${monthName(mon(now, -1))}?`,
    expect: churnCount(
      (now) => R.month(mon(now, -2)),
      (now) => R.month(mon(now, -1)),
    ),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: newCount((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'New users last week?',
    expect: newCount((now) => R.lastWeek(now)),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `How many people were active between ${iso(ago(now, 100))} and ${iso(ago(now, 71))} but haven't done anything in the last 30 days?`,
    expect: churnCount(
      (now) => R.between(ago(now, 100), ago(now, 71)),
      (now) => R.lastDays(now, 30),
    ),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `how many brand-new users did we get in ${monthYear(mon(now, -1))}?`,
    expect: newCount((now) => R.month(mon(now, -1))),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `New customers since ${longDay(ago(now, 14))}?`,
    expect: newCount((now) => R.since(ago(now, 14), now)),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) =>
      `Users active from ${shortDay(ago(now, 60))} to ${shortDay(ago(now, 31))} who have not been back since ${shortDay(ago(now, 30))} — how many?`,
    expect: churnCount(
      (now) => R.between(ago(now, 60), ago(now, 31)),
      (now) => R.since(ago(now, 30), now),
    ),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: 'any new users in the past 3 days? how many',
    expect: newCount((now) => R.lastDays(now, 3)),
  },

  // recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last projector-fault-logged?',
    expect: lastOf(() => ({ names: ['projector-fault-logged'] })),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone do loyalty.points_redeemed in the past week?',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['loyalty.points_redeemed'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'last Refund Issued - when was it?',
    expect: lastOf(() => ({ names: ['Refund Issued'] })),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'When did someone last do membership.purchased?',
    expect: lastOf(() => ({ names: ['membership.purchased'] })),
  },
  {
    id: 'recency-05',
    type: 'recency',
    low: true,
    question: 'Did mg_0042 do anything in the last 30 days?',
    expect: LOW,
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'when did grp_stmarys_school last do ticket.purchased?',
    expect: lastOf(() => ({ names: ['ticket.purchased'], user: 'grp_stmarys_school' })),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'time of the most recent ticket_scanned?',
    expect: lastOf(() => ({ names: ['ticket_scanned'] })),
  },
  {
    id: 'recency-08',
    type: 'recency',
    low: true,
    question: 'has anyone ever done vip_lounge_entered?',
    expect: LOW,
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'Has staff_ops_02 logged any projector-fault-logged in the past 30 days?',
    expect: count((now) => ({
      range: R.lastDays(now, 30),
      names: ['projector-fault-logged'],
      user: 'staff_ops_02',
    })),
  },

  // catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'Which event names exist?',
    expect: (events) => ({
      names: [...new Set(events.map((e) => e.eventName))].sort(),
      unordered: true,
      dataPoints: events.length,
      confidence: 'high',
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (events) => ({ numbers: [users(events).size], dataPoints: events.length, confidence: 'high' }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'How many events have we got overall?',
    expect: (events) => ({ numbers: [events.length], dataPoints: events.length, confidence: 'high' }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'how many distinct event types do you track, and what are they?',
    expect: (events) => {
      const names = [...new Set(events.map((e) => e.eventName))].sort();
      return {
        numbers: [names.length],
        names,
        unordered: true,
        dataPoints: events.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'give me the overall totals: users and events',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      dataPoints: events.length,
      confidence: 'high',
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'what do you track? list the event names for me',
    expect: (events) => ({
      names: [...EVENT_NAMES].sort(),
      unordered: true,
      dataPoints: events.length,
      confidence: 'high',
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'How many distinct userIds are in the dataset?',
    expect: (events) => ({ numbers: [users(events).size], dataPoints: events.length, confidence: 'high' }),
  },

  // other
  { id: 'other-01', type: 'other', question: 'Which film sold the most tickets this month?', expect: LOW },
  {
    id: 'other-02',
    type: 'other',
    question: "What's the weather looking like for Saturday's premiere?",
    expect: LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'What was the average star rating for the new Dune film?',
    expect: LOW,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'what is the occupancy % of Screen 3 on Friday nights?',
    expect: LOW,
  },
  { id: 'other-05', type: 'other', question: 'How much do we pay our projectionists per hour?', expect: LOW },
  {
    id: 'other-06',
    type: 'other',
    question: 'Which of our cinema sites (Leeds, York, Hull) is busiest?',
    expect: LOW,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'Forecast: how many tickets will we sell next month?',
    expect: LOW,
  },
  { id: 'other-08', type: 'other', question: 'what age groups buy the most popcorn?', expect: LOW },
  { id: 'other-09', type: 'other', question: 'Why did mg_0042 stop coming to the cinema?', expect: LOW },
];
