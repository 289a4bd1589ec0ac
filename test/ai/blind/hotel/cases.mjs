// Blind round "hotel": questions from a small hotel chain's revenue managers, front-office
// leads, housekeeping supervisors, finance, product and engineering. Every expectation is
// computed from the events with the reference oracle, following SEMANTICS.md.

import {
  DAY,
  MONTHS,
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
  round,
  time,
  isoDay,
  dayStart,
  weekStart,
  monthStart,
  pastMonth,
  pastMonthDay,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, INCIDENT_DAYS_AGO } from './data.mjs';

// ---- dates as people write them -----------------------------------------------------------

const ord = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const ago = (now, n) => dayStart(+now) - n * DAY; // start of the UTC day n days back
const iso = (t) => isoDay(t);
const longDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}${ord(d.getUTCDate())}`;
};
const shortDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const dmy = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`;
};
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
// A named day without a year, resolved the way SEMANTICS does ("nearest past one").
const namedDay = (now, t) =>
  ranges.on(pastMonthDay(+now, new Date(t).getUTCMonth(), new Date(t).getUTCDate()));
// A named month without a year: the most recent one that has begun.
const namedMonth = (now, t) => ranges.month(pastMonth(+now, new Date(t).getUTCMonth()));
const incident = (now) => ago(now, INCIDENT_DAYS_AGO);
const lastMonthStart = (now) => monthStart(+now, -1);
const twoMonthsStart = (now) => monthStart(+now, -2);

// ---- expectation builders -------------------------------------------------------------------

const r2 = (x) => round(x, 2);
const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => LOW;
const countOf = (evs, confidence = 'high') => ({ numbers: [evs.length], confidence, dataPoints: evs.length });

