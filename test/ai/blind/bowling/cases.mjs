/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const {
  DAY,
  ranges: R,
  select,
  users,
  sum,
  min,
  max,
  round,
  percent,
  tally,
  rank,
  time,
  isoDay,
  dayStart,
  MONTHS,
} = O;
const P = PERSONAS;
const EV = {
  booked: 'lane_booked',
  checkin: 'desk.checkin',
  shoe: 'ShoeRental',
  start: 'Game Started',
  finish: 'game-finished',
  bar: 'bar_order',
  food: 'food.order',
  league: 'LeagueSignup',
  party: 'Party Package Booked',
  cancel: 'booking-cancelled',
  noshow: 'no_show',
  points: 'loyalty.points_redeemed',
};
const ALL_NAMES = Object.values(EV);
// events that plainly carry money (see NOTES.md)
const MONEY = [EV.booked, EV.shoe, EV.bar, EV.food, EV.league, EV.party];

// ---- question date helpers ----------------------------------------------------------------
const N = (now) => +now;
const ago = (now, d) => dayStart(N(now)) - d * DAY;
const iso = (t) => isoDay(t);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${ord(d.getUTCDate())}`;
};
const shortDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const dmy = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`;
};
const monthBack = (now, k) => O.monthStart(N(now), -k); // start of the month k months back
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const minute = (t) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');

// ---- expectation helpers ------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const hi = (x) => ({ confidence: 'high', ...x });
const nh = (x) => ({ confidence: 'not-high', ...x });
const low = () => () => LOW;
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const lastTime = (evs) => evs.reduce((m, e) => Math.max(m, time(e)), -Infinity);
const firstTime = (evs) => evs.reduce((m, e) => Math.min(m, time(e)), Infinity);
const fig = (x) => (Number.isInteger(x) ? x : round(x, 2));

// A ranked expectation: `build(events, now)` gives { map, n, ascending?, dataPoints, confidence?, withFigures? }.
function ranked(build) {
  const expect = (events, now) => {
    const b = build(events, now);
    const list = rank(b.map, { n: b.n, ascending: b.ascending });
    return {
      confidence: b.confidence ?? 'high',
      names: list.map(([k]) => k),
      numbers: b.withFigures === false ? [] : list.map(([, v]) => fig(v)),
      dataPoints: b.dataPoints,
    };
  };
  expect.tieAtCut = (events, now) => {
    const b = build(events, now);
    const all = rank(b.map, { ascending: b.ascending });
    return all.length > b.n && all[b.n - 1][1] === all[b.n][1];
  };
  return expect;
}

function compareExp(a, b, measure, dp) {
  const c = O.change(measure(a), measure(b));
  const nums = [fig(c.earlier), fig(c.later), fig(c.diff)];
  return hi({
    numbers: nums,
    percents: c.pct === null ? [] : [c.pct],
    dataPoints: dp ?? a.length + b.length,
  });
}

const cases = [];
const add = (type, id, question, expect, extra = {}) =>
  cases.push({ id: `${type}-${id}`, type, question, expect, ...extra });

