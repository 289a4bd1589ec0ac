// Blind round "warehouse": questions a WMS team (ops support, finance, product, engineers,
// founders) would ask, with expectations computed from the events by the reference oracle.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { NOBODY } from './data.mjs';

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
  round,
  time,
  DAY,
  MONTHS,
  isoDay,
  dayStart,
  weekStart,
  monthStart,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
  newestFirst,
} = O;

// ---- date helpers (every date is generated from `now`, so it always lies in the data) --------
const dAgo = (now, n) => dayStart(+now) - n * DAY; // 00:00 UTC, n days ago
const ymd = (t) => isoDay(t);
const md = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const mdShort = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const ordinal = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const mdOrd = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`;
const dMon = (t) => `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)}`;
const monthOf = (now, k) => monthStart(+now, -k); // start of the month k months back
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const monthRange = (now, k) => ranges.month(monthOf(now, k));
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const r2 = (x) => round(x, 2);

// "the previous period of the same length" before a rolling window
const before = (r) => ({ from: r.from - (r.to - r.from), to: r.from });

function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
}

// ---- expectation builders --------------------------------------------------------------------
const count = (conf, filt) => (events, now) => {
  const evs = select(events, filt(+now));
  return { numbers: [evs.length], confidence: conf, dataPoints: evs.length };
};

const activeUsers = (conf, filt) => (events, now) => {
  const evs = select(events, filt(+now));
  return { numbers: [users(evs).size], confidence: conf, dataPoints: evs.length };
};

const measure = (conf, filt, fn) => (events, now) => {
  const evs = select(events, filt(+now));
  return { numbers: [r2(fn(evs))], confidence: conf, dataPoints: evs.length };
};

// A ranked list (or a "busiest"/"most" question with n = 1). `build` returns { map, dp }.
function ranked(conf, n, build, { ascending = false, unordered = false, withNumbers = true } = {}) {
  const f = (events, now) => {
    const { map, dp } = build(events, +now);
    const top = rank(map, { n, ascending });
    const x = { names: top.map(([k]) => k), confidence: conf, dataPoints: dp };
    if (withNumbers) x.numbers = top.map(([, v]) => r2(v));
    if (unordered) x.unordered = true;
    return x;
  };
  f.tieAtCut = (events, now) => {
    const all = rank(build(events, +now).map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  // relative gap between the last item kept and the first one left out (for robustness checks)
  f.cutGap = (events, now) => {
    const all = rank(build(events, +now).map, { ascending });
    return all.length > n ? Math.abs(all[n - 1][1] - all[n][1]) / Math.max(all[n - 1][1], all[n][1]) : 1;
  };
  return f;
}
const tallyOf = (filt, key, m) => (events, now) => {
  const evs = select(events, filt(now));
  return { map: tally(evs, key, m), dp: evs.length };
};

// A full breakdown (every bucket, any order).
const breakdown = (conf, filt, key) => (events, now) => {
  const evs = select(events, filt(+now));
  const rows = rank(tally(evs, key));
  return {
    names: rows.map(([k]) => k),
    numbers: rows.map(([, v]) => v),
    unordered: true,
    confidence: conf,
    dataPoints: evs.length,
  };
};

// Two periods: both values, the change and the percentage change.
const compare =
  (conf, periods, names, metric = 'count') =>
  (events, now) => {
    const [ra, rb] = periods(+now);
    const a = select(events, { range: ra, names }),
      b = select(events, { range: rb, names });
    const m = (evs) => (metric === 'users' ? users(evs).size : metric === 'sum' ? r2(sum(evs)) : evs.length);
    const c = change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };

const shareOfEvents = (conf, rangeFn, names) => (events, now) => {
  const all = select(events, { range: rangeFn(+now) });
  const part = all.filter((e) => names.includes(e.eventName));
  return { percents: [percent(part.length, all.length)], confidence: conf, dataPoints: all.length };
};

const shareOfUsers = (conf, rangeFn, names) => (events, now) => {
  const all = select(events, { range: rangeFn(+now) });
  const part = all.filter((e) => names.includes(e.eventName));
  return { percents: [percent(users(part).size, users(all).size)], confidence: conf, dataPoints: all.length };
};

const convert = (conf, rangeFn, a, b) => (events, now) => {
  const range = rangeFn(+now);
  const c = conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: conf,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
};

const lastTime = (conf, filt) => (events, now) => {
  const evs = select(events, filt(+now));
  const t = time(newestFirst(evs)[0]);
  return { names: [ymd(t), hm(t)], confidence: conf, dataPoints: evs.length };
};

const nothing = () => ({ confidence: 'low', dataPoints: 0 });
// An unknown event name or user: make sure it really is absent, then expect low / 0.
const absent =
  ({ name, user }) =>
  (events) => {
    if (name && events.some((e) => e.eventName === name)) throw new Error(`${name} exists`);
    if (user && events.some((e) => e.userId === user)) throw new Error(`${user} exists`);
    return nothing();
  };

const HIGH = 'high',
  LOOSE = 'not-high';

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many item_scanned events were there in the last 7 days?',
    expect: count(HIGH, (now) => ({ range: ranges.lastDays(now, 7), names: ['item_scanned'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'hi! how many events came in yesterday, all types together?',
    expect: count(HIGH, (now) => ({ range: ranges.yesterday(now) })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) => `Number of Forklift Fault Reported events in ${monthName(monthOf(now, 1))}?`,
    expect: count(HIGH, (now) => ({ range: monthRange(now, 1), names: ['Forklift Fault Reported'] })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) =>
      `quick one for the dock report — how many pallets did we recieve since ${md(dAgo(now, 14))}?`,
    expect: count(LOOSE, (now) => ({ range: ranges.since(dAgo(now, 14), now), names: ['Pallet Received'] })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) => `count of OrderPacked between ${ymd(dAgo(now, 20))} and ${ymd(dAgo(now, 14))} please`,
    expect: count(HIGH, (now) => ({
      range: ranges.between(dAgo(now, 20), dAgo(now, 14)),
      names: ['OrderPacked'],
    })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'how many stock-adjusted events did sup_mara record in the last 30 days?',
    expect: count(HIGH, (now) => ({
      range: ranges.lastDays(now, 30),
      names: ['stock-adjusted'],
      user: 'sup_mara',
    })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'Finance is asking: how many returns got processed last week?',
    expect: count(LOOSE, (now) => ({ range: ranges.lastWeek(now), names: ['ReturnProcessed'] })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `how many Item Scanned events did we get on ${mdOrd(dAgo(now, 3))}?`,
    expect: count(HIGH, (now) => ({ range: ranges.on(dAgo(now, 3)), names: ['item_scanned'] })),
  },
  {
    id: 'count-09',
    type: 'count',
    low: true,
    question: 'how many damage_reported events did we log last month?',
    expect: absent({ name: 'damage_reported' }),
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'hwo many parcels were packed in the past 48 hours?',
    expect: count(LOOSE, (now) => ({ range: ranges.lastHours(now, 48), names: ['OrderPacked'] })),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'how many unique users were active in the last 7 days?',
    expect: activeUsers(HIGH, (now) => ({ range: ranges.lastDays(now, 7) })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: (now) => `How many distinct users had an order.picked event in ${monthName(monthOf(now, 1))}?`,
    expect: activeUsers(HIGH, (now) => ({ range: monthRange(now, 1), names: ['order.picked'] })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'how many people scanned something yesterday?',
    expect: activeUsers(LOOSE, (now) => ({ range: ranges.yesterday(now), names: ['item_scanned'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) => `active users between ${ymd(dAgo(now, 45))} and ${ymd(dAgo(now, 39))}?`,
    expect: activeUsers(HIGH, (now) => ({ range: ranges.between(dAgo(now, 45), dAgo(now, 39)) })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) =>
      `Maintenance wants to know how many different forklifts have reported faults since ${mdShort(dAgo(now, 60))}.`,
    expect: activeUsers(LOOSE, (now) => ({
      range: ranges.since(dAgo(now, 60), now),
      names: ['Forklift Fault Reported'],
    })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many users logged a cycle-count-completed event in the past 30 days?',
    expect: activeUsers(HIGH, (now) => ({
      range: ranges.lastDays(now, 30),
      names: ['cycle-count-completed'],
    })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'Number of unique users with Pallet Received in the last 2 weeks?',
    expect: activeUsers(HIGH, (now) => ({ range: ranges.lastWeeks(now, 2), names: ['Pallet Received'] })),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'how many people clocked in last month?',
    expect: activeUsers(LOOSE, (now) => ({ range: ranges.lastMonth(now), names: ['shift.started'] })),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: "what's the total value of Pallet Received events last month?",
    expect: measure(HIGH, (now) => ({ range: ranges.lastMonth(now), names: ['Pallet Received'] }), sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'avergae value of OrderPacked events in the last 30 days',
    expect: measure(HIGH, (now) => ({ range: ranges.lastDays(now, 30), names: ['OrderPacked'] }), avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: (now) => `max value for shipment.dispatched since ${md(dAgo(now, 45))}?`,
    expect: measure(
      HIGH,
      (now) => ({ range: ranges.since(dAgo(now, 45), now), names: ['shipment.dispatched'] }),
      max,
    ),
  },
  {
    id: 'value-04',
    type: 'value',
    question: (now) => `What was the median putaway_completed value in ${monthName(monthOf(now, 2))}?`,
    expect: measure(HIGH, (now) => ({ range: monthRange(now, 2), names: ['putaway_completed'] }), median),
  },
  {
    id: 'value-05',
    type: 'value',
    question:
      'how much did we pay in freight on dispatches last month? (the value on dispatch events is the freight cost)',
    expect: measure(LOOSE, (now) => ({ range: ranges.lastMonth(now), names: ['shipment.dispatched'] }), sum),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'on average how long does a putaway take? value is in seconds',
    expect: measure(LOOSE, () => ({ names: ['putaway_completed'] }), avg),
  },
  {
    id: 'value-07',
    type: 'value',
    question: (now) =>
      `total credited to customers on returns between ${mdShort(dAgo(now, 40))} and ${mdShort(dAgo(now, 11))}`,
    expect: measure(
      LOOSE,
      (now) => ({ range: ranges.between(dAgo(now, 40), dAgo(now, 11)), names: ['ReturnProcessed'] }),
      sum,
    ),
  },
  {
    id: 'value-08',
    type: 'value',
    question: "what's the minimum stock-adjusted value sup_mara has ever entered?",
    expect: measure(HIGH, () => ({ names: ['stock-adjusted'], user: 'sup_mara' }), min),
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'sum of the value for item_scanned yesterday',
    expect: measure(HIGH, (now) => ({ range: ranges.yesterday(now), names: ['item_scanned'] }), sum),
  },
  {
    id: 'value-10',
    type: 'value',
    low: true,
    question: 'total value of invoice_paid events this year?',
    expect: absent({ name: 'invoice_paid' }),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 2 events in the last 30 days?',
    expect: ranked(
      HIGH,
      2,
      tallyOf((now) => ({ range: ranges.lastDays(now, 30) }), byName),
    ),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'what are our most common events?',
    expect: ranked(
      HIGH,
      5,
      tallyOf(() => ({}), byName),
    ),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'which event types were least common last month?',
    expect: ranked(
      HIGH,
      5,
      tallyOf((now) => ({ range: ranges.lastMonth(now) }), byName),
      { ascending: true, unordered: true },
    ),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'most frequent event yesterday?',
    expect: ranked(
      HIGH,
      1,
      tallyOf((now) => ({ range: ranges.yesterday(now) }), byName),
    ),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: (now) =>
      `Could you give me the top 7 event names between ${md(dAgo(now, 50))} and ${md(dAgo(now, 36))}?`,
    expect: ranked(
      HIGH,
      7,
      tallyOf((now) => ({ range: ranges.between(dAgo(now, 50), dAgo(now, 36)) }), byName),
    ),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: "what's the rarest event we have?",
    expect: ranked(
      HIGH,
      1,
      tallyOf(() => ({}), byName),
      { ascending: true },
    ),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'top 5 events for recv_04 in the last 60 days',
    expect: ranked(
      HIGH,
      5,
      tallyOf((now) => ({ range: ranges.lastDays(now, 60), user: 'recv_04' }), byName),
    ),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: (now) => `whcih 8 event types had the most occurrences in ${monthName(monthOf(now, 2))}?`,
    expect: ranked(
      HIGH,
      8,
      tallyOf((now) => ({ range: monthRange(now, 2) }), byName),
    ),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'who are the top 3 most active users?',
    expect: ranked(
      HIGH,
      3,
      tallyOf(() => ({}), byUser),
    ),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'which user has the most item_scanned events in the last 14 days?',
    expect: ranked(
      HIGH,
      1,
      tallyOf((now) => ({ range: ranges.lastDays(now, 14), names: ['item_scanned'] }), byUser),
    ),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'which 3 users have the highest total Pallet Received value?',
    expect: ranked(
      HIGH,
      3,
      tallyOf(() => ({ names: ['Pallet Received'] }), byUser, value),
    ),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'who did the most stock adjustments last month?',
    expect: ranked(
      LOOSE,
      1,
      tallyOf((now) => ({ range: ranges.lastMonth(now), names: ['stock-adjusted'] }), byUser),
    ),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'which forklift has reported the most faults? need it for the maintenance review',
    expect: ranked(
      LOOSE,
      1,
      tallyOf(() => ({ names: ['Forklift Fault Reported'] }), byUser),
    ),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: (now) => `Top 3 users by total OrderPacked value in ${monthName(monthOf(now, 1))}`,
    expect: ranked(
      HIGH,
      3,
      tallyOf((now) => ({ range: monthRange(now, 1), names: ['OrderPacked'] }), byUser, value),
    ),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'who credited customers the most money on returns in the last 30 days? top 3 pls',
    expect: ranked(
      LOOSE,
      3,
      tallyOf((now) => ({ range: ranges.lastDays(now, 30), names: ['ReturnProcessed'] }), byUser, value),
    ),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: (now) => `top 5 users by total value of shipment.dispatched since ${dMon(dAgo(now, 60))}`,
    expect: ranked(
      HIGH,
      5,
      tallyOf(
        (now) => ({ range: ranges.since(dAgo(now, 60), now), names: ['shipment.dispatched'] }),
        byUser,
        value,
      ),
    ),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does picker_017 have, all time?',
    expect: count(HIGH, () => ({ user: 'picker_017' })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: "when was picker_112 last seen? HR says they haven't been in for a while",
    expect: lastTime(HIGH, () => ({ user: 'picker_112' })),
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'first seen date for picker_331?',
    expect: (events) => {
      const evs = select(events, { user: 'picker_331' });
      const t = Math.min(...evs.map(time));
      return { names: [ymd(t), hm(t)], confidence: HIGH, dataPoints: evs.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'which event names has sup_mara used?',
    expect: (events) => {
      const evs = select(events, { user: 'sup_mara' });
      return {
        names: [...new Set(evs.map(byName))].sort(),
        unordered: true,
        confidence: HIGH,
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'how many events did recv_04 log in the last 7 days?',
    expect: count(HIGH, (now) => ({ range: ranges.lastDays(now, 7), user: 'recv_04' })),
  },
  {
    id: 'user-06',
    type: 'user',
    low: true,
    question: `how many events does ${NOBODY} have?`,
    expect: absent({ user: NOBODY }),
  },
  {
    id: 'user-07',
    type: 'user',
    question: 'can you pull first seen and last seen for picker_017?',
    expect: (events) => {
      const evs = select(events, { user: 'picker_017' });
      const ts = evs.map(time),
        a = Math.min(...ts),
        b = Math.max(...ts);
      return { names: [ymd(a), hm(a), ymd(b), hm(b)], confidence: HIGH, dataPoints: evs.length };
    },
  },
  {
    id: 'user-08',
    type: 'user',
    question: 'how many times has picker_331 scanned an item so far?',
    expect: count(LOOSE, () => ({ user: 'picker_331', names: ['item_scanned'] })),
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'how many events did fl_07 send in the last 90 days?',
    expect: count(HIGH, (now) => ({ range: ranges.lastDays(now, 90), user: 'fl_07' })),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'which weekday is busiest overall?',
    expect: ranked(
      HIGH,
      1,
      tallyOf(() => ({}), byWeekday),
    ),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: "what's the busiest hour of the day for item_scanned in the last 30 days?",
    expect: ranked(
      HIGH,
      1,
      tallyOf((now) => ({ range: ranges.lastDays(now, 30), names: ['item_scanned'] }), byHour),
    ),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'what was the busiest day last month?',
    expect: ranked(
      HIGH,
      1,
      tallyOf((now) => ({ range: ranges.lastMonth(now) }), byDay),
    ),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'order.picked counts per weekday over the last 8 weeks, please',
    expect: breakdown(
      HIGH,
      (now) => ({ range: ranges.lastWeeks(now, 8), names: ['order.picked'] }),
      byWeekday,
    ),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'which day had the most Forklift Fault Reported events?',
    expect: ranked(
      HIGH,
      1,
      tallyOf(() => ({ names: ['Forklift Fault Reported'] }), byDay),
    ),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: (now) =>
      `monthly Pallet Received counts between ${ymd(monthOf(now, 3))} and ${ymd(monthOf(now, 0) - DAY)}`,
    expect: breakdown(
      HIGH,
      (now) => ({
        range: ranges.between(monthOf(now, 3), monthOf(now, 0) - DAY),
        names: ['Pallet Received'],
      }),
      byMonth,
    ),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: (now) => `OrderPacked per week since ${md(weekStart(+now) - 6 * 7 * DAY)} (ISO weeks please)`,
    expect: breakdown(
      HIGH,
      (now) => ({ range: ranges.since(weekStart(now) - 6 * 7 * DAY, now), names: ['OrderPacked'] }),
      byWeek,
    ),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'at what hour of the day do we do the most picking?',
    expect: ranked(
      LOOSE,
      1,
      tallyOf(() => ({ names: ['order.picked'] }), byHour),
    ),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'compare putaway_completed in the past 45 days vs the 45 days before',
    expect: compare(
      HIGH,
      (now) => {
        const r = ranges.lastDays(now, 45);
        return [before(r), r];
      },
      ['putaway_completed'],
    ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) =>
      `how did ${monthName(monthOf(now, 1))} compare to ${monthName(monthOf(now, 2))} for OrderPacked?`,
    expect: compare(HIGH, (now) => [monthRange(now, 2), monthRange(now, 1)], ['OrderPacked']),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'Is Pallet Received growing? last 30 days vs the 30 days before',
    expect: compare(
      HIGH,
      (now) => {
        const r = ranges.lastDays(now, 30);
        return [before(r), r];
      },
      ['Pallet Received'],
    ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'how many events did we get over the last 4 weeks vs the 4 weeks before?',
    expect: compare(
      HIGH,
      (now) => {
        const r = ranges.lastWeeks(now, 4);
        return [before(r), r];
      },
      undefined,
    ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'total credited on returns: last 60 days compared with the 60 days before?',
    expect: compare(
      LOOSE,
      (now) => {
        const r = ranges.lastDays(now, 60);
        return [before(r), r];
      },
      ['ReturnProcessed'],
      'sum',
    ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'forklift faults in the last 6 weeks vs the 6 weeks before — are we getting worse?',
    expect: compare(
      LOOSE,
      (now) => {
        const r = ranges.lastWeeks(now, 6);
        return [before(r), r];
      },
      ['Forklift Fault Reported'],
    ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'active users: last 30 days vs the previous 30 days',
    expect: compare(
      HIGH,
      (now) => {
        const r = ranges.lastDays(now, 30);
        return [before(r), r];
      },
      undefined,
      'users',
    ),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'did the total shipment.dispatched value go up? past 8 weeks vs the 8 weeks before that',
    expect: compare(
      HIGH,
      (now) => {
        const r = ranges.lastWeeks(now, 8);
        return [before(r), r];
      },
      ['shipment.dispatched'],
      'sum',
    ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of all events are item_scanned?',
    expect: shareOfEvents(HIGH, () => ranges.all(), ['item_scanned']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what share of events in the last 30 days were OrderPacked?',
    expect: shareOfEvents(HIGH, (now) => ranges.lastDays(now, 30), ['OrderPacked']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'what % of active users last month had a ReturnProcessed event?',
    expect: shareOfUsers(HIGH, (now) => ranges.lastMonth(now), ['ReturnProcessed']),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'roughly what fraction of our events in the last 30 days were forklift faults? as a percentage',
    expect: shareOfEvents(LOOSE, (now) => ranges.lastDays(now, 30), ['Forklift Fault Reported']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'what percent of users have ever done a cycle-count-completed?',
    expect: shareOfUsers(HIGH, () => ranges.all(), ['cycle-count-completed']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'out of everyone active in the last 14 days, what percentage clocked in at least once?',
    expect: shareOfUsers(LOOSE, (now) => ranges.lastDays(now, 14), ['shift.started']),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) =>
      `stock-adjusted as a share of all events between ${ymd(dAgo(now, 70))} and ${ymd(dAgo(now, 41))}`,
    expect: shareOfEvents(HIGH, (now) => ranges.between(dAgo(now, 70), dAgo(now, 41)), ['stock-adjusted']),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'what percentage of events in the past 7 days were label_printed?',
    expect: shareOfEvents(HIGH, (now) => ranges.lastDays(now, 7), ['label_printed']),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'of users who had Pallet Received in the last 30 days, how many then had putaway_completed?',
    expect: convert(HIGH, (now) => ranges.lastDays(now, 30), 'Pallet Received', 'putaway_completed'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: (now) => `conversion from item_scanned to OrderPacked in ${monthName(monthOf(now, 1))}`,
    expect: convert(HIGH, (now) => monthRange(now, 1), 'item_scanned', 'OrderPacked'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'of everyone who clocked in last week, what % went on to pack an order?',
    expect: convert(LOOSE, (now) => ranges.lastWeek(now), 'shift.started', 'OrderPacked'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: (now) =>
      `what share of users who did order.picked since ${md(dAgo(now, 21))} later did label_printed?`,
    expect: convert(HIGH, (now) => ranges.since(dAgo(now, 21), now), 'order.picked', 'label_printed'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'Of the people who processed a return in the last 60 days, how many later adjusted stock?',
    expect: convert(LOOSE, (now) => ranges.lastDays(now, 60), 'ReturnProcessed', 'stock-adjusted'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'shift.started → order.picked conversion, all time: how many users converted and what %?',
    expect: convert(HIGH, () => ranges.all(), 'shift.started', 'order.picked'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'item_scanned to stock-adjusted conversion over the last 90 days?',
    expect: convert(HIGH, (now) => ranges.lastDays(now, 90), 'item_scanned', 'stock-adjusted'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question:
      'of the users with cycle-count-completed in the last 60 days, what percentage later had a stock-adjusted event?',
    expect: convert(HIGH, (now) => ranges.lastDays(now, 60), 'cycle-count-completed', 'stock-adjusted'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(monthOf(now, 2))} but not in ${monthName(monthOf(now, 1))}?`,
    expect: (events, now) => ({
      numbers: [churned(events, monthRange(now, 2), monthRange(now, 1)).length],
      confidence: HIGH,
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new users did we get in the last 30 days?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastDays(+now, 30)).length],
      confidence: HIGH,
    }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `how many users were active between ${ymd(dAgo(now, 60))} and ${ymd(dAgo(now, 31))} but have had no events since ${ymd(dAgo(now, 30))}?`,
    expect: (events, now) => ({
      numbers: [
        churned(events, ranges.between(dAgo(now, 60), dAgo(now, 31)), ranges.since(dAgo(now, 30), +now))
          .length,
      ],
      confidence: HIGH,
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) => `New users in ${monthName(monthOf(now, 1))}?`,
    expect: (events, now) => ({ numbers: [newUsers(events, monthRange(now, 1)).length], confidence: HIGH }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: 'how many users were active last month but have had no events in the last 14 days?',
    expect: (events, now) => ({
      numbers: [churned(events, ranges.lastMonth(+now), ranges.lastDays(+now, 14)).length],
      confidence: HIGH,
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `which users are new since ${md(dAgo(now, 10))}? we're onboarding a batch of temps`,
    expect: (events, now) => {
      const list = newUsers(events, ranges.since(dAgo(now, 10), +now)).sort();
      return { names: list, unordered: true, numbers: [list.length], confidence: HIGH };
    },
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) =>
      `how many of the users active in ${monthName(monthOf(now, 3))} haven't had any events since ${md(monthOf(now, 1))}?`,
    expect: (events, now) => ({
      numbers: [churned(events, monthRange(now, 3), ranges.since(monthOf(now, 1), +now)).length],
      confidence: HIGH,
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) => `how many new users since the start of ${monthName(monthOf(now, 1))}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.since(monthOf(now, 1), +now)).length],
      confidence: HIGH,
    }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last Forklift Fault Reported?',
    expect: lastTime(HIGH, () => ({ names: ['Forklift Fault Reported'] })),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'when did someone last process a return?',
    expect: lastTime(LOOSE, () => ({ names: ['ReturnProcessed'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'did anyone do a cycle-count-completed in the last 7 days?',
    expect: count(HIGH, (now) => ({ range: ranges.lastDays(now, 7), names: ['cycle-count-completed'] })),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'last shipment.dispatched — when was it?',
    expect: lastTime(HIGH, () => ({ names: ['shipment.dispatched'] })),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: (now) => `has anyone reported a forklift fault since ${dMon(dAgo(now, 20))}?`,
    expect: count(LOOSE, (now) => ({
      range: ranges.since(dAgo(now, 20), now),
      names: ['Forklift Fault Reported'],
    })),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: "when was sup_mara's last stock-adjusted event?",
    expect: lastTime(HIGH, () => ({ names: ['stock-adjusted'], user: 'sup_mara' })),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'When did we last receive a pallet at the dock?',
    expect: lastTime(LOOSE, () => ({ names: ['Pallet Received'] })),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'last time anyone printed a label?',
    expect: lastTime(LOOSE, () => ({ names: ['label_printed'] })),
  },
  {
    id: 'recency-09',
    type: 'recency',
    low: true,
    question: 'when was the last pallet_rejected event?',
    expect: absent({ name: 'pallet_rejected' }),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users are there overall?',
    expect: (events) => ({ numbers: [users(events).size], confidence: HIGH, dataPoints: events.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'how many events have we stored altogether?',
    expect: (events) => ({ numbers: [events.length], confidence: HIGH, dataPoints: events.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'how many different event types are there?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'list all event names with how many of each',
    expect: (events) => {
      const rows = rank(tally(events, byName));
      return {
        names: rows.map(([k]) => k),
        numbers: rows.map(([, v]) => v),
        unordered: true,
        confidence: HIGH,
        dataPoints: events.length,
      };
    },
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'how many users and how many events do we have in total?',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question:
      'quick sanity check before the board meeting - how many distinct users and event names does the account have?',
    expect: (events) => ({
      numbers: [users(events).size, new Set(events.map(byName)).size],
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },

  // ---------------------------------------------------------------- other (out of scope)
  {
    id: 'other-01',
    type: 'other',
    question: "what's the average walking distance per pick route, in metres?",
    expect: nothing,
  },
  { id: 'other-02', type: 'other', question: 'which SKU runs out of stock most often?', expect: nothing },
  { id: 'other-03', type: 'other', question: 'how much do we pay our pickers per hour?', expect: nothing },
  {
    id: 'other-04',
    type: 'other',
    question: 'what will inbound pallet volume be next month? need a forecast for staffing',
    expect: nothing,
  },
  {
    id: 'other-05',
    type: 'other',
    question: "what's the temperature in the cold storage zone right now?",
    expect: nothing,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'which carrier delivers fastest to Rotterdam?',
    expect: nothing,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'how many bins in aisle 14 are empty at the moment?',
    expect: nothing,
  },
  {
    id: 'other-08',
    type: 'other',
    question: "what's picker_017's home address and phone number?",
    expect: nothing,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'which part failed on fl_07 — battery, mast or hydraulics?',
    expect: nothing,
  },
  {
    id: 'other-10',
    type: 'other',
    question: "can you reset sup_mara's password for the handheld scanner?",
    expect: nothing,
  },
];
