/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';

const { DAY, ranges: R, select, users, sum, percent, round, tally, rank, time } = O;
const P = PERSONAS;
const T = (now) => +now;
const ago = (now, k) => O.dayStart(T(now)) - k * DAY; // start of the day k days back
const iso = (t) => O.isoDay(t);
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const dayMonth = (t) =>
  `${new Date(t).getUTCDate()} ${O.MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const mStart = (now, k) => O.monthStart(T(now), k);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

const LOW = { confidence: 'low', dataPoints: 0 };
const hi = (numbers, dataPoints, extra = {}) => ({ numbers, confidence: 'high', dataPoints, ...extra });
const lowIfEmpty = (evs, x) => (evs.length ? x : LOW);
const MONEY = ['subscription_payment', 'gift-membership-purchased'];

// a ranked top-n answer with a tie check at the cut
function topCase(getMap, n, confidence = 'high', getDp) {
  const f = (events, now) => {
    const m = getMap(events, now);
    const r = rank(m, { n });
    return {
      names: r.map((x) => x[0]),
      numbers: r.map((x) => x[1]),
      confidence,
      dataPoints: getDp(events, now),
    };
  };
  f.tieAtCut = (events, now) => {
    const r = rank(getMap(events, now));
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return f;
}
function bottomCase(getMap, n, getDp) {
  const f = (events, now) => {
    const r = rank(getMap(events, now), { n, ascending: true });
    return {
      names: r.map((x) => x[0]),
      numbers: r.map((x) => x[1]),
      confidence: 'high',
      dataPoints: getDp(events, now),
    };
  };
  f.tieAtCut = (events, now) => {
    const r = rank(getMap(events, now), { ascending: true });
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return f;
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length;
  return k % 2 ? v[(k - 1) / 2] : round((v[k / 2 - 1] + v[k / 2]) / 2, 2);
};
const cmp = (events, r1, r2, names, confidence = 'high', measure = (evs) => evs.length) => {
  const a = select(events, { range: r1, names }),
    b = select(events, { range: r2, names });
  const c = O.change(measure(a), measure(b));
  const numbers = [c.earlier, c.later, Math.abs(c.diff) === c.diff ? c.diff : c.diff].map((x) =>
    Number.isInteger(x) ? x : round(x, 2),
  );
  return { numbers, percents: c.pct === null ? [] : [c.pct], confidence, dataPoints: a.length + b.length };
};
const cmpUsers = (events, r1, r2, names) => {
  const a = select(events, { range: r1, names }),
    b = select(events, { range: r2, names });
  const c = O.change(users(a).size, users(b).size);
  return {
    numbers: [c.earlier, c.later, c.diff],
    percents: c.pct === null ? [] : [c.pct],
    confidence: 'high',
    dataPoints: a.length + b.length,
  };
};
const shareEvents = (events, range, names, confidence = 'high') => {
  const all = select(events, { range }),
    part = all.filter((e) => names.includes(e.eventName));
  return {
    numbers: [part.length],
    percents: [percent(part.length, all.length)],
    confidence,
    dataPoints: all.length,
  };
};
const shareUsers = (events, range, names, confidence = 'high') => {
  const all = select(events, { range }),
    part = users(all.filter((e) => names.includes(e.eventName)));
  return {
    numbers: [part.size, users(all).size],
    percents: [percent(part.size, users(all).size)],
    confidence,
    dataPoints: all.length,
  };
};
const conv = (events, range, a, b, confidence = 'high') => {
  const c = O.conversion(events, range, a, b);
  const dp = select(events, { range, names: [a, b] }).length;
  return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
};
const lastOf = (events, names, range = R.all()) => {
  const evs = select(events, { range, names });
  const all = select(events, { names });
  const t = time(O.newestFirst(evs)[0]);
  return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: all.length };
};
const firstOfUser = (evs) => Math.min(...evs.map(time));
const lastOfUser = (evs) => Math.max(...evs.map(time));

const A = R.all();

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-all',
    type: 'count',
    question: 'how many events do we have in total?',
    expect: (ev) => hi([ev.length], ev.length),
  },
  {
    id: 'count-tree-edits-7d',
    type: 'count',
    question: 'How many tree_edit events happened in the last 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7), names: ['tree_edit'] });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'count-search-yesterday',
    type: 'count',
    question: 'record.search count yesterday pls',
    expect: (ev, now) => {
      const s = select(ev, { range: R.yesterday(T(now)), names: ['record.search'] });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'count-census-day',
    type: 'count',
    question: (now) =>
      `Support here - a customer says search was crazy on ${longDay(ago(now, 21))}. How many record.search events were there that day?`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.on(
          O.pastMonthDay(T(now), new Date(ago(now, 21)).getUTCMonth(), new Date(ago(now, 21)).getUTCDate()),
        ),
        names: ['record.search'],
      });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'count-hints-last-month',
    type: 'count',
    question: 'number of HintAccepted events last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['HintAccepted'] });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'count-kits-between',
    type: 'count',
    question: (now) =>
      `How many DNA Kit Activated events between ${iso(ago(now, 60))} and ${iso(ago(now, 31))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.between(ago(now, 60), ago(now, 31)), names: ['DNA Kit Activated'] });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'count-user-saved',
    type: 'count',
    question: `how many times did ${P.topResearcher} do Record Saved`,
    expect: (ev) => {
      const s = select(ev, { names: ['Record Saved'], user: P.topResearcher });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'count-photo-outage',
    type: 'count',
    low: true,
    question: (now) =>
      `eng question: how many photo.upload events on ${iso(ago(now, 9))}? we think the storage outage ate them`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.on(ago(now, 9)), names: ['photo.upload'] });
      return lowIfEmpty(s, hi([s.length], s.length));
    },
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many obituary_viewed events were there last week?',
    expect: () => LOW,
  },
  {
    id: 'count-messages-loose',
    type: 'count',
    question: 'how many messages did people send to their DNA matches in the past 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), names: ['match-messaged'] });
      return { numbers: [s.length], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'count-since',
    type: 'count',
    question: (now) => `Total logins since ${shortDay(ago(now, 14))}?`,
    expect: (ev, now) => {
      const d = ago(now, 14);
      const s = select(ev, {
        range: R.since(O.pastMonthDay(T(now), new Date(d).getUTCMonth(), new Date(d).getUTCDate()), T(now)),
        names: ['login'],
      });
      return hi([s.length], s.length);
    },
  },

  {
    id: 'count-past-week',
    type: 'count',
    question: 'HintAccepted over the past week?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7), names: ['HintAccepted'] });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'count-12h',
    type: 'count',
    question: 'how many events in the last 12 hours? on-call wants to know if ingestion is healthy',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastHours(T(now), 12) });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'count-in-month',
    type: 'count',
    question: (now) => `Record Saved events in ${monthName(mStart(now, -2))}?`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.month(O.pastMonth(T(now), new Date(mStart(now, -2)).getUTCMonth())),
        names: ['Record Saved'],
      });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'count-before',
    type: 'count',
    question: (now) => `how many signup events before ${iso(ago(now, 60))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.before(ago(now, 60)), names: ['signup'] });
      return hi([s.length], s.length);
    },
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-all',
    type: 'users',
    question: 'how many unique users have we got overall? asking for the investor update',
    expect: (ev) => hi([users(ev).size], ev.length),
  },
  {
    id: 'users-active-7d',
    type: 'users',
    question: 'Active users in the past 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7) });
      return hi([users(s).size], s.length);
    },
  },
  {
    id: 'users-dna-viewers-month',
    type: 'users',
    question: 'how many distinct people had a DnaMatchViewed this month',
    expect: (ev, now) => {
      const s = select(ev, { range: R.thisMonth(T(now)), names: ['DnaMatchViewed'] });
      return hi([users(s).size], s.length);
    },
  },
  {
    id: 'users-photo-2w',
    type: 'users',
    question: 'For the product review: how many customers did a photo.upload in the last 2 weeks?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeeks(T(now), 2), names: ['photo.upload'] });
      return hi([users(s).size], s.length);
    },
  },
  {
    id: 'users-last-week',
    type: 'users',
    question: 'unique users last week',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(T(now)) });
      return hi([users(s).size], s.length);
    },
  },
  {
    id: 'users-payers-3m',
    type: 'users',
    question: 'how many users had a subscription_payment in the last 3 months?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonths(T(now), 3), names: ['subscription_payment'] });
      return hi([users(s).size], s.length);
    },
  },
  {
    id: 'users-tree-editors-loose',
    type: 'users',
    question: 'how many people edited their family tree over the last 14 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 14), names: ['tree_edit'] });
      return { numbers: [users(s).size], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users did a surname_alert_set this year?',
    expect: () => LOW,
  },
  {
    id: 'users-24h',
    type: 'users',
    question: 'how many users have been active in the last 24 hours?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 1) });
      return hi([users(s).size], s.length);
    },
  },

  {
    id: 'users-this-year',
    type: 'users',
    question: 'how many distinct users logged in (login) this year?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.thisYear(T(now)), names: ['login'] });
      return hi([users(s).size], s.length);
    },
  },
  {
    id: 'users-kit-month',
    type: 'users',
    question: (now) =>
      `users with a DNA Kit Activated in ${monthName(mStart(now, -1))} ${new Date(mStart(now, -1)).getUTCFullYear()}`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.month(mStart(now, -1)), names: ['DNA Kit Activated'] });
      return hi([users(s).size], s.length);
    },
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-subs-last-month',
    type: 'value',
    question: 'total subscription_payment amount last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['subscription_payment'] });
      return hi([round(sum(s), 2)], s.length);
    },
  },
  {
    id: 'value-avg-photo',
    type: 'value',
    question: 'whats the avrage eventValue for photo.upload (it is the file size in MB)',
    expect: (ev) => {
      const s = select(ev, { names: ['photo.upload'] });
      return hi([O.avg(s)], s.length);
    },
  },
  {
    id: 'value-max-cm',
    type: 'value',
    question: 'What is the max value on DnaMatchViewed? (shared cM)',
    expect: (ev) => {
      const s = select(ev, { names: ['DnaMatchViewed'] });
      return hi([O.max(s)], s.length);
    },
  },
  {
    id: 'value-median-search',
    type: 'value',
    question: 'median value of record.search over the past 30 days — i.e. results per search',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), names: ['record.search'] });
      return hi([median(s)], s.length);
    },
  },
  {
    id: 'value-min-sub',
    type: 'value',
    question: 'smallest subscription_payment we ever charged?',
    expect: (ev) => {
      const s = select(ev, { names: ['subscription_payment'] });
      return hi([O.min(s)], s.length);
    },
  },
  {
    id: 'value-gifts-sum',
    type: 'value',
    question: 'sum of gift-membership-purchased value, all time',
    expect: (ev) => {
      const s = select(ev, { names: ['gift-membership-purchased'] });
      return hi([round(sum(s), 2)], s.length);
    },
  },
  {
    id: 'value-revenue-30d',
    type: 'value',
    question: 'finance: what was our revenue in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), names: MONEY });
      return {
        numbers: [round(sum(s), 2)],
        names: MONEY,
        unordered: true,
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'value-tree-people',
    type: 'value',
    question: 'total value of tree_edit this week (people touched)',
    expect: (ev, now) => {
      const s = select(ev, { range: R.thisWeek(T(now)), names: ['tree_edit'] });
      return hi([round(sum(s), 2)], s.length);
    },
  },
  {
    id: 'value-user-spent',
    type: 'value',
    question: `how much has ${P.bigSpender} spent on subscription_payment in total`,
    expect: (ev) => {
      const s = select(ev, { names: ['subscription_payment'], user: P.bigSpender });
      return hi([round(sum(s), 2)], s.length);
    },
  },
  {
    id: 'value-avg-cm-loose',
    type: 'value',
    question: 'avg shared centimorgans on the dna matches people looked at last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['DnaMatchViewed'] });
      return { numbers: [O.avg(s)], confidence: 'not-high', dataPoints: s.length };
    },
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-all',
    type: 'top-events',
    question: 'what are our most common events?',
    expect: topCase(
      (ev) => tally(ev, O.byName),
      5,
      'high',
      (ev) => ev.length,
    ),
  },
  {
    id: 'top-events-3-7d',
    type: 'top-events',
    question: 'top 3 events in the last 7 days',
    expect: topCase(
      (ev, now) => tally(select(ev, { range: R.lastDays(T(now), 7) }), O.byName),
      3,
      'high',
      (ev, now) => select(ev, { range: R.lastDays(T(now), 7) }).length,
    ),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'which 3 events are the least common overall?',
    expect: bottomCase(
      (ev) => tally(ev, O.byName),
      3,
      (ev) => ev.length,
    ),
  },
  {
    id: 'top-events-last-month',
    type: 'top-events',
    question: 'Most frequent actions last month, top 4 please',
    expect: topCase(
      (ev, now) => tally(select(ev, { range: R.lastMonth(T(now)) }), O.byName),
      4,
      'high',
      (ev, now) => select(ev, { range: R.lastMonth(T(now)) }).length,
    ),
  },
  {
    id: 'top-events-user',
    type: 'top-events',
    question: `what are ${P.topResearcher}'s top 3 events?`,
    expect: topCase(
      (ev) => tally(select(ev, { user: P.topResearcher }), O.byName),
      3,
      'high',
      (ev) => select(ev, { user: P.topResearcher }).length,
    ),
  },
  {
    id: 'top-events-census',
    type: 'top-events',
    question: (now) => `what was the most common event on ${dayMonth(ago(now, 21))}?`,
    expect: topCase(
      (ev, now) => tally(select(ev, { range: R.on(ago(now, 21)) }), O.byName),
      1,
      'high',
      (ev, now) => select(ev, { range: R.on(ago(now, 21)) }).length,
    ),
  },
  {
    id: 'top-events-5-since',
    type: 'top-events',
    question: (now) => `top five event names since ${iso(ago(now, 45))}`,
    expect: topCase(
      (ev, now) => tally(select(ev, { range: R.since(ago(now, 45), T(now)) }), O.byName),
      5,
      'high',
      (ev, now) => select(ev, { range: R.since(ago(now, 45), T(now)) }).length,
    ),
  },
  {
    id: 'top-events-least-2-30d',
    type: 'top-events',
    question: 'two rarest events over the past 30 days?',
    expect: bottomCase(
      (ev, now) => tally(select(ev, { range: R.lastDays(T(now), 30) }), O.byName),
      2,
      (ev, now) => select(ev, { range: R.lastDays(T(now), 30) }).length,
    ),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'who are our two most active users?',
    expect: topCase(
      (ev) => tally(ev, O.byUser),
      2,
      'high',
      (ev) => ev.length,
    ),
  },
  {
    id: 'top-users-search-3',
    type: 'top-users',
    question: 'top 3 users by summed record.search value (results returned) in the last 30 days',
    expect: topCase(
      (ev, now) =>
        tally(select(ev, { range: R.lastDays(T(now), 30), names: ['record.search'] }), O.byUser, O.value),
      3,
      'high',
      (ev, now) => select(ev, { range: R.lastDays(T(now), 30), names: ['record.search'] }).length,
    ),
  },
  {
    id: 'top-users-cm-value',
    type: 'top-users',
    question: 'Top 3 users by total DnaMatchViewed value (summed shared cM) — all time',
    expect: topCase(
      (ev) => tally(select(ev, { names: ['DnaMatchViewed'] }), O.byUser, O.value),
      3,
      'high',
      (ev) => select(ev, { names: ['DnaMatchViewed'] }).length,
    ),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who is our single biggest spender?',
    expect: (() => {
      const f = topCase(
        (ev) => {
          const m = tally(select(ev, { names: MONEY }), O.byUser, O.value);
          for (const [k, v] of m) m.set(k, round(v, 2));
          return m;
        },
        1,
        'not-high',
        (ev) => select(ev, { names: MONEY }).length,
      );
      return f;
    })(),
  },
  {
    id: 'top-users-dna',
    type: 'top-users',
    question: 'who viewed the most DNA matches? (DnaMatchViewed, top 1)',
    expect: topCase(
      (ev) => tally(select(ev, { names: ['DnaMatchViewed'] }), O.byUser),
      1,
      'high',
      (ev) => select(ev, { names: ['DnaMatchViewed'] }).length,
    ),
  },
  {
    id: 'top-users-last-week',
    type: 'top-users',
    question: 'who was the most active user last week?',
    expect: topCase(
      (ev, now) => tally(select(ev, { range: R.lastWeek(T(now)) }), O.byUser),
      1,
      'high',
      (ev, now) => select(ev, { range: R.lastWeek(T(now)) }).length,
    ),
  },
  {
    id: 'top-users-edits-month',
    type: 'top-users',
    question: 'who made the most tree_edit events in the last 2 months?',
    expect: topCase(
      (ev, now) => tally(select(ev, { range: R.lastMonths(T(now), 2), names: ['tree_edit'] }), O.byUser),
      1,
      'high',
      (ev, now) => select(ev, { range: R.lastMonths(T(now), 2), names: ['tree_edit'] }).length,
    ),
  },
  {
    id: 'top-users-unknown',
    type: 'top-users',
    low: true,
    question: 'who are the top 5 users by ancestry_story_shared?',
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-count',
    type: 'user',
    question: `How many events does ${P.topResearcher} have?`,
    expect: (ev) => {
      const s = select(ev, { user: P.topResearcher });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'user-first-seen',
    type: 'user',
    question: `when did ${P.newcomer} first show up?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      const t = firstOfUser(s);
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-last-seen-churner',
    type: 'user',
    question: `support ticket from ${P.churner} — when was this member last seen?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      const t = lastOfUser(s);
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-names',
    type: 'user',
    question: `which event names has ${P.dnaFan} used?`,
    expect: (ev) => {
      const s = select(ev, { user: P.dnaFan });
      return {
        names: [...users(s.map((e) => ({ userId: e.eventName })))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-recent',
    type: 'user',
    question: `show me the 3 most recent events for ${P.newcomer}`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      const r = O.newestFirst(s).slice(0, 3);
      return { names: r.map((e) => e.eventName), numbers: [], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-count-30d',
    type: 'user',
    question: `how active was ${P.bigSpender} in the past 30 days (event count)?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), user: P.bigSpender });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `what has ${NOBODY} been doing lately?`,
    expect: () => LOW,
  },
  {
    id: 'user-first-last',
    type: 'user',
    question: `first and last seen for ${P.dnaFan}?`,
    expect: (ev) => {
      const s = select(ev, { user: P.dnaFan });
      const a = firstOfUser(s),
        b = lastOfUser(s);
      return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-newcomer-count',
    type: 'user',
    question: `events for ${P.newcomer} since they joined?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return hi([s.length], s.length);
    },
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-weekday',
    type: 'breakdown',
    question: 'which weekday is the bussiest for us?',
    expect: topCase(
      (ev) => tally(ev, O.byWeekday),
      1,
      'high',
      (ev) => ev.length,
    ),
  },
  {
    id: 'bd-hour',
    type: 'breakdown',
    question: 'what hour of the day (UTC) do we see the most activity in the last 30 days?',
    expect: topCase(
      (ev, now) => tally(select(ev, { range: R.lastDays(T(now), 30) }), O.byHour),
      1,
      'high',
      (ev, now) => select(ev, { range: R.lastDays(T(now), 30) }).length,
    ),
  },
  {
    id: 'bd-daily-last-week',
    type: 'breakdown',
    question: 'record.search per day last week',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(T(now)), names: ['record.search'] });
      const m = tally(s, O.byDay);
      const k = [...m.keys()].sort();
      return { names: k, numbers: k.map((x) => m.get(x)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'bd-monthly',
    type: 'breakdown',
    question: (now) =>
      `monthly signups from ${monthName(mStart(now, -3))} through ${monthName(mStart(now, -1))}`,
    expect: (ev, now) => {
      const r = { from: mStart(now, -3), to: mStart(now, 0) };
      const s = select(ev, { range: r, names: ['signup'] });
      const m = tally(s, O.byMonth);
      const k = [...m.keys()].sort();
      return { names: k, numbers: k.map((x) => m.get(x)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'bd-weekly',
    type: 'breakdown',
    question: (now) =>
      `weekly count of HintAccepted since ${iso(O.weekStart(T(now)) - 4 * O.WEEK)}, by ISO week`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.since(O.weekStart(T(now)) - 4 * O.WEEK, T(now)),
        names: ['HintAccepted'],
      });
      const m = tally(s, O.byWeek);
      const k = [...m.keys()].sort();
      return { names: k, numbers: k.map((x) => m.get(x)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'bd-busiest-day',
    type: 'breakdown',
    question: 'busiest single day in the last 60 days?',
    expect: topCase(
      (ev, now) => tally(select(ev, { range: R.lastDays(T(now), 60) }), O.byDay),
      1,
      'high',
      (ev, now) => select(ev, { range: R.lastDays(T(now), 60) }).length,
    ),
  },
  {
    id: 'bd-quietest-weekday',
    type: 'breakdown',
    question: 'quietest day of the week for logins?',
    expect: bottomCase(
      (ev) => tally(select(ev, { names: ['login'] }), O.byWeekday),
      1,
      (ev) => select(ev, { names: ['login'] }).length,
    ),
  },
  {
    id: 'bd-busiest-week',
    type: 'breakdown',
    question: 'which ISO week had the most tree_edit events in the last 3 months?',
    expect: topCase(
      (ev, now) => tally(select(ev, { range: R.lastMonths(T(now), 3), names: ['tree_edit'] }), O.byWeek),
      1,
      'high',
      (ev, now) => select(ev, { range: R.lastMonths(T(now), 3), names: ['tree_edit'] }).length,
    ),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-7d',
    type: 'compare',
    question: 'events in the last 14 days vs the 14 days before?',
    expect: (ev, now) => cmp(ev, { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, R.lastDays(T(now), 14)),
  },
  {
    id: 'cmp-months',
    type: 'compare',
    question: (now) =>
      `tree_edit in ${monthName(mStart(now, -1))} compared to ${monthName(mStart(now, -2))}?`,
    expect: (ev, now) => cmp(ev, R.month(mStart(now, -2)), R.month(mStart(now, -1)), ['tree_edit']),
  },
  {
    id: 'cmp-growing',
    type: 'compare',
    question: 'is DnaMatchViewed growing? last 30 days vs the previous 30',
    expect: (ev, now) =>
      cmp(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30), ['DnaMatchViewed']),
  },
  {
    id: 'cmp-users-weeks',
    type: 'compare',
    question: 'active users in the last 30 days vs the 30 days before that',
    expect: (ev, now) =>
      cmpUsers(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30)),
  },
  {
    id: 'cmp-revenue-sub',
    type: 'compare',
    question: (now) =>
      `board deck: subscription_payment total in ${monthName(mStart(now, -1))} vs ${monthName(mStart(now, -3))}`,
    expect: (ev, now) =>
      cmp(ev, R.month(mStart(now, -3)), R.month(mStart(now, -1)), ['subscription_payment'], 'high', (s) =>
        round(sum(s), 2),
      ),
  },
  {
    id: 'cmp-this-week',
    type: 'compare',
    question: 'how is this week doing compared with the week before, event-wise?',
    expect: (ev, now) => {
      const ws = O.weekStart(T(now)),
        len = T(now) - ws;
      return cmp(ev, { from: ws - len, to: ws }, R.thisWeek(T(now)));
    },
  },
  {
    id: 'cmp-photo-14d',
    type: 'compare',
    question: 'photo.upload last 14 days vs previous 14 days',
    expect: (ev, now) =>
      cmp(ev, { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, R.lastDays(T(now), 14), ['photo.upload']),
  },
  {
    id: 'cmp-searches-loose',
    type: 'compare',
    question: 'are people doing more record searching these past 2 weeks than the 2 weeks before?',
    expect: (ev, now) => ({
      ...cmp(ev, { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, R.lastWeeks(T(now), 2), [
        'record.search',
      ]),
      confidence: 'not-high',
    }),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-search',
    type: 'share',
    question: 'what % of all events are record.search?',
    expect: (ev) => shareEvents(ev, A, ['record.search']),
  },
  {
    id: 'share-users-hint-30d',
    type: 'share',
    question: 'What share of active users accepted a hint (HintAccepted) in the last 30 days?',
    expect: (ev, now) => shareUsers(ev, R.lastDays(T(now), 30), ['HintAccepted']),
  },
  {
    id: 'share-dna-last-month',
    type: 'share',
    question: 'percentage of events last month that were DnaMatchViewed',
    expect: (ev, now) => shareEvents(ev, R.lastMonth(T(now)), ['DnaMatchViewed']),
  },
  {
    id: 'share-users-payers',
    type: 'share',
    question: 'what percent of users active in the past 2 months made a subscription_payment?',
    expect: (ev, now) => shareUsers(ev, R.lastMonths(T(now), 2), ['subscription_payment']),
  },
  {
    id: 'share-photo-week',
    type: 'share',
    question: "how much of last week's activity was photo.upload, as a percentage?",
    expect: (ev, now) => shareEvents(ev, R.lastWeek(T(now)), ['photo.upload']),
  },
  {
    id: 'share-users-dna-loose',
    type: 'share',
    question: 'roughly what fraction of our active users have messaged a DNA match?',
    expect: (ev) => shareUsers(ev, A, ['match-messaged'], 'not-high'),
  },
  {
    id: 'share-tree-census',
    type: 'share',
    question: (now) => `on ${shortDay(ago(now, 21))}, what percentage of events were record.search?`,
    expect: (ev, now) => shareEvents(ev, R.on(ago(now, 21)), ['record.search']),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-kit-msg',
    type: 'conversion',
    question: 'of users who did DNA Kit Activated, how many went on to match-messaged?',
    expect: (ev) => conv(ev, A, 'DNA Kit Activated', 'match-messaged'),
  },
  {
    id: 'conv-signup-pay',
    type: 'conversion',
    question: 'signup → subscription_payment conversion in the last 60 days',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 60), 'signup', 'subscription_payment'),
  },
  {
    id: 'conv-search-save',
    type: 'conversion',
    question: 'What % of users who ran a record.search last week then did Record Saved?',
    expect: (ev, now) => conv(ev, R.lastWeek(T(now)), 'record.search', 'Record Saved'),
  },
  {
    id: 'conv-hint-edit',
    type: 'conversion',
    question: 'conversion from HintAccepted to tree_edit over the last 14 days',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 14), 'HintAccepted', 'tree_edit'),
  },
  {
    id: 'conv-view-msg',
    type: 'conversion',
    question: 'of people with DnaMatchViewed last month, how many later sent a match-messaged?',
    expect: (ev, now) => conv(ev, R.lastMonth(T(now)), 'DnaMatchViewed', 'match-messaged'),
  },
  {
    id: 'conv-signup-kit',
    type: 'conversion',
    question: 'how many new signups went on to activate a DNA kit? all time',
    expect: (ev) => conv(ev, A, 'signup', 'DNA Kit Activated', 'not-high'),
  },
  {
    id: 'conv-photo-edit',
    type: 'conversion',
    question:
      'Of users who did photo.upload in the past 3 months, what percentage did a tree_edit afterwards?',
    expect: (ev, now) => conv(ev, R.lastMonths(T(now), 3), 'photo.upload', 'tree_edit'),
  },

  // ---------------------------------------------------------------- churn / new
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(mStart(now, -2))} but not in ${monthName(mStart(now, -1))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(mStart(now, -2)), R.month(mStart(now, -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-7d',
    type: 'churn',
    question: 'how many new users in the last 7 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(T(now), 7)).length], confidence: 'high' }),
  },
  {
    id: 'new-last-month',
    type: 'churn',
    question: 'New users last month (first event ever)?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastMonth(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'users who were active last week and have done nothing so far this week — how many?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastWeek(T(now)), R.thisWeek(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-30',
    type: 'churn',
    question: 'how many people active 31–60 days ago have not been seen in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'new-since',
    type: 'churn',
    question: (now) => `how many brand-new users since ${longDay(ago(now, 20))}?`,
    expect: (ev, now) => {
      const d = ago(now, 20);
      return {
        numbers: [
          O.newUsers(
            ev,
            R.since(O.pastMonthDay(T(now), new Date(d).getUTCMonth(), new Date(d).getUTCDate()), T(now)),
          ).length,
        ],
        confidence: 'high',
      };
    },
  },
  {
    id: 'churn-2weeks',
    type: 'churn',
    question: (now) =>
      `retention check: users active the week of ${iso(O.weekStart(T(now)) - 2 * O.WEEK)} (Mon-Sun) who did nothing at all last week?`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(
          ev,
          { from: O.weekStart(T(now)) - 2 * O.WEEK, to: O.weekStart(T(now)) - O.WEEK },
          R.lastWeek(T(now)),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'new-14d',
    type: 'churn',
    question: 'first-time users over the past 14 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(T(now), 14)).length], confidence: 'high' }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-last-kit',
    type: 'recency',
    question: 'when was the last DNA Kit Activated?',
    expect: (ev) => lastOf(ev, ['DNA Kit Activated']),
  },
  {
    id: 'rec-last-gift',
    type: 'recency',
    question: 'When did someone last do gift-membership-purchased?',
    expect: (ev) => lastOf(ev, ['gift-membership-purchased']),
  },
  {
    id: 'rec-any-msg-yesterday',
    type: 'recency',
    question: 'did anyone do a HintAccepted yesterday? how many?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.yesterday(T(now)), names: ['HintAccepted'] });
      return hi([s.length], s.length);
    },
  },
  {
    id: 'rec-last-signup',
    type: 'recency',
    question: 'most recent signup — when?',
    expect: (ev) => lastOf(ev, ['signup']),
  },
  {
    id: 'rec-last-photo',
    type: 'recency',
    question: 'last photo.upload timestamp?',
    expect: (ev) => lastOf(ev, ['photo.upload']),
  },
  {
    id: 'rec-unknown',
    type: 'recency',
    low: true,
    question: 'when was the last will_record_ordered event?',
    expect: () => LOW,
  },
  {
    id: 'rec-any-photo-outage',
    type: 'recency',
    low: true,
    question: (now) => `did anybody upload a photo.upload on ${longDay(ago(now, 9))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.on(ago(now, 9)), names: ['photo.upload'] });
      return lowIfEmpty(s, hi([s.length], s.length));
    },
  },
  {
    id: 'rec-last-sub',
    type: 'recency',
    question: 'when did the latest subscription_payment come in?',
    expect: (ev) => lastOf(ev, ['subscription_payment']),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event names do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there in the data, all up?',
    expect: (ev) => hi([users(ev).size], ev.length),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total numbr of events stored?',
    expect: (ev) => hi([ev.length], ev.length),
  },
  {
    id: 'cat-both',
    type: 'catalogue',
    question: 'give me the overall counts: users and events',
    expect: (ev) => hi([users(ev).size, ev.length], ev.length),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many different event types exist?',
    expect: (ev) => hi([new Set(ev.map((e) => e.eventName)).size], ev.length),
  },
  {
    id: 'cat-list-dna',
    type: 'catalogue',
    question: 'list every event name we have, I need them for the tracking plan doc',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  { id: 'other-nps', type: 'other', question: 'what is our NPS this quarter?', expect: () => LOW },
  {
    id: 'other-surnames',
    type: 'other',
    question: 'which surnames are searched most often?',
    expect: () => LOW,
  },
  {
    id: 'other-tree-size',
    type: 'other',
    question: 'how many family trees have more than 1,000 people in them?',
    expect: () => LOW,
  },
  {
    id: 'other-ethnicity',
    type: 'other',
    question: 'what share of DNA customers have Irish ancestry in their ethnicity estimate?',
    expect: () => LOW,
  },
  {
    id: 'other-ads',
    type: 'other',
    question: 'what did we spend on facebook ads for the DNA kit promo?',
    expect: () => LOW,
  },
  {
    id: 'other-inventory',
    type: 'other',
    question: 'how many DNA kits are still sitting in the warehouse?',
    expect: () => LOW,
  },
  {
    id: 'other-age',
    type: 'other',
    question: 'what is the average age of our subscribers?',
    expect: () => LOW,
  },
  {
    id: 'other-cpu',
    type: 'other',
    question: 'is the record search server CPU spiking right now?',
    expect: () => LOW,
  },
  {
    id: 'other-refund-reason',
    type: 'other',
    question: 'why do people cancel their membership? top reasons please',
    expect: () => LOW,
  },
];
