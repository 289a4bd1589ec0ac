// Blind round "linkshort": questions a URL-shortener / link-in-bio SaaS team would ask.
// Every expectation is computed from the events with the reference oracle, following SEMANTICS.md.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { outageDay, phishingDay } from './data.mjs';

const {
  ranges: R,
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
  isoDay,
  time,
  DAY,
  MONTHS,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
  round,
  dayStart,
  monthStart,
} = O;

const MONEY = ['plan.upgraded', 'payment_succeeded']; // events that plainly carry money
const ALL_NAMES = [
  'signed_up',
  'link_created',
  'link.clicked',
  'QrCodeGenerated',
  'Custom Domain Added',
  'domain-verified',
  'plan.upgraded',
  'payment_succeeded',
  'payment.failed',
  'ApiCall',
  'Abuse Report Filed',
  'link-takedown',
  'BioPageEdited',
];

// ---- helpers -----------------------------------------------------------------------------
const T = (now) => +now;
const today = (now) => dayStart(T(now));
const money = (evs) => round(sum(evs), 2);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const ord = (n) => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const dt = (t) => new Date(t);
const longDay = (t) => `${MONTHS[dt(t).getUTCMonth()]} ${ord(dt(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${MONTHS[dt(t).getUTCMonth()].slice(0, 3)} ${dt(t).getUTCDate()}`; // Nov 3
const fullDay = (t) => `${MONTHS[dt(t).getUTCMonth()]} ${dt(t).getUTCDate()}, ${dt(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[dt(t).getUTCMonth()];
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length;
  return round(k % 2 ? v[(k - 1) / 2] : (v[k / 2 - 1] + v[k / 2]) / 2, 2);
};
const hi = (evs, extra = {}) => ({ confidence: 'high', dataPoints: evs.length, ...extra });
const nh = (evs, extra = {}) => ({ confidence: 'not-high', dataPoints: evs.length, ...extra });
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const prevOf = (r) => ({ from: r.from - (r.to - r.from), to: r.from }); // same length right before

// A ranked answer: names in rank order with their figures; flags a tie at the cut.
function ranked(build) {
  const expect = (events, now) => {
    const b = build(events, now);
    const top = rank(b.map, { n: b.n, ascending: b.asc });
    const nums = top.map(([, v]) => (b.money ? round(v, 2) : v));
    return {
      confidence: b.conf ?? 'high',
      ...(b.dp === null ? {} : { dataPoints: b.dp ?? b.evs.length }),
      names: top.map(([k]) => k),
      numbers: nums,
    };
  };
  expect.tieAtCut = (events, now) => {
    const b = build(events, now);
    const all = rank(b.map, { ascending: b.asc });
    return all.length > b.n && all[b.n - 1][1] === all[b.n][1];
  };
  return expect;
}
// A breakdown: every bucket's figure, bucket names in any order.
function buckets(evs, key, extra = {}) {
  const m = tally(evs, key);
  return hi(evs, { names: [...m.keys()], unordered: true, numbers: [...m.values()], ...extra });
}
function cmp(eA, eB, measure = (x) => x.length, extra = {}) {
  const c = change(measure(eA), measure(eB));
  return {
    confidence: 'high',
    dataPoints: eA.length + eB.length,
    numbers: [c.earlier, c.later, round(c.diff, 2)],
    percents: c.pct === null ? [] : [c.pct],
    ...extra,
  };
}
function share(inRange, part, whole = inRange.length) {
  return hi(inRange, { percents: [percent(part, whole)] });
}
function conv(events, range, a, b) {
  const c = conversion(events, range, a, b);
  const dp = select(events, { range, names: [a, b] }).length;
  return { confidence: 'high', dataPoints: dp, numbers: [c.did, c.converted], percents: [c.pct] };
}
const lastOf = (evs) => newestFirst(evs)[0];
const firstOf = (evs) => [...evs].sort((a, b) => time(a) - time(b))[0];
const when = (e) => [isoDay(time(e)), hhmm(time(e))];

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-link-created-all',
    type: 'count',
    question: 'How many link_created events do we have in total?',
    expect: (ev) => {
      const s = select(ev, { names: ['link_created'] });
      return hi(s, { numbers: [s.length] });
    },
  },
  {
    id: 'count-clicks-7d',
    type: 'count',
    question: 'quick one - number of link.clicked events in the last 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7), names: ['link.clicked'] });
      return hi(s, { numbers: [s.length] });
    },
  },
  {
    id: 'count-apicall-yesterday',
    type: 'count',
    question: 'ApiCall count for yesterday pls',
    expect: (ev, now) => {
      const s = select(ev, { range: R.yesterday(T(now)), names: ['ApiCall'] });
      return hi(s, { numbers: [s.length] });
    },
  },
  {
    id: 'count-qr-between',
    type: 'count',
    question: (now) =>
      `How many QrCodeGenerated events were there between ${shortDay(today(now) - 40 * DAY)} and ${shortDay(today(now) - 20 * DAY)}?`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.between(today(now) - 40 * DAY, today(now) - 20 * DAY),
        names: ['QrCodeGenerated'],
      });
      return hi(s, { numbers: [s.length] });
    },
  },
  {
    id: 'count-u1007-api-lastweek',
    type: 'count',
    question: 'how many times did u_1007 hit the API last week? their integration seems chatty',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(T(now)), names: ['ApiCall'], user: 'u_1007' });
      return nh(s, { numbers: [s.length] });
    },
  },
  {
    id: 'count-all-this-year',
    type: 'count',
    question: 'Total number of events this year so far?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.thisYear(T(now)) });
      return hi(s, { numbers: [s.length] });
    },
  },
  {
    id: 'count-failed-outage',
    type: 'count',
    question: (now) =>
      `Finance is asking about the billing outage: how many payment.failed events were there on ${longDay(outageDay(now))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.on(outageDay(now)), names: ['payment.failed'] });
      return hi(s, { numbers: [s.length] });
    },
  },
  {
    id: 'count-abuse-since',
    type: 'count',
    question: (now) => `Abuse Report Filed events since ${isoDay(today(now) - 45 * DAY)} - how many?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.since(today(now) - 45 * DAY, T(now)), names: ['Abuse Report Filed'] });
      return hi(s, { numbers: [s.length] });
    },
  },
  {
    id: 'count-link-clicks-today',
    type: 'count',
    question: 'how many link clicks have we logged today?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.today(T(now)), names: ['link.clicked'] });
      return nh(s, { numbers: [s.length] });
    },
  },
  {
    id: 'count-unknown-coupon',
    type: 'count',
    low: true,
    question: 'How many coupon_redeemed events did we get last month?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-link-created-30d',
    type: 'users',
    question: 'How many distinct users had a link_created event in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), names: ['link_created'] });
      return hi(s, { numbers: [users(s).size] });
    },
  },
  {
    id: 'users-active-this-week',
    type: 'users',
    question: 'active users this week?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.thisWeek(T(now)) });
      return hi(s, { numbers: [users(s).size] });
    },
  },
  {
    id: 'users-apicall-last-month',
    type: 'users',
    question: 'how many ppl made ApiCall requests last month',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['ApiCall'] });
      return hi(s, { numbers: [users(s).size] });
    },
  },
  {
    id: 'users-custom-domain-all',
    type: 'users',
    question: 'Number of unique users with a Custom Domain Added event, all time.',
    expect: (ev) => {
      const s = select(ev, { names: ['Custom Domain Added'] });
      return hi(s, { numbers: [users(s).size] });
    },
  },
  {
    id: 'users-added-domain-loose',
    type: 'users',
    question: 'how many workspace members added a custom domian in the past 90 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 90), names: ['Custom Domain Added'] });
      return nh(s, { numbers: [users(s).size] });
    },
  },
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'How many users were active yesterday?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.yesterday(T(now)) });
      return hi(s, { numbers: [users(s).size] });
    },
  },
  {
    id: 'users-upgraded-named-month',
    type: 'users',
    question: (now) =>
      `how many different people triggered plan.upgraded in ${monthName(monthStart(T(now), -2))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.month(monthStart(T(now), -2)), names: ['plan.upgraded'] });
      return hi(s, { numbers: [users(s).size] });
    },
  },
  {
    id: 'users-domain-verified-3m',
    type: 'users',
    question: 'Unique users with domain-verified over the last 3 months?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonths(T(now), 3), names: ['domain-verified'] });
      return hi(s, { numbers: [users(s).size] });
    },
  },
  {
    id: 'users-unknown-onboarding',
    type: 'users',
    low: true,
    question: 'how many users fired onboarding_tour_done?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-payments-last-month',
    type: 'value',
    question: 'Total payment_succeeded amount for last month, for the board deck.',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['payment_succeeded'] });
      return hi(s, { numbers: [money(s)] });
    },
  },
  {
    id: 'value-api-avg-14d',
    type: 'value',
    question: 'whats the avrage ApiCall value over the past 14 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 14), names: ['ApiCall'] });
      return hi(s, { numbers: [avg(s)] });
    },
  },
  {
    id: 'value-upgrade-max',
    type: 'value',
    question: 'What is the largest plan.upgraded value we have ever seen?',
    expect: (ev) => {
      const s = select(ev, { names: ['plan.upgraded'] });
      return hi(s, { numbers: [max(s)] });
    },
  },
  {
    id: 'value-api-median-yesterday',
    type: 'value',
    question: 'median ApiCall value yesterday? p50 latency check after the deploy',
    expect: (ev, now) => {
      const s = select(ev, { range: R.yesterday(T(now)), names: ['ApiCall'] });
      return hi(s, { numbers: [median(s)] });
    },
  },
  {
    id: 'value-payment-min-3m',
    type: 'value',
    question: 'Smallest payment_succeeded amount in the past 3 months?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonths(T(now), 3), names: ['payment_succeeded'] });
      return hi(s, { numbers: [min(s)] });
    },
  },
  {
    id: 'value-revenue-30d',
    type: 'value',
    question: "What's our revenue for the last 30 days?",
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), names: MONEY });
      return { confidence: 'not-high', numbers: [money(s)], names: MONEY, unordered: true };
    },
  },
  {
    id: 'value-qr-avg',
    type: 'value',
    question: 'average QrCodeGenerated value across all time',
    expect: (ev) => {
      const s = select(ev, { names: ['QrCodeGenerated'] });
      return hi(s, { numbers: [avg(s)] });
    },
  },
  {
    id: 'value-u1230-payments',
    type: 'value',
    question: 'Sum of payment_succeeded for u_1230 - how much has that enterprise account paid us?',
    expect: (ev) => {
      const s = select(ev, { names: ['payment_succeeded'], user: 'u_1230' });
      return hi(s, { numbers: [money(s)] });
    },
  },
  {
    id: 'value-plan-upgrades-since',
    type: 'value',
    question: (now) => `how much did plan upgrades bring in since ${fullDay(today(now) - 60 * DAY)}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.since(today(now) - 60 * DAY, T(now)), names: ['plan.upgraded'] });
      return nh(s, { numbers: [money(s)] });
    },
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-5-all',
    type: 'top-events',
    question: 'top 5 events',
    expect: ranked((ev) => ({ evs: ev, map: tally(ev, byName), n: 5 })),
  },
  {
    id: 'top-events-3-last-week',
    type: 'top-events',
    question: 'What were the 3 most common events last week?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastWeek(T(now)) });
      return { evs: s, map: tally(s, byName), n: 3 };
    }),
  },
  {
    id: 'top-events-least-all',
    type: 'top-events',
    question: 'which event is the least common overall?',
    expect: ranked((ev) => ({ evs: ev, map: tally(ev, byName), n: 1, asc: true })),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: 'list the top 3 events from yesterday',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.yesterday(T(now)) });
      return { evs: s, map: tally(s, byName), n: 3 };
    }),
  },
  {
    id: 'top-events-most-this-month',
    type: 'top-events',
    question: 'Most frequent event this month?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.thisMonth(T(now)) });
      return { evs: s, map: tally(s, byName), n: 1 };
    }),
  },
  {
    id: 'top-events-bottom3-30d',
    type: 'top-events',
    question: 'bottom 3 events in the last 30 days - which features does nobody touch?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30) });
      return { evs: s, map: tally(s, byName), n: 3, asc: true };
    }),
  },
  {
    id: 'top-events-u1007-3',
    type: 'top-events',
    question: 'What does u_1007 do most? Top 3 event names for that user.',
    expect: ranked((ev) => {
      const s = select(ev, { user: 'u_1007' });
      return { evs: s, map: tally(s, byName), n: 3 };
    }),
  },
  {
    id: 'top-events-4-since',
    type: 'top-events',
    question: (now) => `top 4 actions since ${shortDay(today(now) - 10 * DAY)}`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.since(today(now) - 10 * DAY, T(now)) });
      return { evs: s, map: tally(s, byName), n: 4 };
    }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-5-all',
    type: 'top-users',
    question: 'top 5 users by number of events',
    expect: ranked((ev) => ({ evs: ev, map: tally(ev, byUser), n: 5 })),
  },
  {
    id: 'top-users-2-last-month',
    type: 'top-users',
    question: 'Who were our 2 most active users last month?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)) });
      return { evs: s, map: tally(s, byUser), n: 2 };
    }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our top spenders?',
    expect: ranked((ev) => {
      const s = select(ev, { names: MONEY });
      return { evs: s, map: tally(s, byUser, value), n: 5, money: true, conf: 'not-high', dp: null };
    }),
  },
  {
    id: 'top-users-payments-3',
    type: 'top-users',
    question: 'Top 3 users by total payment_succeeded value in the last 60 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 60), names: ['payment_succeeded'] });
      return { evs: s, map: tally(s, byUser, value), n: 3, money: true };
    }),
  },
  {
    id: 'top-users-api-2w',
    type: 'top-users',
    question:
      'which users had the most ApiCall events in the past 2 weeks? top 2 please, thinking about rate limits',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastWeeks(T(now), 2), names: ['ApiCall'] });
      return { evs: s, map: tally(s, byUser), n: 2 };
    }),
  },
  {
    id: 'top-users-abuse-1',
    type: 'top-users',
    question: 'Which account has received the most Abuse Report Filed events?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['Abuse Report Filed'] });
      return { evs: s, map: tally(s, byUser), n: 1 };
    }),
  },
  {
    id: 'top-users-takedown-60d',
    type: 'top-users',
    question: 'who did the most link-takedown in the last 60 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 60), names: ['link-takedown'] });
      return { evs: s, map: tally(s, byUser), n: 1 };
    }),
  },
  {
    id: 'top-users-clicks-3',
    type: 'top-users',
    question: 'Top three users by link.clicked over the last 30 days',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), names: ['link.clicked'] });
      return { evs: s, map: tally(s, byUser), n: 3 };
    }),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-u1007-count',
    type: 'user',
    question: 'how many events does u_1007 have?',
    expect: (ev) => {
      const s = select(ev, { user: 'u_1007' });
      return hi(s, { numbers: [s.length] });
    },
  },
  {
    id: 'user-u1042-last-seen',
    type: 'user',
    question: 'When was u_1042 last seen? CS thinks they went quiet.',
    expect: (ev) => {
      const s = select(ev, { user: 'u_1042' });
      return hi(s, { names: when(lastOf(s)) });
    },
  },
  {
    id: 'user-u1455-first-seen',
    type: 'user',
    question: 'first seen date for u_1455?',
    expect: (ev) => {
      const s = select(ev, { user: 'u_1455' });
      return hi(s, { names: when(firstOf(s)) });
    },
  },
  {
    id: 'user-u1366-event-names',
    type: 'user',
    question: 'Which event types has u_1366 used? trust & safety wants to know what that account does',
    expect: (ev) => {
      const s = select(ev, { user: 'u_1366' });
      return hi(s, { names: [...new Set(s.map(byName))].sort(), unordered: true });
    },
  },
  {
    id: 'user-u1230-30d',
    type: 'user',
    question: 'u_1230 activity in the last 30 days: how many events?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), user: 'u_1230' });
      return hi(s, { numbers: [s.length] });
    },
  },
  {
    id: 'user-u1007-latest-3',
    type: 'user',
    question: "show me u_1007's 3 most recent events",
    expect: Object.assign(
      (ev) => {
        const s = select(ev, { user: 'u_1007' });
        return hi(s, { names: newestFirst(s).slice(0, 3).map(byName) });
      },
      {
        tieAtCut: (ev) => {
          const s = newestFirst(select(ev, { user: 'u_1007' }));
          return time(s[2]) === time(s[3]);
        },
      },
    ),
  },
  { id: 'user-nobody', type: 'user', low: true, question: 'How many events does u_9999 have?', expect: LOW },
  {
    id: 'user-mod-ana-30d',
    type: 'user',
    question: 'what has mod_ana been doing in the last 30 days? count and event names',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), user: 'mod_ana' });
      return hi(s, { numbers: [s.length], names: [...new Set(s.map(byName))], unordered: true });
    },
  },
  {
    id: 'user-u1042-first-api',
    type: 'user',
    question: 'When did u_1042 first do an ApiCall?',
    expect: (ev) => {
      const s = select(ev, { names: ['ApiCall'], user: 'u_1042' });
      return hi(s, { names: when(firstOf(s)) });
    },
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-clicks-weekday',
    type: 'breakdown',
    question: 'link.clicked broken down by weekday',
    expect: (ev) => buckets(select(ev, { names: ['link.clicked'] }), byWeekday),
  },
  {
    id: 'breakdown-abuse-busiest-day-60d',
    type: 'breakdown',
    question: 'what was the busiest day for Abuse Report Filed in the last 60 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 60), names: ['Abuse Report Filed'] });
      return { evs: s, map: tally(s, byDay), n: 1 };
    }),
  },
  {
    id: 'breakdown-events-per-month',
    type: 'breakdown',
    question: 'Events per month, all time.',
    expect: (ev) => buckets(ev, byMonth),
  },
  {
    id: 'breakdown-clicks-peak-hour',
    type: 'breakdown',
    question: 'Which hour of the day gets the most link.clicked? (UTC is fine)',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['link.clicked'] });
      return { evs: s, map: tally(s, byHour), n: 1 };
    }),
  },
  {
    id: 'breakdown-api-weekly-4w',
    type: 'breakdown',
    question: 'weekly ApiCall counts for the last 4 weeks',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeeks(T(now), 4), names: ['ApiCall'] });
      return hi(s, { numbers: [...tally(s, byWeek).values()] });
    },
  },
  {
    id: 'breakdown-signups-daily-7d',
    type: 'breakdown',
    question: 'signed_up per day over the past week',
    expect: (ev, now) => buckets(select(ev, { range: R.lastDays(T(now), 7), names: ['signed_up'] }), byDay),
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: 'Which weekday is the quietest overall? planning a maintenance window',
    expect: ranked((ev) => ({ evs: ev, map: tally(ev, byWeekday), n: 1, asc: true })),
  },
  {
    id: 'breakdown-links-busiest-month',
    type: 'breakdown',
    question: 'busiest month for link_created?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['link_created'] });
      return { evs: s, map: tally(s, byMonth), n: 1 };
    }),
  },
  {
    id: 'breakdown-api-peak-hour-30d',
    type: 'breakdown',
    question: 'At what hour of day did ApiCall peak over the last 30 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), names: ['ApiCall'] });
      return { evs: s, map: tally(s, byHour), n: 1 };
    }),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-all-7d',
    type: 'compare',
    question: 'overall event volume: last 7 days vs the previous 7 days? the creator campaign should show',
    expect: (ev, now) => {
      const r = R.lastDays(T(now), 7);
      return cmp(select(ev, { range: prevOf(r) }), select(ev, { range: r }));
    },
  },
  {
    id: 'compare-clicks-last-week',
    type: 'compare',
    question: 'link.clicked last week compared with the week before',
    expect: (ev, now) => {
      const r = R.lastWeek(T(now));
      return cmp(
        select(ev, { range: prevOf(r), names: ['link.clicked'] }),
        select(ev, { range: r, names: ['link.clicked'] }),
      );
    },
  },
  {
    id: 'compare-clicks-30d',
    type: 'compare',
    question: 'Are clicks growing? Compare link.clicked in the last 30 days with the 30 days before that.',
    expect: (ev, now) => {
      const r = R.lastDays(T(now), 30);
      return cmp(
        select(ev, { range: prevOf(r), names: ['link.clicked'] }),
        select(ev, { range: r, names: ['link.clicked'] }),
      );
    },
  },
  {
    id: 'compare-payments-two-months',
    type: 'compare',
    question: (now) =>
      `payment_succeeded total in ${monthName(monthStart(T(now), -2))} vs ${monthName(monthStart(T(now), -1))}?`,
    expect: (ev, now) =>
      cmp(
        select(ev, { range: R.month(monthStart(T(now), -2)), names: ['payment_succeeded'] }),
        select(ev, { range: R.month(monthStart(T(now), -1)), names: ['payment_succeeded'] }),
        money,
      ),
  },
  {
    id: 'compare-active-users-14d',
    type: 'compare',
    question: 'active users in the last 14 days vs the 14 days before - up or down?',
    expect: (ev, now) => {
      const r = R.lastDays(T(now), 14);
      return cmp(select(ev, { range: prevOf(r) }), select(ev, { range: r }), (s) => users(s).size);
    },
  },
  {
    id: 'compare-signups-30d',
    type: 'compare',
    question: 'How do signed_up numbers for the past 30 days compare to the 30 days prior?',
    expect: (ev, now) => {
      const r = R.lastDays(T(now), 30);
      return cmp(
        select(ev, { range: prevOf(r), names: ['signed_up'] }),
        select(ev, { range: r, names: ['signed_up'] }),
      );
    },
  },
  {
    id: 'compare-abuse-30d',
    type: 'compare',
    question: 'Abuse Report Filed: last 30 days vs the previous 30. Did the phishing wave show up?',
    expect: (ev, now) => {
      const r = R.lastDays(T(now), 30);
      return cmp(
        select(ev, { range: prevOf(r), names: ['Abuse Report Filed'] }),
        select(ev, { range: r, names: ['Abuse Report Filed'] }),
      );
    },
  },
  {
    id: 'compare-all-24h',
    type: 'compare',
    question: 'total events in the past 24 hours against the 24 hours before that',
    expect: (ev, now) => {
      const r = R.lastHours(T(now), 24);
      return cmp(select(ev, { range: prevOf(r) }), select(ev, { range: r }));
    },
  },
  {
    id: 'compare-u1007-api-30d',
    type: 'compare',
    question: "u_1007's ApiCall count: last 30 days vs the 30 days before?",
    expect: (ev, now) => {
      const r = R.lastDays(T(now), 30);
      return cmp(
        select(ev, { range: prevOf(r), names: ['ApiCall'], user: 'u_1007' }),
        select(ev, { range: r, names: ['ApiCall'], user: 'u_1007' }),
      );
    },
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-clicks-all',
    type: 'share',
    question: 'What percentage of all events are link.clicked?',
    expect: (ev) => share(ev, select(ev, { names: ['link.clicked'] }).length),
  },
  {
    id: 'share-api-7d',
    type: 'share',
    question: 'share of ApiCall events in the last 7 days',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7) });
      return share(s, select(s, { names: ['ApiCall'] }).length);
    },
  },
  {
    id: 'share-users-upgraded-90d',
    type: 'share',
    question: 'what % of active users had a plan.upgraded in the last 90 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 90) });
      return share(s, users(select(s, { names: ['plan.upgraded'] })).size, users(s).size);
    },
  },
  {
    id: 'share-users-api-all',
    type: 'share',
    question: 'Percentage of users who have ever used ApiCall?',
    expect: (ev) => share(ev, users(select(ev, { names: ['ApiCall'] })).size, users(ev).size),
  },
  {
    id: 'share-bio-last-month',
    type: 'share',
    question: 'what fraction of events last month were BioPageEdited? (as a percent)',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)) });
      return share(s, select(s, { names: ['BioPageEdited'] }).length);
    },
  },
  {
    id: 'share-users-links-7d',
    type: 'share',
    question: 'Of the users active in the past 7 days, what percent have a link_created event?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7) });
      return share(s, users(select(s, { names: ['link_created'] })).size, users(s).size);
    },
  },
  {
    id: 'share-qr-all',
    type: 'share',
    question: 'how much of our event volume is QrCodeGenerated, percentage-wise?',
    expect: (ev) => share(ev, select(ev, { names: ['QrCodeGenerated'] }).length),
  },
  {
    id: 'share-abuse-phishing-day',
    type: 'share',
    question: (now) => `On ${isoDay(phishingDay(now))}, what share of all events were Abuse Report Filed?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.on(phishingDay(now)) });
      return share(s, select(s, { names: ['Abuse Report Filed'] }).length);
    },
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-signup-link-all',
    type: 'conversion',
    question: 'Of users who signed_up, what % went on to link_created?',
    expect: (ev) => conv(ev, R.all(), 'signed_up', 'link_created'),
  },
  {
    id: 'conv-domain-verify-90d',
    type: 'conversion',
    question: 'Custom Domain Added -> domain-verified conversion over the last 90 days',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 90), 'Custom Domain Added', 'domain-verified'),
  },
  {
    id: 'conv-link-upgrade-since',
    type: 'conversion',
    question: (now) =>
      `conversion from link_created to plan.upgraded since ${longDay(today(now) - 60 * DAY)}`,
    expect: (ev, now) => conv(ev, R.since(today(now) - 60 * DAY, T(now)), 'link_created', 'plan.upgraded'),
  },
  {
    id: 'conv-signup-upgrade-60d',
    type: 'conversion',
    question:
      'In the past 60 days, how many signed_up users later did plan.upgraded, and what percentage is that?',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 60), 'signed_up', 'plan.upgraded'),
  },
  {
    id: 'conv-signup-qr-all',
    type: 'conversion',
    question: 'signed_up to QrCodeGenerated conversion rate?',
    expect: (ev) => conv(ev, R.all(), 'signed_up', 'QrCodeGenerated'),
  },
  {
    id: 'conv-failed-recovered',
    type: 'conversion',
    question:
      'Of the users with a payment.failed, how many had a payment_succeeded afterwards? dunning recovery rate',
    expect: (ev) => conv(ev, R.all(), 'payment.failed', 'payment_succeeded'),
  },
  {
    id: 'conv-signup-api-3m',
    type: 'conversion',
    question: 'signed_up -> ApiCall over the last 3 months: how many devs actually integrate?',
    expect: (ev, now) => conv(ev, R.lastMonths(T(now), 3), 'signed_up', 'ApiCall'),
  },
  {
    id: 'conv-bio-upgrade-4m',
    type: 'conversion',
    question: 'Does editing the bio page lead to paying? BioPageEdited then plan.upgraded, last 4 months.',
    expect: (ev, now) => conv(ev, R.lastMonths(T(now), 4), 'BioPageEdited', 'plan.upgraded'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [churned(ev, R.lastMonth(T(now)), R.thisMonth(T(now))).length],
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({ confidence: 'high', numbers: [newUsers(ev, R.lastDays(T(now), 30)).length] }),
  },
  {
    id: 'churn-new-last-week',
    type: 'churn',
    question: 'How many brand new users did we get last week?',
    expect: (ev, now) => ({ confidence: 'high', numbers: [newUsers(ev, R.lastWeek(T(now))).length] }),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(monthStart(T(now), -2))} but not in ${monthName(monthStart(T(now), -1))} - how many did we lose?`,
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [churned(ev, R.month(monthStart(T(now), -2)), R.month(monthStart(T(now), -1))).length],
    }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `How many users were active between ${isoDay(today(now) - 90 * DAY)} and ${isoDay(today(now) - 61 * DAY)} but have had no events since ${isoDay(today(now) - 30 * DAY)}?`,
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [
        churned(
          ev,
          R.between(today(now) - 90 * DAY, today(now) - 61 * DAY),
          R.since(today(now) - 30 * DAY, T(now)),
        ).length,
      ],
    }),
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) =>
      `new users in ${monthName(monthStart(T(now), -1))} ${dt(monthStart(T(now), -1)).getUTCFullYear()}?`,
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [newUsers(ev, R.month(monthStart(T(now), -1))).length],
    }),
  },
  {
    id: 'churn-new-7d-list',
    type: 'churn',
    question: 'Who are the new users from the past 7 days? list them',
    expect: (ev, now) => {
      const n = newUsers(ev, R.lastDays(T(now), 7));
      return { confidence: 'high', numbers: [n.length], names: n.sort(), unordered: true };
    },
  },
  {
    id: 'churn-last-week-not-this',
    type: 'churn',
    question: 'users that were active last week but havent done anything this week',
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [churned(ev, R.lastWeek(T(now)), R.thisWeek(T(now))).length],
    }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-last-takedown',
    type: 'recency',
    question: 'When was the last link-takedown?',
    expect: (ev) => {
      const s = select(ev, { names: ['link-takedown'] });
      return hi(s, { names: when(lastOf(s)) });
    },
  },
  {
    id: 'recency-abuse-7d',
    type: 'recency',
    question: 'did anyone file an Abuse Report Filed in the last 7 days? how many?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7), names: ['Abuse Report Filed'] });
      return hi(s, { numbers: [s.length] });
    },
  },
  {
    id: 'recency-last-upgrade',
    type: 'recency',
    question: 'last time anyone had a plan.upgraded?',
    expect: (ev) => {
      const s = select(ev, { names: ['plan.upgraded'] });
      return hi(s, { names: when(lastOf(s)) });
    },
  },
  {
    id: 'recency-last-failed',
    type: 'recency',
    question: 'When did we last see a payment.failed?',
    expect: (ev) => {
      const s = select(ev, { names: ['payment.failed'] });
      return hi(s, { names: when(lastOf(s)) });
    },
  },
  {
    id: 'recency-custom-domain-ever',
    type: 'recency',
    question: 'Has anyone ever done Custom Domain Added? how many times',
    expect: (ev) => {
      const s = select(ev, { names: ['Custom Domain Added'] });
      return hi(s, { numbers: [s.length] });
    },
  },
  {
    id: 'recency-u1007-last-api',
    type: 'recency',
    question: 'most recent ApiCall by u_1007 - is their integration still running?',
    expect: (ev) => {
      const s = select(ev, { names: ['ApiCall'], user: 'u_1007' });
      return hi(s, { names: when(lastOf(s)) });
    },
  },
  {
    id: 'recency-unknown-link-deleted',
    type: 'recency',
    low: true,
    question: 'when did someone last do link_deleted?',
    expect: LOW,
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'When was the most recent signed_up?',
    expect: (ev) => {
      const s = select(ev, { names: ['signed_up'] });
      return hi(s, { names: when(lastOf(s)) });
    },
  },
  {
    id: 'recency-last-click',
    type: 'recency',
    question: 'is the redirector alive? last link.clicked event time',
    expect: (ev) => {
      const s = select(ev, { names: ['link.clicked'] });
      return hi(s, { names: when(lastOf(s)) });
    },
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (ev) => hi(ev, { names: [...new Set(ev.map(byName))].sort(), unordered: true }),
  },
  {
    id: 'catalogue-total-users',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => hi(ev, { numbers: [users(ev).size] }),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'How many events are stored overall?',
    expect: (ev) => hi(ev, { numbers: [ev.length] }),
  },
  {
    id: 'catalogue-names-with-counts',
    type: 'catalogue',
    question: 'list every event name and how many of each we have',
    expect: (ev) => {
      const m = tally(ev, byName);
      return hi(ev, { names: [...m.keys()], unordered: true, numbers: [...m.values()] });
    },
  },
  {
    id: 'catalogue-distinct-types',
    type: 'catalogue',
    question: 'how many distinct event types are there?',
    expect: (ev) => hi(ev, { numbers: [new Set(ev.map(byName)).size] }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'new on the team - give me a quick overview: total events and total users in the dataset',
    expect: (ev) => hi(ev, { numbers: [ev.length, users(ev).size] }),
  },
  {
    id: 'catalogue-names-by-volume',
    type: 'catalogue',
    question: 'Name all tracked event types, sorted by volume.',
    expect: ranked((ev) => ({ evs: ev, map: tally(ev, byName), n: ALL_NAMES.length })),
  },

  // ---------------------------------------------------------------- other (not answerable from events)
  {
    id: 'other-bio-time-on-page',
    type: 'other',
    question: "What's the average time on page for visitors of u_1007's bio page?",
    expect: LOW,
  },
  {
    id: 'other-click-country',
    type: 'other',
    question: 'Which country sends us the most clicks?',
    expect: LOW,
  },
  {
    id: 'other-mrr-forecast',
    type: 'other',
    question: 'Forecast our MRR for next quarter please',
    expect: LOW,
  },
  {
    id: 'other-browser',
    type: 'other',
    question: 'which browser do most visitors use when they open a short link?',
    expect: LOW,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: 'What was the NPS from the last customer survey?',
    expect: LOW,
  },
  {
    id: 'other-404-links',
    type: 'other',
    question: 'Which short URLs are returning 404 right now?',
    expect: LOW,
  },
  { id: 'other-cpu', type: 'other', question: 'what is the CPU usage on the redirect servers', expect: LOW },
  { id: 'other-poem', type: 'other', question: 'write me a short poem about QR codes', expect: LOW },
  {
    id: 'other-cancel-reason',
    type: 'other',
    question: 'Why did u_1042 stop using us? what reason did they give when cancelling?',
    expect: LOW,
  },
  {
    id: 'other-referrer',
    type: 'other',
    question: 'Which referrer domain brought the most traffic to our links?',
    expect: LOW,
  },
];
