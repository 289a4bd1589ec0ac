/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, ranges: R, select, rank, tally, percent, round } = O;
const hi = (x) => ({ confidence: 'high', ...x });
const loose = (x) => ({ confidence: 'not-high', ...x });
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const iso = (t) => O.isoDay(t);
const mon = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const md = (t) => `${mon(t)} ${new Date(t).getUTCDate()}`;
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const mdShort = (t) => `${mon(t).slice(0, 3)} ${ord(new Date(t).getUTCDate())}`;
const dmy = (t) => `${new Date(t).getUTCDate()} ${mon(t)} ${new Date(t).getUTCFullYear()}`;
const N = (t) => +t;
const daysAgo = (now, n) => O.dayStart(N(now)) - n * DAY;
const incident = (now) => daysAgo(now, 23);
const monthBack = (now, k) => O.monthStart(N(now), -k);
const namedMonth = (now, k) => O.pastMonth(N(now), new Date(monthBack(now, k)).getUTCMonth());
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
};
const cnt = (evs, conf = 'high', names) => ({
  confidence: conf,
  numbers: [evs.length],
  dataPoints: evs.length,
  ...(names ? { names } : {}),
});
const s2 = (evs) => round(O.sum(evs), 2);
const tie = (map, n, asc = false) => {
  const r = rank(map, { ascending: asc });
  return r.length > n && r[n - 1][1] === r[n][1];
};
// a ranked expectation with a tie check at its cut
function ranked(conf, getMap, n, { asc = false, fig = (x) => x, dp } = {}) {
  const f = (events, now) => {
    const { map, evs } = getMap(events, now);
    const top = rank(map, { n, ascending: asc });
    return {
      confidence: conf,
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => fig(v)),
      dataPoints: dp === false ? undefined : evs.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const { map } = getMap(events, now);
    return tie(map, n, asc);
  };
  return f;
}
function cmp(conf, getPair) {
  return (events, now) => {
    const [a, b, dp] = getPair(events, now);
    const c = O.change(a, b);
    return {
      confidence: conf,
      numbers: [a, b, round(c.diff, 2)],
      ...(c.pct === null ? {} : { percents: [c.pct] }),
      dataPoints: dp,
    };
  };
}
function pair(names, r1, r2, user, measure = 'count') {
  return (events, now) => {
    const a = select(events, { range: r1(N(now)), names, user }),
      b = select(events, { range: r2(N(now)), names, user });
    const m = measure === 'count' ? (x) => x.length : measure === 'users' ? (x) => O.users(x).size : s2;
    return [m(a), m(b), a.length + b.length];
  };
}
function conv(conf, getRange, a, b) {
  return (events, now) => {
    const range = getRange(N(now));
    const c = O.conversion(events, range, a, b);
    return {
      confidence: conf,
      numbers: [c.did, c.converted],
      percents: [c.pct],
      dataPoints: select(events, { range, names: [a, b] }).length,
    };
  };
}
function share(conf, getRange, names) {
  return (events, now) => {
    const all = select(events, { range: getRange(N(now)) });
    const part = all.filter((e) => names.includes(e.eventName));
    return {
      confidence: conf,
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      dataPoints: all.length,
    };
  };
}
function userShare(conf, getRange, names) {
  return (events, now) => {
    const all = select(events, { range: getRange(N(now)) });
    const u = O.users(all),
      p = O.users(all.filter((e) => names.includes(e.eventName)));
    return {
      confidence: conf,
      numbers: [p.size, u.size],
      percents: [percent(p.size, u.size)],
      dataPoints: all.length,
    };
  };
}
const last = (evs) => O.newestFirst(evs)[0];
const lastDay = (evs) => iso(O.time(last(evs)));
const other = (id, question) => ({ id, type: 'other', question, expect: () => LOW() });

const ALL = () => R.all();
const L7 = (now) => R.lastDays(now, 7);
const L30 = (now) => R.lastDays(now, 30);

