// Blind round "farmbox": questions a CSA vegetable-box business would ask, with expectations
// computed by the reference oracle from the generated events.
import {
  DAY,
  WEEK,
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
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  pastMonth,
  pastMonthDay,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { incidentDay } from './data.mjs';

// ---- date wording -----------------------------------------------------------------------
const T = (now) => +now;
const ago = (now, k) => dayStart(T(now)) - k * DAY; // midnight k days back
const iso = (t) => isoDay(t);
const mon = (t) => MONTHS[new Date(t).getUTCMonth()];
const short = (t) => `${mon(t).slice(0, 3)} ${new Date(t).getUTCDate()}`;
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const longOrd = (t) => `${mon(t)} ${ord(new Date(t).getUTCDate())}`;
const full = (t) => `${mon(t)} ${new Date(t).getUTCDate()}, ${new Date(t).getUTCFullYear()}`;
// A month named without a year, and its range (the most recent one that has begun).
const monthAgo = (now, k) => monthStart(T(now), -k);
const namedMonth = (now, k) => ranges.month(pastMonth(T(now), new Date(monthAgo(now, k)).getUTCMonth()));
// A day named without a year (the nearest past one).
const namedDay = (now, t) => pastMonthDay(T(now), new Date(t).getUTCMonth(), new Date(t).getUTCDate());
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders ---------------------------------------------------------------
const low = () => ({ confidence: 'low', dataPoints: 0 });
const conf = (n, c = 'high') => (n ? c : 'low');

function count(scope, c = 'high') {
  return (ev, now) => {
    const s = scope(ev, now);
    return { numbers: [s.length], confidence: conf(s.length, c), dataPoints: s.length };
  };
}
function distinct(scope, c = 'high') {
  return (ev, now) => {
    const s = scope(ev, now);
    return { numbers: [users(s).size], confidence: conf(s.length, c), dataPoints: s.length };
  };
}
function measure(scope, fn, c = 'high', names) {
  return (ev, now) => {
    const s = scope(ev, now);
    return {
      numbers: s.length ? [round(fn(s), 2)] : [],
      names,
      confidence: conf(s.length, c),
      dataPoints: s.length,
    };
  };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

// Ranked list: names in rank order with their figures; a tie at the cut is flagged.
function ranked(scope, key, { n = 5, ascending = false, by = () => 1, c = 'high', figures = true } = {}) {
  const list = (ev, now) => rank(tally(scope(ev, now), key, by), { ascending });
  const f = (ev, now) => {
    const s = scope(ev, now);
    const top = list(ev, now).slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: figures ? top.map(([, v]) => round(v, 2)) : undefined,
      confidence: conf(s.length, c),
      dataPoints: s.length,
    };
  };
  f.tieAtCut = (ev, now) => {
    const r = list(ev, now);
    return r.length > n && round(r[n - 1][1], 2) === round(r[n][1], 2);
  };
  return f;
}

// Chronological breakdown: every period in order with its figure.
function series(scope, key) {
  return (ev, now) => {
    const s = scope(ev, now);
    const rows = [...tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: rows.map(([k]) => k),
      numbers: rows.map(([, v]) => v),
      confidence: conf(s.length),
      dataPoints: s.length,
    };
  };
}

function compare(earlierScope, laterScope, fig = (s) => s.length, c = 'high') {
  return (ev, now) => {
    const a = earlierScope(ev, now),
      b = laterScope(ev, now);
    const x = change(round(fig(a), 2), round(fig(b), 2));
    return {
      numbers: [x.earlier, x.later, round(x.diff, 2)],
      percents: x.pct === null ? [] : [x.pct],
      confidence: conf(a.length + b.length, c),
      dataPoints: a.length + b.length,
    };
  };
}

function eventShare(range, name) {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const part = all.filter((e) => e.eventName === name);
    return {
      numbers: [part.length, all.length],
      percents: [percent(part.length, all.length)],
      confidence: conf(part.length),
      dataPoints: all.length,
    };
  };
}
function userShare(range, name) {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const active = users(all),
      did = users(all.filter((e) => e.eventName === name));
    return {
      numbers: [did.size, active.size],
      percents: [percent(did.size, active.size)],
      confidence: conf(did.size),
      dataPoints: all.length,
    };
  };
}
function funnel(range, a, b) {
  return (ev, now) => {
    const r = range(now);
    const x = conversion(ev, r, a, b);
    const dp = select(ev, { range: r, names: [a, b] }).length;
    return {
      numbers: [x.did, x.converted],
      percents: x.pct === null ? [] : [x.pct],
      confidence: conf(x.converted),
      dataPoints: dp,
    };
  };
}
function lastOf(scope) {
  return (ev, now) => {
    const s = scope(ev, now);
    if (!s.length) return low();
    const t = time(newestFirst(s)[0]);
    return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
  };
}

