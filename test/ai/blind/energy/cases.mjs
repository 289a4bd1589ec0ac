// Blind round "energy": questions a retailer's staff would type, with expectations computed by
// the reference oracle from the events (never typed in by hand).

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, DAYS_BACK } from './data.mjs';

const { DAY, ranges: R, select, users, sum, avg, min, max, percent, tally, rank, round, change, time } = o;
const P = PERSONAS;

// ---- date words for questions -----------------------------------------------------------------
const T = (now) => +now;
const back = (now, n) => o.dayStart(T(now)) - n * DAY; // start of the UTC day n days back
const iso = (t) => o.isoDay(t);
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const year = (t) => new Date(t).getUTCFullYear();
const dom = (t) => new Date(t).getUTCDate();
const ordinal = (d) => {
  const s = d % 100 >= 11 && d % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th');
  return `${d}${s}`;
};
const longDay = (t) => `${monthName(t)} ${ordinal(dom(t))}`; // November 3rd
const shortDay = (t) => `${monthName(t).slice(0, 3)} ${dom(t)}`; // Nov 3
const dayMonthYear = (t) => `${dom(t)} ${monthName(t)} ${year(t)}`; // 3 November 2026
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const incident = (now) => back(now, DAYS_BACK.incident);
const drLaunch = (now) => back(now, DAYS_BACK.drLaunch);
const lastMonthStart = (now) => o.monthStart(T(now), -1);
const twoMonthsAgoStart = (now) => o.monthStart(T(now), -2);

// ---- expectation helpers --------------------------------------------------------------------
const fig = (v) => (Number.isInteger(v) ? v : round(v, 2));
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};
const countOf = (evs, extra = {}) => ({
  numbers: [evs.length],
  confidence: 'high',
  dataPoints: evs.length,
  ...extra,
});
const stamp = (e) => [iso(time(e)), hm(time(e))];
const latest = (evs) => o.newestFirst(evs)[0];
const earliest = (evs) => [...evs].sort((a, b) => time(a) - time(b))[0];

// A ranked list: `fn(events, now)` gives { map, n, ascending?, confidence?, dataPoints, names? }.
// The expectation names the top n keys in order with their figures; tieAtCut flags a tie
// between the n-th and the next item (figures compared as they would be shown).
function ranked(fn) {
  const ordered = (r) => rank(new Map([...r.map].map(([k, v]) => [k, fig(v)])), { ascending: r.ascending });
  const expect = (events, now) => {
    const r = fn(events, now);
    const top = ordered(r).slice(0, r.n);
    return {
      names: [...(r.names ?? []), ...top.map(([k]) => k)],
      numbers: top.map(([, v]) => v),
      confidence: r.confidence ?? 'high',
      dataPoints: r.dataPoints,
    };
  };
  expect.tieAtCut = (events, now) => {
    const r = fn(events, now);
    const all = ordered(r);
    return all.length > r.n && all[r.n - 1][1] === all[r.n][1];
  };
  // Equal figures inside the listed top n (their order would then rest on the name sort alone).
  expect.innerTie = (events, now) => {
    const r = fn(events, now);
    const top = ordered(r).slice(0, r.n);
    return top.some((x, i) => i > 0 && top[i - 1][1] === x[1]);
  };
  // How far apart the n-th and the next item are (relative), for the robustness script.
  expect.cutGap = (events, now) => {
    const r = fn(events, now);
    const all = ordered(r);
    return all.length > r.n
      ? Math.abs(all[r.n - 1][1] - all[r.n][1]) / Math.max(Math.abs(all[r.n - 1][1]), 1e-9)
      : 1;
  };
  return expect;
}

// A full breakdown (every bucket with events), listed in any order.
function breakdown(evs, key, measure) {
  const m = tally(evs, key, measure);
  const keys = [...m.keys()].sort();
  return {
    names: keys,
    numbers: keys.map((k) => fig(m.get(k))),
    unordered: true,
    confidence: 'high',
    dataPoints: evs.length,
  };
}