// ================================ count =====================================================
add('count', 1, 'how many game-finished events were there yesterday?', (ev, now) => {
  const s = select(ev, { range: R.yesterday(N(now)), names: [EV.finish] });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add('count', 2, 'Number of lane_booked in the past 7 days pls', (ev, now) => {
  const s = select(ev, { range: R.lastDays(N(now), 7), names: [EV.booked] });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add(
  'count',
  3,
  (now) => `Finance asking: how many no_show events between ${iso(ago(now, 40))} and ${iso(ago(now, 11))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.between(ago(now, 40), ago(now, 11)), names: [EV.noshow] });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);
add('count', 4, 'how many shoe rentals did we do last month', (ev, now) => {
  const s = select(ev, { range: R.lastMonth(N(now)), names: [EV.shoe] });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add('count', 5, 'desk.checkin count for member_1007 over the last 30 days?', (ev, now) => {
  const s = select(ev, { range: R.lastDays(N(now), 30), names: [EV.checkin], user: P.topBowler });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add(
  'count',
  6,
  (now) => `How many events in total were logged on ${longDay(ago(now, 9))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.on(ago(now, 9)) });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);
add(
  'count',
  7,
  (now) => `count of booking-cancelled since ${dmy(ago(now, 50))}`,
  (ev, now) => {
    const s = select(ev, { range: R.since(ago(now, 50), N(now)), names: [EV.cancel] });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);
add(
  'count',
  8,
  (now) => `how many games got started in ${monthName(monthBack(now, 1))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.month(monthBack(now, 1)), names: [EV.start] });
    return nh({ numbers: [s.length], dataPoints: s.length });
  },
);
add(
  'count',
  10,
  (now) =>
    `the pinsetters died on ${iso(ago(now, 37))} - how many booking-cancelled events did we get that day?`,
  (ev, now) => {
    const s = select(ev, { range: R.on(ago(now, 37)), names: [EV.cancel] });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);
add('count', 11, 'how many strike_bowled events happened last week?', low(), { low: true });
add('count', 12, `How many Party Package Booked events does ${NOBODY} have?`, low(), { low: true });
add('count', 14, 'how many events in the last 48 hours?', (ev, now) => {
  const s = select(ev, { range: R.lastHours(N(now), 48) });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add(
  'count',
  15,
  (now) => `how many lane_booked were made before ${longDay(ago(now, 100))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.before(ago(now, 100)), names: [EV.booked] });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);
add('count', 16, 'game-finished this month so far?', (ev, now) => {
  const s = select(ev, { range: R.thisMonth(N(now)), names: [EV.finish] });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add('users', 11, 'how many unique users so far this year', (ev, now) => {
  const s = select(ev, { range: R.thisYear(N(now)) });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});

// ================================ users =====================================================
add('users', 1, 'how many unique users in the last 30 days?', (ev, now) => {
  const s = select(ev, { range: R.lastDays(N(now), 30) });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add('users', 2, 'How many people have ever done a LeagueSignup?', (ev) => {
  const s = select(ev, { names: [EV.league] });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add('users', 3, 'active users past week', (ev, now) => {
  const s = select(ev, { range: R.lastDays(N(now), 7) });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add('users', 4, 'how many distinct customers had a loyalty.points_redeemed last month?', (ev, now) => {
  const s = select(ev, { range: R.lastMonth(N(now)), names: [EV.points] });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add(
  'users',
  5,
  'number of users with at least one no_show in the last 60 days — want to see if the deposit idea is worth it',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(N(now), 60), names: [EV.noshow] });
    return hi({ numbers: [users(s).size], dataPoints: s.length });
  },
);
add('users', 6, 'how many diffrent members rented shoes in the last 3 days', (ev, now) => {
  const s = select(ev, { range: R.lastDays(N(now), 3), names: [EV.shoe] });
  return nh({ numbers: [users(s).size], dataPoints: s.length });
});
add(
  'users',
  7,
  (now) => `users who had a Party Package Booked since ${shortDay(ago(now, 45))}`,
  (ev, now) => {
    const s = select(ev, { range: R.since(ago(now, 45), N(now)), names: [EV.party] });
    return hi({ numbers: [users(s).size], dataPoints: s.length });
  },
);
add(
  'users',
  8,
  (now) => `How many people finished a game between ${longDay(ago(now, 20))} and ${longDay(ago(now, 14))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.between(ago(now, 20), ago(now, 14)), names: [EV.finish] });
    return nh({ numbers: [users(s).size], dataPoints: s.length });
  },
);
add('users', 9, 'how many users did lane_waitlist_joined this month?', low(), { low: true });
// ================================ value =====================================================
add('value', 1, 'average game-finished value over the last 30 days (that is the score)', (ev, now) => {
  const s = select(ev, { range: R.lastDays(N(now), 30), names: [EV.finish] });
  return hi({ numbers: [O.avg(s)], dataPoints: s.length });
});
add('value', 2, 'highest game-finished score we have ever recorded?', (ev) => {
  const s = select(ev, { names: [EV.finish] });
  return hi({ numbers: [max(s)], dataPoints: s.length });
});
add('value', 3, 'total bar_order amount last month', (ev, now) => {
  const s = select(ev, { range: R.lastMonth(N(now)), names: [EV.bar] });
  return hi({ numbers: [round(sum(s), 2)], dataPoints: s.length });
});
add('value', 4, 'median food.order amount, past 14 days', (ev, now) => {
  const s = select(ev, { range: R.lastDays(N(now), 14), names: [EV.food] });
  return hi({ numbers: [median(s)], dataPoints: s.length });
});
add(
  'value',
  5,
  (now) => `what was the minimum lane_booked value in ${monthName(monthBack(now, 1))}`,
  (ev, now) => {
    const s = select(ev, { range: R.month(monthBack(now, 1)), names: [EV.booked] });
    return hi({ numbers: [min(s)], dataPoints: s.length });
  },
);
add('value', 6, 'sum of LeagueSignup values, all time', (ev) => {
  const s = select(ev, { names: [EV.league] });
  return hi({ numbers: [round(sum(s), 2)], dataPoints: s.length });
});
add('value', 7, "for the board deck: what's our revenue over the last 30 days?", (ev, now) => {
  const s = select(ev, { range: R.lastDays(N(now), 30), names: MONEY });
  return nh({ numbers: [round(sum(s), 2)], dataPoints: s.length });
});
add('value', 8, 'avg bar_order for member_1013?', (ev) => {
  const s = select(ev, { names: [EV.bar], user: P.bigSpender });
  return hi({ numbers: [O.avg(s)], dataPoints: s.length });
});
add(
  'value',
  9,
  (now) => `how much did party packages bring in between ${iso(ago(now, 90))} and ${iso(ago(now, 1))}`,
  (ev, now) => {
    const s = select(ev, { range: R.between(ago(now, 90), ago(now, 1)), names: [EV.party] });
    return nh({ numbers: [round(sum(s), 2)], dataPoints: s.length });
  },
);
add('value', 10, 'how much has member_1013 spent with us in total?', (ev) => {
  const s = select(ev, { names: MONEY, user: P.bigSpender });
  return nh({ numbers: [round(sum(s), 2)], dataPoints: s.length });
});
// ================================ top-events ================================================
add(
  'top-events',
  1,
  'top 5 events last 30 days',
  ranked((ev, now) => {
    const s = select(ev, { range: R.lastDays(N(now), 30) });
    return { map: tally(s, O.byName), n: 5, dataPoints: s.length };
  }),
);
add(
  'top-events',
  2,
  'what are the 3 most common events, all time?',
  ranked((ev) => ({ map: tally(ev, O.byName), n: 3, dataPoints: ev.length })),
);
add(
  'top-events',
  3,
  'least common 3 events last month',
  ranked((ev, now) => {
    const s = select(ev, { range: R.lastMonth(N(now)) });
    return { map: tally(s, O.byName), n: 3, ascending: true, dataPoints: s.length };
  }),
);
add(
  'top-events',
  4,
  'which 3 events happened the most yesterday?',
  ranked((ev, now) => {
    const s = select(ev, { range: R.yesterday(N(now)) });
    return { map: tally(s, O.byName), n: 3, dataPoints: s.length };
  }),
);
add(
  'top-events',
  5,
  'member_1007 — top 3 events they fire?',
  ranked((ev) => {
    const s = select(ev, { user: P.topBowler });
    return { map: tally(s, O.byName), n: 3, dataPoints: s.length };
  }),
);
add(
  'top-events',
  6,
  "what's the rarest event we have, over all time?",
  ranked((ev, now) => {
    const s = select(ev, {});
    return { map: tally(s, O.byName), n: 1, ascending: true, dataPoints: s.length };
  }),
);
add(
  'top-events',
  7,
  'rank our events by how often they happen over the last 2 weeks, top 6 please',
  ranked((ev, now) => {
    const s = select(ev, { range: R.lastWeeks(N(now), 2) });
    return { map: tally(s, O.byName), n: 6, dataPoints: s.length };
  }),
);
add(
  'top-events',
  9,
  'what were the top events last week',
  ranked((ev, now) => {
    const s = select(ev, { range: R.lastWeek(N(now)) });
    return { map: tally(s, O.byName), n: 5, dataPoints: s.length };
  }),
);

// ================================ top-users =================================================
add(
  'top-users',
  1,
  'top 3 bowlers by total pinfall in the last 30 days (sum of game-finished values)',
  ranked((ev, now) => {
    const s = select(ev, { range: R.lastDays(N(now), 30), names: [EV.finish] });
    return { map: tally(s, O.byUser, O.value), n: 3, dataPoints: s.length };
  }),
);
add(
  'top-users',
  2,
  'who are the top 3 spenders on bar_order over the past 60 days?',
  ranked((ev, now) => {
    const s = select(ev, { range: R.lastDays(N(now), 60), names: [EV.bar] });
    return { map: tally(s, O.byUser, O.value), n: 3, dataPoints: s.length };
  }),
);
add(
  'top-users',
  3,
  'which member had the most game-finished last month',
  ranked((ev, now) => {
    const s = select(ev, { range: R.lastMonth(N(now)), names: [EV.finish] });
    return { map: tally(s, O.byUser), n: 1, dataPoints: s.length };
  }),
);
add(
  'top-users',
  4,
  'top 5 spenders overall — want to send them a thank-you voucher',
  ranked((ev) => {
    const s = select(ev, { names: MONEY });
    return { map: tally(s, O.byUser, O.value), n: 5, dataPoints: s.length, confidence: 'not-high' };
  }),
);
add(
  'top-users',
  5,
  'which member has the most no_show events?',
  ranked((ev) => {
    const s = select(ev, { names: [EV.noshow] });
    return { map: tally(s, O.byUser), n: 1, dataPoints: s.length };
  }),
);
add(
  'top-users',
  6,
  (now) => `who spent the most on bar_order in ${monthName(monthBack(now, 1))}?`,
  ranked((ev, now) => {
    const s = select(ev, { range: R.month(monthBack(now, 1)), names: [EV.bar] });
    return { map: tally(s, O.byUser, O.value), n: 1, dataPoints: s.length };
  }),
);
add(
  'top-users',
  7,
  'most active user in the last 14 days?',
  ranked((ev, now) => {
    const s = select(ev, { range: R.lastDays(N(now), 14) });
    return { map: tally(s, O.byUser), n: 1, dataPoints: s.length };
  }),
);
add(
  'top-users',
  8,
  'which user has the biggest total Party Package Booked value?',
  ranked((ev) => {
    const s = select(ev, { names: [EV.party] });
    return { map: tally(s, O.byUser, O.value), n: 1, dataPoints: s.length };
  }),
);
// ================================ user ======================================================
add('user', 1, 'how many events does member_1007 have?', (ev) => {
  const s = select(ev, { user: P.topBowler });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add('user', 2, 'when did member_1021 last show up? they used to come in every week', (ev) => {
  const s = select(ev, { user: P.churner });
  return hi({ names: [minute(lastTime(s))], dataPoints: s.length });
});
add('user', 3, 'first seen date for member_1450', (ev) => {
  const s = select(ev, { user: P.newcomer });
  return hi({ names: [minute(firstTime(s))], dataPoints: s.length });
});
add('user', 4, 'which event names has member_1033 used?', (ev) => {
  const s = select(ev, { user: P.noShower });
  return hi({ names: [...new Set(s.map((e) => e.eventName))], unordered: true, dataPoints: s.length });
});
add('user', 5, "support ticket: what were member_1013's 3 most recent events?", (ev) => {
  const s = select(ev, { user: P.bigSpender });
  return hi({
    names: O.newestFirst(s)
      .slice(0, 3)
      .map((e) => e.eventName),
    dataPoints: s.length,
  });
});
// the 3rd and 4th newest (and any of the first 3) must not share a timestamp
cases.at(-1).expect.tieAtCut = (ev) => {
  const t = O.newestFirst(select(ev, { user: P.bigSpender }))
    .slice(0, 4)
    .map(time);
  return new Set(t).size < t.length;
};
add('user', 6, 'member_1007 activity in the last 30 days - how many events?', (ev, now) => {
  const s = select(ev, { user: P.topBowler, range: R.lastDays(N(now), 30) });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add(
  'user',
  7,
  (now) => `how many game-finished did member_1007 log in ${monthName(monthBack(now, 2))}?`,
  (ev, now) => {
    const s = select(ev, { user: P.topBowler, range: R.month(monthBack(now, 2)), names: [EV.finish] });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);
add('user', 8, `when was ${NOBODY} last active?`, low(), { low: true });
add('user', 9, 'first and last seen for member_1021', (ev) => {
  const s = select(ev, { user: P.churner });
  return hi({ names: [minute(firstTime(s)), minute(lastTime(s))], dataPoints: s.length });
});
// ================================ breakdown =================================================
add(
  'breakdown',
  1,
  'which weekday is busiest, looking at all events over the last 8 weeks?',
  ranked((ev, now) => {
    const s = select(ev, { range: R.lastWeeks(N(now), 8) });
    return { map: tally(s, O.byWeekday), n: 1, dataPoints: s.length };
  }),
);
add(
  'breakdown',
  2,
  (now) => `lane_booked per month since ${iso(monthBack(now, 2))}`,
  (ev, now) => {
    const s = select(ev, { range: R.since(monthBack(now, 2), N(now)), names: [EV.booked] });
    const m = [...tally(s, O.byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return hi({ names: m.map(([k]) => k), numbers: m.map(([, v]) => v), dataPoints: s.length });
  },
);
add(
  'breakdown',
  3,
  'what hour of the day sees the most Game Started events?',
  ranked((ev) => {
    const s = select(ev, { names: [EV.start] });
    return { map: tally(s, O.byHour), n: 1, dataPoints: s.length };
  }),
);
add(
  'breakdown',
  4,
  'busiest day in the last 30 days?',
  ranked((ev, now) => {
    const s = select(ev, { range: R.lastDays(N(now), 30) });
    return { map: tally(s, O.byDay), n: 1, dataPoints: s.length };
  }),
);
add('breakdown', 5, 'weekly bar_order counts for the last 4 weeks', (ev, now) => {
  const s = select(ev, { range: R.lastWeeks(N(now), 4), names: [EV.bar] });
  const m = [...tally(s, O.byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return hi({ names: m.map(([k]) => k), numbers: m.map(([, v]) => v), dataPoints: s.length });
});
add(
  'breakdown',
  6,
  'Which day had the most booking-cancelled in the past 60 days?',
  ranked((ev, now) => {
    const s = select(ev, { range: R.lastDays(N(now), 60), names: [EV.cancel] });
    return { map: tally(s, O.byDay), n: 1, dataPoints: s.length };
  }),
);
add(
  'breakdown',
  7,
  'on which weekday do most ShoeRental events happen?',
  ranked((ev) => {
    const s = select(ev, { names: [EV.shoe] });
    return { map: tally(s, O.byWeekday), n: 1, dataPoints: s.length };
  }),
);
add('breakdown', 8, 'desk.checkin per day for the last 7 days', (ev, now) => {
  const s = select(ev, { range: R.lastDays(N(now), 7), names: [EV.checkin] });
  const m = [...tally(s, O.byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return hi({ names: m.map(([k]) => k), numbers: m.map(([, v]) => v), dataPoints: s.length });
});
// ================================ compare ===================================================
const cmpRange = (ev, r1, r2, names, measure = (s) => s.length) => {
  const a = select(ev, { range: r1, names }),
    b = select(ev, { range: r2, names });
  return compareExp(a, b, measure);
};
add('compare', 1, 'total lane_booked value: last 7 days vs the 7 days before?', (ev, now) =>
  cmpRange(ev, { from: N(now) - 14 * DAY, to: N(now) - 7 * DAY }, R.lastDays(N(now), 7), [EV.booked], (s) =>
    round(sum(s), 2),
  ),
);
add(
  'compare',
  2,
  (now) => `compare game-finished counts, ${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}`,
  (ev, now) => cmpRange(ev, R.month(monthBack(now, 2)), R.month(monthBack(now, 1)), [EV.finish]),
);
add('compare', 3, 'is bar_order growing? last 30 days against the previous 30', (ev, now) =>
  cmpRange(ev, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, R.lastDays(N(now), 30), [EV.bar]),
);
add('compare', 4, 'desk.checkin last week compared with the week before', (ev, now) => {
  const lw = R.lastWeek(N(now));
  return cmpRange(ev, { from: lw.from - 7 * DAY, to: lw.from }, lw, [EV.checkin]);
});
add('compare', 5, 'active users in the last 30 days vs the previous 30 days', (ev, now) =>
  cmpRange(
    ev,
    { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY },
    R.lastDays(N(now), 30),
    undefined,
    (s) => users(s).size,
  ),
);
add(
  'compare',
  6,
  'loyalty.points_redeemed total points: last 30 days vs the 30 days before that. are people using the loyalty scheme more?',
  (ev, now) =>
    cmpRange(
      ev,
      { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY },
      R.lastDays(N(now), 30),
      [EV.points],
      (s) => sum(s),
    ),
);
add('compare', 7, 'total food.order amount last month vs the month before', (ev, now) =>
  cmpRange(ev, R.month(monthBack(now, 2)), R.lastMonth(N(now)), [EV.food], (s) => round(sum(s), 2)),
);
add(
  'compare',
  8,
  (now) =>
    `LeagueSignup between ${iso(ago(now, 110))} and ${iso(ago(now, 81))} versus between ${iso(ago(now, 80))} and ${iso(ago(now, 51))}`,
  (ev, now) =>
    cmpRange(ev, R.between(ago(now, 110), ago(now, 81)), R.between(ago(now, 80), ago(now, 51)), [EV.league]),
);
// ================================ share =====================================================
const shareEvents = (ev, range, names) => {
  const s = select(ev, { range });
  const part = s.filter((e) => names.includes(e.eventName)).length;
  return { numbers: [part], percents: [percent(part, s.length)], dataPoints: s.length };
};
const shareUsers = (ev, range, names) => {
  const s = select(ev, { range });
  const all = users(s).size,
    part = users(s.filter((e) => names.includes(e.eventName))).size;
  return { numbers: [part, all], percents: [percent(part, all)], dataPoints: s.length };
};
add('share', 1, 'what percentage of events in the last 30 days were bar_order?', (ev, now) =>
  hi(shareEvents(ev, R.lastDays(N(now), 30), [EV.bar])),
);
add('share', 2, 'what % of active users last month did a LeagueSignup', (ev, now) =>
  hi(shareUsers(ev, R.lastMonth(N(now)), [EV.league])),
);
add('share', 3, 'what share of all events are no_show?', (ev) => hi(shareEvents(ev, R.all(), [EV.noshow])));
add('share', 4, 'percent of users who had a ShoeRental in the last 7 days', (ev, now) =>
  hi(shareUsers(ev, R.lastDays(N(now), 7), [EV.shoe])),
);
add('share', 5, "what fraction of the past 14 days' activity was game-finished?", (ev, now) =>
  hi(shareEvents(ev, R.lastDays(N(now), 14), [EV.finish])),
);
add(
  'share',
  6,
  (now) => `how many % of customers ordered food in ${monthName(monthBack(now, 1))}?`,
  (ev, now) => nh(shareUsers(ev, R.month(monthBack(now, 1)), [EV.food])),
);
add('share', 7, 'what percentage of our users ever booked a birthday party?', (ev) =>
  nh(shareUsers(ev, R.all(), [EV.party])),
);
add(
  'share',
  8,
  (now) => `share of events that were booking-cancelled on ${iso(ago(now, 37))}`,
  (ev, now) => hi(shareEvents(ev, R.on(ago(now, 37)), [EV.cancel])),
);

// ================================ conversion ================================================
const conv = (ev, range, a, b, conf = 'high') => {
  const c = O.conversion(ev, range, a, b);
  const dp = select(ev, { range, names: [a, b] }).length;
  return { confidence: conf, numbers: [c.did, c.converted], percents: [c.pct], dataPoints: dp };
};
add(
  'conversion',
  1,
  'of the users who did lane_booked in the last 30 days, how many went on to a desk.checkin?',
  (ev, now) => conv(ev, R.lastDays(N(now), 30), EV.booked, EV.checkin),
);
add('conversion', 2, 'desk.checkin → bar_order conversion over the past 14 days', (ev, now) =>
  conv(ev, R.lastDays(N(now), 14), EV.checkin, EV.bar),
);
add(
  'conversion',
  3,
  (now) =>
    `of those who had a Game Started in ${monthName(monthBack(now, 1))}, what percentage then had game-finished?`,
  (ev, now) => conv(ev, R.month(monthBack(now, 1)), EV.start, EV.finish),
);
add(
  'conversion',
  4,
  'lane_booked to booking-cancelled, last 60 days — how many users and what rate',
  (ev, now) => conv(ev, R.lastDays(N(now), 60), EV.booked, EV.cancel),
);
add('conversion', 5, 'how many people who did a ShoeRental later did loyalty.points_redeemed?', (ev) =>
  conv(ev, R.all(), EV.shoe, EV.points),
);
add(
  'conversion',
  6,
  'LeagueSignup -> Party Package Booked: how many league bowlers went on to book a party?',
  (ev) => conv(ev, R.all(), EV.league, EV.party),
);
add(
  'conversion',
  7,
  (now) => `of members who checked in since ${longDay(ago(now, 21))}, what % ordered food afterwards?`,
  (ev, now) => conv(ev, R.since(ago(now, 21), N(now)), EV.checkin, EV.food, 'not-high'),
);
add('conversion', 8, 'conversion from desk.checkin to ShoeRental in the last 7 days', (ev, now) =>
  conv(ev, R.lastDays(N(now), 7), EV.checkin, EV.shoe),
);

// ================================ churn =====================================================
const churnExp = (ev, r1, r2) => {
  const c = O.churned(ev, r1, r2);
  const dp = ev.filter((e) => O.inRange(e, r1) || O.inRange(e, r2)).length;
  return hi({ numbers: [c.length], dataPoints: dp });
};
const newExp = (ev, range) => hi({ numbers: [O.newUsers(ev, range).length] });
add(
  'churn',
  1,
  (now) =>
    `how many users were active in ${monthName(monthBack(now, 2))} but not in ${monthName(monthBack(now, 1))}?`,
  (ev, now) => churnExp(ev, R.month(monthBack(now, 2)), R.month(monthBack(now, 1))),
);
add('churn', 2, 'new users in the last 30 days?', (ev, now) => newExp(ev, R.lastDays(N(now), 30)));
add(
  'churn',
  3,
  (now) =>
    `churn check: users active between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} who have had no events since ${iso(ago(now, 30))}`,
  (ev, now) => churnExp(ev, R.between(ago(now, 60), ago(now, 31)), R.since(ago(now, 30), N(now))),
);
add('churn', 4, 'how many brand new users did we get last week?', (ev, now) =>
  newExp(ev, R.lastWeek(N(now))),
);
add(
  'churn',
  5,
  'users who were active in the 30 days before the last 30 days but have not been back in the last 30 days',
  (ev, now) => churnExp(ev, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, R.lastDays(N(now), 30)),
);
add(
  'churn',
  6,
  (now) =>
    `how many first-time users in ${monthName(monthBack(now, 1))} ${new Date(monthBack(now, 1)).getUTCFullYear()}`,
  (ev, now) => newExp(ev, R.month(monthBack(now, 1))),
);
add(
  'churn',
  7,
  (now) => `new customers since ${dmy(ago(now, 45))}?`,
  (ev, now) => newExp(ev, R.since(ago(now, 45), N(now))),
);
add('churn', 8, 'how many people active last week have not done anything in the last 3 days', (ev, now) =>
  churnExp(ev, R.lastWeek(N(now)), R.lastDays(N(now), 3)),
);

// ================================ recency ===================================================
const lastOf = (ev, names, user) => {
  const s = select(ev, { names, user });
  return hi({ names: [minute(lastTime(s))], dataPoints: s.length });
};
add('recency', 1, 'when was the last no_show?', (ev) => lastOf(ev, [EV.noshow]));
add('recency', 2, 'did anyone have a Party Package Booked in the last 14 days?', (ev, now) => {
  const s = select(ev, { range: R.lastDays(N(now), 14), names: [EV.party] });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add('recency', 3, 'last LeagueSignup - when was it?', (ev) => lastOf(ev, [EV.league]));
add('recency', 4, 'when was the most recent Party Package Booked', (ev) => lastOf(ev, [EV.party]));
add('recency', 5, 'has member_1021 done anything in the last 30 days?', () => LOW, { low: true });
add('recency', 6, 'when did member_1007 last have a game-finished?', (ev) =>
  lastOf(ev, [EV.finish], P.topBowler),
);
add('recency', 7, 'most recent booking-cancelled — when?', (ev) => lastOf(ev, [EV.cancel]));
add('recency', 8, 'did anyone ever do lane_refund_issued?', low(), { low: true });
// ================================ catalogue =================================================
const allDp = (ev) => ev.length;
add('catalogue', 1, 'what events do we track?', (ev) =>
  hi({ names: ALL_NAMES, unordered: true, dataPoints: allDp(ev) }),
);
add('catalogue', 2, 'how many users are there in total', (ev) =>
  hi({ numbers: [users(ev).size], dataPoints: allDp(ev) }),
);
add('catalogue', 3, 'how many events do we have overall?', (ev) =>
  hi({ numbers: [ev.length], dataPoints: allDp(ev) }),
);
add('catalogue', 4, 'how many distinct event names are there?', (ev) =>
  hi({ numbers: [new Set(ev.map((e) => e.eventName)).size], dataPoints: allDp(ev) }),
);
add('catalogue', 5, 'give me the totals: number of users and number of events in the account', (ev) =>
  hi({ numbers: [users(ev).size, ev.length], dataPoints: allDp(ev) }),
);
add('catalogue', 6, 'new analyst here — what kind of events are in this dataset? list them', (ev) =>
  hi({ names: ALL_NAMES, unordered: true, dataPoints: allDp(ev) }),
);
add('catalogue', 7, 'list all event names along with how many times each occurred', (ev) => {
  const list = rank(tally(ev, O.byName));
  return hi({
    names: list.map(([k]) => k),
    unordered: true,
    numbers: list.map(([, v]) => v),
    dataPoints: allDp(ev),
  });
});
// ================================ other =====================================================
add('other', 1, "what's the weather forecast for saturday's league night?", low());
add('other', 2, 'how many strikes did member_1007 roll last week?', low());
add('other', 3, 'which of our alley locations is the busiest?', low());
add('other', 4, 'average age of the people in our leagues?', low());
add('other', 5, 'what NPS did the birthday-party survey get?', low());
add('other', 6, 'how much do we spend on lane oil each month', low());
add('other', 7, "what's the email address for member_1013? need to call them about their party", low());
add('other', 8, 'write me a limerick about gutter balls', low());
add('other', 9, 'what do staff think of the new shoe-sanitizer machines', low());

export { cases };