export const cases = [
  // ---------------- count ----------------
  {
    id: 'count-docs-all',
    type: 'count',
    question: 'How many document_uploaded events do we have in total?',
    expect: (ev) => cnt(select(ev, { names: ['document_uploaded'] })),
  },
  {
    id: 'count-fees-7d',
    type: 'count',
    question: 'number of fee charged events in the last 7 days?',
    expect: (ev, now) => cnt(select(ev, { range: L7(N(now)), names: ['fee_charged'] })),
  },
  {
    id: 'count-seals-yesterday',
    type: 'count',
    question: 'seal-applied count for yesterday pls',
    expect: (ev, now) => cnt(select(ev, { range: R.yesterday(N(now)), names: ['seal-applied'] })),
  },
  {
    id: 'count-cancel-between',
    type: 'count',
    question: (now) =>
      `Support here - how many session.cancelled events between ${iso(daysAgo(now, 30))} and ${iso(daysAgo(now, 10))}?`,
    expect: (ev, now) =>
      cnt(select(ev, { range: R.between(daysAgo(now, 30), daysAgo(now, 10)), names: ['session.cancelled'] })),
  },
  {
    id: 'count-notary03-logins',
    type: 'count',
    question: 'how many times did notary_03 log in over the past 30 days',
    expect: (ev, now) => cnt(select(ev, { range: L30(N(now)), names: ['login'], user: 'notary_03' })),
  },
  {
    id: 'count-kba-incident',
    type: 'count',
    question: (now) =>
      `How many kba-failed events were there on ${md(incident(now))}? we think the ID vendor was down`,
    expect: (ev, now) =>
      cnt(
        select(ev, {
          range: R.on(
            O.pastMonthDay(
              N(now),
              new Date(incident(now)).getUTCMonth(),
              new Date(incident(now)).getUTCDate(),
            ),
          ),
          names: ['kba-failed'],
        }),
      ),
  },
  {
    id: 'count-uploads-lastweek',
    type: 'count',
    question: 'how many uploads did we get last week?',
    expect: (ev, now) =>
      cnt(select(ev, { range: R.lastWeek(N(now)), names: ['document_uploaded'] }), 'not-high', [
        'document_uploaded',
      ]),
  },
  {
    id: 'count-start-or-cancel',
    type: 'count',
    question: 'Count of SessionStarted plus session.cancelled events in the past 2 weeks',
    expect: (ev, now) =>
      cnt(select(ev, { range: R.lastWeeks(N(now), 2), names: ['SessionStarted', 'session.cancelled'] })),
  },
  {
    id: 'count-completed-before',
    type: 'count',
    question: (now) =>
      `How many Session Completed events happened before ${mon(monthBack(now, 2))} 1st ${new Date(monthBack(now, 2)).getUTCFullYear()}?`,
    expect: (ev, now) =>
      cnt(select(ev, { range: R.before(monthBack(now, 2)), names: ['Session Completed'] })),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many notary_journal_entry events were logged last month?',
    expect: () => LOW(),
  },
  {
    id: 'count-zero',
    type: 'count',
    low: true,
    question: 'How many CommissionRenewed events does signer_1007 have?',
    expect: (ev) => {
      const n = select(ev, { names: ['CommissionRenewed'], user: 'signer_1007' }).length;
      return n ? cnt([]) : LOW();
    },
  },
  {
    id: 'count-all-48h',
    type: 'count',
    question: 'total events in the last 48 hours?',
    expect: (ev, now) => cnt(select(ev, { range: R.lastHours(N(now), 48) })),
  },

  // ---------------- users ----------------
  {
    id: 'users-verified-all',
    type: 'users',
    question: 'How many unique users have ever had an id.verified event?',
    expect: (ev) => {
      const s = select(ev, { names: ['id.verified'] });
      return hi({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'active users, last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: L30(N(now)) });
      return hi({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-fee-lastmonth',
    type: 'users',
    question: 'for the finance review: how many distinct people had a fee_charged last month',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(N(now)), names: ['fee_charged'] });
      return hi({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-kba-14d',
    type: 'users',
    question: 'number of ppl who hit kba failed in the past 14 days',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(N(now), 14), names: ['kba-failed'] });
      return hi({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-in-month',
    type: 'users',
    question: (now) => `How many users did anything at all in ${mon(monthBack(now, 2))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.month(namedMonth(now, 2)) });
      return hi({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-started-since',
    type: 'users',
    question: (now) => `unique customers with a Session Started since ${dmy(daysAgo(now, 21))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.since(daysAgo(now, 21), N(now)), names: ['SessionStarted'] });
      return hi({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-seal-3mo',
    type: 'users',
    question: 'how many different users applied a seal-applied in the last 3 months?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonths(N(now), 3), names: ['seal-applied'] });
      return hi({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-unknown',
    type: 'users',
    low: true,
    question: 'how many users did a remote_ink_signature?',
    expect: () => LOW(),
  },
  {
    id: 'users-cancellers-loose',
    type: 'users',
    question: 'how many people cancelled a session in the last 60 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(N(now), 60), names: ['session.cancelled'] });
      return loose({ numbers: [O.users(s).size], dataPoints: s.length, names: ['session.cancelled'] });
    },
  },

  // ---------------- value ----------------
  {
    id: 'value-fee-sum-all',
    type: 'value',
    question: 'What is the total fee_charged amount, all time?',
    expect: (ev) => {
      const s = select(ev, { names: ['fee_charged'] });
      return hi({ numbers: [s2(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-fee-avg-30d',
    type: 'value',
    question: 'average fee_charged value over the past 30 days',
    expect: (ev, now) => {
      const s = select(ev, { range: L30(N(now)), names: ['fee_charged'] });
      return hi({ numbers: [O.avg(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-fee-max-lastmonth',
    type: 'value',
    question: 'biggest single fee charged last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(N(now)), names: ['fee_charged'] });
      return hi({ numbers: [O.max(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-pages-median',
    type: 'value',
    question: 'median document_uploaded value (page count) across everything',
    expect: (ev) => {
      const s = select(ev, { names: ['document_uploaded'] });
      return hi({ numbers: [median(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-duration-avg',
    type: 'value',
    question: 'whats the mean Session Completed value in the last 8 weeks',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeeks(N(now), 8), names: ['Session Completed'] });
      return hi({ numbers: [O.avg(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-revenue-30d',
    type: 'value',
    question: 'what was our revenue in the past 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: L30(N(now)), names: ['fee_charged'] });
      return loose({ numbers: [s2(s)], names: ['fee_charged'], dataPoints: s.length });
    },
  },
  {
    id: 'value-seal-max-notary03',
    type: 'value',
    question: 'max seal-applied value for notary_03?',
    expect: (ev) => {
      const s = select(ev, { names: ['seal-applied'], user: 'notary_03' });
      return hi({ numbers: [O.max(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-title-co-fees',
    type: 'value',
    question: 'How much in fee_charged has signer_1007 racked up since the start?',
    expect: (ev) => {
      const s = select(ev, { names: ['fee_charged'], user: 'signer_1007' });
      return hi({ numbers: [s2(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-kba-score-min',
    type: 'value',
    question: (now) => `lowest id.verified score between ${md(daysAgo(now, 45))} and ${md(daysAgo(now, 15))}`,
    expect: (ev, now) => {
      const a = O.pastMonthDay(
        N(now),
        new Date(daysAgo(now, 45)).getUTCMonth(),
        new Date(daysAgo(now, 45)).getUTCDate(),
      );
      const b = O.pastMonthDay(
        N(now),
        new Date(daysAgo(now, 15)).getUTCMonth(),
        new Date(daysAgo(now, 15)).getUTCDate(),
      );
      const s = select(ev, { range: R.between(a, b), names: ['id.verified'] });
      return hi({ numbers: [O.min(s)], dataPoints: s.length });
    },
  },

  // ---------------- top-events ----------------
  {
    id: 'top-events-5-all',
    type: 'top-events',
    question: 'top 5 events overall?',
    expect: ranked('high', (ev) => ({ map: tally(ev, O.byName), evs: ev }), 5),
  },
  {
    id: 'top-events-3-30d',
    type: 'top-events',
    question: 'What were the three most common actions in the past 30 days?',
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: L30(N(now)) });
        return { map: tally(s, O.byName), evs: s };
      },
      3,
    ),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'which event do we see the least? (all time)',
    expect: ranked('high', (ev) => ({ map: tally(ev, O.byName), evs: ev }), 1, { asc: true }),
  },
  {
    id: 'top-events-lastweek',
    type: 'top-events',
    question: 'most frequent event last week',
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: R.lastWeek(N(now)) });
        return { map: tally(s, O.byName), evs: s };
      },
      1,
    ),
  },
  {
    id: 'top-events-titleco',
    type: 'top-events',
    question: 'What does signer_1007 do most? top 3 event names please',
    expect: ranked(
      'high',
      (ev) => {
        const s = select(ev, { user: 'signer_1007' });
        return { map: tally(s, O.byName), evs: s };
      },
      3,
    ),
  },
  {
    id: 'top-events-month',
    type: 'top-events',
    question: (now) =>
      `list the top events in ${mon(monthBack(now, 1))} ${new Date(monthBack(now, 1)).getUTCFullYear()}`,
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: R.month(monthBack(now, 1)) });
        return { map: tally(s, O.byName), evs: s };
      },
      5,
    ),
  },
  {
    id: 'top-events-bottom3-90d',
    type: 'top-events',
    question: 'bottom 2 events by count over the last 90 days',
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: R.lastDays(N(now), 90) });
        return { map: tally(s, O.byName), evs: s };
      },
      2,
      { asc: true },
    ),
  },
  {
    id: 'top-events-notary03-14d',
    type: 'top-events',
    question: 'notary_03 — most common event types over the last 2 weeks, top 2',
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: R.lastWeeks(N(now), 2), user: 'notary_03' });
        return { map: tally(s, O.byName), evs: s };
      },
      2,
    ),
  },

  // ---------------- top-users ----------------
  {
    id: 'top-users-5-all',
    type: 'top-users',
    question: 'who are our 2 most active users?',
    expect: ranked('high', (ev) => ({ map: tally(ev, O.byUser), evs: ev }), 2),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'top 3 spenders, all time',
    expect: ranked(
      'not-high',
      (ev) => {
        const s = select(ev, { names: ['fee_charged'] });
        return { map: tally(s, O.byUser, O.value), evs: s };
      },
      3,
      { fig: (v) => round(v, 2) },
    ),
  },
  {
    id: 'top-users-fee-sum-30d',
    type: 'top-users',
    question: 'Which 5 users had the highest summed fee_charged value in the last 30 days?',
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: L30(N(now)), names: ['fee_charged'] });
        return { map: tally(s, O.byUser, O.value), evs: s };
      },
      5,
      { fig: (v) => round(v, 2) },
    ),
  },
  {
    id: 'top-users-seals-lastmonth',
    type: 'top-users',
    question: 'which user had the most seal-applied events last month?',
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: R.lastMonth(N(now)), names: ['seal-applied'] });
        return { map: tally(s, O.byUser), evs: s };
      },
      1,
    ),
  },
  {
    id: 'top-users-completed-2w',
    type: 'top-users',
    question: 'which user had the most Session Completed events in the past two weeks?',
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: R.lastWeeks(N(now), 2), names: ['Session Completed'] });
        return { map: tally(s, O.byUser), evs: s };
      },
      1,
    ),
  },
  {
    id: 'top-users-uploaders',
    type: 'top-users',
    question: 'who uploads the most docs?',
    expect: ranked(
      'not-high',
      (ev) => {
        const s = select(ev, { names: ['document_uploaded'] });
        return { map: tally(s, O.byUser), evs: s };
      },
      1,
    ),
  },
  {
    id: 'top-users-completed-month',
    type: 'top-users',
    question: (now) => `Who had the most Session Completed in ${mon(monthBack(now, 2))}?`,
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: R.month(namedMonth(now, 2)), names: ['Session Completed'] });
        return { map: tally(s, O.byUser), evs: s };
      },
      1,
    ),
  },
  {
    id: 'top-users-active-7d',
    type: 'top-users',
    question: 'most active user in the past week, by number of events?',
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: L7(N(now)) });
        return { map: tally(s, O.byUser), evs: s };
      },
      1,
    ),
  },

  // ---------------- user ----------------
  {
    id: 'user-count-titleco',
    type: 'user',
    question: 'how many events does signer_1007 have?',
    expect: (ev) => cnt(select(ev, { user: 'signer_1007' })),
  },
  {
    id: 'user-first-last-new-notary',
    type: 'user',
    question: 'When was notary_24 first seen, and when last?',
    expect: (ev) => {
      const s = select(ev, { user: 'notary_24' });
      return hi({ names: [iso(O.time(s[0])), lastDay(s)], dataPoints: s.length });
    },
  },
  {
    id: 'user-names-lapsed',
    type: 'user',
    question: 'which event names has notary_19 used?',
    expect: (ev) => {
      const s = select(ev, { user: 'notary_19' });
      return hi({
        names: [...O.users(s.map((e) => ({ userId: e.eventName })))],
        unordered: true,
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'user-recent-new-signer',
    type: 'user',
    question: "show me signer_1400's 3 most recent events",
    expect: (ev) => {
      const s = select(ev, { user: 'signer_1400' });
      return hi({
        names: O.newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'user-lastseen-churned',
    type: 'user',
    question: 'when did signer_1050 last do anything? they used to be regulars',
    expect: (ev) => {
      const s = select(ev, { user: 'signer_1050' });
      return hi({ names: [lastDay(s)], dataPoints: s.length });
    },
  },
  {
    id: 'user-notary03-7d',
    type: 'user',
    question: 'how many events did notary_03 have in the last 7 days',
    expect: (ev, now) => cnt(select(ev, { range: L7(N(now)), user: 'notary_03' })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    low: true,
    question: 'what has signer_9999 been up to?',
    expect: () => LOW(),
  },
  {
    id: 'user-fees-new-signer',
    type: 'user',
    question: 'How many fee_charged events does signer_1400 have, and when was their first event?',
    expect: (ev) => {
      const s = select(ev, { user: 'signer_1400' });
      const f = s.filter((e) => e.eventName === 'fee_charged');
      return hi({ numbers: [f.length], names: [iso(O.time(s[0]))], dataPoints: s.length });
    },
  },

  // ---------------- breakdown ----------------
  {
    id: 'breakdown-started-weekly',
    type: 'breakdown',
    question: (now) => `weekly SessionStarted counts since ${iso(O.weekStart(N(now)) - 4 * O.WEEK)}`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.since(O.weekStart(N(now)) - 4 * O.WEEK, N(now)),
        names: ['SessionStarted'],
      });
      const m = tally(s, O.byWeek);
      const ks = [...m.keys()].sort().slice(0, 4);
      return hi({ names: ks, numbers: ks.map((k) => m.get(k)), dataPoints: s.length });
    },
  },
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'Which day of the week is busiest overall?',
    expect: ranked(
      'high',
      (ev) => {
        const s = ev;
        return { map: tally(s, O.byWeekday), evs: s };
      },
      1,
    ),
  },
  {
    id: 'breakdown-busiest-hour',
    type: 'breakdown',
    question: 'what hour of the day (UTC) has the most activity?',
    expect: ranked(
      'high',
      (ev) => {
        const s = ev;
        return { map: tally(s, O.byHour), evs: s };
      },
      1,
    ),
  },
  {
    id: 'breakdown-daily-lastweek',
    type: 'breakdown',
    question: 'daily event totals for last week, Monday to Sunday',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(N(now)) });
      const m = tally(s, O.byDay);
      const ks = [...m.keys()].sort();
      return hi({ names: ks, numbers: ks.map((k) => m.get(k)), dataPoints: s.length });
    },
  },
  {
    id: 'breakdown-fee-monthly',
    type: 'breakdown',
    question: (now) => `fee_charged total value per month since ${mon(monthBack(now, 3))} 1`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.since(O.pastMonthDay(N(now), new Date(monthBack(now, 3)).getUTCMonth(), 1), N(now)),
        names: ['fee_charged'],
      });
      const m = tally(s, O.byMonth, O.value);
      const ks = [...m.keys()].sort();
      return hi({ names: ks, numbers: ks.map((k) => round(m.get(k), 2)), dataPoints: s.length });
    },
  },
  {
    id: 'breakdown-kba-busiest-day',
    type: 'breakdown',
    question: 'what was the worst day for kba-failed in the last 30 days?',
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: L30(N(now)), names: ['kba-failed'] });
        return { map: tally(s, O.byDay), evs: s };
      },
      1,
    ),
  },
  {
    id: 'breakdown-weekday-all',
    type: 'breakdown',
    question: 'break down all activity by weekday please',
    expect: (ev) => {
      const m = tally(ev, O.byWeekday);
      return hi({
        names: O.WEEKDAYS,
        unordered: true,
        numbers: O.WEEKDAYS.map((d) => m.get(d)),
        dataPoints: ev.length,
      });
    },
  },
  {
    id: 'breakdown-busiest-week-docs',
    type: 'breakdown',
    question: 'which week had the most document_uploaded in the past 12 weeks?',
    expect: ranked(
      'high',
      (ev, now) => {
        const s = select(ev, { range: R.lastWeeks(N(now), 12), names: ['document_uploaded'] });
        return { map: tally(s, O.byWeek), evs: s };
      },
      1,
    ),
  },

  // ---------------- compare ----------------
  {
    id: 'compare-fee-7d',
    type: 'compare',
    question: 'fee_charged events: last 7 days vs the 7 days before?',
    expect: cmp(
      'high',
      pair(
        ['fee_charged'],
        (now) => ({ from: now - 14 * DAY, to: now - 7 * DAY }),
        (now) => R.lastDays(now, 7),
      ),
    ),
  },
  {
    id: 'compare-started-months',
    type: 'compare',
    question: 'SessionStarted last month compared with the month before',
    expect: cmp(
      'high',
      pair(
        ['SessionStarted'],
        (now) => R.month(O.monthStart(now, -2)),
        (now) => R.lastMonth(now),
      ),
    ),
  },
  {
    id: 'compare-docs-growing',
    type: 'compare',
    question: 'is document_uploaded growing? last 30 days vs the previous 30',
    expect: cmp(
      'high',
      pair(
        ['document_uploaded'],
        (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }),
        (now) => R.lastDays(now, 30),
      ),
    ),
  },
  {
    id: 'compare-active-users-weeks',
    type: 'compare',
    question: 'active users in the last 30 days vs the 30 days before that?',
    expect: cmp(
      'high',
      pair(
        undefined,
        (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }),
        (now) => R.lastDays(now, 30),
        undefined,
        'users',
      ),
    ),
  },
  {
    id: 'compare-cancel-named-months',
    type: 'compare',
    question: (now) => `compare session.cancelled in ${mon(monthBack(now, 2))} and ${mon(monthBack(now, 1))}`,
    expect: cmp(
      'high',
      pair(
        ['session.cancelled'],
        (now) => R.month(namedMonth(now, 2)),
        (now) => R.month(namedMonth(now, 1)),
      ),
    ),
  },
  {
    id: 'compare-revenue-4w',
    type: 'compare',
    question: 'for the board deck: revenue over the last 4 weeks versus the 4 weeks before that',
    expect: (ev, now) => ({
      ...cmp(
        'not-high',
        pair(
          ['fee_charged'],
          (n) => ({ from: n - 8 * O.WEEK, to: n - 4 * O.WEEK }),
          (n) => R.lastWeeks(n, 4),
          undefined,
          'sum',
        ),
      )(ev, now),
      names: ['fee_charged'],
    }),
  },
  {
    id: 'compare-notary03-14d',
    type: 'compare',
    question: 'notary_03 Session Completed: past 14 days vs the prior 14 days',
    expect: cmp(
      'high',
      pair(
        ['Session Completed'],
        (now) => ({ from: now - 28 * DAY, to: now - 14 * DAY }),
        (now) => R.lastDays(now, 14),
        'notary_03',
      ),
    ),
  },
  {
    id: 'compare-all-between',
    type: 'compare',
    question: (now) =>
      `Total events from ${iso(daysAgo(now, 70))} to ${iso(daysAgo(now, 64))} compared with ${iso(daysAgo(now, 14))} to ${iso(daysAgo(now, 8))}`,
    expect: cmp(
      'high',
      pair(
        undefined,
        (now) => R.between(daysAgo(now, 70), daysAgo(now, 64)),
        (now) => R.between(daysAgo(now, 14), daysAgo(now, 8)),
      ),
    ),
  },

  // ---------------- share ----------------
  {
    id: 'share-kba-all',
    type: 'share',
    question: 'what percentage of all events are kba-failed?',
    expect: share('high', () => R.all(), ['kba-failed']),
  },
  {
    id: 'share-users-fee-30d',
    type: 'share',
    question: 'what % of active users in the last 30 days had a fee_charged?',
    expect: userShare('high', (now) => R.lastDays(now, 30), ['fee_charged']),
  },
  {
    id: 'share-cancel-lastmonth',
    type: 'share',
    question: "share of last month's events that were session.cancelled",
    expect: share('high', (now) => R.lastMonth(now), ['session.cancelled']),
  },
  {
    id: 'share-login-30d',
    type: 'share',
    question: 'Logins as a percentage of everything in the past 30 days?',
    expect: share('high', (now) => R.lastDays(now, 30), ['login']),
  },
  {
    id: 'share-users-verified',
    type: 'share',
    question: 'What share of all users ever got an id.verified?',
    expect: userShare('high', () => R.all(), ['id.verified']),
  },
  {
    id: 'share-uploads-loose',
    type: 'share',
    question: 'roughly what fraction of our activity is uploads?',
    expect: (ev, now) => ({
      ...share('not-high', () => R.all(), ['document_uploaded'])(ev, now),
      names: ['document_uploaded'],
    }),
  },
  {
    id: 'share-witness-8w',
    type: 'share',
    question: 'Witness Added as a % of events over the past 8 weeks',
    expect: share('high', (now) => R.lastWeeks(now, 8), ['Witness Added']),
  },
  {
    id: 'share-users-kba-lastmonth',
    type: 'share',
    question: "what percent of last month's active users had at least one kba failed?",
    expect: userShare('high', (now) => R.lastMonth(now), ['kba-failed']),
  },

  // ---------------- conversion ----------------
  {
    id: 'conv-upload-verify',
    type: 'conversion',
    question: 'Of users who did document_uploaded, how many went on to id.verified afterwards?',
    expect: conv('high', () => R.all(), 'document_uploaded', 'id.verified'),
  },
  {
    id: 'conv-kba-verify-30d',
    type: 'conversion',
    question: 'of people with a kba-failed in the last 30 days, what % later got id.verified?',
    expect: conv('high', (now) => R.lastDays(now, 30), 'kba-failed', 'id.verified'),
  },
  {
    id: 'conv-verify-fee-lastmonth',
    type: 'conversion',
    question: 'conversion from id.verified to fee_charged, last month',
    expect: conv('high', (now) => R.lastMonth(now), 'id.verified', 'fee_charged'),
  },
  {
    id: 'conv-verify-cancel-90d',
    type: 'conversion',
    question: 'in the last 90 days, of users with id.verified how many then had a session.cancelled?',
    expect: conv('high', (now) => R.lastDays(now, 90), 'id.verified', 'session.cancelled'),
  },
  {
    id: 'conv-login-start-14d',
    type: 'conversion',
    question: 'login -> SessionStarted conversion over the past 14 days',
    expect: conv('high', (now) => R.lastDays(now, 14), 'login', 'SessionStarted'),
  },
  {
    id: 'conv-upload-pay-loose',
    type: 'conversion',
    question: 'what share of folks who uploaded something ended up paying?',
    expect: (ev, now) => ({
      ...conv('not-high', () => R.all(), 'document_uploaded', 'fee_charged')(ev, now),
      names: ['document_uploaded', 'fee_charged'],
      unordered: true,
    }),
  },
  {
    id: 'conv-started-fee-since',
    type: 'conversion',
    question: (now) =>
      `Since ${mdShort(daysAgo(now, 40))}, of users with SessionStarted, how many later had fee_charged?`,
    expect: conv(
      'high',
      (now) =>
        R.since(
          O.pastMonthDay(
            now,
            new Date(daysAgo(now, 40)).getUTCMonth(),
            new Date(daysAgo(now, 40)).getUTCDate(),
          ),
          now,
        ),
      'SessionStarted',
      'fee_charged',
    ),
  },

  // ---------------- churn ----------------
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${mon(monthBack(now, 2))} but not in ${mon(monthBack(now, 1))}?`,
    expect: (ev, now) =>
      hi({ numbers: [O.churned(ev, R.month(namedMonth(now, 2)), R.month(namedMonth(now, 1))).length] }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: (ev, now) => hi({ numbers: [O.newUsers(ev, R.lastDays(N(now), 30)).length] }),
  },
  {
    id: 'churn-new-lastweek',
    type: 'churn',
    question: 'new users last week? (first event ever)',
    expect: (ev, now) => hi({ numbers: [O.newUsers(ev, R.lastWeek(N(now))).length] }),
  },
  {
    id: 'churn-60-30',
    type: 'churn',
    question: 'users who were active 31-60 days ago but have done nothing in the last 30 days — how many?',
    expect: (ev, now) =>
      hi({
        numbers: [
          O.churned(ev, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, R.lastDays(N(now), 30)).length,
        ],
      }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `who are the new users since ${iso(daysAgo(now, 5))}?`,
    expect: (ev, now) => {
      const u = O.newUsers(ev, R.since(daysAgo(now, 5), N(now))).sort();
      return hi({ numbers: [u.length], ...(u.length <= 8 ? { names: u, unordered: true } : {}) });
    },
  },
  {
    id: 'churn-lastmonth-2w',
    type: 'churn',
    question: "how many of last month's users haven't come back in the past 2 weeks?",
    expect: (ev, now) => hi({ numbers: [O.churned(ev, R.lastMonth(N(now)), R.lastWeeks(N(now), 2)).length] }),
  },
  {
    id: 'churn-new-in-month',
    type: 'churn',
    question: (now) =>
      `new users in ${mon(monthBack(now, 1))} ${new Date(monthBack(now, 1)).getUTCFullYear()}`,
    expect: (ev, now) => hi({ numbers: [O.newUsers(ev, R.month(monthBack(now, 1))).length] }),
  },
  {
    id: 'churn-lost-q',
    type: 'churn',
    question: (now) =>
      `Lost customers: active between ${iso(daysAgo(now, 100))} and ${iso(daysAgo(now, 70))}, nothing since ${iso(daysAgo(now, 69))}. How many?`,
    expect: (ev, now) =>
      hi({
        numbers: [
          O.churned(ev, R.between(daysAgo(now, 100), daysAgo(now, 70)), R.since(daysAgo(now, 69), N(now)))
            .length,
        ],
      }),
  },

  // ---------------- recency ----------------
  {
    id: 'recency-last-cancel',
    type: 'recency',
    question: 'when was the last session.cancelled?',
    expect: (ev) => {
      const s = select(ev, { names: ['session.cancelled'] });
      return hi({ names: [lastDay(s)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-renewal-30d',
    type: 'recency',
    question: 'did anyone have a CommissionRenewed in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: L30(N(now)), names: ['CommissionRenewed'] });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'recency-last-renewal',
    type: 'recency',
    question: 'When was the most recent Commission Renewed event?',
    expect: (ev) => {
      const s = select(ev, { names: ['CommissionRenewed'] });
      return hi({ names: [lastDay(s)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-last-kba-loose',
    type: 'recency',
    question: 'last time somebody failed their knowledge-based auth?',
    expect: (ev) => {
      const s = select(ev, { names: ['kba-failed'] });
      return loose({ names: ['kba-failed', lastDay(s)], unordered: true, dataPoints: s.length });
    },
  },
  {
    id: 'recency-lapsed-seal',
    type: 'recency',
    question: 'when did notary_19 last have a seal-applied?',
    expect: (ev) => {
      const s = select(ev, { names: ['seal-applied'], user: 'notary_19' });
      return hi({ names: [lastDay(s)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-unknown',
    type: 'recency',
    low: true,
    question: 'when was the last apostille_issued event?',
    expect: () => LOW(),
  },
  {
    id: 'recency-witness-7d',
    type: 'recency',
    question: 'has anyone had a Witness Added in the past 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: L7(N(now)), names: ['Witness Added'] });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'recency-last-fee',
    type: 'recency',
    question: 'most recent fee_charged - when did it happen?',
    expect: (ev) => {
      const s = select(ev, { names: ['fee_charged'] });
      return hi({ names: [lastDay(s)], dataPoints: s.length });
    },
  },

  // ---------------- catalogue ----------------
  {
    id: 'catalogue-names',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (ev) =>
      hi({ names: [...new Set(ev.map((e) => e.eventName))], unordered: true, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-users',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => hi({ numbers: [O.users(ev).size], dataPoints: ev.length }),
  },
  {
    id: 'catalogue-events',
    type: 'catalogue',
    question: 'Total number of events stored, overall?',
    expect: (ev) => hi({ numbers: [ev.length], dataPoints: ev.length }),
  },
  {
    id: 'catalogue-size',
    type: 'catalogue',
    question: 'new engineer onboarding q: how big is the dataset — users and events?',
    expect: (ev) => hi({ numbers: [O.users(ev).size, ev.length], dataPoints: ev.length }),
  },
  {
    id: 'catalogue-names-typo',
    type: 'catalogue',
    question: 'list all the evnet names pls',
    expect: (ev) =>
      hi({ names: [...new Set(ev.map((e) => e.eventName))], unordered: true, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-distinct-names-count',
    type: 'catalogue',
    question: 'how many distinct event types exist, and what are they?',
    expect: (ev) => {
      const n = [...new Set(ev.map((e) => e.eventName))];
      return hi({ numbers: [n.length], names: n, unordered: true, dataPoints: ev.length });
    },
  },

  // ---------------- other ----------------
  other('other-latency', 'what is the average video latency during notary sessions?'),
  other('other-state', 'which US state do most of our signers live in?'),
  other('other-nps', 'what is our NPS from the post-session survey?'),
  other('other-forecast', 'predict how many fee_charged events we will have next quarter'),
  other('other-cac', "what's our customer acquisition cost for signers?"),
  other('other-browser', 'Which browser do signers use most during the video call?'),
  other('other-rating', 'average star rating customers give notaries?'),
  other('other-rejected-scans', 'how many uploaded documents were rejected for blurry scans, and why?'),
  other('other-doc-types', 'which document types (deeds, POAs, affidavits) get notarized most?'),
];