// ---- scopes -------------------------------------------------------------------------------
const sel = (range, names, user) => (ev, now) => select(ev, { range: range(now), names, user });
const ALL = () => ranges.all();
const lastDays = (k) => (now) => ranges.lastDays(T(now), k);
const N = (name) => [name];

// ---- the cases ------------------------------------------------------------------------------
export const cases = [
  // ======================= count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many boxes have we delivered in total? (box_delivered)',
    expect: count(sel(ALL, N('box_delivered'))),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'finance here - how many PaymentCharged events did we log last week?',
    expect: count(sel((now) => ranges.lastWeek(T(now)), N('PaymentCharged'))),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `For the van breakdown postmortem: how many delivery.problem_reported events came in on ${iso(incidentDay(now))}?`,
    expect: count(sel((now) => ranges.on(incidentDay(now)), N('delivery.problem_reported'))),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'number of item-swapped events in the past 7 days pls',
    expect: count(sel(lastDays(7), N('item-swapped'))),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) =>
      `How many week.skipped events were there between ${longOrd(ago(now, 30))} and ${longOrd(ago(now, 17))}?`,
    expect: count(
      sel(
        (now) => ranges.between(namedDay(now, ago(now, 30)), namedDay(now, ago(now, 17))),
        N('week.skipped'),
      ),
    ),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'Total number of events yesterday?',
    expect: count(sel((now) => ranges.yesterday(T(now)))),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) => `count of Box Packed in ${mon(monthAgo(now, 1))}`,
    expect: count(sel((now) => namedMonth(now, 1), N('Box Packed'))),
  },
  {
    id: 'count-08',
    type: 'count',
    question: 'how many refunds did we issue in the last 30 days?',
    expect: count(sel(lastDays(30), N('payment_refunded')), 'not-high'),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) =>
      `how many recipe-card-viewed events has member_107 racked up since ${short(ago(now, 40))}?`,
    expect: count(
      sel((now) => ranges.since(namedDay(now, ago(now, 40)), T(now)), N('recipe-card-viewed'), 'member_107'),
    ),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'How many gift_box_ordered events did we get last month?',
    expect: low,
  },
  {
    id: 'count-11',
    type: 'count',
    question: (now) => `How many subscriber_signed_up events happened before ${iso(ago(now, 60))}?`,
    expect: count(sel((now) => ranges.before(ago(now, 60)), N('subscriber_signed_up'))),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'cancellations in the last 2 months? ballpark is fine',
    expect: count(
      sel((now) => ranges.lastMonths(T(now), 2), N('SubscriptionCancelled')),
      'not-high',
    ),
  },
  {
    id: 'count-13',
    type: 'count',
    question: 'member_321 - how many box_delivered events do they have?',
    expect: count(sel(ALL, N('box_delivered'), 'member_321')),
  },

  {
    id: 'count-14',
    type: 'count',
    question: 'events in the last 12 hours?',
    expect: count(sel((now) => ranges.lastHours(T(now), 12))),
  },
  {
    id: 'count-15',
    type: 'count',
    question: 'How many signups did we get in the past 3 weeks?',
    expect: count(
      sel((now) => ranges.lastWeeks(T(now), 3), N('subscriber_signed_up')),
      'not-high',
    ),
  },
  // ======================= users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique customers were active in the last 30 days?',
    expect: distinct(sel(lastDays(30))),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'how many distinct users have a Referral Code Used event?',
    expect: distinct(sel(ALL, N('Referral Code Used'))),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'active users in the past 2 weeks?',
    expect: distinct(sel((now) => ranges.lastWeeks(T(now), 2))),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'How many people got a box_delivered last month?',
    expect: distinct(sel((now) => ranges.lastMonth(T(now)), N('box_delivered'))),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'unique users with recipe-card-viewed over the past 14 days',
    expect: distinct(sel(lastDays(14), N('recipe-card-viewed'))),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `how many diffrent customers complained about a delivery in ${mon(incidentDay(now))}?`,
    expect: distinct(
      sel(
        (now) => ranges.month(pastMonth(T(now), new Date(incidentDay(now)).getUTCMonth())),
        N('delivery.problem_reported'),
      ),
      'not-high',
    ),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many users triggered loyalty_points_earned?',
    expect: low,
  },
  {
    id: 'users-08',
    type: 'users',
    question: (now) =>
      `How many people had a PaymentCharged between ${iso(ago(now, 45))} and ${iso(ago(now, 31))}?`,
    expect: distinct(sel((now) => ranges.between(ago(now, 45), ago(now, 31)), N('PaymentCharged'))),
  },
  {
    id: 'users-09',
    type: 'users',
    question: (now) => `How many subscribers have cancelled since ${full(ago(now, 50))}?`,
    expect: distinct(
      sel((now) => ranges.since(ago(now, 50), T(now)), N('SubscriptionCancelled')),
      'not-high',
    ),
  },

  {
    id: 'users-10',
    type: 'users',
    question: 'how many people swapped items in the past week?',
    expect: distinct(sel(lastDays(7), N('item-swapped')), 'not-high'),
  },
  // ======================= value
  {
    id: 'value-01',
    type: 'value',
    question: "what's the total PaymentCharged amount for last month?",
    expect: measure(
      sel((now) => ranges.lastMonth(T(now)), N('PaymentCharged')),
      sum,
    ),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'Average box_delivered weight (kg)?',
    expect: measure(sel(ALL, N('box_delivered')), avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'biggest single payment_refunded value ever?',
    expect: measure(sel(ALL, N('payment_refunded')), max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'What is the median subscription.paused value? (it is the number of weeks paused)',
    expect: measure(sel(ALL, N('subscription.paused')), median),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'lightest Box Packed value in the past 30 days?',
    expect: measure(sel(lastDays(30), N('Box Packed')), min),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'How much has member_107 paid us in total, i.e. the sum of their PaymentCharged?',
    expect: measure(sel(ALL, N('PaymentCharged'), 'member_107'), sum),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'sum of box_delivered values over the last 4 weeks',
    expect: measure(
      sel((now) => ranges.lastWeeks(T(now), 4), N('box_delivered')),
      sum,
    ),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'For the board deck: what was our revenue in the last 30 days?',
    expect: measure(sel(lastDays(30), N('PaymentCharged')), sum, 'not-high', ['PaymentCharged']),
  },
  {
    id: 'value-09',
    type: 'value',
    question: (now) =>
      `how much money did we refund between ${short(ago(now, 60))} and ${short(ago(now, 20))}?`,
    expect: measure(
      sel(
        (now) => ranges.between(namedDay(now, ago(now, 60)), namedDay(now, ago(now, 20))),
        N('payment_refunded'),
      ),
      sum,
      'not-high',
    ),
  },
  {
    id: 'value-10',
    type: 'value',
    low: true,
    question: 'average value of coupon_applied events?',
    expect: low,
  },
  {
    id: 'value-11',
    type: 'value',
    question: (now) => `mean payment_refunded amount since ${iso(ago(now, 90))}`,
    expect: measure(
      sel((now) => ranges.since(ago(now, 90), T(now)), N('payment_refunded')),
      avg,
    ),
  },

  {
    id: 'value-12',
    type: 'value',
    question: 'average PaymentCharged amount over the last 3 months?',
    expect: measure(
      sel((now) => ranges.lastMonths(T(now), 3), N('PaymentCharged')),
      avg,
    ),
  },
  {
    id: 'count-16',
    type: 'count',
    question: 'How many events have we logged this year?',
    expect: count(sel((now) => ranges.thisYear(T(now)))),
  },
  // ======================= top-events
  { id: 'te-01', type: 'top-events', question: 'top 5 events', expect: ranked(sel(ALL), byName, { n: 5 }) },
  {
    id: 'te-02',
    type: 'top-events',
    question: 'What were the 2 most common events last week?',
    expect: ranked(
      sel((now) => ranges.lastWeek(T(now))),
      byName,
      { n: 2 },
    ),
  },
  {
    id: 'te-03',
    type: 'top-events',
    question: 'least common 2 event types overall?',
    expect: ranked(sel(ALL), byName, { n: 2, ascending: true }),
  },
  {
    id: 'te-04',
    type: 'top-events',
    question: 'which event happend the most in the last 30 days?',
    expect: ranked(sel(lastDays(30)), byName, { n: 1 }),
  },
  {
    id: 'te-05',
    type: 'top-events',
    question: (now) => `top events in ${mon(monthAgo(now, 1))}`,
    expect: ranked(
      sel((now) => namedMonth(now, 1)),
      byName,
      { n: 5 },
    ),
  },
  {
    id: 'te-06',
    type: 'top-events',
    question: 'top 2 event names for member_107',
    expect: ranked(sel(ALL, undefined, 'member_107'), byName, { n: 2 }),
  },
  {
    id: 'te-07',
    type: 'top-events',
    question: (now) => `What are the top 4 events between ${full(ago(now, 70))} and ${full(ago(now, 50))}?`,
    expect: ranked(
      sel((now) => ranges.between(ago(now, 70), ago(now, 50))),
      byName,
      { n: 4 },
    ),
  },
  {
    id: 'te-08',
    type: 'top-events',
    question: 'rarest event in the past 60 days?',
    expect: ranked(sel(lastDays(60)), byName, { n: 1, ascending: true }),
  },

  // ======================= top-users
  {
    id: 'tu-01',
    type: 'top-users',
    question: 'top 3 users by number of events',
    expect: ranked(sel(ALL), byUser, { n: 3 }),
  },
  {
    id: 'tu-02',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked(sel(ALL, N('PaymentCharged')), byUser, { n: 3, by: value, c: 'not-high' }),
  },
  {
    id: 'tu-03',
    type: 'top-users',
    question: 'Which customer had the most item-swapped events in the past 30 days?',
    expect: ranked(sel(lastDays(30), N('item-swapped')), byUser, { n: 1 }),
  },
  {
    id: 'tu-04',
    type: 'top-users',
    question: 'top 3 users by PaymentCharged value last month',
    expect: ranked(
      sel((now) => ranges.lastMonth(T(now)), N('PaymentCharged')),
      byUser,
      { n: 3, by: value },
    ),
  },
  {
    id: 'tu-05',
    type: 'top-users',
    question: 'support wants to know: who has the most delivery.problem_reported events?',
    expect: ranked(sel(ALL, N('delivery.problem_reported')), byUser, { n: 1 }),
  },
  {
    id: 'tu-06',
    type: 'top-users',
    question: 'most active user in the last 30 days?',
    expect: ranked(sel(lastDays(30)), byUser, { n: 1 }),
  },
  {
    id: 'tu-07',
    type: 'top-users',
    question: 'Top 2 users by recipe-card-viewed',
    expect: ranked(sel(ALL, N('recipe-card-viewed')), byUser, { n: 2 }),
  },
  {
    id: 'tu-08',
    type: 'top-users',
    question: 'top 3 customers by total box_delivered kg',
    expect: ranked(sel(ALL, N('box_delivered')), byUser, { n: 3, by: value }),
  },

  // ======================= user
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does member_107 have?',
    expect: count(sel(ALL, undefined, 'member_107')),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'When did member_213 first show up?',
    expect: (ev) => {
      const s = select(ev, { user: 'member_213' });
      const t = Math.min(...s.map(time));
      return { names: [iso(t), hhmm(t)], confidence: conf(s.length), dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'last seen for member_213?',
    expect: (ev) => {
      const s = select(ev, { user: 'member_213' });
      const t = Math.max(...s.map(time));
      return { names: [iso(t), hhmm(t)], confidence: conf(s.length), dataPoints: s.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: "what's the most recent thing member_577 did?",
    expect: (ev) => {
      const s = select(ev, { user: 'member_577' });
      const e = newestFirst(s)[0];
      return { names: [e.eventName], confidence: conf(s.length), dataPoints: s.length };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'which events has member_321 used?',
    expect: (ev) => {
      const s = select(ev, { user: 'member_321' });
      return {
        names: [...new Set(s.map(byName))],
        unordered: true,
        confidence: conf(s.length),
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'member_150: how many events in the past 60 days?',
    expect: count(sel(lastDays(60), undefined, 'member_150')),
  },
  { id: 'user-07', type: 'user', low: true, question: 'what has member_999 been up to lately?', expect: low },
  {
    id: 'user-08',
    type: 'user',
    question: 'first seen member_577',
    expect: (ev) => {
      const s = select(ev, { user: 'member_577' });
      const t = Math.min(...s.map(time));
      return { names: [iso(t), hhmm(t)], confidence: conf(s.length), dataPoints: s.length };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: "Give me member_150's summary: how many events, first seen and last seen.",
    expect: (ev) => {
      const s = select(ev, { user: 'member_150' });
      const a = Math.min(...s.map(time)),
        b = Math.max(...s.map(time));
      return {
        numbers: [s.length],
        names: [iso(a), hhmm(a), iso(b), hhmm(b)],
        confidence: conf(s.length),
        dataPoints: s.length,
      };
    },
  },

  // ======================= breakdown
  {
    id: 'bd-01',
    type: 'breakdown',
    question: 'Which weekday gets the most box_delivered events?',
    expect: ranked(sel(ALL, N('box_delivered')), byWeekday, { n: 1 }),
  },
  {
    id: 'bd-02',
    type: 'breakdown',
    question: 'busiest hour of the day for PaymentCharged?',
    expect: ranked(sel(ALL, N('PaymentCharged')), byHour, { n: 1 }),
  },
  { id: 'bd-03', type: 'breakdown', question: 'events per month, please', expect: series(sel(ALL), byMonth) },
  {
    id: 'bd-04',
    type: 'breakdown',
    question: 'What was the worst day for delivery.problem_reported in the last 60 days?',
    expect: ranked(sel(lastDays(60), N('delivery.problem_reported')), byDay, { n: 1 }),
  },
  {
    id: 'bd-05',
    type: 'breakdown',
    question: (now) => `box_delivered per week since ${iso(weekStart(T(now)) - 4 * WEEK)}`,
    expect: series(
      sel((now) => ranges.since(weekStart(T(now)) - 4 * WEEK, T(now)), N('box_delivered')),
      byWeek,
    ),
  },
  {
    id: 'bd-06',
    type: 'breakdown',
    question: 'which day of the week do people skip the most? (week.skipped)',
    expect: ranked(sel(ALL, N('week.skipped')), byWeekday, { n: 1 }),
  },
  {
    id: 'bd-07',
    type: 'breakdown',
    question: 'what hour of the day are recipe-card-viewed events most common?',
    expect: ranked(sel(ALL, N('recipe-card-viewed')), byHour, { n: 1 }),
  },
  {
    id: 'bd-08',
    type: 'breakdown',
    question: 'busiest single day overall in the last 30 days?',
    expect: ranked(sel(lastDays(30)), byDay, { n: 1 }),
  },
  {
    id: 'bd-09',
    type: 'breakdown',
    question: 'subscriber_signed_up by month',
    expect: series(sel(ALL, N('subscriber_signed_up')), byMonth),
  },

  // ======================= compare
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'PaymentCharged count: last 7 days vs the 7 days before?',
    expect: compare(
      sel((now) => ({ from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }), N('PaymentCharged')),
      sel(lastDays(7), N('PaymentCharged')),
    ),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'subscriber_signed_up in the last 30 days compared with the 30 days before - are we growing?',
    expect: compare(
      sel((now) => ({ from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }), N('subscriber_signed_up')),
      sel(lastDays(30), N('subscriber_signed_up')),
    ),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: 'is box_delivered growing? last 4 weeks vs the previous 4 weeks',
    expect: compare(
      sel((now) => ({ from: T(now) - 8 * WEEK, to: T(now) - 4 * WEEK }), N('box_delivered')),
      sel((now) => ranges.lastWeeks(T(now), 4), N('box_delivered')),
    ),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: (now) => `compare recipe-card-viewed in ${mon(monthAgo(now, 2))} vs ${mon(monthAgo(now, 1))}`,
    expect: compare(
      sel((now) => namedMonth(now, 2), N('recipe-card-viewed')),
      sel((now) => namedMonth(now, 1), N('recipe-card-viewed')),
    ),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: 'active users last week vs the week before?',
    expect: compare(
      sel((now) => ({ from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK })),
      sel((now) => ranges.lastWeek(T(now))),
      (s) => users(s).size,
    ),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: 'Total PaymentCharged amount, last 30 days vs the previous 30 days?',
    expect: compare(
      sel((now) => ({ from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }), N('PaymentCharged')),
      sel(lastDays(30), N('PaymentCharged')),
      sum,
    ),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: 'events yesterday versus the day before?',
    expect: compare(
      sel((now) => ({ from: dayStart(T(now)) - 2 * DAY, to: dayStart(T(now)) - DAY })),
      sel((now) => ranges.yesterday(T(now))),
    ),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: 'How did item-swapped do last month compared with the month before?',
    expect: compare(
      sel((now) => ({ from: monthStart(T(now), -2), to: monthStart(T(now), -1) }), N('item-swapped')),
      sel((now) => ranges.lastMonth(T(now)), N('item-swapped')),
    ),
  },

  // ======================= share
  {
    id: 'sh-01',
    type: 'share',
    question: 'what percentage of all events are box_delivered?',
    expect: eventShare(() => ranges.all(), 'box_delivered'),
  },
  {
    id: 'sh-02',
    type: 'share',
    question: 'What share of users active in the past 30 days did item-swapped?',
    expect: userShare((now) => ranges.lastDays(T(now), 30), 'item-swapped'),
  },
  {
    id: 'sh-03',
    type: 'share',
    question: "what % of last week's events were PaymentCharged?",
    expect: eventShare((now) => ranges.lastWeek(T(now)), 'PaymentCharged'),
  },
  {
    id: 'sh-04',
    type: 'share',
    question: 'Of the customers active in the last 14 days, what percent had a recipe-card-viewed?',
    expect: userShare((now) => ranges.lastDays(T(now), 14), 'recipe-card-viewed'),
  },
  {
    id: 'sh-05',
    type: 'share',
    question: (now) => `percentage of events in ${mon(monthAgo(now, 1))} that were week.skipped`,
    expect: eventShare((now) => namedMonth(now, 1), 'week.skipped'),
  },
  {
    id: 'sh-06',
    type: 'share',
    question: 'what percent of users ever had a SubscriptionCancelled?',
    expect: userShare(() => ranges.all(), 'SubscriptionCancelled'),
  },
  {
    id: 'sh-07',
    type: 'share',
    question: (now) => `share of events since ${longOrd(ago(now, 45))} that are delivery.problem_reported`,
    expect: eventShare(
      (now) => ranges.since(namedDay(now, ago(now, 45)), T(now)),
      'delivery.problem_reported',
    ),
  },
  {
    id: 'sh-08',
    type: 'share',
    question: 'what fraction of our users have a Referral Code Used event? as a percentage',
    expect: userShare(() => ranges.all(), 'Referral Code Used'),
  },

  // ======================= conversion
  {
    id: 'cv-01',
    type: 'conversion',
    question: 'Of the users who did subscriber_signed_up, how many went on to PaymentCharged?',
    expect: funnel(() => ranges.all(), 'subscriber_signed_up', 'PaymentCharged'),
  },
  {
    id: 'cv-02',
    type: 'conversion',
    question: 'subscriber_signed_up -> Referral Code Used conversion in the last 60 days',
    expect: funnel((now) => ranges.lastDays(T(now), 60), 'subscriber_signed_up', 'Referral Code Used'),
  },
  {
    id: 'cv-03',
    type: 'conversion',
    question:
      'of people with a delivery.problem_reported in the last 60 days, how many then got a payment_refunded?',
    expect: funnel((now) => ranges.lastDays(T(now), 60), 'delivery.problem_reported', 'payment_refunded'),
  },
  {
    id: 'cv-04',
    type: 'conversion',
    question: 'What % of users who had delivery.problem_reported later did SubscriptionCancelled?',
    expect: funnel(() => ranges.all(), 'delivery.problem_reported', 'SubscriptionCancelled'),
  },
  {
    id: 'cv-05',
    type: 'conversion',
    question: 'conversion from week.skipped to item-swapped over the last 30 days?',
    expect: funnel((now) => ranges.lastDays(T(now), 30), 'week.skipped', 'item-swapped'),
  },
  {
    id: 'cv-06',
    type: 'conversion',
    question: (now) =>
      `since ${iso(ago(now, 75))}: of users with BoxSizeSelected, how many then had box_delivered?`,
    expect: funnel((now) => ranges.since(ago(now, 75), T(now)), 'BoxSizeSelected', 'box_delivered'),
  },
  {
    id: 'cv-07',
    type: 'conversion',
    question: 'recipe-card-viewed to item-swapped conversion last month',
    expect: funnel((now) => ranges.lastMonth(T(now)), 'recipe-card-viewed', 'item-swapped'),
  },
  {
    id: 'cv-08',
    type: 'conversion',
    question: (now) =>
      `between ${short(ago(now, 100))} and ${short(ago(now, 40))}, what share of subscriber_signed_up users went on to do week.skipped?`,
    expect: funnel(
      (now) => ranges.between(namedDay(now, ago(now, 100)), namedDay(now, ago(now, 40))),
      'subscriber_signed_up',
      'week.skipped',
    ),
  },

  // ======================= churn
  {
    id: 'ch-01',
    type: 'churn',
    question: 'how many new users did we get in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-02',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastMonth(T(now)), ranges.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-03',
    type: 'churn',
    question: 'new customers last week?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastWeek(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'ch-04',
    type: 'churn',
    question: (now) =>
      `who was active in ${mon(monthAgo(now, 2))} and not in ${mon(monthAgo(now, 1))}? just the number`,
    expect: (ev, now) => ({
      numbers: [churned(ev, namedMonth(now, 2), namedMonth(now, 1)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-05',
    type: 'churn',
    question: (now) => `how many first-time users did we get in ${mon(monthAgo(now, 2))}?`,
    expect: (ev, now) => ({ numbers: [newUsers(ev, namedMonth(now, 2)).length], confidence: 'high' }),
  },
  {
    id: 'ch-06',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(ago(now, 90))} and ${iso(ago(now, 61))} but not since ${iso(ago(now, 60))} - how many?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, ranges.between(ago(now, 90), ago(now, 61)), ranges.since(ago(now, 60), T(now))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-07',
    type: 'churn',
    question: 'New users in the past 14 days?',
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.lastDays(T(now), 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-08',
    type: 'churn',
    question: 'how many people were active in the previous 30 days but not in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [
        churned(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, ranges.lastDays(T(now), 30)).length,
      ],
      confidence: 'high',
    }),
  },

  // ======================= recency
  {
    id: 'rc-01',
    type: 'recency',
    question: 'When was the last SubscriptionCancelled?',
    expect: lastOf(sel(ALL, N('SubscriptionCancelled'))),
  },
  {
    id: 'rc-02',
    type: 'recency',
    question: 'did anyone have a delivery.problem_reported in the last 30 days?',
    expect: count(sel(lastDays(30), N('delivery.problem_reported'))),
  },
  {
    id: 'rc-03',
    type: 'recency',
    question: 'when did member_150 last have a delivery.problem_reported?',
    expect: lastOf(sel(ALL, N('delivery.problem_reported'), 'member_150')),
  },
  {
    id: 'rc-04',
    type: 'recency',
    question: 'When did someone last do subscription.paused?',
    expect: lastOf(sel(ALL, N('subscription.paused'))),
  },
  {
    id: 'rc-05',
    type: 'recency',
    question: 'most recent payment_refunded - date and time?',
    expect: lastOf(sel(ALL, N('payment_refunded'))),
  },
  {
    id: 'rc-06',
    type: 'recency',
    low: true,
    question: 'when was the last gift_card_purchased event?',
    expect: low,
  },
  {
    id: 'rc-07',
    type: 'recency',
    question: 'latest subscriber_signed_up, when was it?',
    expect: lastOf(sel(ALL, N('subscriber_signed_up'))),
  },
  {
    id: 'rc-08',
    type: 'recency',
    low: true,
    question: 'has member_107 ever had a Referral Code Used event?',
    expect: (ev) =>
      select(ev, { names: ['Referral Code Used'], user: 'member_107' }).length
        ? { confidence: 'high' }
        : low(),
  },
  {
    id: 'rc-09',
    type: 'recency',
    question: 'last time anyone had a Box Packed event?',
    expect: lastOf(sel(ALL, N('Box Packed'))),
  },

  // ======================= catalogue
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'how many events do we have altogether?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'List the event names in this account.',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'how many different event types exist?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'total users and total events overall?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: 'new on the team - what event names exist here and how many events are there overall?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      numbers: [ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ======================= other (not answerable from events)
  {
    id: 'other-01',
    type: 'other',
    question: "what's the weather forecast for Thursday's delivery round?",
    expect: low,
  },
  {
    id: 'other-02',
    type: 'other',
    question: "Which vegetables are going into this week's large box?",
    expect: low,
  },
  { id: 'other-03', type: 'other', question: 'what is our NPS among subscribers?', expect: low },
  {
    id: 'other-04',
    type: 'other',
    question: 'which farm supplied the carrots that got swapped out most?',
    expect: low,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'how many kg of produce did we compost at the packing shed last month?',
    expect: low,
  },
  { id: 'other-06', type: 'other', question: "what's the name of the driver on route 4?", expect: low },
  { id: 'other-07', type: 'other', question: 'what is the average age of our subscribers?', expect: low },
  {
    id: 'other-08',
    type: 'other',
    question: 'write me a short poem about kale for the newsletter',
    expect: low,
  },
  {
    id: 'other-09',
    type: 'other',
    question: "what's our profit margin on a large box after packaging and fuel?",
    expect: low,
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'how many of our subscribers live in apartments vs houses?',
    expect: low,
  },
];
