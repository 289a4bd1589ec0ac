// Blind round "florist": questions people at an online florist would type, with expectations
// computed from the events by the reference oracle, following SEMANTICS.md.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, ranges: R, select, users, sum, avg, min, max, percent, tally, rank, round, change } = O;
const T = (now) => +now;
const ALL = [
  'bouquet_viewed',
  'cart.item_added',
  'OrderPlaced',
  'Payment Failed',
  'card-added',
  'vase_added',
  'subscription.started',
  'SubscriptionCancelled',
  'Courier Pickup',
  'delivery-completed',
  'delivery.failed',
  'refund_issued',
  'CorporateAccountOpened',
];
const MONEY = ['OrderPlaced', 'subscription.started'];
const SHORT = O.MONTHS.map((m) => m.slice(0, 3));
const ord = (n) => n + ([11, 12, 13].includes(n % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const D = (t) => new Date(t);
const iso = (t) => O.isoDay(t);
const longDay = (t) => `${O.MONTHS[D(t).getUTCMonth()]} ${ord(D(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${SHORT[D(t).getUTCMonth()]} ${D(t).getUTCDate()}`; // Nov 3
const dmy = (t) => `${D(t).getUTCDate()} ${SHORT[D(t).getUTCMonth()]} ${D(t).getUTCFullYear()}`; // 3 Nov 2026
const slash = (t) => `${D(t).getUTCMonth() + 1}/${D(t).getUTCDate()}/${D(t).getUTCFullYear()}`; // 11/3/2026
const monthName = (t) => O.MONTHS[D(t).getUTCMonth()];
const daysAgo = (now, n) => O.dayStart(T(now)) - n * DAY;
const incidentDay = (now) => daysAgo(now, 37);
const hhmm = (t) => D(t).toISOString().slice(11, 16);
const m1 = (now) => O.monthStart(T(now), -1); // last month
const m2 = (now) => O.monthStart(T(now), -2); // the month before

const hi = (numbers, dataPoints, extra = {}) => ({ numbers, confidence: 'high', dataPoints, ...extra });
const loose = (numbers, dataPoints, extra = {}) => ({
  numbers,
  confidence: 'not-high',
  dataPoints,
  ...extra,
});
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};
const tieAt = (ranked, n) => ranked.length > n && ranked[n - 1][1] === ranked[n][1];
const when = (t) => [iso(t), hhmm(t)];
const lastOf = (evs) => O.newestFirst(evs)[0];
const firstOf = (evs) => [...evs].sort((a, b) => O.time(a) - O.time(b))[0];

// Ranked-list case: f(events, now) → { list (full ranking), n, dataPoints, confidence? }
function ranked(f, { figures = true } = {}) {
  const expect = (events, now) => {
    const { list, n, dataPoints, confidence = 'high' } = f(events, now);
    const top = list.slice(0, n);
    return {
      names: top.map((x) => x[0]),
      numbers: figures ? top.map((x) => round(x[1], 2)) : undefined,
      confidence,
      dataPoints,
    };
  };
  expect.tieAtCut = (events, now) => {
    const { list, n } = f(events, now);
    return tieAt(list, n);
  };
  return expect;
}
const cmp = (a, b, dataPoints, confidence = 'high') => {
  const c = change(a, b);
  return { numbers: [round(a, 2), round(b, 2), round(c.diff, 2)], percents: [c.pct], confidence, dataPoints };
};
const conv = (events, range, a, b, confidence = 'high') => {
  const c = O.conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
};

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-orders-7d',
    type: 'count',
    question: 'How many OrderPlaced events in the last 7 days?',
    expect: (ev, now) => {
      const n = select(ev, { range: R.lastDays(T(now), 7), names: ['OrderPlaced'] }).length;
      return hi([n], n);
    },
  },
  {
    id: 'count-views-yesterday',
    type: 'count',
    question: 'bouquet_viewed count for yesterday pls',
    expect: (ev, now) => {
      const n = select(ev, { range: R.yesterday(T(now)), names: ['bouquet_viewed'] }).length;
      return hi([n], n);
    },
  },
  {
    id: 'count-all-lastmonth',
    type: 'count',
    question: 'For the monthly ops report: how many events did we record in total last month?',
    expect: (ev, now) => {
      const n = select(ev, { range: R.lastMonth(T(now)) }).length;
      return hi([n], n);
    },
  },
  {
    id: 'count-failed-incident',
    type: 'count',
    question: (now) =>
      `how many delivery.failed did we have on ${longDay(incidentDay(now))}? the courier app was down that day i think`,
    expect: (ev, now) => {
      const n = select(ev, { range: R.on(incidentDay(now)), names: ['delivery.failed'] }).length;
      return hi([n], n);
    },
  },
  {
    id: 'count-vases-since',
    type: 'count',
    question: (now) => `Number of vases added since ${iso(daysAgo(now, 45))}`,
    expect: (ev, now) => {
      const n = select(ev, { range: R.since(daysAgo(now, 45), T(now)), names: ['vase_added'] }).length;
      return hi([n], n);
    },
  },
  {
    id: 'count-user-orders-30d',
    type: 'count',
    question: 'How many times did cust_0117 do OrderPlaced in the past 30 days?',
    expect: (ev, now) => {
      const n = select(ev, {
        range: R.lastDays(T(now), 30),
        names: ['OrderPlaced'],
        user: 'cust_0117',
      }).length;
      return hi([n], n);
    },
  },
  {
    id: 'count-pickups-lastweek',
    type: 'count',
    question: 'courier pickups last week?',
    expect: (ev, now) => {
      const n = select(ev, { range: R.lastWeek(T(now)), names: ['Courier Pickup'] }).length;
      return hi([n], n);
    },
  },
  {
    id: 'count-loose-orders-2w',
    type: 'count',
    question: 'how many orders have come in over the past 2 weeks?',
    expect: (ev, now) => {
      const n = select(ev, { range: R.lastWeeks(T(now), 2), names: ['OrderPlaced'] }).length;
      return loose([n], n);
    },
  },
  {
    id: 'count-low-giftwrap',
    type: 'count',
    low: true,
    question: 'How many gift_wrap_added events were there last week?',
    expect: LOW,
  },
  {
    id: 'count-cards-between',
    type: 'count',
    question: (now) =>
      `count of card-added events between ${shortDay(daysAgo(now, 20))} and ${shortDay(daysAgo(now, 10))}`,
    expect: (ev, now) => {
      const n = select(ev, {
        range: R.between(daysAgo(now, 20), daysAgo(now, 10)),
        names: ['card-added'],
      }).length;
      return hi([n], n);
    },
  },
  {
    id: 'count-payfail-3d',
    type: 'count',
    question:
      'Payment Failed events in the last 3 days — finance wants to know if the card processor is acting up',
    expect: (ev, now) => {
      const n = select(ev, { range: R.lastDays(T(now), 3), names: ['Payment Failed'] }).length;
      return hi([n], n);
    },
  },
  {
    id: 'count-loose-views-today',
    type: 'count',
    question: 'how many bouqet views today so far?',
    expect: (ev, now) => {
      const n = select(ev, { range: R.today(T(now)), names: ['bouquet_viewed'] }).length;
      return loose([n], n);
    },
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'How many active users did we have in the last 30 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 30) });
      return hi([users(e).size], e.length);
    },
  },
  {
    id: 'users-ordered-lastmonth',
    type: 'users',
    question: 'how many distinct customers did an OrderPlaced last month',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(T(now)), names: ['OrderPlaced'] });
      return hi([users(e).size], e.length);
    },
  },
  {
    id: 'users-subs-month',
    type: 'users',
    question: (now) => `How many people had a subscription.started in ${monthName(m2(now))}?`,
    expect: (ev, now) => {
      const e = select(ev, { range: R.month(m2(now)), names: ['subscription.started'] });
      return hi([users(e).size], e.length);
    },
  },
  {
    id: 'users-delivered-week',
    type: 'users',
    question:
      'unique users with delivery-completed over the past week (basically: how many couriers were out delivering)',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 7), names: ['delivery-completed'] });
      return hi([users(e).size], e.length);
    },
  },
  {
    id: 'users-loose-refunds',
    type: 'users',
    question: 'How many customers got refunds in the last 3 months?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonths(T(now), 3), names: ['refund_issued'] });
      return loose([users(e).size], e.length);
    },
  },
  {
    id: 'users-cards-thisyear',
    type: 'users',
    question: 'how many different users have card-added events this year',
    expect: (ev, now) => {
      const e = select(ev, { range: R.thisYear(T(now)), names: ['card-added'] });
      return hi([users(e).size], e.length);
    },
  },
  {
    id: 'users-low-wishlist',
    type: 'users',
    low: true,
    question: 'How many users triggered wishlist_saved last month?',
    expect: LOW,
  },
  {
    id: 'users-corporate',
    type: 'users',
    question: 'How many users have a CorporateAccountOpened event?',
    expect: (ev) => {
      const e = select(ev, { names: ['CorporateAccountOpened'] });
      return hi([users(e).size], e.length);
    },
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-orders-sum-lastmonth',
    type: 'value',
    question: 'total OrderPlaced value last month?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(T(now)), names: ['OrderPlaced'] });
      return hi([round(sum(e), 2)], e.length);
    },
  },
  {
    id: 'value-orders-avg-30d',
    type: 'value',
    question: 'What is the average OrderPlaced amount over the past 30 days? trying to sanity-check our AOV',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 30), names: ['OrderPlaced'] });
      return hi([avg(e)], e.length);
    },
  },
  {
    id: 'value-orders-max',
    type: 'value',
    question: 'biggest single OrderPlaced value we have ever had?',
    expect: (ev) => {
      const e = select(ev, { names: ['OrderPlaced'] });
      return hi([max(e)], e.length);
    },
  },
  {
    id: 'value-subs-min',
    type: 'value',
    question: 'What is the minimum eventValue on subscription.started?',
    expect: (ev) => {
      const e = select(ev, { names: ['subscription.started'] });
      return hi([min(e)], e.length);
    },
  },
  {
    id: 'value-delivery-median-14d',
    type: 'value',
    question: 'median delivery-completed value in the last 14 days (it is minutes door-to-door)',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 14), names: ['delivery-completed'] });
      return hi([round(median(e), 2)], e.length);
    },
  },
  {
    id: 'value-refunds-between',
    type: 'value',
    question: (now) =>
      `How much did we pay out in refund_issued between ${iso(daysAgo(now, 50))} and ${iso(daysAgo(now, 20))}?`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: R.between(daysAgo(now, 50), daysAgo(now, 20)),
        names: ['refund_issued'],
      });
      return hi([round(sum(e), 2)], e.length);
    },
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'For the board deck: what was our revenue last month?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(T(now)), names: MONEY });
      return loose([round(sum(e), 2)], e.length);
    },
  },
  {
    id: 'value-corp07-3mo',
    type: 'value',
    question: 'sum of OrderPlaced value for corp_07 over the last 3 months',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonths(T(now), 3), names: ['OrderPlaced'], user: 'corp_07' });
      return hi([round(sum(e), 2)], e.length);
    },
  },
  {
    id: 'value-pickup-avg-yesterday',
    type: 'value',
    question: 'avg Courier Pickup value yesterday? (value = km to the recipient)',
    expect: (ev, now) => {
      const e = select(ev, { range: R.yesterday(T(now)), names: ['Courier Pickup'] });
      return hi([avg(e)], e.length);
    },
  },
  {
    id: 'value-low-nobody',
    type: 'value',
    low: true,
    question: 'How much has cust_0999 spent on OrderPlaced?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'what are our most common events?',
    expect: ranked((ev) => ({ list: rank(tally(ev, O.byName)), n: 5, dataPoints: ev.length })),
  },
  {
    id: 'top-events-3-lastweek',
    type: 'top-events',
    question: 'top 3 events last week',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastWeek(T(now)) });
      return { list: rank(tally(e, O.byName)), n: 3, dataPoints: e.length };
    }),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'Which event types are the least common? list them',
    expect: ranked((ev) => ({
      list: rank(tally(ev, O.byName), { ascending: true }),
      n: 5,
      dataPoints: ev.length,
    })),
  },
  {
    id: 'top-events-most-30d',
    type: 'top-events',
    question: 'Which single event happened most often in the past 30 days?',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 30) });
      return { list: rank(tally(e, O.byName)), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'top-events-rarest-60d',
    type: 'top-events',
    question: 'what was the rarest event in the past 60 days?',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 60) });
      return { list: rank(tally(e, O.byName), { ascending: true }), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'top-events-4-since',
    type: 'top-events',
    question: (now) => `top four event names since ${longDay(daysAgo(now, 60))}`,
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.since(daysAgo(now, 60), T(now)) });
      return { list: rank(tally(e, O.byName)), n: 4, dataPoints: e.length };
    }),
  },
  {
    id: 'top-events-user',
    type: 'top-events',
    question: 'top 3 events for cust_0117?',
    expect: ranked((ev) => {
      const e = select(ev, { user: 'cust_0117' });
      return { list: rank(tally(e, O.byName)), n: 3, dataPoints: e.length };
    }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-2',
    type: 'top-users',
    question: 'Who are our 2 most active users?',
    expect: ranked((ev) => ({ list: rank(tally(ev, O.byUser)), n: 2, dataPoints: ev.length })),
  },
  {
    id: 'top-users-pickups-lastmonth',
    type: 'top-users',
    question: 'which courier did the most Courier Pickup last month?',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastMonth(T(now)), names: ['Courier Pickup'] });
      return { list: rank(tally(e, O.byUser)), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'top-users-order-value-90d',
    type: 'top-users',
    question: 'Top 5 users by total OrderPlaced value in the last 90 days',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 90), names: ['OrderPlaced'] });
      return { list: rank(tally(e, O.byUser, O.value)), n: 5, dataPoints: e.length };
    }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our top spenders?',
    expect: ranked((ev) => {
      const e = select(ev, { names: MONEY });
      return { list: rank(tally(e, O.byUser, O.value)), n: 5, dataPoints: e.length, confidence: 'not-high' };
    }),
  },
  {
    id: 'top-users-failed',
    type: 'top-users',
    question: 'Who has the most delivery.failed events? asking because we are reviewing courier contracts',
    expect: ranked((ev) => {
      const e = select(ev, { names: ['delivery.failed'] });
      return { list: rank(tally(e, O.byUser)), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'top-users-views-14d',
    type: 'top-users',
    question: 'who did the most bouquet_viewed in the last 14 days? curious who our biggest browser is',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 14), names: ['bouquet_viewed'] });
      return { list: rank(tally(e, O.byUser)), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'top-users-low-loyalty',
    type: 'top-users',
    low: true,
    question: 'top 5 users by loyalty_points_redeemed',
    expect: LOW,
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-count-0117',
    type: 'user',
    question: 'How many events does cust_0117 have?',
    expect: (ev) => {
      const n = select(ev, { user: 'cust_0117' }).length;
      return hi([n], n);
    },
  },
  {
    id: 'user-first-newcomer',
    type: 'user',
    question: 'when was cust_0419 first seen?',
    expect: (ev) => {
      const e = select(ev, { user: 'cust_0419' });
      return { names: when(O.time(firstOf(e))), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-last-churner',
    type: 'user',
    question: 'Support ticket from cust_0203 — when were they last seen in the app?',
    expect: (ev) => {
      const e = select(ev, { user: 'cust_0203' });
      return { names: when(O.time(lastOf(e))), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-names-churner',
    type: 'user',
    question: 'which event names has cust_0203 used?',
    expect: (ev) => {
      const e = select(ev, { user: 'cust_0203' });
      return {
        names: [...new Set(e.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-recent-corp07',
    type: 'user',
    question: "show me corp_07's 3 most recent events",
    expect: Object.assign(
      (ev) => {
        const e = select(ev, { user: 'corp_07' });
        return {
          names: O.newestFirst(e).slice(0, 3).map(O.byName),
          confidence: 'high',
          dataPoints: e.length,
        };
      },
      {
        tieAtCut: (ev) => {
          const e = O.newestFirst(select(ev, { user: 'corp_07' }));
          return O.time(e[2]) === O.time(e[3]);
        },
      },
    ),
  },
  {
    id: 'user-courier05-lastweek',
    type: 'user',
    question: 'how many events did courier_05 log last week',
    expect: (ev, now) => {
      const n = select(ev, { range: R.lastWeek(T(now)), user: 'courier_05' }).length;
      return hi([n], n);
    },
  },
  {
    id: 'user-low-nobody',
    type: 'user',
    low: true,
    question: 'When was cust_0999 last active?',
    expect: LOW,
  },
  {
    id: 'user-first-last-corp07',
    type: 'user',
    question: 'first and last seen for corp_07?',
    expect: (ev) => {
      const e = select(ev, { user: 'corp_07' });
      return {
        names: [...when(O.time(firstOf(e))), ...when(O.time(lastOf(e)))],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-newcomer-since',
    type: 'user',
    question: (now) => `how many events has cust_0419 done since ${dmy(daysAgo(now, 7))}?`,
    expect: (ev, now) => {
      const n = select(ev, { range: R.since(daysAgo(now, 7), T(now)), user: 'cust_0419' }).length;
      return hi([n], n);
    },
  },
  {
    id: 'user-views-month',
    type: 'user',
    question: (now) => `how many bouquet_viewed did cust_0117 do in ${monthName(m1(now))}`,
    expect: (ev, now) => {
      const n = select(ev, { range: R.month(m1(now)), names: ['bouquet_viewed'], user: 'cust_0117' }).length;
      return hi([n], n);
    },
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-weekday-orders',
    type: 'breakdown',
    question: 'Which day of the week gets the most OrderPlaced?',
    expect: ranked((ev) => {
      const e = select(ev, { names: ['OrderPlaced'] });
      return { list: rank(tally(e, O.byWeekday)), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'breakdown-hour-views',
    type: 'breakdown',
    question: 'what hour of the day (UTC) is busiest for bouquet_viewed?',
    expect: ranked((ev) => {
      const e = select(ev, { names: ['bouquet_viewed'] });
      return { list: rank(tally(e, O.byHour)), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'breakdown-month-orders',
    type: 'breakdown',
    question: (now) => `OrderPlaced per month since ${longDay(m2(now))}`,
    expect: (ev, now) => {
      const e = select(ev, { range: R.since(m2(now), T(now)), names: ['OrderPlaced'] });
      const m = tally(e, O.byMonth);
      return {
        names: [...m.keys()],
        numbers: [...m.values()],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'breakdown-weekly-deliveries',
    type: 'breakdown',
    question: (now) => {
      const mon = O.weekStart(T(now)) - 4 * O.WEEK;
      return `weekly breakdown of delivery-completed from ${iso(mon)} to ${iso(mon + 3 * O.WEEK - DAY)}`;
    },
    expect: (ev, now) => {
      const mon = O.weekStart(T(now)) - 4 * O.WEEK;
      const e = select(ev, { range: R.between(mon, mon + 3 * O.WEEK - DAY), names: ['delivery-completed'] });
      const m = tally(e, O.byWeek);
      return {
        names: [...m.keys()],
        numbers: [...m.values()],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'breakdown-worst-day-failed',
    type: 'breakdown',
    question: 'Which day had the most delivery.failed in the last 60 days?',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 60), names: ['delivery.failed'] });
      return { list: rank(tally(e, O.byDay)), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'breakdown-daily-lastweek',
    type: 'breakdown',
    question: 'OrderPlaced per day last week, please',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastWeek(T(now)), names: ['OrderPlaced'] });
      const m = tally(e, O.byDay);
      return {
        names: [...m.keys()],
        numbers: [...m.values()],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: 'what is the quietest weekday for bouquet_viewed?',
    expect: ranked((ev) => {
      const e = select(ev, { names: ['bouquet_viewed'] });
      return { list: rank(tally(e, O.byWeekday), { ascending: true }), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'breakdown-hour-cart-30d',
    type: 'breakdown',
    question: 'busiest hour for cart.item_added over the last 30 days? planning support shifts',
    expect: ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 30), names: ['cart.item_added'] });
      return { list: rank(tally(e, O.byHour)), n: 1, dataPoints: e.length };
    }),
  },
  {
    id: 'breakdown-loose-orders-weekday',
    type: 'breakdown',
    question: 'orders by weekday?',
    expect: (ev) => {
      const e = select(ev, { names: ['OrderPlaced'] });
      const m = tally(e, O.byWeekday);
      return {
        names: [...m.keys()],
        numbers: [...m.values()],
        unordered: true,
        confidence: 'not-high',
        dataPoints: e.length,
      };
    },
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-orders-28d',
    type: 'compare',
    question: 'OrderPlaced in the last 28 days compared with the 28 days before?',
    expect: (ev, now) => {
      const t = T(now);
      const a = select(ev, {
          range: { from: t - 56 * DAY, to: t - 28 * DAY },
          names: ['OrderPlaced'],
        }).length,
        b = select(ev, { range: R.lastDays(t, 28), names: ['OrderPlaced'] }).length;
      return cmp(a, b, a + b);
    },
  },
  {
    id: 'compare-views-months',
    type: 'compare',
    question: 'How did bouquet_viewed last month compare to the month before?',
    expect: (ev, now) => {
      const a = select(ev, { range: R.month(m2(now)), names: ['bouquet_viewed'] }).length,
        b = select(ev, { range: R.lastMonth(T(now)), names: ['bouquet_viewed'] }).length;
      return cmp(a, b, a + b);
    },
  },
  {
    id: 'compare-failed-6w',
    type: 'compare',
    question: 'is delivery.failed growing? last 6 weeks vs the previous 6',
    expect: (ev, now) => {
      const t = T(now);
      const a = select(ev, {
          range: { from: t - 12 * O.WEEK, to: t - 6 * O.WEEK },
          names: ['delivery.failed'],
        }).length,
        b = select(ev, { range: R.lastWeeks(t, 6), names: ['delivery.failed'] }).length;
      return cmp(a, b, a + b);
    },
  },
  {
    id: 'compare-users-30d',
    type: 'compare',
    question: 'active users: last 30 days vs the 30 days before that',
    expect: (ev, now) => {
      const lw = R.lastDays(T(now), 30);
      const pw = { from: lw.from - 30 * DAY, to: lw.from };
      const ea = select(ev, { range: pw }),
        eb = select(ev, { range: lw });
      return cmp(users(ea).size, users(eb).size, ea.length + eb.length);
    },
  },
  {
    id: 'compare-cart-named-months',
    type: 'compare',
    question: (now) =>
      `cart.item_added in ${monthName(m2(now))} versus ${monthName(m1(now))} ${D(m1(now)).getUTCFullYear()}`,
    expect: (ev, now) => {
      const a = select(ev, { range: R.month(m2(now)), names: ['cart.item_added'] }).length,
        b = select(ev, { range: R.month(m1(now)), names: ['cart.item_added'] }).length;
      return cmp(a, b, a + b);
    },
  },
  {
    id: 'compare-order-value-14d',
    type: 'compare',
    question: 'Total OrderPlaced value, past 14 days vs the prior 14 days?',
    expect: (ev, now) => {
      const t = T(now);
      const ea = select(ev, { range: { from: t - 28 * DAY, to: t - 14 * DAY }, names: ['OrderPlaced'] }),
        eb = select(ev, { range: R.lastDays(t, 14), names: ['OrderPlaced'] });
      return cmp(sum(ea), sum(eb), ea.length + eb.length);
    },
  },
  {
    id: 'compare-views-48h',
    type: 'compare',
    question:
      'bouquet_viewed in the last 48 hours compared with the 48 hours before — did the homepage change hurt browsing?',
    expect: (ev, now) => {
      const t = T(now);
      const a = select(ev, {
          range: { from: t - 96 * O.HOUR, to: t - 48 * O.HOUR },
          names: ['bouquet_viewed'],
        }).length,
        b = select(ev, { range: R.lastHours(t, 48), names: ['bouquet_viewed'] }).length;
      return cmp(a, b, a + b);
    },
  },
  {
    id: 'compare-loose-refunds',
    type: 'compare',
    question: 'are refunds going up? past 8 weeks vs the 8 weeks before that',
    expect: (ev, now) => {
      const t = T(now);
      const a = select(ev, {
          range: { from: t - 16 * O.WEEK, to: t - 8 * O.WEEK },
          names: ['refund_issued'],
        }).length,
        b = select(ev, { range: R.lastWeeks(t, 8), names: ['refund_issued'] }).length;
      return cmp(a, b, a + b, 'not-high');
    },
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-orders-30d',
    type: 'share',
    question: 'What percentage of all events in the last 30 days were OrderPlaced?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 30) });
      return {
        percents: [percent(select(e, { names: ['OrderPlaced'] }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-users-ordered-lastmonth',
    type: 'share',
    question: 'what % of active users last month did OrderPlaced?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(T(now)) });
      return {
        percents: [percent(users(select(e, { names: ['OrderPlaced'] })).size, users(e).size)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-failed-incident',
    type: 'share',
    question: (now) => `On ${iso(incidentDay(now))}, what share of events were delivery.failed?`,
    expect: (ev, now) => {
      const e = select(ev, { range: R.on(incidentDay(now)) });
      return {
        percents: [percent(select(e, { names: ['delivery.failed'] }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-vase-users',
    type: 'share',
    question: 'What percentage of users have ever done vase_added?',
    expect: (ev) => ({
      percents: [percent(users(select(ev, { names: ['vase_added'] })).size, users(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-subscribers-90d',
    type: 'share',
    question: 'percentage of active users in the past 90 days who did subscription.started',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 90) });
      return {
        percents: [percent(users(select(e, { names: ['subscription.started'] })).size, users(e).size)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-cards-lastweek',
    type: 'share',
    question: "share of last week's events that were card-added",
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastWeek(T(now)) });
      return {
        percents: [percent(select(e, { names: ['card-added'] }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-loose-refunded-users',
    type: 'share',
    question: 'roughly what percent of our customers have ever recieved a refund?',
    expect: (ev) => ({
      percents: [percent(users(select(ev, { names: ['refund_issued'] })).size, users(ev).size)],
      confidence: 'not-high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-view-order-30d',
    type: 'conversion',
    question: 'Of the users who did bouquet_viewed in the last 30 days, how many then did OrderPlaced?',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 30), 'bouquet_viewed', 'OrderPlaced'),
  },
  {
    id: 'conv-cart-order-lastmonth',
    type: 'conversion',
    question: 'cart.item_added → OrderPlaced conversion rate last month',
    expect: (ev, now) => conv(ev, R.lastMonth(T(now)), 'cart.item_added', 'OrderPlaced'),
  },
  {
    id: 'conv-order-card-since',
    type: 'conversion',
    question: (now) =>
      `since ${slash(daysAgo(now, 30))}, what % of users who did OrderPlaced went on to card-added?`,
    expect: (ev, now) => conv(ev, R.since(daysAgo(now, 30), T(now)), 'OrderPlaced', 'card-added'),
  },
  {
    id: 'conv-payfail-order',
    type: 'conversion',
    question: 'Of people who hit Payment Failed, how many still completed an OrderPlaced afterwards?',
    expect: (ev) => conv(ev, R.all(), 'Payment Failed', 'OrderPlaced'),
  },
  {
    id: 'conv-sub-cancel-90d',
    type: 'conversion',
    question:
      'of users who did subscription.started in the last 90 days, what percentage later did SubscriptionCancelled?',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 90), 'subscription.started', 'SubscriptionCancelled'),
  },
  {
    id: 'conv-loose-order-refund',
    type: 'conversion',
    question: 'how many customers who ordered later got refunded? and what % is that',
    expect: (ev) => conv(ev, R.all(), 'OrderPlaced', 'refund_issued', 'not-high'),
  },
  {
    id: 'conv-view-cart-week',
    type: 'conversion',
    question: 'bouquet_viewed to cart.item_added conversion over the past week',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 7), 'bouquet_viewed', 'cart.item_added'),
  },
  {
    id: 'conv-low-checkout',
    type: 'conversion',
    low: true,
    question: 'conversion from checkout_started to OrderPlaced in the last 30 days?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'How many new users did we get last month?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastMonth(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'new customers in the last 7 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(T(now), 7)).length], confidence: 'high' }),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(m2(now))} but not in ${monthName(m1(now))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(m2(now)), R.month(m1(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: "users who were active last month but haven't done anything this month — how many?",
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastMonth(T(now)), R.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-firsttime-since',
    type: 'churn',
    question: (now) => `how many first-time users since ${longDay(daysAgo(now, 21))}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(daysAgo(now, 21), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-4d-names',
    type: 'churn',
    question: 'Which users are new in the past 4 days?',
    expect: (ev, now) => {
      const u = O.newUsers(ev, R.lastDays(T(now), 4));
      return { names: u.sort(), numbers: [u.length], unordered: true, confidence: 'high' };
    },
  },
  {
    id: 'churn-window',
    type: 'churn',
    question: (now) =>
      `Of the users active between ${shortDay(daysAgo(now, 90))} and ${shortDay(daysAgo(now, 60))}, how many have had no events since ${shortDay(daysAgo(now, 30))}?`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, R.between(daysAgo(now, 90), daysAgo(now, 60)), R.since(daysAgo(now, 30), T(now)))
          .length,
      ],
      confidence: 'high',
    }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-last-refund',
    type: 'recency',
    question: 'when was the last refund_issued?',
    expect: (ev) => {
      const e = select(ev, { names: ['refund_issued'] });
      return { names: when(O.time(lastOf(e))), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'recency-last-corporate',
    type: 'recency',
    question: 'When did the most recent CorporateAccountOpened happen? sales says we signed someone new',
    expect: (ev) => {
      const e = select(ev, { names: ['CorporateAccountOpened'] });
      return { names: when(O.time(lastOf(e))), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'recency-any-failed-7d',
    type: 'recency',
    question: 'did anyone have a delivery.failed in the past 7 days?',
    expect: (ev, now) => {
      const n = select(ev, { range: R.lastDays(T(now), 7), names: ['delivery.failed'] }).length;
      return hi([n], n);
    },
  },
  {
    id: 'recency-last-cancel',
    type: 'recency',
    question: 'last SubscriptionCancelled — when was it?',
    expect: (ev) => {
      const e = select(ev, { names: ['SubscriptionCancelled'] });
      return { names: when(O.time(lastOf(e))), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'recency-last-payfail',
    type: 'recency',
    question: 'When was the last time a payment failed (Payment Failed)?',
    expect: (ev) => {
      const e = select(ev, { names: ['Payment Failed'] });
      return { names: when(O.time(lastOf(e))), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'recency-low-promo',
    type: 'recency',
    low: true,
    question: 'has anyone ever used promo_code_applied?',
    expect: LOW,
  },
  {
    id: 'recency-corp07-order',
    type: 'recency',
    question: 'when did corp_07 last do an OrderPlaced?',
    expect: (ev) => {
      const e = select(ev, { names: ['OrderPlaced'], user: 'corp_07' });
      return { names: when(O.time(lastOf(e))), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'recency-loose-vase-lastmonth',
    type: 'recency',
    question: 'Did anybody add a vase to their order last month?',
    expect: (ev, now) => {
      const n = select(ev, { range: R.lastMonth(T(now)), names: ['vase_added'] }).length;
      return loose([n], n);
    },
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event names do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (ev) => hi([users(ev).size], ev.length),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'how many events are stored overall?',
    expect: (ev) => hi([ev.length], ev.length),
  },
  {
    id: 'cat-count-names',
    type: 'catalogue',
    question: 'How many different event types exist in our data?',
    expect: (ev) => hi([new Set(ev.map(O.byName)).size], ev.length),
  },
  {
    id: 'cat-totals',
    type: 'catalogue',
    question: 'give me the headline totals: users and events in the whole dataset',
    expect: (ev) => hi([users(ev).size, ev.length], ev.length),
  },
  {
    id: 'cat-list-plan',
    type: 'catalogue',
    question: 'List every event type we have — I need it for the new tracking plan doc.',
    expect: (ev) => ({
      names: ALL.filter((n) => ev.some((e) => e.eventName === n)),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-weather',
    type: 'other',
    question: "What's the weather forecast for Friday's deliveries?",
    expect: LOW,
  },
  {
    id: 'other-popular-bouquet',
    type: 'other',
    question: 'Which bouquet is the most popular — roses or the peony mix?',
    expect: LOW,
  },
  { id: 'other-nps', type: 'other', question: 'what is our NPS score this quarter?', expect: LOW },
  { id: 'other-zip', type: 'other', question: 'Which postcode gets the most deliveries?', expect: LOW },
  {
    id: 'other-stock',
    type: 'other',
    question: 'how many roses do we have in stock at the warehouse right now',
    expect: LOW,
  },
  {
    id: 'other-rating',
    type: 'other',
    question: 'What star rating do customers give our couriers on average?',
    expect: LOW,
  },
  {
    id: 'other-cancel-reason',
    type: 'other',
    question: 'Why did cust_0203 cancel their subscription?',
    expect: LOW,
  },
  {
    id: 'other-channel',
    type: 'other',
    question: 'which marketing channel brought in the most corporate clients?',
    expect: LOW,
  },
  { id: 'other-margin', type: 'other', question: 'gross margin on tulip bouquets?', expect: LOW },
  {
    id: 'other-forecast',
    type: 'other',
    question: "Predict how many orders we'll get on Valentine's Day next year.",
    expect: LOW,
  },
];
