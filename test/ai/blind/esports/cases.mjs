/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
// Blind round "esports": questions people at an amateur esports tournament platform would ask.
// Every expectation is computed from the events with the reference oracle, following SEMANTICS.md.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { DAY, WEEK, MONTHS, ranges: R, select, users, sum, avg, min, max, percent, tally, rank } = O;
const P = PERSONAS;
const LOW = { confidence: 'low', dataPoints: 0 };

// ---- dates used in questions (always k whole days before today's UTC day) ----------------
const T = (now) => +now;
const dayAgo = (now, k) => O.dayStart(+now) - k * DAY;
const ord = (n) => n + ([11, 12, 13].includes(n % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const parts = (t) => {
  const d = new Date(t);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate() };
};
const iso = (t) => O.isoDay(t);
const longDay = (t) => {
  const p = parts(t);
  return `${MONTHS[p.m]} ${ord(p.d)}`;
};
const shortDay = (t) => {
  const p = parts(t);
  return `${MONTHS[p.m].slice(0, 3)} ${p.d}`;
};
const dmy = (t) => {
  const p = parts(t);
  return `${p.d} ${MONTHS[p.m]} ${p.y}`;
};
const mdy = (t) => {
  const p = parts(t);
  return `${MONTHS[p.m].slice(0, 3)} ${p.d}, ${p.y}`;
};
const monthOf = (t) => MONTHS[parts(t).m];
const monthYear = (t) => {
  const p = parts(t);
  return `${MONTHS[p.m]} ${p.y}`;
};
const INCIDENT = (now) => dayAgo(now, 38); // the Autumn Major final (cheating scandal day)
const mAgo = (now, k) => O.monthStart(+now, -k);

// ---- expectation builders -------------------------------------------------------------------
const countOf = (events, q, confidence = 'high') => {
  const s = select(events, q);
  return s.length ? { numbers: [s.length], confidence, dataPoints: s.length } : LOW;
};
const usersOf = (events, q, confidence = 'high') => {
  const s = select(events, q);
  return s.length ? { numbers: [users(s).size], confidence, dataPoints: s.length } : LOW;
};
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const k = v.length >> 1;
  return v.length % 2 ? v[k] : O.round((v[k - 1] + v[k]) / 2, 2);
};
const valueOf = (events, q, fn, confidence = 'high') => {
  const s = select(events, q);
  return s.length ? { numbers: [fn(s)], confidence, dataPoints: s.length } : LOW;
};

// A ranked list: fn returns { map, n, ascending?, dataPoints, confidence?, label? }.
function ranked(fn) {
  const core = (events, now) => {
    const r = fn(events, now);
    return { r, all: rank(r.map, { ascending: r.ascending }) };
  };
  const expect = (events, now) => {
    const { r, all } = core(events, now);
    if (!all.length) return LOW;
    const top = all.slice(0, r.n);
    const out = {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => v),
      confidence: r.confidence ?? 'high',
      dataPoints: r.dataPoints,
    };
    if (r.noNumbers) delete out.numbers;
    return out;
  };
  expect.tieAtCut = (events, now) => {
    const { r, all } = core(events, now);
    return all.length > r.n && all[r.n - 1][1] === all[r.n][1];
  };
  return expect;
}

const compareOf = (events, qa, qb, measure = (s) => s.length, confidence = 'high') => {
  const a = select(events, qa),
    b = select(events, qb);
  if (!a.length && !b.length) return LOW;
  const c = O.change(measure(a), measure(b));
  return {
    numbers: [c.earlier, c.later, c.diff],
    percents: c.pct === null ? [] : [c.pct],
    confidence,
    dataPoints: a.length + b.length,
  };
};