// Two periods: both figures, the change and the percentage change.
function comparison(a, b, measure, extra = {}) {
  const c = change(measure(a), measure(b));
  return {
    numbers: [fig(c.earlier), fig(c.later), fig(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    confidence: 'high',
    dataPoints: a.length + b.length,
    ...extra,
  };
}

function conv(events, range, a, b, extra = {}) {
  const r = o.conversion(events, range, a, b);
  return {
    names: [a, b],
    numbers: [r.did, r.converted],
    percents: [r.pct],
    confidence: 'high',
    dataPoints: select(events, { range, names: [a, b] }).length,
    ...extra,
  };
}

export const cases = [
  // ============================== count ==============================
  {
    id: 'count-meter-yesterday',
    type: 'count',
    question: 'How many meter readings came in yesterday?',
    expect: (ev, now) =>
      countOf(select(ev, { range: R.yesterday(T(now)), names: ['meter_reading'] }), {
        names: ['meter_reading'],
      }),
  },
  {
    id: 'count-outages-storm-day',
    type: 'count',
    question: (now) =>
      `quick one: how many outage.reported events did we log on ${iso(incident(now))}? (the storm day)`,
    expect: (ev, now) =>
      countOf(select(ev, { range: R.on(incident(now)), names: ['outage.reported'] }), {
        names: ['outage.reported'],
      }),
  },
  {
    id: 'count-all-7d',
    type: 'count',
    question: 'Total number of events in the past 7 days?',
    expect: (ev, now) => countOf(select(ev, { range: R.lastDays(T(now), 7) })),
  },
  {
    id: 'count-topuser-app-since',
    type: 'count',
    question: (now) =>
      `How many times has ${P.topUser} done app_opened since ${longDay(back(now, 30))}? they keep telling support the app is slow`,
    expect: (ev, now) =>
      countOf(select(ev, { range: R.since(back(now, 30), T(now)), names: ['app_opened'], user: P.topUser }), {
        names: ['app_opened'],
      }),
  },
  {
    id: 'count-bill-payments-last-week',
    type: 'count',
    question: 'finance here - how many bill payments came through last week?',
    expect: (ev, now) => ({
      ...countOf(select(ev, { range: R.lastWeek(T(now)), names: ['BillPaid'] })),
      names: ['BillPaid'],
      confidence: 'not-high',
    }),
  },
  {
    id: 'count-peak-joins-month',
    type: 'count',
    question: (now) => `Number of Peak Event Joined events in ${monthName(lastMonthStart(now))}, please`,
    expect: (ev, now) =>
      countOf(
        select(ev, {
          range: R.month(o.pastMonth(T(now), new Date(lastMonthStart(now)).getUTCMonth())),
          names: ['PeakEventJoined'],
        }),
        {
          names: ['PeakEventJoined'],
        },
      ),
  },
  {
    id: 'count-app-today',
    type: 'count',
    question: 'how many app_opened events so far today?',
    expect: (ev, now) =>
      countOf(select(ev, { range: R.today(T(now)), names: ['app_opened'] }), { names: ['app_opened'] }),
  },
  {
    id: 'count-unknown-install',
    type: 'count',
    low: true,
    question: 'How many smart_meter_installed events were there last month?',
    expect: LOW,
  },
  {
    id: 'count-engineer-between',
    type: 'count',
    question: (now) =>
      `count of engineer visit booked events between ${iso(incident(now) - 2 * DAY)} and ${iso(incident(now) + 3 * DAY)} — ops wants to know how bad the storm week was`,
    expect: (ev, now) =>
      countOf(
        select(ev, {
          range: R.between(incident(now) - 2 * DAY, incident(now) + 3 * DAY),
          names: ['engineer-visit-booked'],
        }),
        {
          names: ['engineer-visit-booked'],
        },
      ),
  },
  {
    id: 'count-chats-loose-14d',
    type: 'count',
    question: 'how many times did customers start a support chat in the last 14 days?',
    expect: (ev, now) => ({
      ...countOf(select(ev, { range: R.lastDays(T(now), 14), names: ['chat_started'] })),
      names: ['chat_started'],
      confidence: 'not-high',
    }),
  },
  {
    id: 'count-agent-last-month',
    type: 'count',
    question: `how many events did ${P.topAgent} rack up last month? doing her review`,
    expect: (ev, now) => countOf(select(ev, { range: R.lastMonth(T(now)), user: P.topAgent })),
  },

  // ============================== users ==============================
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'How many unique users were active in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-billpaid-last-month',
    type: 'users',
    question: 'how many distinct users had a BillPaid event last month',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['BillPaid'] });
      return { names: ['BillPaid'], numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-reported-outage-loose',
    type: 'users',
    question: (now) => `How many people reported an outage on ${shortDay(incident(now))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.on(incident(now)), names: ['outage.reported'] });
      return {
        names: ['outage.reported'],
        numbers: [users(s).size],
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'users-peak-last-week',
    type: 'users',
    question: 'how many users took part in PeakEventJoined last week',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(T(now)), names: ['PeakEventJoined'] });
      return {
        names: ['PeakEventJoined'],
        numbers: [users(s).size],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'users-active-today',
    type: 'users',
    question: 'active users today?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.today(T(now)) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-dr-enrolled-since',
    type: 'users',
    question: (now) =>
      `How many different customers have done dr-enrolled since ${dayMonthYear(back(now, 30))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.since(back(now, 30), T(now)), names: ['dr-enrolled'] });
      return { names: ['dr-enrolled'], numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-unknown-solar',
    type: 'users',
    low: true,
    question: 'How many users triggered solar_export_recorded in the past 2 weeks?',
    expect: LOW,
  },
  {
    id: 'users-opened-app-this-week-loose',
    type: 'users',
    question: 'how many unique ppl opened the app this week?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.thisWeek(T(now)), names: ['app_opened'] });
      return {
        names: ['app_opened'],
        numbers: [users(s).size],
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'users-meters-yesterday',
    type: 'users',
    question:
      'Engineering asks: how many distinct users sent a meter_reading yesterday? trying to spot dead meters',
    expect: (ev, now) => {
      const s = select(ev, { range: R.yesterday(T(now)), names: ['meter_reading'] });
      return { names: ['meter_reading'], numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },

  // ============================== value ==============================
  {
    id: 'value-kwh-yesterday',
    type: 'value',
    question: 'What was the total meter_reading value yesterday? (kWh)',
    expect: (ev, now) => {
      const s = select(ev, { range: R.yesterday(T(now)), names: ['meter_reading'] });
      return { names: ['meter_reading'], numbers: [fig(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-avg-bill-last-month',
    type: 'value',
    question: 'average BillPaid amount last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['BillPaid'] });
      return { names: ['BillPaid'], numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-max-bill-month',
    type: 'value',
    question: (now) =>
      `What's the largest single BillPaid in ${monthName(twoMonthsAgoStart(now))} ${year(twoMonthsAgoStart(now))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.month(twoMonthsAgoStart(now)), names: ['BillPaid'] });
      return { names: ['BillPaid'], numbers: [fig(max(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-median-chat-30d',
    type: 'value',
    question: 'median Chat Handled value over the past 30 days',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), names: ['Chat Handled'] });
      return { names: ['Chat Handled'], numbers: [fig(median(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-revenue-last-week',
    type: 'value',
    question: 'how much revenue did we bring in last week?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(T(now)), names: ['BillPaid'] });
      return { names: ['BillPaid'], numbers: [fig(sum(s))], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'value-min-reading-day',
    type: 'value',
    question: (now) => `smallest meter_reading on ${longDay(back(now, 10))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.on(back(now, 10)), names: ['meter_reading'] });
      return { names: ['meter_reading'], numbers: [fig(min(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-kwh-saved-since-launch',
    type: 'value',
    question: (now) =>
      `For the board deck: total kWh saved through PeakEventJoined since the programme launched on ${iso(drLaunch(now))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.since(drLaunch(now), T(now)), names: ['PeakEventJoined'] });
      return { names: ['PeakEventJoined'], numbers: [fig(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-avg-bigmeter-14d',
    type: 'value',
    question: `avg meter_reading value for ${P.bigMeter} over the last 14 days? customer says the bill is way too hihg`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 14), names: ['meter_reading'], user: P.bigMeter });
      return { names: ['meter_reading'], numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-unknown-refund',
    type: 'value',
    low: true,
    question: 'total refund_issued amount last month',
    expect: LOW,
  },
  {
    id: 'value-chat-time-loose',
    type: 'value',
    question: 'On average how long do agents spend handling a chat, in minutes, in the last 60 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 60), names: ['Chat Handled'] });
      return { names: ['Chat Handled'], numbers: [avg(s)], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'value-billpaid-3-months',
    type: 'value',
    question: 'Total dollars collected via BillPaid in the last 3 months?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonths(T(now), 3), names: ['BillPaid'] });
      return { names: ['BillPaid'], numbers: [fig(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },

  // ============================== top-events ==============================
  {
    id: 'top-events-past-week',
    type: 'top-events',
    question: 'What were the two most common events in the past week?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7) });
      return { map: tally(s, o.byName), n: 2, dataPoints: s.length };
    }),
  },
  {
    id: 'top-events-most-common-30d',
    type: 'top-events',
    question: "What's the single most common event over the last 30 days?",
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30) });
      return { map: tally(s, o.byName), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'top-events-least-common-90d',
    type: 'top-events',
    question: 'Which 3 event types were the least common over the last 90 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 90) });
      return { map: tally(s, o.byName), n: 3, ascending: true, dataPoints: s.length };
    }),
  },
  {
    id: 'top-events-storm-day',
    type: 'top-events',
    question: (now) => `what were the 3 most frequent actions on ${longDay(incident(now))}?`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.on(incident(now)) });
      return { map: tally(s, o.byName), n: 3, dataPoints: s.length };
    }),
  },
  {
    id: 'top-events-default-list',
    type: 'top-events',
    question: 'can u list our top events',
    expect: ranked((ev) => ({ map: tally(ev, o.byName), n: 5, dataPoints: ev.length })),
  },
  {
    id: 'top-events-topuser',
    type: 'top-events',
    question: `Which 3 events does ${P.topUser} do most often? all time is fine`,
    expect: ranked((ev) => {
      const s = select(ev, { user: P.topUser });
      return { map: tally(s, o.byName), n: 3, dataPoints: s.length };
    }),
  },
  {
    id: 'top-events-nobody',
    type: 'top-events',
    low: true,
    question: `top 5 events for ${NOBODY} please`,
    expect: LOW,
  },
  {
    id: 'top-events-rarest-ever',
    type: 'top-events',
    question: "what's the rarest event type we've got, and how many times did it happen?",
    expect: ranked((ev) => ({ map: tally(ev, o.byName), n: 1, ascending: true, dataPoints: ev.length })),
  },

  // ============================== top-users ==============================
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'who are the 2 most active users by number of events in the last 30 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30) });
      return { map: tally(s, o.byUser), n: 2, dataPoints: s.length };
    }),
  },
  {
    id: 'top-users-spenders-3m',
    type: 'top-users',
    question: 'who are our top spenders over the last 3 months?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastMonths(T(now), 3), names: ['BillPaid'] });
      return { map: tally(s, o.byUser, o.value), n: 5, confidence: 'not-high', dataPoints: s.length };
    }),
  },
  {
    id: 'top-users-billpaid-last-month',
    type: 'top-users',
    question: 'Which 3 accounts paid the most through BillPaid last month? (sum of amounts)',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['BillPaid'] });
      return { map: tally(s, o.byUser, o.value), n: 3, dataPoints: s.length };
    }),
  },
  {
    id: 'top-users-kwh-saved',
    type: 'top-users',
    question: 'who has saved the most kWh in PeakEventJoined events, ever? want to send them a thank-you',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['PeakEventJoined'] });
      return { map: tally(s, o.byUser, o.value), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'top-users-agent-chats',
    type: 'top-users',
    question: 'which user had the most chat handled events last month?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['Chat Handled'] });
      return { map: tally(s, o.byUser), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'top-users-meters-month',
    type: 'top-users',
    question: (now) => `top 3 users by total meter_reading value in ${monthName(lastMonthStart(now))}`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.month(lastMonthStart(now)), names: ['meter_reading'] });
      return { map: tally(s, o.byUser, o.value), n: 3, dataPoints: s.length };
    }),
  },
  {
    id: 'top-users-most-active-ever',
    type: 'top-users',
    question: 'Most active user overall?',
    expect: ranked((ev) => ({ map: tally(ev, o.byUser), n: 1, dataPoints: ev.length })),
  },
  {
    id: 'top-users-unknown-dispute',
    type: 'top-users',
    low: true,
    question: 'top users by bill_disputed last month',
    expect: LOW,
  },

  // ============================== user ==============================
  {
    id: 'user-topuser-30d',
    type: 'user',
    question: `How many events has ${P.topUser} had in the last 30 days?`,
    expect: (ev, now) => countOf(select(ev, { range: R.lastDays(T(now), 30), user: P.topUser })),
  },
  {
    id: 'user-churner-first-last',
    type: 'user',
    question: `When was ${P.churner} first seen, and when did we last see them?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      return {
        names: [...stamp(earliest(s)), ...stamp(latest(s))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-newcomer-event-types',
    type: 'user',
    question: `which event types has ${P.newcomer} used so far? new customer, want to see if onboarding worked`,
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
    id: 'user-churner-recent-3',
    type: 'user',
    question: `show me the 3 most recent events for ${P.churner} - trying to work out what happened before they went quiet`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      return {
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-toppayer-paid-since',
    type: 'user',
    question: (now) => `How much has ${P.topPayer} paid in total (BillPaid) since ${iso(back(now, 90))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.since(back(now, 90), T(now)), names: ['BillPaid'], user: P.topPayer });
      return { names: ['BillPaid'], numbers: [fig(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-nobody-last-seen',
    type: 'user',
    low: true,
    question: `when was ${NOBODY} last active?`,
    expect: LOW,
  },
  {
    id: 'user-bigmeter-last-month',
    type: 'user',
    question: `how many meter_reading events did ${P.bigMeter} send last month? checking for gaps`,
    expect: (ev, now) =>
      countOf(select(ev, { range: R.lastMonth(T(now)), names: ['meter_reading'], user: P.bigMeter }), {
        names: ['meter_reading'],
      }),
  },
  {
    id: 'user-agent-last-seen',
    type: 'user',
    question: `When was ${P.topAgent} last seen?`,
    expect: (ev) => {
      const s = select(ev, { user: P.topAgent });
      return { names: stamp(latest(s)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: `What was the very first thing ${P.newcomer} did, and when?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      const f = earliest(s);
      return { names: [f.eventName, ...stamp(f)], unordered: true, confidence: 'high', dataPoints: s.length };
    },
  },

  // ============================== breakdown ==============================
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'which day in the last 30 days had the most events?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30) });
      return { map: tally(s, o.byDay), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'breakdown-app-hour',
    type: 'breakdown',
    question: 'What hour of the day (UTC) sees the most app_opened events?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['app_opened'] });
      return { map: tally(s, o.byHour), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'breakdown-app-weekday',
    type: 'breakdown',
    question: 'which weekday is busiest for app_opened? marketing wants to time push notifications',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['app_opened'] });
      return { map: tally(s, o.byWeekday), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'breakdown-outages-daily-storm',
    type: 'breakdown',
    question: (now) =>
      `daily count of outage.reported from ${shortDay(incident(now) - 2 * DAY)} to ${shortDay(incident(now) + 2 * DAY)}`,
    expect: (ev, now) =>
      breakdown(
        select(ev, {
          range: R.between(incident(now) - 2 * DAY, incident(now) + 2 * DAY),
          names: ['outage.reported'],
        }),
        o.byDay,
      ),
  },
  {
    id: 'breakdown-billpaid-monthly',
    type: 'breakdown',
    question: 'BillPaid totals by month for the last 3 months',
    expect: (ev, now) =>
      breakdown(select(ev, { range: R.lastMonths(T(now), 3), names: ['BillPaid'] }), o.byMonth, o.value),
  },
  {
    id: 'breakdown-chats-quietest-weekday',
    type: 'breakdown',
    question: (now) =>
      `Leaving the storm out - which day of the week has the fewest chat_started events before ${longDay(incident(now))}? thinking about rota cuts`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.before(incident(now)), names: ['chat_started'] });
      return { map: tally(s, o.byWeekday), n: 1, ascending: true, dataPoints: s.length };
    }),
  },
  {
    id: 'breakdown-meter-weekly',
    type: 'breakdown',
    question: (now) => `meter_reading events per week since ${iso(o.weekStart(T(now)) - 4 * o.WEEK)}`,
    expect: (ev, now) =>
      breakdown(
        select(ev, { range: R.since(o.weekStart(T(now)) - 4 * o.WEEK, T(now)), names: ['meter_reading'] }),
        o.byWeek,
      ),
  },
  {
    id: 'breakdown-chat-hour',
    type: 'breakdown',
    question: 'at what time of day do most chat_started events come in? staffing question',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['chat_started'] });
      return { map: tally(s, o.byHour), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'breakdown-peak-daily-last-week',
    type: 'breakdown',
    question: 'PeakEventJoined by day for last week',
    expect: (ev, now) =>
      breakdown(select(ev, { range: R.lastWeek(T(now)), names: ['PeakEventJoined'] }), o.byDay),
  },

  // ============================== compare ==============================
  {
    id: 'compare-app-28d',
    type: 'compare',
    question: 'app_opened in the last 28 days vs the 28 days before - is the app growing?',
    expect: (ev, now) => {
      const t = T(now);
      const a = select(ev, { range: { from: t - 56 * DAY, to: t - 28 * DAY }, names: ['app_opened'] });
      const b = select(ev, { range: R.lastDays(t, 28), names: ['app_opened'] });
      return comparison(a, b, (s) => s.length, { names: ['app_opened'] });
    },
  },
  {
    id: 'compare-events-30d',
    type: 'compare',
    question: 'Total events over the last 30 days compared with the previous 30 days?',
    expect: (ev, now) => {
      const t = T(now);
      const a = select(ev, { range: { from: t - 60 * DAY, to: t - 30 * DAY } });
      const b = select(ev, { range: R.lastDays(t, 30) });
      return comparison(a, b, (s) => s.length);
    },
  },
  {
    id: 'compare-revenue-two-ranges',
    type: 'compare',
    question: (now) =>
      `BillPaid revenue from ${shortDay(back(now, 100))} to ${shortDay(back(now, 71))} vs from ${shortDay(back(now, 30))} to ${shortDay(back(now, 1))}? want to show how much the customer base has grown`,
    expect: (ev, now) => {
      const a = select(ev, { range: R.between(back(now, 100), back(now, 71)), names: ['BillPaid'] });
      const b = select(ev, { range: R.between(back(now, 30), back(now, 1)), names: ['BillPaid'] });
      return comparison(a, b, sum, { names: ['BillPaid'] });
    },
  },
  {
    id: 'compare-outages-storm-vs-day-after',
    type: 'compare',
    question: (now) =>
      `outage.reported on ${longDay(incident(now))} vs ${longDay(incident(now) + DAY)} - how fast did things calm down after the storm?`,
    expect: (ev, now) => {
      const a = select(ev, { range: R.on(incident(now)), names: ['outage.reported'] });
      const b = select(ev, { range: R.on(incident(now) + DAY), names: ['outage.reported'] });
      return comparison(a, b, (s) => s.length, { names: ['outage.reported'] });
    },
  },
  {
    id: 'compare-tariff-30d',
    type: 'compare',
    question: 'Tariff Switched in the last 30 days vs the prior 30 days — did the new-tariff buzz die down?',
    expect: (ev, now) => {
      const t = T(now);
      const a = select(ev, { range: { from: t - 60 * DAY, to: t - 30 * DAY }, names: ['Tariff Switched'] });
      const b = select(ev, { range: R.lastDays(t, 30), names: ['Tariff Switched'] });
      return comparison(a, b, (s) => s.length, { names: ['Tariff Switched'] });
    },
  },
  {
    id: 'compare-app-users-named-months',
    type: 'compare',
    question: (now) =>
      `did more users have app_opened in ${monthName(lastMonthStart(now))} ${year(lastMonthStart(now))} than in ${monthName(twoMonthsAgoStart(now))} ${year(twoMonthsAgoStart(now))}? unique users pls`,
    expect: (ev, now) => {
      const a = select(ev, { range: R.month(twoMonthsAgoStart(now)), names: ['app_opened'] });
      const b = select(ev, { range: R.month(lastMonthStart(now)), names: ['app_opened'] });
      return comparison(a, b, (s) => users(s).size, { names: ['app_opened'] });
    },
  },
  {
    id: 'compare-meter-readings-4w',
    type: 'compare',
    question: 'smart meter rollout check: meter_reading count, last 4 weeks versus the 4 weeks before that',
    expect: (ev, now) => {
      const t = T(now);
      const a = select(ev, { range: { from: t - 8 * o.WEEK, to: t - 4 * o.WEEK }, names: ['meter_reading'] });
      const b = select(ev, { range: R.lastWeeks(t, 4), names: ['meter_reading'] });
      return comparison(a, b, (s) => s.length, { names: ['meter_reading'] });
    },
  },
  {
    id: 'compare-active-users-14d',
    type: 'compare',
    question: 'Are active users growing? last 14 days against the 14 days before',
    expect: (ev, now) => {
      const t = T(now);
      const a = select(ev, { range: { from: t - 28 * DAY, to: t - 14 * DAY } });
      const b = select(ev, { range: R.lastDays(t, 14) });
      return comparison(a, b, (s) => users(s).size);
    },
  },

  // ============================== share ==============================
  {
    id: 'share-meter-30d',
    type: 'share',
    question: 'what percentage of events in the last 30 days were meter_reading?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30) });
      const part = s.filter((e) => e.eventName === 'meter_reading').length;
      return {
        names: ['meter_reading'],
        percents: [percent(part, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-payers-last-month',
    type: 'share',
    question: "What share of last month's active users had a BillPaid event?",
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)) });
      const payers = users(s.filter((e) => e.eventName === 'BillPaid')).size;
      return {
        names: ['BillPaid'],
        percents: [percent(payers, users(s).size)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-outages-storm-day',
    type: 'share',
    question: (now) => `on ${dayMonthYear(incident(now))}, what % of all events were outage.reported?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.on(incident(now)) });
      const part = s.filter((e) => e.eventName === 'outage.reported').length;
      return {
        names: ['outage.reported'],
        percents: [percent(part, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-dr-enrolled-users',
    type: 'share',
    question: 'What fraction of all our users have ever done dr-enrolled? as a percentage',
    expect: (ev) => {
      const part = users(select(ev, { names: ['dr-enrolled'] })).size;
      return {
        names: ['dr-enrolled'],
        percents: [percent(part, users(ev).size)],
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'share-tariff-90d',
    type: 'share',
    question: 'of all activity in the past 90 days, what percent is Tariff Switched?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 90) });
      const part = s.filter((e) => e.eventName === 'Tariff Switched').length;
      return {
        names: ['Tariff Switched'],
        percents: [percent(part, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-unknown-thermostat',
    type: 'share',
    low: true,
    question: 'what % of events are thermostat_adjusted?',
    expect: LOW,
  },
  {
    id: 'share-opened-app-7d-loose',
    type: 'share',
    question: 'percentage of people active in the last 7 days who actually opened the app',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7) });
      const part = users(s.filter((e) => e.eventName === 'app_opened')).size;
      return {
        names: ['app_opened'],
        percents: [percent(part, users(s).size)],
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },

  // ============================== conversion ==============================
  {
    id: 'conversion-view-to-pay-last-month',
    type: 'conversion',
    question: 'Of the users who did bill.viewed last month, how many went on to BillPaid afterwards?',
    expect: (ev, now) => conv(ev, R.lastMonth(T(now)), 'bill.viewed', 'BillPaid'),
  },
  {
    id: 'conversion-dr-to-peak',
    type: 'conversion',
    question: 'dr-enrolled → PeakEventJoined conversion, all time. how many enrolled folks actually show up?',
    expect: (ev) => conv(ev, R.all(), 'dr-enrolled', 'PeakEventJoined'),
  },
  {
    id: 'conversion-outage-to-engineer',
    type: 'conversion',
    question: (now) =>
      `conversion from outage.reported to engineer-visit-booked since ${longDay(incident(now) - 3 * DAY)}`,
    expect: (ev, now) =>
      conv(ev, R.since(incident(now) - 3 * DAY, T(now)), 'outage.reported', 'engineer-visit-booked'),
  },
  {
    id: 'conversion-app-to-tariff-30d',
    type: 'conversion',
    question: 'in the last 30 days, what % of users with app_opened later did Tariff Switched?',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 30), 'app_opened', 'Tariff Switched'),
  },
  {
    id: 'conversion-outage-to-chat-60d',
    type: 'conversion',
    question: 'Past 60 days: of the people who did outage.reported, how many then did chat_started?',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 60), 'outage.reported', 'chat_started'),
  },
  {
    id: 'conversion-unknown-step',
    type: 'conversion',
    low: true,
    question: 'conversion from bill.viewed to direct_debit_setup last month?',
    expect: LOW,
  },
  {
    id: 'conversion-app-to-pay-14d',
    type: 'conversion',
    question: 'funnel check, last 14 days: app_opened then BillPaid — how many convert?',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 14), 'app_opened', 'BillPaid'),
  },
  {
    id: 'conversion-chat-to-engineer-storm-week',
    type: 'conversion',
    question: (now) =>
      `between ${iso(incident(now))} and ${iso(incident(now) + 6 * DAY)}, how many users who had chat_started went on to engineer-visit-booked after it, and what percentage is that?`,
    expect: (ev, now) =>
      conv(ev, R.between(incident(now), incident(now) + 6 * DAY), 'chat_started', 'engineer-visit-booked'),
  },

  // ============================== churn ==============================
  {
    id: 'churn-last-month-not-this-month',
    type: 'churn',
    question: "How many users were active last month but haven't done anything this month?",
    expect: (ev, now) => ({
      numbers: [o.churned(ev, R.lastMonth(T(now)), R.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-users-30d',
    type: 'churn',
    question: 'how many new users did we get in the last 30 days? (first ever event in that window)',
    expect: (ev, now) => ({ numbers: [o.newUsers(ev, R.lastDays(T(now), 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-users-named-month',
    type: 'churn',
    question: (now) => `New users in ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) => ({
      numbers: [o.newUsers(ev, R.month(lastMonthStart(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-gone-quiet-30d',
    type: 'churn',
    question: (now) =>
      `How many users who were active between ${iso(back(now, 60))} and ${iso(back(now, 31))} have had no events at all in the last 30 days?`,
    expect: (ev, now) => ({
      numbers: [o.churned(ev, R.between(back(now, 60), back(now, 31)), R.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `retention q: how many users were active in ${monthName(twoMonthsAgoStart(now))} but not at all in ${monthName(lastMonthStart(now))}? just the number`,
    expect: (ev, now) => ({
      numbers: [o.churned(ev, R.month(twoMonthsAgoStart(now)), R.month(lastMonthStart(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-users-7d',
    type: 'churn',
    question: 'how many brand-new users showed up in the past 7 days?',
    expect: (ev, now) => ({ numbers: [o.newUsers(ev, R.lastDays(T(now), 7)).length], confidence: 'high' }),
  },
  {
    id: 'churn-first-half-last-month',
    type: 'churn',
    question: (now) =>
      `Of the users active from ${shortDay(lastMonthStart(now))} to ${shortDay(lastMonthStart(now) + 13 * DAY)}, how many have done nothing in the last 14 days?`,
    expect: (ev, now) => ({
      numbers: [
        o.churned(ev, R.between(lastMonthStart(now), lastMonthStart(now) + 13 * DAY), R.lastDays(T(now), 14))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-last-week-not-this-week',
    type: 'churn',
    question: 'churn check - users active last week but not (yet) this week?',
    expect: (ev, now) => ({
      numbers: [o.churned(ev, R.lastWeek(T(now)), R.thisWeek(T(now))).length],
      confidence: 'high',
    }),
  },

  // ============================== recency ==============================
  {
    id: 'recency-last-outage',
    type: 'recency',
    question: 'When was the last outage.reported?',
    expect: (ev) => {
      const s = select(ev, { names: ['outage.reported'] });
      return { names: stamp(latest(s)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-tariff-7d',
    type: 'recency',
    question: 'any tariff_switched events in the past 7 days?',
    expect: (ev, now) =>
      countOf(select(ev, { range: R.lastDays(T(now), 7), names: ['Tariff Switched'] }), {
        names: ['Tariff Switched'],
      }),
  },
  {
    id: 'recency-last-billpaid',
    type: 'recency',
    question: 'when did the last BillPaid come in? payments gateway was flaky this morning',
    expect: (ev) => {
      const s = select(ev, { names: ['BillPaid'] });
      return {
        names: ['BillPaid', ...stamp(latest(s))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'recency-engineer-14d',
    type: 'recency',
    question: 'Has anyone had an engineer-visit-booked in the last 14 days?',
    expect: (ev, now) =>
      countOf(select(ev, { range: R.lastDays(T(now), 14), names: ['engineer-visit-booked'] }), {
        names: ['engineer-visit-booked'],
      }),
  },
  {
    id: 'recency-last-peak',
    type: 'recency',
    question: 'When was the most recent PeakEventJoined?',
    expect: (ev) => {
      const s = select(ev, { names: ['PeakEventJoined'] });
      return { names: stamp(latest(s)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-unknown-tamper',
    type: 'recency',
    low: true,
    question: 'when did someone last trigger meter_tamper_alert?',
    expect: LOW,
  },
  {
    id: 'recency-last-dr-enrolled',
    type: 'recency',
    question: 'last time anybody did dr-enrolled?',
    expect: (ev) => {
      const s = select(ev, { names: ['dr-enrolled'] });
      return { names: stamp(latest(s)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-last-autopay',
    type: 'recency',
    question: 'When was autopay.enabled last seen?',
    expect: (ev) => {
      const s = select(ev, { names: ['autopay.enabled'] });
      return { names: stamp(latest(s)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-chats-3d',
    type: 'recency',
    question: 'any chat_started in the last 3 days? the chat widget might be broken',
    expect: (ev, now) =>
      countOf(select(ev, { range: R.lastDays(T(now), 3), names: ['chat_started'] }), {
        names: ['chat_started'],
      }),
  },

  // ============================== catalogue ==============================
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'which event names exist in this account?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-total-users',
    type: 'catalogue',
    question: 'How many users do we have in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'how many events are stored overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-event-counts',
    type: 'catalogue',
    question: 'List every event type we track with how many times each one occured',
    expect: (ev) => breakdown(ev, o.byName),
  },
  {
    id: 'catalogue-distinct-types',
    type: 'catalogue',
    question: 'How many distinct event types are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-headline',
    type: 'catalogue',
    question:
      'new analyst onboarding: give me the headline numbers — total events, total users and number of event types',
    expect: (ev) => ({
      numbers: [ev.length, users(ev).size, new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ============================== other ==============================
  {
    id: 'other-forecast',
    type: 'other',
    question: 'What will our revenue be next quarter? need a forecast for the board',
    expect: LOW,
  },
  {
    id: 'other-tariff-holders',
    type: 'other',
    question: 'Which customers are on the EV Night Saver tariff right now?',
    expect: LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather looking like for Thursday's peak event?",
    expect: LOW,
  },
  { id: 'other-nps', type: 'other', question: "What's our NPS this quarter?", expect: LOW },
  {
    id: 'other-suburb',
    type: 'other',
    question: 'Which suburb had the most outages during the storm?',
    expect: LOW,
  },
  {
    id: 'other-spot-price',
    type: 'other',
    question: 'whats the wholesale spot price of electricity right now',
    expect: LOW,
  },
  {
    id: 'other-why-churn',
    type: 'other',
    question: `Why did ${P.churner} leave us? what was the reason they gave?`,
    expect: LOW,
  },
  {
    id: 'other-reset-password',
    type: 'other',
    question: `can you reset the password for ${P.topPayer}? they're locked out`,
    expect: LOW,
  },
  { id: 'other-age', type: 'other', question: 'what is the average age of our customers?', expect: LOW },
  {
    id: 'other-onsite-time',
    type: 'other',
    question: 'How long do our engineers actually spend on site per visit?',
    expect: LOW,
  },
];
