// Blind round "venues": questions people at a venue-booking marketplace would ask, with
// expectations computed from the events by the reference oracle (never typed in by hand).

import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, HOUR, WEEK, ranges, select, users, rank, tally } = O;

// ---- dates in questions ---------------------------------------------------------------------

const ordinal = (d) => {
  const s = d % 100 >= 11 && d % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[d % 10] ?? 'th');
  return `${d}${s}`;
};
const iso = (t) => O.isoDay(t);
const mon = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const longDay = (t) => `${mon(t)} ${ordinal(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${mon(t).slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const monthYear = (t) => `${mon(t)} ${new Date(t).getUTCFullYear()}`; // October 2026
const daysAgo = (now, k) => O.dayStart(+now) - k * DAY; // start of the UTC day k days back
const monthBack = (now, k) => O.monthStart(+now, -k); // start of the calendar month k back

const INCIDENT = 37; // payment outage: no deposit-paid that day (see data.mjs)
const SPIKE = 19; // newsletter traffic spike

// Phrases for the current period that fall back to the previous one while the current one is
// only minutes old (the data ends 2 minutes before now, so "today" at 00:01 is empty).
const todayOr = (now) =>
  +now - O.dayStart(+now) >= 8 * HOUR
    ? { w: 'today', r: ranges.today(+now) }
    : { w: 'yesterday', r: ranges.yesterday(+now) };
const thisWeekOr = (now) =>
  +now - O.weekStart(+now) >= DAY
    ? { w: 'this week', r: ranges.thisWeek(+now) }
    : { w: 'last week', r: ranges.lastWeek(+now) };
const thisMonthOr = (now) =>
  +now - O.monthStart(+now) >= 2 * DAY
    ? { w: 'this month', r: ranges.thisMonth(+now) }
    : { w: 'last month', r: ranges.lastMonth(+now) };
const thisYearOr = (now) =>
  +now - O.yearStart(+now) >= 14 * DAY
    ? { w: 'this year', r: ranges.thisYear(+now) }
    : { w: 'last year', r: ranges.lastYear(+now) };

// ---- expectation builders -------------------------------------------------------------------

const LOW = { confidence: 'low', dataPoints: 0 };
const r2 = (x) => O.round(x, 2);
const countX = (evs, confidence = 'high', names) =>
  evs.length
    ? { numbers: [evs.length], confidence, dataPoints: evs.length, ...(names ? { names } : {}) }
    : LOW;
const usersX = (evs, confidence = 'high', names) =>
  evs.length
    ? { numbers: [users(evs).size], confidence, dataPoints: evs.length, ...(names ? { names } : {}) }
    : LOW;
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : r2((v[m - 1] + v[m]) / 2);
};
const ranked = (map, n, ascending = false) => rank(map, { n, ascending });
const tiedAt = (map, n, ascending = false) => {
  const all = rank(map, { ascending });
  return all.length > n && all[n - 1][1] === all[n][1];
};
const listX = (pairs, dataPoints, confidence = 'high', round = false) => ({
  names: pairs.map((p) => p[0]),
  numbers: pairs.map((p) => (round ? r2(p[1]) : p[1])),
  confidence,
  dataPoints,
});
const compareX = (a, b, dataPoints, confidence = 'high', names) => {
  const c = O.change(a, b);
  return {
    numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
    percents: [c.pct],
    confidence,
    dataPoints,
    ...(names ? { names } : {}),
  };
};
const convX = (events, range, a, b, confidence = 'high', names) => {
  const c = O.conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: select(events, { range, names: [a, b] }).length,
    ...(names ? { names } : {}),
  };
};
const withCut = (expect, cut) => Object.assign(expect, { tieAtCut: cut });
const prevSpan = (r) => ({ from: r.from - (r.to - r.from), to: r.from });

const MONEY = ['deposit-paid'];

// ---- cases ----------------------------------------------------------------------------------

export const cases = [
  // ===== count ==================================================================================
  {
    id: 'count-01',
    type: 'count',
    question: 'How many EnquirySent events came in over the last 7 days?',
    expect: (ev, now) => countX(select(ev, { range: ranges.lastDays(+now, 7), names: ['EnquirySent'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'total number of events yesterday pls',
    expect: (ev, now) => countX(select(ev, { range: ranges.yesterday(+now) })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `Finance is reconciling with the payment provider: how many deposit-paid events have there been since ${longDay(daysAgo(now, 30))}?`,
    expect: (ev, now) =>
      countX(select(ev, { range: ranges.since(daysAgo(now, 30), +now), names: ['deposit-paid'] })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'how many venue_viewed events did org_0007 rack up last week?',
    expect: (ev, now) =>
      countX(select(ev, { range: ranges.lastWeek(+now), names: ['venue_viewed'], user: 'org_0007' })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) => `booking confirmed count for ${mon(monthBack(now, 2))}?`,
    expect: (ev, now) =>
      countX(select(ev, { range: ranges.month(monthBack(now, 2)), names: ['booking_confirmed'] })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) =>
      `Roughly how many cancellations did we get between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 20))}? Ops thinks the new policy made it worse.`,
    expect: (ev, now) =>
      countX(
        select(ev, {
          range: ranges.between(daysAgo(now, 60), daysAgo(now, 20)),
          names: ['booking_cancelled'],
        }),
        'not-high',
        ['booking_cancelled'],
      ),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'Number of quote.sent in the past 48 hours?',
    expect: (ev, now) => countX(select(ev, { range: ranges.lastHours(+now, 48), names: ['quote.sent'] })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `How many events have we logged ${thisMonthOr(now).w}?`,
    expect: (ev, now) => countX(select(ev, { range: thisMonthOr(now).r })),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) =>
      `search.performed on ${iso(daysAgo(now, SPIKE))} — how many? that was the day the newsletter went out`,
    expect: (ev, now) =>
      countX(select(ev, { range: ranges.on(daysAgo(now, SPIKE)), names: ['search.performed'] })),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'How many invoice_generated events were there last month?',
    expect: () => LOW,
  },
  {
    id: 'count-11',
    type: 'count',
    low: true,
    question: (now) => `how many deposit-paid events happened on ${shortDay(daysAgo(now, INCIDENT))}?`,
    expect: (ev, now) =>
      countX(select(ev, { range: ranges.on(daysAgo(now, INCIDENT)), names: ['deposit-paid'] })),
  },
  {
    id: 'count-12',
    type: 'count',
    question: (now) => `How many times did manager.reply fire before ${longDay(daysAgo(now, 90))}?`,
    expect: (ev, now) =>
      countX(select(ev, { range: ranges.before(daysAgo(now, 90)), names: ['manager.reply'] })),
  },
  {
    id: 'count-13',
    type: 'count',
    question:
      'quick sanity check for the on-call channel: total occurrences of any event in the last 24 hours?',
    expect: (ev, now) => countX(select(ev, { range: ranges.lastHours(+now, 24) })),
  },
  {
    id: 'count-14',
    type: 'count',
    question: (now) =>
      todayOr(now).w === 'today' ? 'How many events today so far?' : 'How many events yesterday?',
    expect: (ev, now) => countX(select(ev, { range: todayOr(now).r })),
  },

  {
    id: 'count-15',
    type: 'count',
    question: 'how many venue page views did we get yesterday?',
    expect: (ev, now) =>
      countX(select(ev, { range: ranges.yesterday(+now), names: ['venue_viewed'] }), 'not-high', [
        'venue_viewed',
      ]),
  },

  // ===== users ==================================================================================
  {
    id: 'users-01',
    type: 'users',
    question: 'how many unique users were active in the last 30 days?',
    expect: (ev, now) => usersX(select(ev, { range: ranges.lastDays(+now, 30) })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'How many people sent an EnquirySent last month?',
    expect: (ev, now) => usersX(select(ev, { range: ranges.lastMonth(+now), names: ['EnquirySent'] })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: (now) => `active users ${thisWeekOr(now).w}?`,
    expect: (ev, now) => usersX(select(ev, { range: thisWeekOr(now).r })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) =>
      `Number of distinct customers with a deposit-paid event since ${iso(daysAgo(now, 45))}`,
    expect: (ev, now) =>
      usersX(select(ev, { range: ranges.since(daysAgo(now, 45), +now), names: ['deposit-paid'] })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'How many different users had a review posted event in the past 2 weeks?',
    expect: (ev, now) => usersX(select(ev, { range: ranges.lastWeeks(+now, 2), names: ['Review Posted'] })),
  },
  {
    id: 'users-06',
    type: 'users',
    question:
      'how many users have ever had a VenueListed event? (i.e. how many hosts actualy listed something)',
    expect: (ev) => usersX(select(ev, { names: ['VenueListed'] })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: (now) => `how many people made a booking in ${mon(monthBack(now, 1))}?`,
    expect: (ev, now) =>
      usersX(
        select(ev, { range: ranges.month(monthBack(now, 1)), names: ['booking_confirmed'] }),
        'not-high',
        ['booking_confirmed'],
      ),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'unique users yesterday?',
    expect: (ev, now) => usersX(select(ev, { range: ranges.yesterday(+now) })),
  },
  {
    id: 'users-09',
    type: 'users',
    low: true,
    question: 'How many users did venue_shortlisted this month?',
    expect: () => LOW,
  },
  {
    id: 'users-10',
    type: 'users',
    question: 'For the investor update — how many active users over the past 3 months?',
    expect: (ev, now) => usersX(select(ev, { range: ranges.lastMonths(+now, 3) })),
  },

  {
    id: 'users-11',
    type: 'users',
    question: (now) => `how many people left reviews in ${mon(monthBack(now, 1))}?`,
    expect: (ev, now) =>
      usersX(select(ev, { range: ranges.month(monthBack(now, 1)), names: ['Review Posted'] }), 'not-high', [
        'Review Posted',
      ]),
  },

  // ===== value ==================================================================================
  {
    id: 'value-01',
    type: 'value',
    question: 'total deposit paid value last month',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastMonth(+now), names: ['deposit-paid'] });
      return { numbers: [r2(O.sum(e))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'whats the avrage quote.sent amount over the last 30 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 30), names: ['quote.sent'] });
      return { numbers: [O.avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Median EnquirySent value (that is the guest count) across all time?',
    expect: (ev) => {
      const e = select(ev, { names: ['EnquirySent'] });
      return { numbers: [median(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'biggest single deposit-paid ever recorded? max value please',
    expect: (ev) => {
      const e = select(ev, { names: ['deposit-paid'] });
      return { numbers: [O.max(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'Shortest notice on a booking_cancelled in the past 3 months — what is the minimum value?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastMonths(+now, 3), names: ['booking_cancelled'] });
      return { numbers: [O.min(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: (now) => `average Review Posted score in ${monthYear(monthBack(now, 1))}?`,
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.month(monthBack(now, 1)), names: ['Review Posted'] });
      return { numbers: [O.avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'What was our revenue last week?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastWeek(+now), names: MONEY });
      return {
        numbers: [r2(O.sum(e))],
        names: ['deposit-paid'],
        confidence: 'not-high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'sum of deposit-paid for org_0042, all time',
    expect: (ev) => {
      const e = select(ev, { names: ['deposit-paid'], user: 'org_0042' });
      return { numbers: [r2(O.sum(e))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-09',
    type: 'value',
    question:
      'On average how long does host_012 take to answer? i.e. the mean manager.reply value for that user',
    expect: (ev) => {
      const e = select(ev, { names: ['manager.reply'], user: 'host_012' });
      return { numbers: [O.avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'how much money was spent on the platform in the last 30 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 30), names: MONEY });
      return {
        numbers: [r2(O.sum(e))],
        names: ['deposit-paid'],
        confidence: 'not-high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'value-11',
    type: 'value',
    question: (now) => `max search.performed value ${thisYearOr(now).w} — biggest party anyone searched for`,
    expect: (ev, now) => {
      const e = select(ev, { range: thisYearOr(now).r, names: ['search.performed'] });
      return { numbers: [O.max(e)], confidence: 'high', dataPoints: e.length };
    },
  },

  // ===== top-events =============================================================================
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: ranges.lastDays(+now, 30) });
        return listX(ranked(tally(e, O.byName), 5), e.length);
      },
      (ev, now) => tiedAt(tally(select(ev, { range: ranges.lastDays(+now, 30) }), O.byName), 5),
    ),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: (now) => `What are the 2 most common events ${thisMonthOr(now).w}?`,
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: thisMonthOr(now).r });
        return listX(ranked(tally(e, O.byName), 2), e.length);
      },
      (ev, now) => tiedAt(tally(select(ev, { range: thisMonthOr(now).r }), O.byName), 2),
    ),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'Least common event overall?',
    expect: withCut(
      (ev) => listX(ranked(tally(ev, O.byName), 1, true), ev.length),
      (ev) => tiedAt(tally(ev, O.byName), 1, true),
    ),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'which action happened the most yesterday?',
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: ranges.yesterday(+now) });
        return listX(ranked(tally(e, O.byName), 1), e.length);
      },
      (ev, now) => tiedAt(tally(select(ev, { range: ranges.yesterday(+now) }), O.byName), 1),
    ),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: (now) => `Rank every event type by volume for ${mon(monthBack(now, 1))}, highest first.`,
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.month(monthBack(now, 1)) });
      return listX(ranked(tally(e, O.byName)), e.length);
    },
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: 'what were the top events last week?',
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: ranges.lastWeek(+now) });
        return listX(ranked(tally(e, O.byName), 5), e.length);
      },
      (ev, now) => tiedAt(tally(select(ev, { range: ranges.lastWeek(+now) }), O.byName), 5),
    ),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'bottom 3 events by count in the past 2 weeks?',
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: ranges.lastWeeks(+now, 2) });
        return listX(ranked(tally(e, O.byName), 3, true), e.length);
      },
      (ev, now) => tiedAt(tally(select(ev, { range: ranges.lastWeeks(+now, 2) }), O.byName), 3, true),
    ),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'What does org_0007 do most often? Just the top event for that account.',
    expect: withCut(
      (ev) => {
        const e = select(ev, { user: 'org_0007' });
        return listX(ranked(tally(e, O.byName), 1), e.length);
      },
      (ev) => tiedAt(tally(select(ev, { user: 'org_0007' }), O.byName), 1),
    ),
  },
  {
    id: 'top-events-09',
    type: 'top-events',
    question: (now) => `top 2 events from ${shortDay(daysAgo(now, 50))} to ${shortDay(daysAgo(now, 40))}`,
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: ranges.between(daysAgo(now, 50), daysAgo(now, 40)) });
        return listX(ranked(tally(e, O.byName), 2), e.length);
      },
      (ev, now) =>
        tiedAt(tally(select(ev, { range: ranges.between(daysAgo(now, 50), daysAgo(now, 40)) }), O.byName), 2),
    ),
  },

  // ===== top-users ==============================================================================
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'who were the 4 most active users last month?',
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: ranges.lastMonth(+now) });
        return listX(ranked(tally(e, O.byUser), 4), e.length);
      },
      (ev, now) => tiedAt(tally(select(ev, { range: ranges.lastMonth(+now) }), O.byUser), 4),
    ),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'top 3 spenders of all time?',
    expect: withCut(
      (ev) => {
        const e = select(ev, { names: MONEY });
        return listX(ranked(tally(e, O.byUser, O.value), 3), e.length, 'not-high', true);
      },
      (ev) => tiedAt(tally(select(ev, { names: MONEY }), O.byUser, O.value), 3),
    ),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'Which user sent the most EnquirySent in the last 60 days?',
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: ranges.lastDays(+now, 60), names: ['EnquirySent'] });
        return listX(ranked(tally(e, O.byUser), 1), e.length);
      },
      (ev, now) =>
        tiedAt(tally(select(ev, { range: ranges.lastDays(+now, 60), names: ['EnquirySent'] }), O.byUser), 1),
    ),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: (now) => `top 3 users by deposit-paid value since ${shortDay(daysAgo(now, 60))}`,
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: ranges.since(daysAgo(now, 60), +now), names: ['deposit-paid'] });
        return listX(ranked(tally(e, O.byUser, O.value), 3), e.length, 'high', true);
      },
      (ev, now) =>
        tiedAt(
          tally(
            select(ev, { range: ranges.since(daysAgo(now, 60), +now), names: ['deposit-paid'] }),
            O.byUser,
            O.value,
          ),
          3,
        ),
    ),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'most active user in the past week?',
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: ranges.lastDays(+now, 7) });
        return listX(ranked(tally(e, O.byUser), 1), e.length);
      },
      (ev, now) => tiedAt(tally(select(ev, { range: ranges.lastDays(+now, 7) }), O.byUser), 1),
    ),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question:
      'Top 3 users by number of manager.reply events, all time — want to send the best responders a thank-you.',
    expect: withCut(
      (ev) => {
        const e = select(ev, { names: ['manager.reply'] });
        return listX(ranked(tally(e, O.byUser), 3), e.length);
      },
      (ev) => tiedAt(tally(select(ev, { names: ['manager.reply'] }), O.byUser), 3),
    ),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'Which 3 users had the highest total quote.sent value last month?',
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: ranges.lastMonth(+now), names: ['quote.sent'] });
        return listX(ranked(tally(e, O.byUser, O.value), 3), e.length, 'high', true);
      },
      (ev, now) =>
        tiedAt(
          tally(select(ev, { range: ranges.lastMonth(+now), names: ['quote.sent'] }), O.byUser, O.value),
          3,
        ),
    ),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'top 4 users overall by event count',
    expect: withCut(
      (ev) => listX(ranked(tally(ev, O.byUser), 4), ev.length),
      (ev) => tiedAt(tally(ev, O.byUser), 4),
    ),
  },

  // ===== user ===================================================================================
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does org_0007 have in the last 30 days?',
    expect: (ev, now) => countX(select(ev, { range: ranges.lastDays(+now, 30), user: 'org_0007' })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when did org_0391 first show up?',
    expect: (ev) => {
      const e = select(ev, { user: 'org_0391' });
      return { names: [iso(Math.min(...e.map(O.time)))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: "Support ticket from org_0113 says they 'use us every week' — what's their last seen date?",
    expect: (ev) => {
      const e = select(ev, { user: 'org_0113' });
      return { names: [iso(Math.max(...e.map(O.time)))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'which event types has host_058 used so far?',
    expect: (ev) => {
      const e = select(ev, { user: 'host_058' });
      return {
        names: [...new Set(e.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: "show me org_0042's 3 most recent events",
    expect: (ev) => {
      const e = select(ev, { user: 'org_0042' });
      return { names: O.newestFirst(e).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    low: true,
    question: (now) => `anything at all from org_0113 since ${longDay(daysAgo(now, 30))}? how many events?`,
    expect: (ev, now) =>
      countX(select(ev, { range: ranges.since(daysAgo(now, 30), +now), user: 'org_0113' })),
  },
  {
    id: 'user-07',
    type: 'user',
    low: true,
    question: 'what has org_0999 been up to this month?',
    expect: () => LOW,
  },
  {
    id: 'user-08',
    type: 'user',
    question: 'how many events did host_012 log last week?',
    expect: (ev, now) => countX(select(ev, { range: ranges.lastWeek(+now), user: 'host_012' })),
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'first and last seen for host_012',
    expect: (ev) => {
      const e = select(ev, { user: 'host_012' }).map(O.time);
      return { names: [iso(Math.min(...e)), iso(Math.max(...e))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-10',
    type: 'user',
    question:
      'Which event names has org_0391 triggered? New signup, want to see how far into the funnel they got.',
    expect: (ev) => {
      const e = select(ev, { user: 'org_0391' });
      return {
        names: [...new Set(e.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },

  // ===== breakdown ==============================================================================
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'daily event counts for last week please',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastWeek(+now) });
      return listX(
        [...tally(e, O.byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
        e.length,
      );
    },
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: (now) => `EnquirySent per week since ${iso(O.weekStart(+now) - 4 * WEEK)}`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: ranges.since(O.weekStart(+now) - 4 * WEEK, +now),
        names: ['EnquirySent'],
      });
      return listX(
        [...tally(e, O.byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
        e.length,
      );
    },
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'Monthly deposit-paid totals (sum of value) over the last 3 months, for the finance review.',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastMonths(+now, 3), names: ['deposit-paid'] });
      return listX(
        [...tally(e, O.byMonth, O.value)].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
        e.length,
        'high',
        true,
      );
    },
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'busiest hour of the day for search.performed?',
    expect: withCut(
      (ev) => {
        const e = select(ev, { names: ['search.performed'] });
        return listX(ranked(tally(e, O.byHour), 1), e.length);
      },
      (ev) => tiedAt(tally(select(ev, { names: ['search.performed'] }), O.byHour), 1),
    ),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'which weekday gets the most Enquiry Sent events? planning the support rota',
    expect: withCut(
      (ev) => {
        const e = select(ev, { names: ['EnquirySent'] });
        return listX(ranked(tally(e, O.byWeekday), 1), e.length);
      },
      (ev) => tiedAt(tally(select(ev, { names: ['EnquirySent'] }), O.byWeekday), 1),
    ),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'What was the busiest day in the last 30 days, and how many events did it have?',
    expect: withCut(
      (ev, now) => {
        const e = select(ev, { range: ranges.lastDays(+now, 30) });
        return listX(ranked(tally(e, O.byDay), 1), e.length);
      },
      (ev, now) => tiedAt(tally(select(ev, { range: ranges.lastDays(+now, 30) }), O.byDay), 1),
    ),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'events by weekday over the last 4 weeks',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastWeeks(+now, 4) });
      return { ...listX([...tally(e, O.byWeekday)], e.length), unordered: true };
    },
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question:
      'Review Posted broken down by day of the week — do reviews really come in after weekend events?',
    expect: (ev) => {
      const e = select(ev, { names: ['Review Posted'] });
      return { ...listX([...tally(e, O.byWeekday)], e.length), unordered: true };
    },
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'which month had the most venue_viewed?',
    expect: withCut(
      (ev) => {
        const e = select(ev, { names: ['venue_viewed'] });
        return listX(ranked(tally(e, O.byMonth), 1), e.length);
      },
      (ev) => tiedAt(tally(select(ev, { names: ['venue_viewed'] }), O.byMonth), 1),
    ),
  },

  // ===== compare ================================================================================
  {
    id: 'compare-01',
    type: 'compare',
    question: 'events in the last 7 days vs the previous 7 days?',
    expect: (ev, now) => {
      const r = ranges.lastDays(+now, 7);
      const a = select(ev, { range: prevSpan(r) }),
        b = select(ev, { range: r });
      return compareX(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'EnquirySent: last 30 days compared with the 30 days before — up or down, and by how much?',
    expect: (ev, now) => {
      const r = ranges.lastDays(+now, 30);
      const a = select(ev, { range: prevSpan(r), names: ['EnquirySent'] }),
        b = select(ev, { range: r, names: ['EnquirySent'] });
      return compareX(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: (now) => `deposit-paid value, ${mon(monthBack(now, 2))} vs ${mon(monthBack(now, 1))}`,
    expect: (ev, now) => {
      const a = select(ev, { range: ranges.month(monthBack(now, 2)), names: ['deposit-paid'] });
      const b = select(ev, { range: ranges.month(monthBack(now, 1)), names: ['deposit-paid'] });
      return compareX(O.sum(a), O.sum(b), a.length + b.length);
    },
  },
  {
    id: 'compare-04',
    type: 'compare',
    question:
      'venue_viewed last week vs the week before? trying to see if the new gallery layout hurt page views',
    expect: (ev, now) => {
      const r = ranges.lastWeek(+now);
      const a = select(ev, { range: prevSpan(r), names: ['venue_viewed'] }),
        b = select(ev, { range: r, names: ['venue_viewed'] });
      return compareX(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'Is search.performed growing? Compare the last 4 weeks against the 4 weeks before that.',
    expect: (ev, now) => {
      const r = ranges.lastWeeks(+now, 4);
      const a = select(ev, { range: prevSpan(r), names: ['search.performed'] }),
        b = select(ev, { range: r, names: ['search.performed'] });
      return compareX(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'active users in the last 14 days vs the prior 14 days',
    expect: (ev, now) => {
      const r = ranges.lastDays(+now, 14);
      const a = select(ev, { range: prevSpan(r) }),
        b = select(ev, { range: r });
      return compareX(users(a).size, users(b).size, a.length + b.length);
    },
  },
  {
    id: 'compare-07',
    type: 'compare',
    question:
      'Account manager here: is org_0007 using us more or less? Their events in the last 30 days vs the 30 days before.',
    expect: (ev, now) => {
      const r = ranges.lastDays(+now, 30);
      const a = select(ev, { range: prevSpan(r), user: 'org_0007' }),
        b = select(ev, { range: r, user: 'org_0007' });
      return compareX(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'sales for the last 30 days versus the previous 30 — founder wants it for the board deck',
    expect: (ev, now) => {
      const r = ranges.lastDays(+now, 30);
      const a = select(ev, { range: prevSpan(r), names: MONEY }),
        b = select(ev, { range: r, names: MONEY });
      return compareX(O.sum(a), O.sum(b), a.length + b.length, 'not-high', ['deposit-paid']);
    },
  },

  {
    id: 'compare-09',
    type: 'compare',
    question: 'host_058 is brand new — their events in the last 7 days compared with the 7 days before?',
    expect: (ev, now) => {
      // The earlier period is empty: the answer gives the later count and says no percentage exists.
      const r = ranges.lastDays(+now, 7);
      const a = select(ev, { range: prevSpan(r), user: 'host_058' }),
        b = select(ev, { range: r, user: 'host_058' });
      if (a.length !== 0) throw new Error('host_058 should have no events 8-14 days ago');
      return { numbers: [b.length], confidence: 'high', dataPoints: a.length + b.length };
    },
  },

  // ===== share ==================================================================================
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of events last month were venue_viewed?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastMonth(+now) });
      return {
        percents: [O.percent(select(e, { names: ['venue_viewed'] }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'What share of the users active in the last 30 days sent an EnquirySent?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 30) });
      return {
        percents: [O.percent(users(select(e, { names: ['EnquirySent'] })).size, users(e).size)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-03',
    type: 'share',
    question: '% of all events that are booking_cancelled',
    expect: (ev) => ({
      percents: [O.percent(select(ev, { names: ['booking_cancelled'] }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'What fraction of all users have ever paid a deposit (deposit-paid)? As a percentage.',
    expect: (ev) => ({
      percents: [O.percent(users(select(ev, { names: ['deposit-paid'] })).size, users(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'how much of the traffic in the past 7 days came from org_0007 — share of events?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 7) });
      return {
        percents: [O.percent(select(e, { user: 'org_0007' }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-06',
    type: 'share',
    question: (now) => `what % of ${thisWeekOr(now).w}'s events were search.performed?`,
    expect: (ev, now) => {
      const e = select(ev, { range: thisWeekOr(now).r });
      return {
        percents: [O.percent(select(e, { names: ['search.performed'] }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `percentage of users active in ${mon(monthBack(now, 1))} who posted a Review Posted`,
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.month(monthBack(now, 1)) });
      return {
        percents: [O.percent(users(select(e, { names: ['Review Posted'] })).size, users(e).size)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'Quote Accepted as a share of all events over the last 14 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 14) });
      return {
        percents: [O.percent(select(e, { names: ['Quote Accepted'] }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },

  // ===== conversion =============================================================================
  {
    id: 'conversion-01',
    type: 'conversion',
    question:
      'Of the users who sent an EnquirySent in the last 30 days, how many went on to a booking_confirmed?',
    expect: (ev, now) => convX(ev, ranges.lastDays(+now, 30), 'EnquirySent', 'booking_confirmed'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: (now) => `search.performed → EnquirySent conversion for ${mon(monthBack(now, 1))}?`,
    expect: (ev, now) => convX(ev, ranges.month(monthBack(now, 1)), 'search.performed', 'EnquirySent'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: (now) =>
      `Since ${iso(daysAgo(now, 60))}, what % of users with a Quote Accepted then had a deposit-paid?`,
    expect: (ev, now) => convX(ev, ranges.since(daysAgo(now, 60), +now), 'Quote Accepted', 'deposit-paid'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'what percent of people who had a booking confirmed later had a Booking Cancelled?',
    expect: (ev) => convX(ev, ranges.all(), 'booking_confirmed', 'booking_cancelled'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'venue_viewed to Quote Accepted conversion over the last 8 weeks',
    expect: (ev, now) => convX(ev, ranges.lastWeeks(+now, 8), 'venue_viewed', 'Quote Accepted'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: (now) =>
      `Between ${iso(daysAgo(now, 75))} and ${iso(daysAgo(now, 15))}, of the users with a booking_confirmed how many posted a Review Posted afterwards?`,
    expect: (ev, now) =>
      convX(ev, ranges.between(daysAgo(now, 75), daysAgo(now, 15)), 'booking_confirmed', 'Review Posted'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'EnquirySent → deposit-paid, all time: how many users converted and what is the rate?',
    expect: (ev) => convX(ev, ranges.all(), 'EnquirySent', 'deposit-paid'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: 'how many searchers went on to enquire in the last 2 weeks?',
    expect: (ev, now) =>
      convX(ev, ranges.lastWeeks(+now, 2), 'search.performed', 'EnquirySent', 'not-high', [
        'search.performed',
        'EnquirySent',
      ]),
  },

  // ===== churn ==================================================================================
  {
    id: 'churn-01',
    type: 'churn',
    question: 'how many users were active last month but have not been seen this month?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, ranges.lastMonth(+now), ranges.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'New users in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, ranges.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'how many brand-new users did we get in the last 14 days?',
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, ranges.lastDays(+now, 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `users active in ${mon(monthBack(now, 2))} who didn't come back in ${mon(monthBack(now, 1))} — how many?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, ranges.month(monthBack(now, 2)), ranges.month(monthBack(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) =>
      `How many people were active between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 31))} but have done nothing since ${iso(daysAgo(now, 30))}?`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(
          ev,
          ranges.between(daysAgo(now, 60), daysAgo(now, 31)),
          ranges.since(daysAgo(now, 30), +now),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: 'who are the new users from the past 3 days? list them',
    expect: (ev, now) => {
      const n = O.newUsers(ev, ranges.lastDays(+now, 3));
      return { names: n, unordered: true, numbers: [n.length], confidence: 'high' };
    },
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'how many users churned last week, meaning active the week before but not last week?',
    expect: (ev, now) => {
      const r = ranges.lastWeek(+now);
      return { numbers: [O.churned(ev, prevSpan(r), r).length], confidence: 'high' };
    },
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) => `new users in ${monthYear(monthBack(now, 1))}`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, ranges.month(monthBack(now, 1))).length],
      confidence: 'high',
    }),
  },

  // ===== recency ================================================================================
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last booking_cancelled?',
    expect: (ev) => {
      const e = select(ev, { names: ['booking_cancelled'] });
      return { names: [iso(O.time(O.newestFirst(e)[0]))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'recency-02',
    type: 'recency',
    question:
      'Any Venue Listed events in the last 7 days? Sales wants to know if the host campaign is working.',
    expect: (ev, now) => countX(select(ev, { range: ranges.lastDays(+now, 7), names: ['VenueListed'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'When did org_0007 last do a deposit-paid?',
    expect: (ev) => {
      const e = select(ev, { names: ['deposit-paid'], user: 'org_0007' });
      return { names: [iso(O.time(O.newestFirst(e)[0]))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'most recent VenueListed from host_058 — when was it?',
    expect: (ev) => {
      const e = select(ev, { names: ['VenueListed'], user: 'host_058' });
      return { names: [iso(O.time(O.newestFirst(e)[0]))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'Last Quote Accepted — when did that happen?',
    expect: (ev) => {
      const e = select(ev, { names: ['Quote Accepted'] });
      return { names: [iso(O.time(O.newestFirst(e)[0]))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'recency-06',
    type: 'recency',
    low: true,
    question: (now) =>
      `did anyone manage a deposit-paid on ${longDay(daysAgo(now, INCIDENT))}? payments were flaky that day`,
    expect: (ev, now) =>
      countX(select(ev, { range: ranges.on(daysAgo(now, INCIDENT)), names: ['deposit-paid'] })),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'when did org_0391 last run a search.performed?',
    expect: (ev) => {
      const e = select(ev, { names: ['search.performed'], user: 'org_0391' });
      return { names: [iso(O.time(O.newestFirst(e)[0]))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'any manager.reply in the last 24 hours? how many?',
    expect: (ev, now) => countX(select(ev, { range: ranges.lastHours(+now, 24), names: ['manager.reply'] })),
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'When was the very last Review Posted? Marketing wants a fresh quote for the homepage.',
    expect: (ev) => {
      const e = select(ev, { names: ['Review Posted'] });
      return { names: [iso(O.time(O.newestFirst(e)[0]))], confidence: 'high', dataPoints: e.length };
    },
  },

  // ===== catalogue ==============================================================================
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'what event names do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'how many events do we have overal?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: "New engineer onboarding: list the event types we've got and how many of each.",
    expect: (ev) => ({ ...listX(ranked(tally(ev, O.byName)), ev.length), unordered: true }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'how many distinct event types exist in the data?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'is there an event called venue_viewed?',
    expect: (ev) => ({ names: ['venue_viewed'], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question:
      'Give me the overall totals: number of users, number of events, and how many different event names.',
    expect: (ev) => ({
      numbers: [users(ev).size, ev.length, new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ===== other ==================================================================================
  { id: 'other-01', type: 'other', question: 'Which venue has the best catering?', expect: () => LOW },
  {
    id: 'other-02',
    type: 'other',
    question: "what's the average hire price for venues in Lisbon vs Porto?",
    expect: () => LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'Forecast how many bookings we will get next quarter.',
    expect: () => LOW,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'what do people complain about in their review texts? anything about parking?',
    expect: () => LOW,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'Which marketing channel (Google, Instagram, newsletter) drove the most enquiries?',
    expect: () => LOW,
  },
  {
    id: 'other-06',
    type: 'other',
    question: "send a reminder email to every host who hasn't answered their enquiries",
    expect: () => LOW,
  },
  {
    id: 'other-07',
    type: 'other',
    question: "what's the weather looking like in Porto this Saturday? client has an outdoor wedding",
    expect: () => LOW,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'What is our current Stripe payout balance?',
    expect: () => LOW,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'Which venues have step-free access and a lift?',
    expect: () => LOW,
  },
  {
    id: 'other-10',
    type: 'other',
    question: "what's host_012's phone number? need to call them about a double booking",
    expect: () => LOW,
  },
];