// A ranked list (top N): names in order with their figures; the case fails the self-check if
// the Nth and the (N+1)th are tied.
function ranked(build, n, { ascending = false, confidence = 'high', fig = (x) => x } = {}) {
  const f = (events, now) => {
    const { map, dataPoints } = build(events, +now);
    const top = rank(map, { n, ascending });
    return { names: top.map(([k]) => k), numbers: top.map(([, v]) => fig(v)), confidence, dataPoints };
  };
  f.tieAtCut = (events, now) => {
    const all = rank(build(events, +now).map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}

// A breakdown listed in time order.
function series(build) {
  return (events, now) => {
    const { map, dataPoints } = build(events, +now);
    const rows = [...map].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return { names: rows.map(([k]) => k), numbers: rows.map(([, v]) => v), confidence: 'high', dataPoints };
  };
}

function compareExp(earlierEvs, laterEvs, measure, confidence = 'high') {
  const c = change(measure(earlierEvs), measure(laterEvs));
  const diff = Number.isInteger(c.diff) ? c.diff : r2(c.diff);
  return {
    numbers: [c.earlier, c.later, diff],
    percents: c.pct === null ? [] : [c.pct],
    confidence,
    dataPoints: earlierEvs.length + laterEvs.length,
  };
}

const MONEY = ['booking_created', 'RoomServiceOrdered']; // "revenue", "spenders" (see NOTES.md)

// ---- the cases --------------------------------------------------------------------------------

export const cases = [
  // ===== count =====
  {
    id: 'count-bookings-30d',
    type: 'count',
    question: 'How many booking_created events did we get in the last 30 days?',
    expect: (ev, now) =>
      countOf(select(ev, { range: ranges.lastDays(+now, 30), names: ['booking_created'] })),
  },
  {
    id: 'count-checkins-yesterday',
    type: 'count',
    question: 'front desk handover — number of checked in yesterday?',
    expect: (ev, now) => countOf(select(ev, { range: ranges.yesterday(+now), names: ['checked_in'] })),
  },
  {
    id: 'count-all-last-week',
    type: 'count',
    question: 'total events last week, all types togther',
    expect: (ev, now) => countOf(select(ev, { range: ranges.lastWeek(+now) })),
  },
  {
    id: 'count-keys-14d',
    type: 'count',
    question:
      'How many times was mobile_key.opened fired in the past 14 days? checking load on the lock gateway',
    expect: (ev, now) =>
      countOf(select(ev, { range: ranges.lastDays(+now, 14), names: ['mobile_key.opened'] })),
  },
  {
    id: 'count-sync-failed-incident',
    type: 'count',
    question: (now) => `how many rate_sync.failed did the channel bot log on ${iso(incident(now))}?`,
    expect: (ev, now) =>
      countOf(select(ev, { range: ranges.on(incident(now)), names: ['rate_sync.failed'] })),
  },
  {
    id: 'count-rso-guest42',
    type: 'count',
    question: 'How many RoomServiceOrdered events has guest_0042 got in total?',
    expect: (ev) => countOf(select(ev, { names: ['RoomServiceOrdered'], user: 'guest_0042' })),
  },
  {
    id: 'count-loose-room-service-orders',
    type: 'count',
    question: (now) => `how many room service orders have we had since ${dmy(ago(now, 60))}?`,
    expect: (ev, now) =>
      countOf(
        select(ev, { range: ranges.since(ago(now, 60), +now), names: ['RoomServiceOrdered'] }),
        'not-high',
      ),
  },
  {
    id: 'count-unknown-spa',
    type: 'count',
    low: true,
    question: 'How many spa_booked events were there last month?',
    expect: low,
  },
  {
    id: 'count-reviews-between',
    type: 'count',
    question: (now) =>
      `Count of Review Submitted between ${iso(ago(now, 50))} and ${iso(ago(now, 44))} please`,
    expect: (ev, now) =>
      countOf(select(ev, { range: ranges.between(ago(now, 50), ago(now, 44)), names: ['Review Submitted'] })),
  },
  {
    id: 'count-complaints-month',
    type: 'count',
    question: (now) => `how many complaint_logged in ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) =>
      countOf(select(ev, { range: namedMonth(now, lastMonthStart(now)), names: ['complaint_logged'] })),
  },
  {
    id: 'count-sync-today',
    type: 'count',
    question: 'rate_sync.completed count today?',
    expect: (ev, now) => countOf(select(ev, { range: ranges.today(+now), names: ['rate_sync.completed'] })),
  },

  // ===== users =====
  {
    id: 'users-checkedin-last-month',
    type: 'users',
    question: 'How many unique users checked_in last month?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastMonth(+now), names: ['checked_in'] });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-active-7d',
    type: 'users',
    question: 'active users in the past 7 days?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 7) });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-keys-last-week',
    type: 'users',
    question: 'how many distinct people used mobile_key.opened last week',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastWeek(+now), names: ['mobile_key.opened'] });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-cleaners-30d',
    type: 'users',
    question:
      'Housekeeping supervisor here: how many different users logged room.cleaned in the last 30 days?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 30), names: ['room.cleaned'] });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-any-yesterday',
    type: 'users',
    question: 'how many users did anythng at all yesterday',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.yesterday(+now) });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-reviewers-since',
    type: 'users',
    question: (now) => `How many customers have done a Review Submitted since ${longDay(ago(now, 45))}?`,
    expect: (ev, now) => {
      const evs = select(ev, {
        range: ranges.since(
          pastMonthDay(+now, new Date(ago(now, 45)).getUTCMonth(), new Date(ago(now, 45)).getUTCDate()),
          +now,
        ),
        names: ['Review Submitted'],
      });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-loose-cancellers',
    type: 'users',
    question: 'how many people cancelled their bookings in the last 60 days?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 60), names: ['booking-cancelled'] });
      return { numbers: [users(evs).size], confidence: 'not-high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-unknown-loyalty',
    type: 'users',
    low: true,
    question: 'how many unique users did loyalty_points_redeemed last week',
    expect: low,
  },

  // ===== value =====
  {
    id: 'value-rso-sum-last-month',
    type: 'value',
    question: 'Total RoomServiceOrdered amount last month? finance wants it for the F&B report',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastMonth(+now), names: ['RoomServiceOrdered'] });
      return { numbers: [r2(sum(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-review-avg-30d',
    type: 'value',
    question: 'average Review Submitted value over the past 30 days (it is the star rating)',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 30), names: ['Review Submitted'] });
      return { numbers: [avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-refund-max',
    type: 'value',
    question: "What's the biggest single RefundIssued amount we've ever given out? max please",
    expect: (ev) => {
      const evs = select(ev, { names: ['RefundIssued'] });
      return { numbers: [max(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-cleaning-median-14d',
    type: 'value',
    question: 'median room.cleaned value in the last 14 days? value is minutes per room',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 14), names: ['room.cleaned'] });
      const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
      const m = v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
      return { numbers: [r2(m)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-discount-sum-month',
    type: 'value',
    question: (now) => `sum of discount-applied in ${monthYear(twoMonthsStart(now))}`,
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.month(twoMonthsStart(now)), names: ['discount-applied'] });
      return { numbers: [r2(sum(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-booking-avg-since',
    type: 'value',
    question: (now) => `Whats the avg booking_created value since ${shortDay(ago(now, 90))}?`,
    expect: (ev, now) => {
      const t = ago(now, 90);
      const evs = select(ev, {
        range: ranges.since(pastMonthDay(+now, new Date(t).getUTCMonth(), new Date(t).getUTCDate()), +now),
        names: ['booking_created'],
      });
      return { numbers: [avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-revenue-30d',
    type: 'value',
    question: 'For the revenue meeting: what was our revenue in the last 30 days?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 30), names: MONEY });
      return {
        numbers: [r2(sum(evs))],
        names: MONEY,
        unordered: true,
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'value-nights-last-month',
    type: 'value',
    question:
      'total checked_in value last month — that value is the number of nights, so this is nights sold',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastMonth(+now), names: ['checked_in'] });
      return { numbers: [sum(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-complaint-avg-60d',
    type: 'value',
    question: 'Mean complaint_logged value for the past 60 days? (its minutes to resolve)',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 60), names: ['complaint_logged'] });
      return { numbers: [avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-rso-min-guest42',
    type: 'value',
    question: 'smallest RoomServiceOrdered amount for guest_0042?',
    expect: (ev) => {
      const evs = select(ev, { names: ['RoomServiceOrdered'], user: 'guest_0042' });
      return { numbers: [min(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-unknown-user-spend',
    type: 'value',
    low: true,
    question: 'total RoomServiceOrdered spent by guest_9999?',
    expect: low,
  },

  // ===== top-events =====
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(now, 30) });
      return { map: tally(evs, byName), dataPoints: evs.length };
    }, 5),
  },
  {
    id: 'top-events-most-common',
    type: 'top-events',
    question: 'What is the single most common event we store?',
    expect: ranked((ev) => ({ map: tally(ev, byName), dataPoints: ev.length }), 1),
  },
  {
    id: 'top-events-least-60d',
    type: 'top-events',
    question: 'which 3 event types were least common in the last 60 days?',
    expect: ranked(
      (ev, now) => {
        const evs = select(ev, { range: ranges.lastDays(now, 60) });
        return { map: tally(evs, byName), dataPoints: evs.length };
      },
      3,
      { ascending: true },
    ),
  },
  {
    id: 'top-events-yesterday-top',
    type: 'top-events',
    question: 'what was the most frequent event yesterday?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: ranges.yesterday(now) });
      return { map: tally(evs, byName), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'top-events-guest42-top1',
    type: 'top-events',
    question: 'most common event for guest_0042?',
    expect: ranked((ev) => {
      const evs = select(ev, { user: 'guest_0042' });
      return { map: tally(evs, byName), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'top-events-last-week-4',
    type: 'top-events',
    question: 'Top 4 events last week? for the prodcut review slide',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: ranges.lastWeek(now) });
      return { map: tally(evs, byName), dataPoints: evs.length };
    }, 4),
  },
  {
    id: 'top-events-rank-all-since',
    type: 'top-events',
    question: (now) => `rank every event name by how often it happened since ${iso(ago(now, 21))}`,
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: ranges.since(ago(now, 21), now) });
      return { map: tally(evs, byName), dataPoints: evs.length };
    }, Infinity),
  },
  {
    id: 'top-events-least-default',
    type: 'top-events',
    question: 'list the least used events in the past 90 days',
    expect: ranked(
      (ev, now) => {
        const evs = select(ev, { range: ranges.lastDays(now, 90) });
        return { map: tally(evs, byName), dataPoints: evs.length };
      },
      5,
      { ascending: true },
    ),
  },

  // ===== top-users =====
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'top 3 most active users over the last 30 days',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(now, 30) });
      return { map: tally(evs, byUser), dataPoints: evs.length };
    }, 3),
  },
  {
    id: 'top-users-rso-spenders',
    type: 'top-users',
    question: 'Who are our top 3 spenders on RoomServiceOrdered, by total amount?',
    expect: ranked(
      (ev) => {
        const evs = select(ev, { names: ['RoomServiceOrdered'] });
        return { map: tally(evs, byUser, value), dataPoints: evs.length };
      },
      3,
      { fig: r2 },
    ),
  },
  {
    id: 'top-users-spenders-loose',
    type: 'top-users',
    question: 'who are the top spenders? revenue manager wants to thank our best guests',
    expect: ranked(
      (ev) => {
        const evs = select(ev, { names: MONEY });
        return { map: tally(evs, byUser, value), dataPoints: evs.length };
      },
      5,
      { fig: r2, confidence: 'not-high' },
    ),
  },
  {
    id: 'top-users-cleaner-last-month',
    type: 'top-users',
    question: 'which user did the most room.cleaned last month?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: ranges.lastMonth(now), names: ['room.cleaned'] });
      return { map: tally(evs, byUser), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'top-users-discounts-90d',
    type: 'top-users',
    question: 'Who applied the most discount-applied in the past 90 days? asking because margins look thin',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(now, 90), names: ['discount-applied'] });
      return { map: tally(evs, byUser), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'top-users-booking-value-since',
    type: 'top-users',
    question: (now) => `top 3 users by booking_created value since ${longDay(ago(now, 100))}`,
    expect: ranked((ev, now) => {
      const t = ago(now, 100);
      const evs = select(ev, {
        range: ranges.since(pastMonthDay(now, new Date(t).getUTCMonth(), new Date(t).getUTCDate()), now),
        names: ['booking_created'],
      });
      return { map: tally(evs, byUser, value), dataPoints: evs.length };
    }, 3),
  },
  {
    id: 'top-users-rso-60d',
    type: 'top-users',
    question: 'F&B manager: top 3 guests by RoomServiceOrdered amount over the last 60 days?',
    expect: ranked(
      (ev, now) => {
        const evs = select(ev, { range: ranges.lastDays(now, 60), names: ['RoomServiceOrdered'] });
        return { map: tally(evs, byUser, value), dataPoints: evs.length };
      },
      3,
      { fig: r2 },
    ),
  },
  {
    id: 'top-users-all-time-3',
    type: 'top-users',
    question: 'Top 3 users by number of events, all time.',
    expect: ranked((ev) => ({ map: tally(ev, byUser), dataPoints: ev.length }), 3),
  },

  // ===== user =====
  {
    id: 'user-guest42-count',
    type: 'user',
    question: 'How many events does guest_0042 have?',
    expect: (ev) => countOf(select(ev, { user: 'guest_0042' })),
  },
  {
    id: 'user-guest117-first-last',
    type: 'user',
    question: 'when was guest_0117 first seen and when last seen?',
    expect: (ev) => {
      const evs = select(ev, { user: 'guest_0117' });
      return {
        names: [iso(Math.min(...evs.map(time))), iso(Math.max(...evs.map(time)))],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-guest466-names',
    type: 'user',
    question: 'which event names has guest_0466 used? new guest, want to see their journey',
    expect: (ev) => {
      const evs = select(ev, { user: 'guest_0466' });
      return {
        names: [...new Set(evs.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-guest42-recent-3',
    type: 'user',
    question: "guest_0042's 3 most recent events?",
    expect: (ev) => {
      const evs = select(ev, { user: 'guest_0042' });
      return { names: newestFirst(evs).slice(0, 3).map(byName), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-hk04-last-month',
    type: 'user',
    question: 'how active was hk_04 last month? number of events',
    expect: (ev, now) => countOf(select(ev, { range: ranges.lastMonth(+now), user: 'hk_04' })),
  },
  {
    id: 'user-bot-last-seen',
    type: 'user',
    question: 'when was channel_bot last seen?',
    expect: (ev) => {
      const evs = select(ev, { user: 'channel_bot' });
      return { names: [iso(Math.max(...evs.map(time)))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-unknown-last-seen',
    type: 'user',
    low: true,
    question: 'When was guest_9999 last seen? they say they stayed with us',
    expect: low,
  },
  {
    id: 'user-fd02-profile',
    type: 'user',
    question: 'Tell me about fd_02: how many events, first seen, last seen.',
    expect: (ev) => {
      const evs = select(ev, { user: 'fd_02' });
      return {
        numbers: [evs.length],
        names: [iso(Math.min(...evs.map(time))), iso(Math.max(...evs.map(time)))],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-guest117-names',
    type: 'user',
    question: 'what kinds of events did guest_0117 trigger',
    expect: (ev) => {
      const evs = select(ev, { user: 'guest_0117' });
      return {
        names: [...new Set(evs.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },

  // ===== breakdown =====
  {
    id: 'breakdown-checkin-weekday',
    type: 'breakdown',
    question: 'Which weekday has the most checked_in events? staffing the front desk',
    expect: ranked((ev) => {
      const evs = select(ev, { names: ['checked_in'] });
      return { map: tally(evs, byWeekday), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'breakdown-rso-hour-90d',
    type: 'breakdown',
    question: 'busiest hour of the day for RoomServiceOrdered over the last 90 days?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(now, 90), names: ['RoomServiceOrdered'] });
      return { map: tally(evs, byHour), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'breakdown-keys-per-month',
    type: 'breakdown',
    question: (now) => `mobile_key.opened per month since ${iso(twoMonthsStart(now))}`,
    expect: series((ev, now) => {
      const evs = select(ev, { range: ranges.since(twoMonthsStart(now), now), names: ['mobile_key.opened'] });
      return { map: tally(evs, byMonth), dataPoints: evs.length };
    }),
  },
  {
    id: 'breakdown-failures-daily-last-week',
    type: 'breakdown',
    question: 'daily breakdown of rate_sync.failed last week',
    expect: series((ev, now) => {
      const evs = select(ev, { range: ranges.lastWeek(now), names: ['rate_sync.failed'] });
      return { map: tally(evs, byDay), dataPoints: evs.length };
    }),
  },
  {
    id: 'breakdown-failures-busiest-day-30d',
    type: 'breakdown',
    question: 'engineer here - which day in the last 30 days had the most rate_sync.failed?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(now, 30), names: ['rate_sync.failed'] });
      return { map: tally(evs, byDay), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'breakdown-keys-month-top',
    type: 'breakdown',
    question: 'Which month had the most mobile_key.opened?',
    expect: ranked((ev) => {
      const evs = select(ev, { names: ['mobile_key.opened'] });
      return { map: tally(evs, byMonth), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'breakdown-booking-weekday',
    type: 'breakdown',
    question: 'on which day of the week do people make the most booking_created?',
    expect: ranked((ev) => {
      const evs = select(ev, { names: ['booking_created'] });
      return { map: tally(evs, byWeekday), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'breakdown-checkout-weekly',
    type: 'breakdown',
    question: (now) =>
      `weekly Guest Checked Out counts since ${longDay(weekStart(+now) - 4 * 7 * DAY)}, week by week`,
    expect: series((ev, now) => {
      const t = weekStart(now) - 4 * 7 * DAY;
      const evs = select(ev, {
        range: ranges.since(pastMonthDay(now, new Date(t).getUTCMonth(), new Date(t).getUTCDate()), now),
        names: ['Guest Checked Out'],
      });
      return { map: tally(evs, byWeek), dataPoints: evs.length };
    }),
  },
  {
    id: 'breakdown-checkout-peak-hour',
    type: 'breakdown',
    question:
      'Housekeeping supervisor: at what hour of the day do we get the most Guest Checked Out? past 90 days. planning shifts',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(now, 90), names: ['Guest Checked Out'] });
      return { map: tally(evs, byHour), dataPoints: evs.length };
    }, 1),
  },
  {
    id: 'breakdown-booking-weekday-8w',
    type: 'breakdown',
    question: 'busiest weekday for booking_created in the last 8 weeks?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: ranges.lastWeeks(now, 8), names: ['booking_created'] });
      return { map: tally(evs, byWeekday), dataPoints: evs.length };
    }, 1),
  },

  // ===== compare =====
  {
    id: 'compare-rso-30d',
    type: 'compare',
    question: 'Is RoomServiceOrdered growing? last 30 days vs the 30 days before',
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: ['RoomServiceOrdered'] }),
        select(ev, { range: ranges.lastDays(+now, 30), names: ['RoomServiceOrdered'] }),
        (e) => e.length,
      ),
  },
  {
    id: 'compare-bookings-7d',
    type: 'compare',
    question: 'booking_created in the last 7 days compared with the week before?',
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: { from: +now - 14 * DAY, to: +now - 7 * DAY }, names: ['booking_created'] }),
        select(ev, { range: ranges.lastDays(+now, 7), names: ['booking_created'] }),
        (e) => e.length,
      ),
  },
  {
    id: 'compare-complaints-incident',
    type: 'compare',
    question: (now) =>
      `complaint_logged on ${longDay(incident(now) + DAY)} vs ${longDay(incident(now))} — did the sync outage hit us?`,
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: namedDay(now, incident(now)), names: ['complaint_logged'] }),
        select(ev, { range: namedDay(now, incident(now) + DAY), names: ['complaint_logged'] }),
        (e) => e.length,
      ),
  },
  {
    id: 'compare-revenue-30d',
    type: 'compare',
    question: 'revenue last 30 days vs prior 30 days?',
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: MONEY }),
        select(ev, { range: ranges.lastDays(+now, 30), names: MONEY }),
        (e) => r2(sum(e)),
        'not-high',
      ),
  },
  {
    id: 'compare-booking-avg-30d',
    type: 'compare',
    question:
      'Average booking_created value, past 30 days versus the previous 30 days. is the new pricing showing up?',
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: ['booking_created'] }),
        select(ev, { range: ranges.lastDays(+now, 30), names: ['booking_created'] }),
        avg,
      ),
  },
  {
    id: 'compare-keys-last-week',
    type: 'compare',
    question: 'mobile_key.opened last week vs the week before',
    expect: (ev, now) =>
      compareExp(
        select(ev, {
          range: { from: weekStart(+now) - 14 * DAY, to: weekStart(+now) - 7 * DAY },
          names: ['mobile_key.opened'],
        }),
        select(ev, { range: ranges.lastWeek(+now), names: ['mobile_key.opened'] }),
        (e) => e.length,
      ),
  },
  {
    id: 'compare-booker-users-14d',
    type: 'compare',
    question: 'unique users doing booking_created: past 14 days vs the previous 14 days',
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: { from: +now - 28 * DAY, to: +now - 14 * DAY }, names: ['booking_created'] }),
        select(ev, { range: ranges.lastDays(+now, 14), names: ['booking_created'] }),
        (e) => users(e).size,
      ),
  },
  {
    id: 'compare-checkins-months',
    type: 'compare',
    question: (now) =>
      `How did checked_in in ${monthName(lastMonthStart(now))} compare with ${monthName(twoMonthsStart(now))}?`,
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: namedMonth(now, twoMonthsStart(now)), names: ['checked_in'] }),
        select(ev, { range: namedMonth(now, lastMonthStart(now)), names: ['checked_in'] }),
        (e) => e.length,
      ),
  },
  {
    id: 'compare-refund-amount-60d',
    type: 'compare',
    question: 'finance: total RefundIssued amount in the last 60 days vs the 60 days before that',
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: { from: +now - 120 * DAY, to: +now - 60 * DAY }, names: ['RefundIssued'] }),
        select(ev, { range: ranges.lastDays(+now, 60), names: ['RefundIssued'] }),
        (e) => r2(sum(e)),
      ),
  },

  // ===== share =====
  {
    id: 'share-keys-30d',
    type: 'share',
    question: 'What percentage of events in the last 30 days were mobile_key.opened?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 30) });
      return {
        percents: [percent(evs.filter((e) => e.eventName === 'mobile_key.opened').length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-users-rso-30d',
    type: 'share',
    question: 'what % of active users in the past 30 days did RoomServiceOrdered?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 30) });
      return {
        percents: [
          percent(users(evs.filter((e) => e.eventName === 'RoomServiceOrdered')).size, users(evs).size),
        ],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-sync-all-time',
    type: 'share',
    question: 'engineering q: what share of all events are rate_sync.completed?',
    expect: (ev) => ({
      percents: [percent(ev.filter((e) => e.eventName === 'rate_sync.completed').length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-users-reviewed-last-month',
    type: 'share',
    question: 'Of the users active last month, what percentage did a Review Submitted?',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastMonth(+now) });
      return {
        percents: [
          percent(users(evs.filter((e) => e.eventName === 'Review Submitted')).size, users(evs).size),
        ],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-bookings-7d',
    type: 'share',
    question:
      'share of booking_created among all events over the last 7 days, curious whether its noticable next to the bot noise',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 7) });
      return {
        percents: [percent(evs.filter((e) => e.eventName === 'booking_created').length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-cleaned-month',
    type: 'share',
    question: (now) =>
      `what fraction of events in ${monthName(twoMonthsStart(now))} were room.cleaned? as a percent`,
    expect: (ev, now) => {
      const evs = select(ev, { range: namedMonth(now, twoMonthsStart(now)) });
      return {
        percents: [percent(evs.filter((e) => e.eventName === 'room.cleaned').length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-loose-door-unlocks',
    type: 'share',
    question: 'roughly what % of all activity is door unlocks with the mobile key?',
    expect: (ev) => ({
      percents: [percent(ev.filter((e) => e.eventName === 'mobile_key.opened').length, ev.length)],
      confidence: 'not-high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-unknown-minibar',
    type: 'share',
    low: true,
    question: 'what percentage of events last month were minibar_charged?',
    expect: low,
  },
  {
    id: 'share-users-refund-90d',
    type: 'share',
    question: 'percent of active users in the last 90 days that had a RefundIssued',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 90) });
      return {
        percents: [percent(users(evs.filter((e) => e.eventName === 'RefundIssued')).size, users(evs).size)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },

  // ===== conversion =====
  ...[
    [
      'conv-book-checkin-60d',
      'Of the users who did booking_created in the last 60 days, how many went on to checked_in? and what %',
      (now) => ranges.lastDays(now, 60),
      'booking_created',
      'checked_in',
    ],
    [
      'conv-checkin-rso-30d',
      'checked_in → RoomServiceOrdered conversion over the last 30 days',
      (now) => ranges.lastDays(now, 30),
      'checked_in',
      'RoomServiceOrdered',
    ],
    [
      'conv-checkout-review-since',
      (now) =>
        `of users who did Guest Checked Out since ${iso(ago(now, 75))}, what percent then did Review Submitted?`,
      (now) => ranges.since(ago(now, 75), now),
      'Guest Checked Out',
      'Review Submitted',
    ],
    [
      'conv-book-cancel-90d',
      'conversion from booking_created to booking-cancelled in the past 90 days (yes I know, "conversion")',
      (now) => ranges.lastDays(now, 90),
      'booking_created',
      'booking-cancelled',
    ],
    [
      'conv-checkin-key-all',
      'What share of users who checked_in later used mobile_key.opened? all time, product wants mobile key adoption',
      () => ranges.all(),
      'checked_in',
      'mobile_key.opened',
    ],
    [
      'conv-rso-review-last-month',
      'Of people who did RoomServiceOrdered last month, how many did Review Submitted after that (also last month)?',
      (now) => ranges.lastMonth(now),
      'RoomServiceOrdered',
      'Review Submitted',
    ],
  ].map(([id, question, range, a, b]) => ({
    id,
    type: 'conversion',
    question,
    expect: (ev, now) => {
      const r = range(+now);
      const c = conversion(ev, r, a, b);
      return {
        numbers: [c.did, c.converted],
        percents: [c.pct],
        confidence: 'high',
        dataPoints: select(ev, { range: r, names: [a, b] }).length,
      };
    },
  })),
  {
    id: 'conv-loose-book-cancel',
    type: 'conversion',
    question: 'what % of people who booked ended up cancelling? last 60 days',
    expect: (ev, now) => {
      const r = ranges.lastDays(+now, 60);
      const c = conversion(ev, r, 'booking_created', 'booking-cancelled');
      return {
        numbers: [c.did, c.converted],
        percents: [c.pct],
        confidence: 'not-high',
        dataPoints: select(ev, { range: r, names: ['booking_created', 'booking-cancelled'] }).length,
      };
    },
  },
  {
    id: 'conv-unknown-spa',
    type: 'conversion',
    low: true,
    question: 'of users who did spa_booked, how many then did RoomServiceOrdered?',
    expect: low,
  },

  // ===== churn =====
  {
    id: 'churn-last-vs-this-month',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastMonth(+now), ranges.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'new users in the last 7 days? first event ever',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastDays(+now, 7)).length], confidence: 'high' }),
  },
  {
    id: 'churn-window-not-since',
    type: 'churn',
    question: (now) =>
      `How many users were active between ${iso(ago(now, 110))} and ${iso(ago(now, 80))} but have had no events since ${iso(ago(now, 60))}?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, ranges.between(ago(now, 110), ago(now, 80)), ranges.since(ago(now, 60), +now)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-in-month',
    type: 'churn',
    question: (now) =>
      `how many new guests did we get in ${monthName(lastMonthStart(now))}? (first ever event in that month)`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, namedMonth(now, lastMonthStart(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-month-to-month',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(twoMonthsStart(now))} who were not active at all in ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, namedMonth(now, twoMonthsStart(now)), namedMonth(now, lastMonthStart(now))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-last-week-this-week',
    type: 'churn',
    question: 'how many people were active last week and have not come back this week?',
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastWeek(+now), ranges.thisWeek(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'Count of brand-new users in the past 14 days (never seen before)?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastDays(+now, 14)).length], confidence: 'high' }),
  },
  {
    id: 'churn-30d-rolling',
    type: 'churn',
    question: 'churned users: active 31–60 days ago, nothing in the last 30 days. how many?',
    expect: (ev, now) => ({
      numbers: [
        churned(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, ranges.lastDays(+now, 30)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${dmy(ago(now, 30))}?`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.since(ago(now, 30), +now)).length],
      confidence: 'high',
    }),
  },

  // ===== recency =====
  ...[
    ['recency-last-sync-failed', 'When was the last rate_sync.failed?', 'rate_sync.failed'],
    ['recency-last-rso', 'when did someone last do RoomServiceOrdered', 'RoomServiceOrdered'],
    ['recency-last-review', 'last time a Review Submitted came in?', 'Review Submitted'],
    [
      'recency-last-complaint',
      'When was the most recent complaint_logged? front office lead asking',
      'complaint_logged',
    ],
    ['recency-last-refund', 'what was the date of the latest RefundIssued?', 'RefundIssued'],
  ].map(([id, question, name]) => ({
    id,
    type: 'recency',
    question,
    expect: (ev) => {
      const evs = select(ev, { names: [name] });
      return { names: [iso(Math.max(...evs.map(time)))], confidence: 'high', dataPoints: evs.length };
    },
  })),
  {
    id: 'recency-refund-14d-exists',
    type: 'recency',
    question: 'did anyone do a RefundIssued in the last 14 days? how many',
    expect: (ev, now) => countOf(select(ev, { range: ranges.lastDays(+now, 14), names: ['RefundIssued'] })),
  },
  {
    id: 'recency-ever-cancelled',
    type: 'recency',
    question: 'Has anyone ever done booking-cancelled? how many times',
    expect: (ev) => countOf(select(ev, { names: ['booking-cancelled'] })),
  },
  {
    id: 'recency-unknown-late-checkout',
    type: 'recency',
    low: true,
    question: 'when was the last late_checkout_requested?',
    expect: low,
  },
  {
    id: 'recency-churner-keys-30d',
    type: 'recency',
    low: true,
    question: 'Did guest_0117 use mobile_key.opened in the last 30 days?',
    expect: low,
  },

  // ===== catalogue =====
  {
    id: 'catalogue-names',
    type: 'catalogue',
    question: 'what event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-users-total',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-events-total',
    type: 'catalogue',
    question: 'How many events do we have overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'New analyst onboarding: list the event types we track, plus total users and total events.',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      numbers: [users(ev).size, ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event names are there',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-which-tracked',
    type: 'catalogue',
    question: 'which events are tracked in the PMS analytics?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-size',
    type: 'catalogue',
    question: 'quick sanity check of the dataset size: total events and total distinct users?',
    expect: (ev) => ({ numbers: [ev.length, users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },

  // ===== other (not answerable from these events) =====
  ...[
    ['other-occupancy-forecast', "What's our occupancy rate going to be next weekend?"],
    ['other-room-type-profit', 'Which room type (suite, double, twin) is the most profitable?'],
    ['other-ota-adr', 'What is the average daily rate on Booking.com vs Expedia?'],
    ['other-towels', 'How many towels did housekeeping go through last month?'],
    ['other-revpar-forecast', 'Forecast RevPAR for next December for the board deck'],
    ['other-complaint-text', 'What exactly did guest_0042 complain about? need the wording'],
    [
      'other-sync-root-cause',
      (now) => `Why did the channel manager fail on ${longDay(incident(now))}? root cause please`,
    ],
    ['other-weather', 'what will the weather be in Lisbon tomorrow? guests keep asking'],
    ['other-guest-email', "what's the email address and phone number of guest_0042?"],
    ['other-ota-commission', 'How much did we pay booking sites in commission last quarter?'],
  ].map(([id, question]) => ({ id, type: 'other', question, expect: low })),
];

// Keep EVENT_NAMES referenced so a rename in data.mjs breaks loudly here.
if (EVENT_NAMES.length < 8) throw new Error('EVENT_NAMES too short');
