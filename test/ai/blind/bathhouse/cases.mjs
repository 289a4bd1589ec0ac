/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES } from './data.mjs';

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
  newestFirst,
  time,
  isoDay,
  DAY,
  MONTHS,
  dayStart,
  weekStart,
  monthStart,
} = O;
const P = PERSONAS;
const T = (now) => +now;
const ago = (now, d) => T(now) - d * DAY;
const longDate = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const shortDate = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const slash = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
};
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const INCIDENT = (now) => dayStart(T(now)) - 33 * DAY;

const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const cnt = (evs, conf = 'high') => ({ numbers: [evs.length], confidence: conf, dataPoints: evs.length });

// ranked answer with a tie-at-cut guard
function ranked(get, n, { conf = 'high', ascending = false, withNumbers = true } = {}) {
  const f = (events, now) => {
    const { map, dp } = get(events, now);
    const r = rank(map, { n, ascending });
    const x = { names: r.map(([k]) => k), confidence: conf };
    if (withNumbers) x.numbers = r.map(([, v]) => v);
    if (dp !== undefined) x.dataPoints = dp;
    return x;
  };
  f.tieAtCut = (events, now) => {
    const r = rank(get(events, now).map, { ascending });
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return f;
}
// busiest/quietest single bucket
const top1 = (get, opts) => ranked(get, 1, opts);

const lastSeen = (evs) => {
  const t = Math.max(...evs.map(time));
  return [isoDay(t), hhmm(t)];
};
const firstSeen = (evs) => {
  const t = Math.min(...evs.map(time));
  return [isoDay(t), hhmm(t)];
};
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : O.round((v[m - 1] + v[m]) / 2, 2);
};
const MONEY = ['session_booked', 'massage-addon', 'membership_purchased', 'TowelRental', 'Robe Rented'];