const shareOfEvents = (events, range, name, confidence = 'high') => {
  const all = select(events, { range });
  const part = all.filter((e) => e.eventName === name);
  return part.length
    ? { percents: [percent(part.length, all.length)], confidence, dataPoints: all.length }
    : LOW;
};
const shareOfUsers = (events, range, name, confidence = 'high') => {
  const all = select(events, { range });
  const part = users(all.filter((e) => e.eventName === name)).size;
  return part ? { percents: [percent(part, users(all).size)], confidence, dataPoints: all.length } : LOW;
};

const convOf = (events, range, a, b, confidence = 'high') => {
  const c = O.conversion(events, range, a, b);
  if (!c.did) return LOW;
  const dp = select(events, { range, names: [a, b] }).length;
  return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
};

const lastOf = (events, q, confidence = 'high') => {
  const s = select(events, q);
  if (!s.length) return LOW;
  const last = O.newestFirst(s)[0];
  return { names: [iso(O.time(last))], confidence, dataPoints: s.length };
};

const other = () => LOW;

// ---- the cases --------------------------------------------------------------------------------
export const cases = [
  // ============ count ============
  {
    id: 'count-01',
    type: 'count',
    question: 'How many Match Played events do we have in total?',
    expect: (ev) => countOf(ev, { names: ['Match Played'] }),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'chat.message_sent count for the last 7 days pls',
    expect: (ev, now) => countOf(ev, { range: R.lastDays(T(now), 7), names: ['chat.message_sent'] }),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) => `How many session-start events were there on ${iso(dayAgo(now, 9))}?`,
    expect: (ev, now) => countOf(ev, { range: R.on(dayAgo(now, 9)), names: ['session-start'] }),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) =>
      `For the incident review: how many events in total did we log on ${longDay(INCIDENT(now))}? That was the Autumn Major final.`,
    expect: (ev, now) => countOf(ev, { range: R.on(INCIDENT(now)) }),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) =>
      `number of spectator views between ${shortDay(dayAgo(now, 20))} and ${shortDay(dayAgo(now, 14))}`,
    expect: (ev, now) =>
      countOf(ev, { range: R.between(dayAgo(now, 20), dayAgo(now, 14)), names: ['Spectator View'] }),
  },
  {
    id: 'count-06',
    type: 'count',
    question: `how many TournamentRegistered events has ${P.disputeCaptain} got?`,
    expect: (ev) => countOf(ev, { names: ['TournamentRegistered'], user: P.disputeCaptain }),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'How many events came in over the last 6 hours?',
    expect: (ev, now) => countOf(ev, { range: R.lastHours(T(now), 6) }),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `Count of prize.paid_out since ${dmy(dayAgo(now, 45))}?`,
    expect: (ev, now) => countOf(ev, { range: R.since(dayAgo(now, 45), T(now)), names: ['prize.paid_out'] }),
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'how many bans did the mods hand out in the past 30 days?',
    expect: (ev, now) =>
      countOf(ev, { range: R.lastDays(T(now), 30), names: ['account_banned'] }, 'not-high'),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'How many replay_uploaded events happened last month?',
    expect: other,
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'Total number of events in the last 24 hours?',
    expect: (ev, now) => countOf(ev, { range: R.lastHours(T(now), 24) }),
  },
  {
    id: 'count-12',
    type: 'count',
    question: (now) => `how many dispute opened events were there in ${monthOf(mAgo(now, 1))}`,
    expect: (ev, now) => countOf(ev, { range: R.month(mAgo(now, 1)), names: ['dispute_opened'] }),
  },

  {
    id: 'count-13',
    type: 'count',
    question: (now) => `how many Match Played before ${mdy(dayAgo(now, 100))}?`,
    expect: (ev, now) => countOf(ev, { range: R.before(dayAgo(now, 100)), names: ['Match Played'] }),
  },
  {
    id: 'count-14',
    type: 'count',
    question: 'roughly how many games got played in the past week?',
    expect: (ev, now) => countOf(ev, { range: R.lastDays(T(now), 7), names: ['Match Played'] }, 'not-high'),
  },
  // ============ users ============
  {
    id: 'users-01',
    type: 'users',
    question: 'How many active users did we have in the last 7 days?',
    expect: (ev, now) => usersOf(ev, { range: R.lastDays(T(now), 7) }),
  },
  {
    id: 'users-02',
    type: 'users',
    question: (now) => `unique users with a Spectator View in ${monthOf(mAgo(now, 1))}?`,
    expect: (ev, now) => usersOf(ev, { range: R.month(mAgo(now, 1)), names: ['Spectator View'] }),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'How many different people have ever done TournamentRegistered?',
    expect: (ev) => usersOf(ev, { names: ['TournamentRegistered'] }),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'how many distinct users sent a chat.message_sent yesterday',
    expect: (ev, now) => usersOf(ev, { range: R.yesterday(T(now)), names: ['chat.message_sent'] }),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'Active users this month so far?',
    expect: (ev, now) => usersOf(ev, { range: R.thisMonth(T(now)) }),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'How many users triggered StreamStarted in the past 30 days?',
    expect: (ev, now) => usersOf(ev, { range: R.lastDays(T(now), 30), names: ['StreamStarted'] }),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'how many people logged in during the last 2 weeks?',
    expect: (ev, now) => usersOf(ev, { range: R.lastWeeks(T(now), 2), names: ['session-start'] }, 'not-high'),
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'How many unique users did clip_shared this week?',
    expect: other,
  },
  {
    id: 'users-09',
    type: 'users',
    question: (now) =>
      `Unique users with Match Played between ${iso(dayAgo(now, 60))} and ${iso(dayAgo(now, 31))}`,
    expect: (ev, now) =>
      usersOf(ev, { range: R.between(dayAgo(now, 60), dayAgo(now, 31)), names: ['Match Played'] }),
  },
  {
    id: 'users-10',
    type: 'users',
    question: 'how many users overall have opened a dispute_opened? just need the number of people',
    expect: (ev) => usersOf(ev, { names: ['dispute_opened'] }),
  },

  {
    id: 'users-11',
    type: 'users',
    question: 'how many unique users have we seen this week?',
    expect: (ev, now) => usersOf(ev, { range: R.thisWeek(T(now)) }),
  },
  // ============ value ============
  {
    id: 'value-01',
    type: 'value',
    question: 'What is the total eventValue of prize.paid_out across all time?',
    expect: (ev) => valueOf(ev, { names: ['prize.paid_out'] }, sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'Average Match Played value over the last 30 days? (value is the match length in minutes)',
    expect: (ev, now) => valueOf(ev, { range: R.lastDays(T(now), 30), names: ['Match Played'] }, avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'whats the max value we ever saw on StreamStarted',
    expect: (ev) => valueOf(ev, { names: ['StreamStarted'] }, max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'Minimum TournamentRegistered value in the past 3 months?',
    expect: (ev, now) =>
      valueOf(ev, { range: R.lastMonths(T(now), 3), names: ['TournamentRegistered'] }, min),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median Spectator View value, last 7 days',
    expect: (ev, now) => valueOf(ev, { range: R.lastDays(T(now), 7), names: ['Spectator View'] }, median),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'For the board deck: how much revenue did we make last month?',
    expect: (ev, now) => {
      const x = valueOf(ev, { range: R.lastMonth(T(now)), names: ['TournamentRegistered'] }, sum, 'not-high');
      return x.numbers ? { ...x, names: ['TournamentRegistered'] } : x;
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: `Sum of account_banned values for ${P.strictModerator}? (value = ban length in days)`,
    expect: (ev) => valueOf(ev, { names: ['account_banned'], user: P.strictModerator }, sum),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'total Spectator View minutes yesterday (sum of the value)',
    expect: (ev, now) => valueOf(ev, { range: R.yesterday(T(now)), names: ['Spectator View'] }, sum),
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'how much prize money did we pay out in the last 30 days?',
    expect: (ev, now) =>
      valueOf(ev, { range: R.lastDays(T(now), 30), names: ['prize.paid_out'] }, sum, 'not-high'),
  },
  {
    id: 'value-10',
    type: 'value',
    low: true,
    question: 'What is the total value of refund_issued events?',
    expect: other,
  },
  {
    id: 'value-11',
    type: 'value',
    question: (now) => `average entry fee on TournamentRegistered since ${longDay(dayAgo(now, 60))}`,
    expect: (ev, now) =>
      valueOf(ev, { range: R.since(dayAgo(now, 60), T(now)), names: ['TournamentRegistered'] }, avg),
  },

  {
    id: 'value-12',
    type: 'value',
    question: 'Sum of TournamentRegistered entry fees this year, in euros?',
    expect: (ev, now) => valueOf(ev, { range: R.thisYear(T(now)), names: ['TournamentRegistered'] }, sum),
  },
  // ============ top-events ============
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'What are our top 5 events?',
    expect: ranked((ev) => ({ map: tally(ev, O.byName), n: 5, dataPoints: ev.length })),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'most common event in the past week?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7) });
      return { map: tally(s, O.byName), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'Which 3 events are the least common overall?',
    expect: ranked((ev) => ({ map: tally(ev, O.byName), n: 3, ascending: true, dataPoints: ev.length })),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'top 3 events yesterday',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.yesterday(T(now)) });
      return { map: tally(s, O.byName), n: 3, dataPoints: s.length };
    }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: (now) => `Rank every event name by how often it occurred in ${monthYear(mAgo(now, 2))}.`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.month(mAgo(now, 2)) });
      return { map: tally(s, O.byName), n: Infinity, dataPoints: s.length };
    }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: (now) => `which event happened the most on ${mdy(INCIDENT(now))}?`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.on(INCIDENT(now)) });
      return { map: tally(s, O.byName), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'The 4 most frequnt events over the last 14 days, with counts',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 14) });
      return { map: tally(s, O.byName), n: 4, dataPoints: s.length };
    }),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'what is the rarest event we have?',
    expect: ranked((ev) => ({ map: tally(ev, O.byName), n: 1, ascending: true, dataPoints: ev.length })),
  },
  {
    id: 'top-events-09',
    type: 'top-events',
    question: 'list the most common events last month',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)) });
      return { map: tally(s, O.byName), n: 5, dataPoints: s.length };
    }),
  },

  // ============ top-users ============
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'Who are our 5 most active users?',
    expect: ranked((ev) => ({ map: tally(ev, O.byUser), n: 5, dataPoints: ev.length })),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'top 3 users by chat.message_sent, all time',
    expect: ranked((ev, now) => {
      const s = select(ev, { names: ['chat.message_sent'] });
      return { map: tally(s, O.byUser), n: 3, dataPoints: s.length };
    }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'who is our top spender?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['TournamentRegistered'] });
      return { map: tally(s, O.byUser, O.value), n: 1, dataPoints: s.length, confidence: 'not-high' };
    }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'Which user has the highest total prize.paid_out value?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['prize.paid_out'] });
      return { map: tally(s, O.byUser, O.value), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'who has the most account_banned events',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['account_banned'] });
      return { map: tally(s, O.byUser), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'Which user had the highest total Match Played value last month? (value = minutes played)',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['Match Played'] });
      return { map: tally(s, O.byUser, O.value), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'Top 3 users by summed Spectator View value in the last 7 days — who watches the most minutes?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7), names: ['Spectator View'] });
      return { map: tally(s, O.byUser, O.value), n: 3, dataPoints: s.length };
    }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'who opened the most disputes? asking because we suspect someone is abusing the dispute button',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['dispute_opened'] });
      return { map: tally(s, O.byUser), n: 1, dataPoints: s.length, confidence: 'not-high' };
    }),
  },
  {
    id: 'top-users-09',
    type: 'top-users',
    question: 'most active 2 users in the past 30 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30) });
      return { map: tally(s, O.byUser), n: 2, dataPoints: s.length };
    }),
  },

  // ============ user ============
  {
    id: 'user-01',
    type: 'user',
    question: `How many events does ${P.topPlayer} have?`,
    expect: (ev) => countOf(ev, { user: P.topPlayer }),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `When was ${P.churner} first seen, and when last seen?`,
    expect: (ev) => {
      const s = O.newestFirst(select(ev, { user: P.churner }));
      return {
        names: [iso(O.time(s[s.length - 1])), iso(O.time(s[0]))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `what has ${P.newcomer} been doing? which events did they use`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return {
        names: [...new Set(s.map((e) => e.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: `Show me the 3 most recent events of ${P.strictModerator}`,
    expect: (ev) => {
      const s = O.newestFirst(select(ev, { user: P.strictModerator }));
      return { names: s.slice(0, 3).map((e) => e.eventName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: `how many Match Played did ${P.topPlayer} log last month?`,
    expect: (ev, now) =>
      countOf(ev, { range: R.lastMonth(T(now)), names: ['Match Played'], user: P.topPlayer }),
  },
  {
    id: 'user-06',
    type: 'user',
    question: `Total prize.paid_out value paid by ${P.topOrganiser}?`,
    expect: (ev) => valueOf(ev, { names: ['prize.paid_out'], user: P.topOrganiser }, sum),
  },
  {
    id: 'user-07',
    type: 'user',
    low: true,
    question: `How active has ${NOBODY} been lately? Support ticket mentions them.`,
    expect: other,
  },
  {
    id: 'user-08',
    type: 'user',
    question: `Which event names has ${P.disputeCaptain} ever used?`,
    expect: (ev) => {
      const s = select(ev, { user: P.disputeCaptain });
      return {
        names: [...new Set(s.map((e) => e.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: `${P.streamer} StreamStarted count in the last 30 days?`,
    expect: (ev, now) =>
      countOf(ev, { range: R.lastDays(T(now), 30), names: ['StreamStarted'], user: P.streamer }),
  },
  {
    id: 'user-10',
    type: 'user',
    question: `when did ${P.newcomer} first show up on the platform?`,
    expect: (ev) => {
      const s = O.newestFirst(select(ev, { user: P.newcomer }));
      return { names: [iso(O.time(s[s.length - 1]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-11',
    type: 'user',
    question: `When was ${P.topPlayer} last active?`,
    expect: (ev) => {
      const s = O.newestFirst(select(ev, { user: P.topPlayer }));
      return { names: [iso(O.time(s[0]))], confidence: 'high', dataPoints: s.length };
    },
  },

  // ============ breakdown ============
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'Which weekday is the busiest? Break events down by day of week.',
    expect: ranked((ev) => ({ map: tally(ev, O.byWeekday), n: 1, dataPoints: ev.length })),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'busiest hour of the day for chat.message_sent (UTC)?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['chat.message_sent'] });
      return { map: tally(s, O.byHour), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: (now) => `session-start per day from ${iso(dayAgo(now, 6))} to ${iso(dayAgo(now, 2))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.between(dayAgo(now, 6), dayAgo(now, 2)), names: ['session-start'] });
      const m = tally(s, O.byDay);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'What was our busiest day ever, by number of events?',
    expect: ranked((ev) => ({ map: tally(ev, O.byDay), n: 1, dataPoints: ev.length })),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: (now) =>
      `Spectator View counts per month for ${monthOf(mAgo(now, 2))} and ${monthOf(mAgo(now, 1))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: { from: mAgo(now, 2), to: mAgo(now, 0) }, names: ['Spectator View'] });
      const m = tally(s, O.byMonth);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'which hour of the day are people most active?',
    expect: ranked((ev) => ({ map: tally(ev, O.byHour), n: 1, dataPoints: ev.length })),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'Quietest weekday for Match Played over the last 8 weeks?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastWeeks(T(now), 8), names: ['Match Played'] });
      return { map: tally(s, O.byWeekday), n: 1, ascending: true, dataPoints: s.length };
    }),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'Which ISO week had the most events? give me the monday it startd',
    expect: ranked((ev) => ({ map: tally(ev, O.byWeek), n: 1, dataPoints: ev.length })),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'On which weekday do the most chat.message_sent happen in the past 30 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), names: ['chat.message_sent'] });
      return { map: tally(s, O.byWeekday), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'breakdown-10',
    type: 'breakdown',
    question: 'weekly breakdown of Match Played for last month, which week was biggest?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['Match Played'] });
      return { map: tally(s, O.byWeek), n: 1, dataPoints: s.length };
    }),
  },

  // ============ compare ============
  {
    id: 'compare-01',
    type: 'compare',
    question: 'Events in the last 7 days vs the 7 days before — up or down?',
    expect: (ev, now) =>
      compareOf(
        ev,
        { range: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY } },
        { range: R.lastDays(T(now), 7) },
      ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'Match Played: last 30 days compared with the previous 30 days?',
    expect: (ev, now) =>
      compareOf(
        ev,
        { range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['Match Played'] },
        { range: R.lastDays(T(now), 30), names: ['Match Played'] },
      ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: (now) => `session-start in ${monthOf(mAgo(now, 2))} vs ${monthOf(mAgo(now, 1))}?`,
    expect: (ev, now) =>
      compareOf(
        ev,
        { range: R.month(mAgo(now, 2)), names: ['session-start'] },
        { range: R.month(mAgo(now, 1)), names: ['session-start'] },
      ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'is Spectator View growing? compare the last 14 days with the 14 days before',
    expect: (ev, now) =>
      compareOf(
        ev,
        { range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, names: ['Spectator View'] },
        { range: R.lastDays(T(now), 14), names: ['Spectator View'] },
      ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'chat.message_sent yesterday compared to the day before?',
    expect: (ev, now) =>
      compareOf(
        ev,
        { range: R.on(dayAgo(now, 2)), names: ['chat.message_sent'] },
        { range: R.yesterday(T(now)), names: ['chat.message_sent'] },
      ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'Active users in the last 7 days vs the previous 7 days',
    expect: (ev, now) =>
      compareOf(
        ev,
        { range: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY } },
        { range: R.lastDays(T(now), 7) },
        (s) => users(s).size,
      ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'How did revenue in the last 30 days compare with the 30 days before?',
    expect: (ev, now) => {
      const x = compareOf(
        ev,
        { range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['TournamentRegistered'] },
        { range: R.lastDays(T(now), 30), names: ['TournamentRegistered'] },
        sum,
        'not-high',
      );
      return x.numbers ? { ...x, names: ['TournamentRegistered'] } : x;
    },
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'StreamStarted last week versus the week before that',
    expect: (ev, now) => {
      const w = O.weekStart(T(now));
      return compareOf(
        ev,
        { range: { from: w - 2 * WEEK, to: w - WEEK }, names: ['StreamStarted'] },
        { range: R.lastWeek(T(now)), names: ['StreamStarted'] },
      );
    },
  },
  {
    id: 'compare-09',
    type: 'compare',
    question: 'total prize.paid_out value, last 60 days vs the 60 days before',
    expect: (ev, now) =>
      compareOf(
        ev,
        { range: { from: T(now) - 120 * DAY, to: T(now) - 60 * DAY }, names: ['prize.paid_out'] },
        { range: R.lastDays(T(now), 60), names: ['prize.paid_out'] },
        sum,
      ),
  },
  {
    id: 'compare-10',
    type: 'compare',
    question: (now) => `Match Played on ${shortDay(INCIDENT(now))} vs the day before it?`,
    expect: (ev, now) =>
      compareOf(
        ev,
        { range: R.on(INCIDENT(now) - DAY), names: ['Match Played'] },
        { range: R.on(INCIDENT(now)), names: ['Match Played'] },
      ),
  },

  // ============ share ============
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are chat.message_sent?',
    expect: (ev) => shareOfEvents(ev, R.all(), 'chat.message_sent'),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what % of active users in the last 30 days did a dispute_opened?',
    expect: (ev, now) => shareOfUsers(ev, R.lastDays(T(now), 30), 'dispute_opened'),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'share of Match Played among events in the last 7 days?',
    expect: (ev, now) => shareOfEvents(ev, R.lastDays(T(now), 7), 'Match Played'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'Percentage of users who have ever done TournamentRegistered',
    expect: (ev) => shareOfUsers(ev, R.all(), 'TournamentRegistered'),
  },
  {
    id: 'share-05',
    type: 'share',
    question: "what fraction of yesterday's events were Spectator View? as a percent",
    expect: (ev, now) => shareOfEvents(ev, R.yesterday(T(now)), 'Spectator View'),
  },
  {
    id: 'share-06',
    type: 'share',
    question: (now) => `What percent of people active in ${monthOf(mAgo(now, 1))} had a StreamStarted?`,
    expect: (ev, now) => shareOfUsers(ev, R.month(mAgo(now, 1)), 'StreamStarted'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `On ${dmy(INCIDENT(now))}, what share of events were account_banned?`,
    expect: (ev, now) => shareOfEvents(ev, R.on(INCIDENT(now)), 'account_banned'),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'what % of users active in the last 2 weeks actually played a match?',
    expect: (ev, now) => shareOfUsers(ev, R.lastWeeks(T(now), 2), 'Match Played', 'not-high'),
  },
  {
    id: 'share-09',
    type: 'share',
    low: true,
    question: 'what share of events are loot_box_opened?',
    expect: other,
  },
  {
    id: 'share-10',
    type: 'share',
    question: 'percentage of all activity that is session-start, past 30 days',
    expect: (ev, now) => shareOfEvents(ev, R.lastDays(T(now), 30), 'session-start'),
  },

  // ============ conversion ============
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of the users who did player.joined_team, how many went on to do Match Played afterwards?',
    expect: (ev) => convOf(ev, R.all(), 'player.joined_team', 'Match Played'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'conversion from team_created to TournamentRegistered?',
    expect: (ev) => convOf(ev, R.all(), 'team_created', 'TournamentRegistered'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'In the last 30 days, what % of users with a Spectator View later sent a chat.message_sent?',
    expect: (ev, now) => convOf(ev, R.lastDays(T(now), 30), 'Spectator View', 'chat.message_sent'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'session-start → StreamStarted conversion over the past 60 days',
    expect: (ev, now) => convOf(ev, R.lastDays(T(now), 60), 'session-start', 'StreamStarted'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'How many users who had a Match Played subsequently did dispute_opened? Give the rate too.',
    expect: (ev) => convOf(ev, R.all(), 'Match Played', 'dispute_opened'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: (now) =>
      `Since ${mdy(dayAgo(now, 50))}: of users with TournamentRegistered, what percentage then had Match Played?`,
    expect: (ev, now) => convOf(ev, R.since(dayAgo(now, 50), T(now)), 'TournamentRegistered', 'Match Played'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'how many of the people who joined a team ended up registering for a tournament?',
    expect: (ev) => convOf(ev, R.all(), 'player.joined_team', 'TournamentRegistered', 'not-high'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    low: true,
    question: 'What is the conversion rate from trial_started to Match Played?',
    expect: other,
  },
  {
    id: 'conversion-09',
    type: 'conversion',
    question: (now) =>
      `funnel ${monthOf(mAgo(now, 1))}: match-result-reported then dispute_opened — how many converted?`,
    expect: (ev, now) => convOf(ev, R.month(mAgo(now, 1)), 'match-result-reported', 'dispute_opened'),
  },

  // ============ churn ============
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthOf(mAgo(now, 2))} but not in ${monthOf(mAgo(now, 1))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(mAgo(now, 2)), R.month(mAgo(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'How many new users did we get in the last 30 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(T(now), 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'new users in the past 2 weeks?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastWeeks(T(now), 2)).length], confidence: 'high' }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'How many people were active last month and have not been back this month?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastMonth(T(now)), R.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) =>
      `users who were active between ${iso(dayAgo(now, 90))} and ${iso(dayAgo(now, 61))} but have done nothing since ${iso(dayAgo(now, 30))}: how many?`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, R.between(dayAgo(now, 90), dayAgo(now, 61)), R.since(dayAgo(now, 30), T(now))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `How many brand-new users joined in ${monthYear(mAgo(now, 1))}?`,
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.month(mAgo(now, 1))).length], confidence: 'high' }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'new users last week (ISO week)?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastWeek(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question:
      'how many users active in the previous 30-day window went quiet in the last 30 days? i.e. active 60-30 days ago, nothing in the last 30',
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-09',
    type: 'churn',
    question: (now) => `first-time users since ${longDay(dayAgo(now, 10))}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(dayAgo(now, 10), T(now))).length],
      confidence: 'high',
    }),
  },

  // ============ recency ============
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last dispute_opened?',
    expect: (ev) => lastOf(ev, { names: ['dispute_opened'] }),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'has anyone ever done team_created? how many times?',
    expect: (ev) => countOf(ev, { names: ['team_created'] }),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'last time a prize.paid_out happened?',
    expect: (ev) => lastOf(ev, { names: ['prize.paid_out'] }),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'most recent TournamentRegistered — when was it?',
    expect: (ev) => lastOf(ev, { names: ['TournamentRegistered'] }),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'when did somebody last go live with a stream?',
    expect: (ev) => {
      const x = lastOf(ev, { names: ['StreamStarted'] }, 'not-high');
      return x.names ? { ...x, names: ['StreamStarted', ...x.names], unordered: true } : x;
    },
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'When was the most recent account_banned event?',
    expect: (ev) => lastOf(ev, { names: ['account_banned'] }),
  },
  {
    id: 'recency-07',
    type: 'recency',
    low: true,
    question: 'when was the last tournament_cancelled?',
    expect: other,
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'did anyone do dispute_opened in the last 14 days?',
    expect: (ev, now) => countOf(ev, { range: R.lastDays(T(now), 14), names: ['dispute_opened'] }),
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'Last team created — when?',
    expect: (ev) => lastOf(ev, { names: ['team_created'] }),
  },

  // ============ catalogue ============
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'What event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'How many users do we have in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'how many events are stored overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'How many distinct event types are we tracking?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question:
      'new analyst here — give me the overall picture: how many users, how many events, and what event names there are',
    expect: (ev) => ({
      numbers: [users(ev).size, ev.length],
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'list all the event names we trak',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'total number of unique users and total events in the dataset?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },

  // ============ other ============
  {
    id: 'other-01',
    type: 'other',
    question: "What's the win rate of team Nova Phoenix this season?",
    expect: other,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'Which game title is the most popular on the platform — Valorant or Rocket League?',
    expect: other,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'what is the average ELO rating of our players?',
    expect: other,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'How many matches were played on PC versus console?',
    expect: other,
  },
  {
    id: 'other-05',
    type: 'other',
    question: "will it rain in Berlin during saturday's LAN final?",
    expect: other,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'Which countries do most of our players come from?',
    expect: other,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'What is our refund policy for entry fees when a tournament is cancelled?',
    expect: other,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'what was the average ping during matches on the EU-West servers?',
    expect: other,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'Who is the best player in the Diamond division right now, skill-wise?',
    expect: other,
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'how many viewers watched on Twitch vs YouTube?',
    expect: other,
  },
];