function cmp(rA, rB, names, conf = 'high') {
  // rA earlier, rB later
  return (events, now) => {
    const a = select(events, { range: rA(now), names }),
      b = select(events, { range: rB(now), names });
    const c = change(a.length, b.length);
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
}
const conv = (rg, a, b) => (events, now) => {
  const r = rg(now),
    c = conversion(events, r, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: 'high',
    dataPoints: select(events, { range: r, names: [a, b] }).length,
  };
};

export const cases = [
  // ---------------- count ----------------
  {
    id: 'count-01',
    type: 'count',
    question: 'How many session_booked events in the last 7 days?',
    expect: (ev, now) => cnt(select(ev, { range: ranges.lastDays(T(now), 7), names: ['session_booked'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'number of checkin.door yesterday pls',
    expect: (ev, now) => cnt(select(ev, { range: ranges.yesterday(T(now)), names: ['checkin.door'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'front desk here - how many events have come in so far today?',
    expect: (ev, now) => cnt(select(ev, { range: ranges.today(T(now)) })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'How many massage-addon were sold last month?',
    expect: (ev, now) => cnt(select(ev, { range: ranges.lastMonth(T(now)), names: ['massage-addon'] })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: `How many times has ${P.regular} done TowelRental?`,
    expect: (ev) => cnt(select(ev, { names: ['TowelRental'], user: P.regular })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `Robe Rented count between ${isoDay(ago(now, 40))} and ${isoDay(ago(now, 20))}?`,
    expect: (ev, now) =>
      cnt(select(ev, { range: ranges.between(ago(now, 40), ago(now, 20)), names: ['Robe Rented'] })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) =>
      `the boiler broke on ${longDate(INCIDENT(now))} - how many session-cancelled events did we log on that day?`,
    expect: (ev, now) =>
      cnt(
        select(ev, {
          range: ranges.on(
            O.pastMonthDay(
              T(now),
              new Date(INCIDENT(now)).getUTCMonth(),
              new Date(INCIDENT(now)).getUTCDate(),
            ),
          ),
          names: ['session-cancelled'],
        }),
      ),
  },
  { id: 'count-08', type: 'count', low: true, question: `how many events does ${NOBODY} have?`, expect: LOW },
  {
    id: 'count-09',
    type: 'count',
    low: true,
    question: 'How many sauna_ticket_scanned events were there last week?',
    expect: LOW,
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'roughly how many check ins happened last week? (the door scans)',
    expect: (ev, now) =>
      cnt(select(ev, { range: ranges.lastWeek(T(now)), names: ['checkin.door'] }), 'not-high'),
  },
  {
    id: 'count-11',
    type: 'count',
    question: (now) => `GiftVoucherRedeemed since ${slash(ago(now, 45))} (d/m/y) - how many?`,
    expect: (ev, now) =>
      cnt(select(ev, { range: ranges.since(ago(now, 45), T(now)), names: ['GiftVoucherRedeemed'] })),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'How many Visit Rated events in the past 48 hours?',
    expect: (ev, now) => cnt(select(ev, { range: ranges.lastHours(T(now), 48), names: ['Visit Rated'] })),
  },
  {
    id: 'count-13',
    type: 'count',
    question: 'total app_opened this year so far',
    expect: (ev, now) => cnt(select(ev, { range: ranges.thisYear(T(now)), names: ['app_opened'] })),
  },

  // ---------------- users ----------------
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unqiue users in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users in the past week?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 7) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'how many different guests had a massage-addon in the last 2 months?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonths(T(now), 2), names: ['massage-addon'] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) => `How many people left a Visit Rated in ${monthName(monthStart(T(now), -1))}?`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: ranges.month(O.pastMonth(T(now), new Date(monthStart(T(now), -1)).getUTCMonth())),
        names: ['Visit Rated'],
      });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'how many customers do we have in total, all time?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'Number of distinct users with membership.frozen',
    expect: (ev) => {
      const s = select(ev, { names: ['membership.frozen'] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'unique users yesterday?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.yesterday(T(now)) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'how many users triggered loyalty_card_scanned this month?',
    expect: LOW,
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'how many people did membership_purchased in the past 3 months',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonths(T(now), 3), names: ['membership_purchased'] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-10',
    type: 'users',
    question: 'how many folks booked a sesion in the last 14 days? (session bookings)',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 14), names: ['session_booked'] });
      return { numbers: [users(s).size], confidence: 'not-high', dataPoints: s.length };
    },
  },

  // ---------------- value ----------------
  {
    id: 'value-01',
    type: 'value',
    question: 'total massage-addon value over the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30), names: ['massage-addon'] });
      return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'whats the avrage Visit Rated score, all time?',
    expect: (ev) => {
      const s = select(ev, { names: ['Visit Rated'] });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'min and max eventValue of session_booked (i.e. cheapest and priciest slot)?',
    expect: (ev) => {
      const s = select(ev, { names: ['session_booked'] });
      return { numbers: [min(s), max(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'median massage-addon value in the past 60 days',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 60), names: ['massage-addon'] });
      return { numbers: [median(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: (now) => `Sum of GiftVoucherRedeemed value since ${shortDate(ago(now, 90))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.since(ago(now, 90), T(now)), names: ['GiftVoucherRedeemed'] });
      return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'finance q: average session_booked value last week?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(T(now)), names: ['session_booked'] });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'how much did we make from membership sales in the last 3 months?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonths(T(now), 3), names: ['membership_purchased'] });
      return { numbers: [sum(s)], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'what was revenue last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)), names: MONEY });
      return { names: ['session_booked', 'membership_purchased'], unordered: true, confidence: 'not-high' };
    },
  },
  {
    id: 'value-09',
    type: 'value',
    question: `avg Visit Rated value for ${P.critic}? they keep complaining`,
    expect: (ev) => {
      const s = select(ev, { names: ['Visit Rated'], user: P.critic });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'largest GiftVoucherRedeemed amount ever redeemed?',
    expect: (ev) => {
      const s = select(ev, { names: ['GiftVoucherRedeemed'] });
      return { numbers: [max(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-11',
    type: 'value',
    question:
      'How many guests came through the door in the last 7 days, counting party size? (sum of checkin.door values)',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 7), names: ['checkin.door'] });
      return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
    },
  },

  // ---------------- top-events ----------------
  {
    id: 'topev-01',
    type: 'top-events',
    question: 'top 5 events of all time',
    expect: ranked((ev) => ({ map: tally(ev, O.byName), dp: ev.length }), 5),
  },
  {
    id: 'topev-02',
    type: 'top-events',
    question: 'What were the 3 most common events in the last 7 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 7) });
      return { map: tally(s, O.byName), dp: s.length };
    }, 3),
  },
  {
    id: 'topev-03',
    type: 'top-events',
    question: 'least common event overall?',
    expect: ranked((ev) => ({ map: tally(ev, O.byName), dp: ev.length }), 1, { ascending: true }),
  },
  {
    id: 'topev-04',
    type: 'top-events',
    question: 'most frequent events last month',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)) });
      return { map: tally(s, O.byName), dp: s.length };
    }, 5),
  },
  {
    id: 'topev-05',
    type: 'top-events',
    question: 'which single event happened most in the last 30 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30) });
      return { map: tally(s, O.byName), dp: s.length };
    }, 1),
  },
  {
    id: 'topev-06',
    type: 'top-events',
    question: 'bottom 2 events in the last 30 days - which features are barely used?',
    expect: ranked(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastDays(T(now), 30) });
        return { map: tally(s, O.byName), dp: s.length };
      },
      2,
      { ascending: true },
    ),
  },
  {
    id: 'topev-07',
    type: 'top-events',
    question: `what does ${P.regular} do most? top 3 event names for them`,
    expect: ranked((ev) => {
      const s = select(ev, { user: P.regular });
      return { map: tally(s, O.byName), dp: s.length };
    }, 3),
  },
  {
    id: 'topev-08',
    type: 'top-events',
    question: (now) => `Top 4 events from ${longDate(ago(now, 70))} to ${longDate(ago(now, 50))}`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.between(ago(now, 70), ago(now, 50)) });
      return { map: tally(s, O.byName), dp: s.length };
    }, 4),
  },

  // ---------------- top-users ----------------
  {
    id: 'topusr-01',
    type: 'top-users',
    question: 'top 3 most active users (by number of events)',
    expect: ranked((ev) => ({ map: tally(ev, O.byUser), dp: ev.length }), 3),
  },
  {
    id: 'topusr-02',
    type: 'top-users',
    question: 'which guests had the most massage-addon in the past 60 days? top 2',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 60), names: ['massage-addon'] });
      return { map: tally(s, O.byUser), dp: s.length };
    }, 2),
  },
  {
    id: 'topusr-03',
    type: 'top-users',
    question: 'top 2 users by total massage-addon value',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['massage-addon'] });
      return { map: tally(s, O.byUser, O.value), dp: s.length };
    }, 2),
  },
  {
    id: 'topusr-04',
    type: 'top-users',
    question: 'who was the most active user in the last 30 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30) });
      return { map: tally(s, O.byUser), dp: s.length };
    }, 1),
  },
  {
    id: 'topusr-05',
    type: 'top-users',
    question: 'last month, which user spent the most on massage-addon?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)), names: ['massage-addon'] });
      return { map: tally(s, O.byUser, O.value), dp: s.length };
    }, 1),
  },
  {
    id: 'topusr-06',
    type: 'top-users',
    question: 'who are our top spenders? just the top 3',
    expect: ranked((ev) => ({ map: tally(select(ev, { names: MONEY }), O.byUser, O.value) }), 3, {
      conf: 'not-high',
      withNumbers: false,
    }),
  },
  {
    id: 'topusr-07',
    type: 'top-users',
    question: 'which user submitted the most Visit Rated? top 1',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['Visit Rated'] });
      return { map: tally(s, O.byUser), dp: s.length };
    }, 1),
  },
  {
    id: 'topusr-08',
    type: 'top-users',
    question: 'list the 2 users with the most events since the start of last month',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.since(monthStart(T(now), -1), T(now)) });
      return { map: tally(s, O.byUser), dp: s.length };
    }, 2),
  },

  // ---------------- user ----------------
  {
    id: 'user-01',
    type: 'user',
    question: `how many events does ${P.regular} have?`,
    expect: (ev) => cnt(select(ev, { user: P.regular })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `when was ${P.churner} last seen?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      return { names: lastSeen(s), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `When did ${P.newcomer} first show up?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return { names: firstSeen(s), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: `which event types has ${P.freezer} used?`,
    expect: (ev) => {
      const s = select(ev, { user: P.freezer });
      return {
        names: [...new Set(s.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: `show me ${P.bigSpender}'s 3 most recent events`,
    expect: (ev) => {
      const s = select(ev, { user: P.bigSpender });
      return { names: newestFirst(s).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: `support ticket: how many events did ${P.bigSpender} generate in the last 30 days?`,
    expect: (ev, now) => cnt(select(ev, { user: P.bigSpender, range: ranges.lastDays(T(now), 30) })),
  },
  { id: 'user-07', type: 'user', low: true, question: `what has ${NOBODY} been up to?`, expect: LOW },
  {
    id: 'user-08',
    type: 'user',
    question: `first and last seen for ${P.regular}`,
    expect: (ev) => {
      const s = select(ev, { user: P.regular });
      return { names: [...firstSeen(s), ...lastSeen(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: `how many massage-addon has ${P.bigSpender} had?`,
    expect: (ev) => cnt(select(ev, { user: P.bigSpender, names: ['massage-addon'] })),
  },
  {
    id: 'user-10',
    type: 'user',
    question: `what did ${P.critic} do in the past 14 days - how many events?`,
    expect: (ev, now) => cnt(select(ev, { user: P.critic, range: ranges.lastDays(T(now), 14) })),
  },

  // ---------------- breakdown ----------------
  {
    id: 'brk-01',
    type: 'breakdown',
    question: 'which weekday gets the most checkin.door?',
    expect: top1((ev) => {
      const s = select(ev, { names: ['checkin.door'] });
      return { map: tally(s, O.byWeekday), dp: s.length };
    }),
  },
  {
    id: 'brk-02',
    type: 'breakdown',
    question: 'busiest hour of the day for checkin.door (UTC)?',
    expect: top1((ev) => {
      const s = select(ev, { names: ['checkin.door'] });
      return { map: tally(s, O.byHour), dp: s.length };
    }),
  },
  {
    id: 'brk-03',
    type: 'breakdown',
    question: 'events per month, all time',
    expect: (ev) => {
      const r = [...tally(ev, O.byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: r.map((x) => x[0]),
        numbers: r.map((x) => x[1]),
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'brk-04',
    type: 'breakdown',
    question: 'daily session_booked counts for the last 7 days',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 7), names: ['session_booked'] });
      const r = [...tally(s, O.byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: r.map((x) => x[0]),
        numbers: r.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'brk-05',
    type: 'breakdown',
    question: 'what was the busiest day in the last 30 days (all events)?',
    expect: top1((ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30) });
      return { map: tally(s, O.byDay), dp: s.length };
    }),
  },
  {
    id: 'brk-06',
    type: 'breakdown',
    question: 'quietest weekday for checkin.door? thinking about a midweek discount',
    expect: top1(
      (ev) => {
        const s = select(ev, { names: ['checkin.door'] });
        return { map: tally(s, O.byWeekday), dp: s.length };
      },
      { ascending: true },
    ),
  },
  {
    id: 'brk-07',
    type: 'breakdown',
    question: 'busiest day of the week for Robe Rented over the past 2 months',
    expect: top1((ev, now) => {
      const s = select(ev, { range: ranges.lastMonths(T(now), 2), names: ['Robe Rented'] });
      return { map: tally(s, O.byWeekday), dp: s.length };
    }),
  },
  {
    id: 'brk-08',
    type: 'breakdown',
    question: 'Which week had the most events ever? (ISO weeks)',
    expect: top1((ev) => ({ map: tally(ev, O.byWeek), dp: ev.length })),
  },
  {
    id: 'brk-09',
    type: 'breakdown',
    question: 'weekly checkin.door breakdown for the last 4 weeks',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeeks(T(now), 4), names: ['checkin.door'] });
      const r = [...tally(s, O.byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: r.map((x) => x[0]),
        numbers: r.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ---------------- compare ----------------
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'session_booked: last 14 days vs the 14 days before?',
    expect: cmp(
      (now) => ({ from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }),
      (now) => ranges.lastDays(T(now), 14),
      ['session_booked'],
    ),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'for the board deck: total events in the last 30 days compared with the previous 30 days',
    expect: cmp(
      (now) => ({ from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }),
      (now) => ranges.lastDays(T(now), 30),
    ),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: (now) =>
      `checkin.door in ${monthName(monthStart(T(now), -2))} vs ${monthName(monthStart(T(now), -1))}`,
    expect: cmp(
      (now) => ranges.month(monthStart(T(now), -2)),
      (now) => ranges.month(monthStart(T(now), -1)),
      ['checkin.door'],
    ),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: 'is massage-addon growing? last 4 weeks vs the 4 weeks before',
    expect: cmp(
      (now) => ({ from: T(now) - 8 * O.WEEK, to: T(now) - 4 * O.WEEK }),
      (now) => ranges.lastWeeks(T(now), 4),
      ['massage-addon'],
    ),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: 'active users in the last 14 days compared with the 14 days before that',
    expect: (ev, now) => {
      const a = select(ev, { range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY } }),
        b = select(ev, { range: ranges.lastDays(T(now), 14) });
      const c = change(users(a).size, users(b).size);
      return {
        numbers: [c.earlier, c.later, c.diff],
        percents: c.pct === null ? [] : [c.pct],
        confidence: 'high',
        dataPoints: a.length + b.length,
      };
    },
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: 'membership_purchased value: past 60 days vs the 60 days prior',
    expect: (ev, now) => {
      const a = select(ev, {
          range: { from: T(now) - 120 * DAY, to: T(now) - 60 * DAY },
          names: ['membership_purchased'],
        }),
        b = select(ev, { range: ranges.lastDays(T(now), 60), names: ['membership_purchased'] });
      const c = change(sum(a), sum(b));
      return {
        numbers: [c.earlier, c.later, c.diff],
        percents: c.pct === null ? [] : [c.pct],
        confidence: 'high',
        dataPoints: a.length + b.length,
      };
    },
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: 'events yesterday compared with the day before?',
    expect: cmp(
      (now) => ({ from: dayStart(T(now)) - 2 * DAY, to: dayStart(T(now)) - DAY }),
      (now) => ranges.yesterday(T(now)),
    ),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: (now) => {
      const w = weekStart(T(now));
      return `TowelRental week of ${isoDay(w - 3 * O.WEEK)} vs week of ${isoDay(w - 2 * O.WEEK)} (mon-sun each)`;
    },
    expect: cmp(
      (now) => {
        const w = weekStart(T(now)) - 3 * O.WEEK;
        return { from: w, to: w + O.WEEK };
      },
      (now) => {
        const w = weekStart(T(now)) - 2 * O.WEEK;
        return { from: w, to: w + O.WEEK };
      },
      ['TowelRental'],
    ),
  },
  {
    id: 'cmp-09',
    type: 'compare',
    question: 'Robe Rented last 30 days vs previous 30 - up or down?',
    expect: cmp(
      (now) => ({ from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }),
      (now) => ranges.lastDays(T(now), 30),
      ['Robe Rented'],
    ),
  },

  // ---------------- share ----------------
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are checkin.door?',
    expect: (ev) => ({
      percents: [percent(select(ev, { names: ['checkin.door'] }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what % of active users in the last 30 days did a massage-addon?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30) });
      return {
        percents: [percent(users(select(s, { names: ['massage-addon'] })).size, users(s).size)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'share of session-cancelled among all events last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)) });
      return {
        percents: [percent(select(s, { names: ['session-cancelled'] }).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'What percent of our users have ever done membership_purchased?',
    expect: (ev) => ({
      percents: [percent(users(select(ev, { names: ['membership_purchased'] })).size, users(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'TowelRental as a share of events in the last 7 days',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 7) });
      return {
        percents: [percent(select(s, { names: ['TowelRental'] }).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'what fraction of users redeemed a GiftVoucherRedeemed? as a percentage',
    expect: (ev) => ({
      percents: [percent(users(select(ev, { names: ['GiftVoucherRedeemed'] })).size, users(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'what percentage of visitors rent robes?',
    expect: (ev) => ({
      percents: [percent(users(select(ev, { names: ['Robe Rented'] })).size, users(ev).size)],
      confidence: 'not-high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'Visit Rated share of all activity over the past 14 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 14) });
      return {
        percents: [percent(select(s, { names: ['Visit Rated'] }).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ---------------- conversion ----------------
  {
    id: 'conv-01',
    type: 'conversion',
    question: 'of users who did session_booked in the last 30 days, how many then did checkin.door?',
    expect: conv((now) => ranges.lastDays(T(now), 30), 'session_booked', 'checkin.door'),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'conversion from checkin.door to massage-addon, all time',
    expect: conv(() => ranges.all(), 'checkin.door', 'massage-addon'),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question: 'How many who did membership_purchased later did membership.frozen? percentage too',
    expect: conv(() => ranges.all(), 'membership_purchased', 'membership.frozen'),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: 'app_opened -> session_booked conversion in the past 7 days',
    expect: conv((now) => ranges.lastDays(T(now), 7), 'app_opened', 'session_booked'),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question: 'last month: what share of guests with checkin.door went on to do Visit Rated?',
    expect: conv((now) => ranges.lastMonth(T(now)), 'checkin.door', 'Visit Rated'),
  },
  {
    id: 'conv-06',
    type: 'conversion',
    question:
      'In the past 60 days, of users who did session_booked, how many subsequently did session-cancelled?',
    expect: conv((now) => ranges.lastDays(T(now), 60), 'session_booked', 'session-cancelled'),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: 'do voucher people become members? GiftVoucherRedeemed then membership_purchased, all time',
    expect: conv(() => ranges.all(), 'GiftVoucherRedeemed', 'membership_purchased'),
  },
  {
    id: 'conv-08',
    type: 'conversion',
    question: 'funnel checkin.door → TowelRental over the last 14 days',
    expect: conv((now) => ranges.lastDays(T(now), 14), 'checkin.door', 'TowelRental'),
  },

  // ---------------- churn ----------------
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(monthStart(T(now), -2))} but not in ${monthName(monthStart(T(now), -1))}?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, ranges.month(monthStart(T(now), -2)), ranges.month(monthStart(T(now), -1))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'new users last week?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastWeek(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `users active between ${isoDay(ago(now, 60))} and ${isoDay(ago(now, 31))} who have had no events since ${isoDay(ago(now, 30))}: how many?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, ranges.between(ago(now, 60), ago(now, 31)), ranges.since(ago(now, 30), T(now))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: 'how many first-time users (first event ever) in the past 14 days?',
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.lastDays(T(now), 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `New users in ${monthName(monthStart(T(now), -1))}?`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.month(monthStart(T(now), -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question:
      'how many users were active in the 7 days before the last 7 days but have not been active in the last 7 days?',
    expect: (ev, now) => ({
      numbers: [
        churned(ev, { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }, ranges.lastDays(T(now), 7)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) =>
      `are we losing people?? users active before ${longDate(ago(now, 45))} who never came back since that day - count`,
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.before(ago(now, 45)), ranges.since(ago(now, 45), T(now))).length],
      confidence: 'high',
    }),
  },

  // ---------------- recency ----------------
  {
    id: 'rec-01',
    type: 'recency',
    question: 'when was the last membership.frozen?',
    expect: (ev) => {
      const s = select(ev, { names: ['membership.frozen'] });
      return { names: lastSeen(s), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-02',
    type: 'recency',
    question: 'did anyone do GiftVoucherRedeemed in the last 7 days? how many times?',
    expect: (ev, now) =>
      cnt(select(ev, { range: ranges.lastDays(T(now), 7), names: ['GiftVoucherRedeemed'] })),
  },
  {
    id: 'rec-03',
    type: 'recency',
    question: 'When was the most recent session-cancelled?',
    expect: (ev) => {
      const s = select(ev, { names: ['session-cancelled'] });
      return { names: lastSeen(s), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-04',
    type: 'recency',
    question: `when did ${P.bigSpender} last do massage-addon?`,
    expect: (ev) => {
      const s = select(ev, { names: ['massage-addon'], user: P.bigSpender });
      return { names: lastSeen(s), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-05',
    type: 'recency',
    low: true,
    question: 'has anyone ever done hot_stone_upgrade?',
    expect: LOW,
  },
  {
    id: 'rec-06',
    type: 'recency',
    question: 'last Visit Rated - when?',
    expect: (ev) => {
      const s = select(ev, { names: ['Visit Rated'] });
      return { names: lastSeen(s), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-07',
    type: 'recency',
    question: 'when did someone last checkin.door? checking the scanner still works',
    expect: (ev) => {
      const s = select(ev, { names: ['checkin.door'] });
      return { names: lastSeen(s), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-08',
    type: 'recency',
    question: 'What time was the latest Robe Rented?',
    expect: (ev) => {
      const s = select(ev, { names: ['Robe Rented'] });
      return { names: lastSeen(s), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-09',
    type: 'recency',
    question: 'when was the last membership bought?',
    expect: (ev) => {
      const s = select(ev, { names: ['membership_purchased'] });
      return { names: lastSeen(s), confidence: 'not-high', dataPoints: s.length };
    },
  },

  // ---------------- catalogue ----------------
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'what event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users are there overall?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'total number of events stored? asking because the db bill went up',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'list the event types we track, with how often each occurs',
    expect: ranked((ev) => ({ map: tally(ev, O.byName), dp: ev.length }), EVENT_NAMES.length),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'how many distinct event types do we record?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'new analyst onboarding: give me the overall totals - users and events',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: 'what kinds of events does the app send? just the names pls',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------- other ----------------
  {
    id: 'other-01',
    type: 'other',
    question: 'what is the water temperature in the big sauna right now?',
    expect: LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'which masseuse gave the most massages last month?',
    expect: LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'what is our profit margin on robe rentals after laundry costs?',
    expect: LOW,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'predict how many check-ins we will get next saturday',
    expect: LOW,
  },
  { id: 'other-05', type: 'other', question: `why did ${P.churner} stop coming?`, expect: LOW },
  { id: 'other-06', type: 'other', question: 'average age of our members?', expect: LOW },
  {
    id: 'other-07',
    type: 'other',
    question: 'how many towels are left in stock at the riverside location',
    expect: LOW,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'send a reminder email to everyone whose membership is frozen',
    expect: LOW,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'whats the weather going to be like this weekend, should we open the outdoor pools?',
    expect: LOW,
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'which of our bathhouse locations has the best reviews?',
    expect: LOW,
  },
];
