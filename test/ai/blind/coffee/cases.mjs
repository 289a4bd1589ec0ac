// Blind round "coffee": questions about the coffee-ordering app's events, with expectations
// computed by the reference oracle from the events (never typed in by hand).

import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, STORY } from './data.mjs';

const { DAY, MONTHS, ranges: R } = O;
const P = PERSONAS;

// ---- dates in questions, always generated from now ---------------------------------------
const ms = (now) => +now;
const dayAgo = (now, k) => O.dayStart(+now) - k * DAY;
const iso = (t) => O.isoDay(t);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const ordinal = (n) =>
  n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const mon = (t) => new Date(t).getUTCMonth();
const dom = (t) => new Date(t).getUTCDate();
const yr = (t) => new Date(t).getUTCFullYear();
const longDay = (t) => `${MONTHS[mon(t)]} ${ordinal(dom(t))}`; // November 3rd
const shortDay = (t) => `${MONTHS[mon(t)].slice(0, 3)} ${dom(t)}`; // Nov 3
const dmy = (t) => `${dom(t)} ${MONTHS[mon(t)]} ${yr(t)}`; // 3 November 2026
const monthName = (t) => MONTHS[mon(t)];
const monthYear = (t) => `${MONTHS[mon(t)]} ${yr(t)}`;
const incident = (now) => dayAgo(now, STORY.incidentAgo);
const launch = (now) => dayAgo(now, STORY.launchAgo);
// two completed months inside the data: A (recent) and B (earlier), never the same month
const monthA = (now) => O.pastMonth(ms(now), mon(ms(now) - 40 * DAY));
const monthB = (now) => O.pastMonth(ms(now), mon(ms(now) - 80 * DAY));

// ---- expectation helpers -------------------------------------------------------------------
const r2 = (x) => O.round(x, 2);
const HIGH = 'high',
  LOOSE = 'not-high';
const LOW = () => ({ confidence: 'low', dataPoints: 0 });

function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const k = v.length >> 1;
  return v.length % 2 ? v[k] : (v[k - 1] + v[k]) / 2;
}

// count of matching events
const countOf = (conf, f) => (events, now) => {
  const s = O.select(events, f(now));
  return { numbers: [s.length], confidence: conf, dataPoints: s.length };
};
// distinct users among matching events
const usersOf = (conf, f) => (events, now) => {
  const s = O.select(events, f(now));
  return { numbers: [O.users(s).size], confidence: conf, dataPoints: s.length };
};
// a measure of eventValue over matching events
const valueOf =
  (conf, measure, f, extra = {}) =>
  (events, now) => {
    const s = O.select(events, f(now));
    return { numbers: [r2(measure(s))], confidence: conf, dataPoints: s.length, ...extra };
  };

// A ranked list: names in rank order with their figures. tieAtCut also flags ties inside the
// shown list (name order between equal figures depends on case rules, so keep them apart).
function ranked(conf, f) {
  const build = (events, now) => {
    const { evs, key, measure, n = Infinity, ascending = false, dp } = f(events, now);
    const all = O.rank(O.tally(evs, key, measure), { ascending });
    return { all, shown: all.slice(0, n), n, dp: dp ?? evs.length };
  };
  const expect = (events, now) => {
    const { shown, dp } = build(events, now);
    return {
      names: shown.map(([k]) => k),
      numbers: shown.map(([, v]) => r2(v)),
      confidence: conf,
      dataPoints: dp,
    };
  };
  expect.tieAtCut = (events, now) => {
    const { all, n } = build(events, now);
    const upto = Math.min(all.length - 1, n);
    for (let i = 0; i < upto; i++) {
      if (r2(all[i][1]) !== r2(all[i + 1][1])) continue;
      if (i === n - 1) return true; // tie at the cut
      const [a, b] = [String(all[i][0]), String(all[i + 1][0])];
      if (a < b !== a.toLowerCase() < b.toLowerCase()) return true; // order depends on case rules
    }
    return false;
  };
  return expect;
}

// A chronological / categorical breakdown: every bucket with its figure (any order).
const breakdown = (conf, f) => (events, now) => {
  const { evs, key, measure } = f(events, now);
  const m = [...O.tally(evs, key, measure)];
  return {
    names: m.map(([k]) => k),
    numbers: m.map(([, v]) => r2(v)),
    unordered: true,
    confidence: conf,
    dataPoints: evs.length,
  };
};

// Two periods, earlier first.
const compare = (conf, f) => (events, now) => {
  const { earlier, later, measure = (s) => s.length, names, user } = f(now);
  const a = O.select(events, { range: earlier, names, user });
  const b = O.select(events, { range: later, names, user });
  const c = O.change(r2(measure(a)), r2(measure(b)));
  return {
    numbers: [c.earlier, c.later, r2(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    confidence: conf,
    dataPoints: a.length + b.length,
  };
};

// Share of events (or of active users) in range.
const shareOfEvents = (conf, f) => (events, now) => {
  const { range, names } = f(now);
  const all = O.select(events, { range });
  const part = all.filter((e) => names.includes(e.eventName));
  return { percents: [O.percent(part.length, all.length)], confidence: conf, dataPoints: all.length };
};
const shareOfUsers = (conf, f) => (events, now) => {
  const { range, names } = f(now);
  const all = O.select(events, { range });
  const part = all.filter((e) => names.includes(e.eventName));
  return {
    percents: [O.percent(O.users(part).size, O.users(all).size)],
    confidence: conf,
    dataPoints: all.length,
  };
};

const funnel = (conf, f) => (events, now) => {
  const { range, a, b } = f(now);
  const c = O.conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: c.pct === null ? [] : [c.pct],
    confidence: conf,
    dataPoints: O.select(events, { range, names: [a, b] }).length,
  };
};

const lastOf = (conf, f) => (events, now) => {
  const s = O.select(events, f(now));
  const t = O.time(O.newestFirst(s)[0]);
  return { names: [iso(t), hhmm(t)], confidence: conf, dataPoints: s.length };
};

export const cases = [];

// =============================================================================== count
cases.push(
  {
    id: 'count-orders-yesterday',
    type: 'count',
    question: 'How many OrderPlaced events did we get yesterday?',
    expect: countOf(HIGH, (now) => ({ range: R.yesterday(ms(now)), names: ['OrderPlaced'] })),
  },
  {
    id: 'count-all-7d',
    type: 'count',
    question: 'quick one - total numbr of events in the last 7 days?',
    expect: countOf(HIGH, (now) => ({ range: R.lastDays(ms(now), 7) })),
  },
  {
    id: 'count-app-opens-last-week',
    type: 'count',
    question: 'how many app opens did we log last week',
    expect: countOf(HIGH, (now) => ({ range: R.lastWeek(ms(now)), names: ['app_open'] })),
  },
  {
    id: 'count-reloads-between',
    type: 'count',
    question: (now) =>
      `Number of gift-card-reload events between ${iso(dayAgo(now, 60))} and ${iso(dayAgo(now, 31))}, please. Finance wants it for the gift liability memo.`,
    expect: countOf(HIGH, (now) => ({
      range: R.between(dayAgo(now, 60), dayAgo(now, 31)),
      names: ['gift-card-reload'],
    })),
  },
  {
    id: 'count-promo-taps-launch-month',
    type: 'count',
    question: (now) =>
      `How many times did people tap the seasonal promo banner in ${monthName(launch(now))}?`,
    expect: countOf(LOOSE, (now) => ({
      range: R.month(O.pastMonth(ms(now), mon(launch(now)))),
      names: ['Promo Banner Tapped'],
    })),
  },
  {
    id: 'count-payment-failed-incident',
    type: 'count',
    question: (now) =>
      `How many PaymentFailed events were logged on ${longDay(incident(now))}? That was the day the payment processor went down.`,
    expect: countOf(HIGH, (now) => ({
      range: R.on(O.pastMonthDay(ms(now), mon(incident(now)), dom(incident(now)))),
      names: ['PaymentFailed'],
    })),
  },
  {
    id: 'count-cancelled-since',
    type: 'count',
    question: (now) => `order-cancelled count since ${shortDay(dayAgo(now, 30))}?`,
    expect: countOf(HIGH, (now) => ({
      range: R.since(dayAgo(now, 30), ms(now)),
      names: ['order-cancelled'],
    })),
  },
  {
    id: 'count-stars-earned-last-month',
    type: 'count',
    question: 'Stars Earned events last month - how many were there in total?',
    expect: countOf(HIGH, (now) => ({ range: R.lastMonth(ms(now)), names: ['Stars Earned'] })),
  },
  {
    id: 'count-orders-48h',
    type: 'count',
    question: 'how many Order Placed events in the past 48 hours',
    expect: countOf(HIGH, (now) => ({ range: R.lastHours(ms(now), 48), names: ['OrderPlaced'] })),
  },
  {
    // "today" is only asked once the morning shift has opened the app (from 08:00 UTC);
    // before that the same case asks about yesterday, so it is never empty.
    id: 'count-today-or-yesterday',
    type: 'count',
    question: (now) =>
      new Date(now).getUTCHours() >= 8
        ? 'how many events have come in today so far?'
        : 'how many events came in yesterday?',
    expect: countOf(HIGH, (now) => ({
      range: new Date(now).getUTCHours() >= 8 ? R.today(ms(now)) : R.yesterday(ms(now)),
    })),
  },
  {
    id: 'count-unknown-refund',
    type: 'count',
    low: true,
    question: 'How many refund_issued events did we have last month?',
    expect: LOW,
  },
);

// =============================================================================== users
cases.push(
  {
    id: 'users-app-open-30d',
    type: 'users',
    question: 'how many distinct users had an app_open in the last 30 days?',
    expect: usersOf(HIGH, (now) => ({ range: R.lastDays(ms(now), 30), names: ['app_open'] })),
  },
  {
    id: 'users-active-last-week',
    type: 'users',
    question: 'Actve users last week?',
    expect: usersOf(HIGH, (now) => ({ range: R.lastWeek(ms(now)) })),
  },
  {
    id: 'users-redeemers-month',
    type: 'users',
    question: (now) => `How many people redeemed stars in ${monthName(monthA(now))}?`,
    expect: usersOf(LOOSE, (now) => ({ range: R.month(monthA(now)), names: ['stars_redeemed'] })),
  },
  {
    id: 'users-ordered-yesterday',
    type: 'users',
    question: 'how many diffrent customers placed an order yesterday?',
    expect: usersOf(LOOSE, (now) => ({ range: R.yesterday(ms(now)), names: ['OrderPlaced'] })),
  },
  {
    id: 'users-raters-since',
    type: 'users',
    question: (now) => `unique users with a DrinkRated event since ${iso(dayAgo(now, 45))}`,
    expect: usersOf(HIGH, (now) => ({ range: R.since(dayAgo(now, 45), ms(now)), names: ['DrinkRated'] })),
  },
  {
    id: 'users-reloaders-3mo',
    type: 'users',
    question: 'How many users topped up their gift card in the past 3 months?',
    expect: usersOf(LOOSE, (now) => ({ range: R.lastMonths(ms(now), 3), names: ['gift-card-reload'] })),
  },
  {
    id: 'users-signups-6w',
    type: 'users',
    question: 'Number of users who did signup_completed in the past 6 weeks',
    expect: usersOf(HIGH, (now) => ({ range: R.lastWeeks(ms(now), 6), names: ['signup_completed'] })),
  },
  {
    id: 'users-stars-earned-month-b',
    type: 'users',
    question: (now) =>
      `For the loyalty review: how many unique users had Stars Earned in ${monthYear(monthB(now))}?`,
    expect: usersOf(HIGH, (now) => ({ range: R.month(monthB(now)), names: ['Stars Earned'] })),
  },
  {
    id: 'users-unknown-tier',
    type: 'users',
    low: true,
    question: 'how many users triggered loyalty_tier_upgraded in the last 30 days?',
    expect: LOW,
  },
);

// =============================================================================== value
cases.push(
  {
    id: 'value-order-sum-last-month',
    type: 'value',
    question: 'Sum of OrderPlaced eventValue for last month?',
    expect: valueOf(HIGH, O.sum, (now) => ({ range: R.lastMonth(ms(now)), names: ['OrderPlaced'] })),
  },
  {
    id: 'value-order-avg-30d',
    type: 'value',
    question: 'average OrderPlaced value over the last 30 days - trying to see if basket size moved',
    expect: valueOf(HIGH, O.avg, (now) => ({ range: R.lastDays(ms(now), 30), names: ['OrderPlaced'] })),
  },
  {
    id: 'value-max-reload',
    type: 'value',
    question: "What's the biggest single gift-card-reload we've ever had?",
    expect: valueOf(HIGH, O.max, () => ({ names: ['gift-card-reload'] })),
  },
  {
    id: 'value-min-order-week',
    type: 'value',
    question: 'smallest OrderPlaced amount in the past week?',
    expect: valueOf(HIGH, O.min, (now) => ({ range: R.lastDays(ms(now), 7), names: ['OrderPlaced'] })),
  },
  {
    id: 'value-median-order-month',
    type: 'value',
    question: (now) => `What was the median OrderPlaced value in ${monthName(monthA(now))}?`,
    expect: valueOf(HIGH, median, (now) => ({ range: R.month(monthA(now)), names: ['OrderPlaced'] })),
  },
  {
    id: 'value-revenue-last-week',
    type: 'value',
    question: 'For the weekly finance sync: how much revenue did the app bring in last week?',
    expect: valueOf(LOOSE, O.sum, (now) => ({ range: R.lastWeek(ms(now)), names: ['OrderPlaced'] }), {
      names: ['OrderPlaced'],
    }),
  },
  {
    id: 'value-stars-regular-60d',
    type: 'value',
    question: `Total Stars Earned for ${P.regular} over the last 60 days`,
    expect: valueOf(HIGH, O.sum, (now) => ({
      range: R.lastDays(ms(now), 60),
      names: ['Stars Earned'],
      user: P.regular,
    })),
  },
  {
    id: 'value-redeemed-since',
    type: 'value',
    question: (now) => `sum of stars_redeemed since ${longDay(dayAgo(now, 50))}`,
    expect: valueOf(HIGH, O.sum, (now) => ({
      range: R.since(dayAgo(now, 50), ms(now)),
      names: ['stars_redeemed'],
    })),
  },
  {
    id: 'value-avg-rating-2w',
    type: 'value',
    question: 'whats the avg drink rating over the past 2 weeks?',
    expect: valueOf(LOOSE, O.avg, (now) => ({ range: R.lastWeeks(ms(now), 2), names: ['DrinkRated'] })),
  },
  {
    id: 'value-prep-mean-yesterday',
    type: 'value',
    question: 'Mean value of order.ready yesterday (that is prep minutes)?',
    expect: valueOf(HIGH, O.avg, (now) => ({ range: R.yesterday(ms(now)), names: ['order.ready'] })),
  },
  {
    id: 'value-unknown-coupon',
    type: 'value',
    low: true,
    question: 'total value of coupon_applied events last month',
    expect: LOW,
  },
);

// =============================================================================== top-events
cases.push(
  {
    id: 'top-events-5-30d',
    type: 'top-events',
    question: 'top 5 events over the last 30 days',
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastDays(ms(now), 30) }),
      key: O.byName,
      n: 5,
    })),
  },
  {
    id: 'top-events-3-last-month',
    type: 'top-events',
    question: 'What were the three most common events last month?',
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastMonth(ms(now)) }),
      key: O.byName,
      n: 3,
    })),
  },
  {
    id: 'top-events-rarest-all',
    type: 'top-events',
    question: 'which event is the rarest, all time? engineering wants to know if any tracking looks broken',
    expect: ranked(HIGH, (events) => ({ evs: events, key: O.byName, n: 1, ascending: true })),
  },
  {
    id: 'top-events-incident-3',
    type: 'top-events',
    question: (now) =>
      `Top 3 actions on ${iso(incident(now))}? I want to see how bad the outage looked in the logs.`,
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.on(incident(now)) }),
      key: O.byName,
      n: 3,
    })),
  },
  {
    id: 'top-events-top8-30d',
    type: 'top-events',
    question: 'Rank the top 8 event types by how often they happened in the past 30 days, most to least.',
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastDays(ms(now), 30) }),
      key: O.byName,
      n: 8,
    })),
  },
  {
    id: 'top-events-bottom3-90d',
    type: 'top-events',
    question: 'bottom 3 events in the past 90 days (least used first) - thinking of droping some tracking',
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastDays(ms(now), 90) }),
      key: O.byName,
      n: 3,
      ascending: true,
    })),
  },
  {
    id: 'top-events-default-month-b',
    type: 'top-events',
    question: (now) => `most common events in ${monthName(monthB(now))}?`,
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.month(monthB(now)) }),
      key: O.byName,
      n: 5,
    })),
  },
  {
    id: 'top-events-most-frequent-7d',
    type: 'top-events',
    question: 'Whats the single most frequent event in the past 7 days?',
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastDays(ms(now), 7) }),
      key: O.byName,
      n: 1,
    })),
  },
);

// =============================================================================== top-users
cases.push(
  {
    id: 'top-users-2-all',
    type: 'top-users',
    question: 'who are our two most active users, all time?',
    expect: ranked(HIGH, (events) => ({ evs: events, key: O.byUser, n: 2 })),
  },
  {
    id: 'top-users-spenders-last-month',
    type: 'top-users',
    question: 'top 3 spenders last month? marketing wants to send them a thank-you card',
    expect: ranked(LOOSE, (events, now) => ({
      evs: O.select(events, { range: R.lastMonth(ms(now)), names: ['OrderPlaced'] }),
      key: O.byUser,
      measure: O.value,
      n: 3,
    })),
  },
  {
    id: 'top-users-most-orders-60d',
    type: 'top-users',
    question: 'Which user has the most OrderPlaced events in the past 60 days?',
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastDays(ms(now), 60), names: ['OrderPlaced'] }),
      key: O.byUser,
      n: 1,
    })),
  },
  {
    id: 'top-users-gift-money',
    type: 'top-users',
    question: 'who has put the most money on gift cards?',
    expect: ranked(LOOSE, (events) => ({
      evs: O.select(events, { names: ['gift-card-reload'] }),
      key: O.byUser,
      measure: O.value,
      n: 1,
    })),
  },
  {
    id: 'top-users-stars-5-since',
    type: 'top-users',
    question: (now) => `top 5 users by total Stars Earned value since ${dmy(dayAgo(now, 100))}`,
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.since(dayAgo(now, 100), ms(now)), names: ['Stars Earned'] }),
      key: O.byUser,
      measure: O.value,
      n: 5,
    })),
  },
  {
    id: 'top-users-barista-ready-30d',
    type: 'top-users',
    question: 'which barista account marked the most order.ready events in the last 30 days?',
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastDays(ms(now), 30), names: ['order.ready'] }),
      key: O.byUser,
      n: 1,
    })),
  },
  {
    id: 'top-users-order-value-7d',
    type: 'top-users',
    question: 'Top 3 users by summed OrderPlaced value in the last 7 days',
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastDays(ms(now), 7), names: ['OrderPlaced'] }),
      key: O.byUser,
      measure: O.value,
      n: 3,
    })),
  },
  {
    id: 'top-users-most-ratings',
    type: 'top-users',
    question: 'who rates the most drinks? asking because one account seems to review everything',
    expect: ranked(LOOSE, (events) => ({
      evs: O.select(events, { names: ['DrinkRated'] }),
      key: O.byUser,
      n: 1,
    })),
  },
);

// =============================================================================== user
cases.push(
  {
    id: 'user-regular-count',
    type: 'user',
    question: `How many events does ${P.regular} have in total?`,
    expect: countOf(HIGH, () => ({ user: P.regular })),
  },
  {
    id: 'user-churner-last-seen',
    type: 'user',
    question: `when was ${P.churner} last seen? they used to come in every morning`,
    expect: lastOf(HIGH, () => ({ user: P.churner })),
  },
  {
    id: 'user-newcomer-first-seen',
    type: 'user',
    question: `First seen date for ${P.newcomer}?`,
    expect: (events) => {
      const s = O.select(events, { user: P.newcomer });
      const t = Math.min(...s.map(O.time));
      return { names: [iso(t), hhmm(t)], confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-barista-event-kinds',
    type: 'user',
    question: `what kinds of events has ${P.leadBarista} done?`,
    expect: (events) => {
      const s = O.select(events, { user: P.leadBarista });
      return {
        names: [...new Set(s.map(O.byName))],
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-critic-recent-3',
    type: 'user',
    question: `show me ${P.critic}'s 3 most recent events`,
    expect: (events) => {
      const s = O.select(events, { user: P.critic });
      return { names: O.newestFirst(s).slice(0, 3).map(O.byName), confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-second-orders-last-month',
    type: 'user',
    question: `how many orders did ${P.secondRegular} place last month?`,
    expect: countOf(LOOSE, (now) => ({
      range: R.lastMonth(ms(now)),
      names: ['OrderPlaced'],
      user: P.secondRegular,
    })),
  },
  {
    id: 'user-giftfan-reload-sum',
    type: 'user',
    question: `${P.giftFan} - total gift-card-reload amount, all time?`,
    expect: valueOf(HIGH, O.sum, () => ({ names: ['gift-card-reload'], user: P.giftFan })),
  },
  {
    id: 'user-newcomer-event-kinds',
    type: 'user',
    question: `Which event types has ${P.newcomer} used so far? New customer, curious how they use the app.`,
    expect: (events) => {
      const s = O.select(events, { user: P.newcomer });
      return {
        names: [...new Set(s.map(O.byName))],
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-regular-30d',
    type: 'user',
    question: `events from ${P.regular} in the last 30 days?`,
    expect: countOf(HIGH, (now) => ({ range: R.lastDays(ms(now), 30), user: P.regular })),
  },
  {
    id: 'user-nobody-last-active',
    type: 'user',
    low: true,
    question: `when was ${NOBODY} last active?`,
    expect: LOW,
  },
);

// =============================================================================== breakdown
cases.push(
  {
    id: 'breakdown-orders-weekday-8w',
    type: 'breakdown',
    question: 'Break down OrderPlaced by day of the week for the last 8 weeks',
    expect: breakdown(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastWeeks(ms(now), 8), names: ['OrderPlaced'] }),
      key: O.byWeekday,
    })),
  },
  {
    id: 'breakdown-busiest-hour-orders',
    type: 'breakdown',
    question: 'Which hour of the day sees the most OrderPlaced events? (UTC is fine)',
    expect: ranked(HIGH, (events) => ({
      evs: O.select(events, { names: ['OrderPlaced'] }),
      key: O.byHour,
      n: 1,
    })),
  },
  {
    id: 'breakdown-monthly-since',
    type: 'breakdown',
    question: (now) => `Monthly event totals since ${longDay(monthB(now))}, please`,
    expect: breakdown(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.since(monthB(now), ms(now)) }),
      key: O.byMonth,
    })),
  },
  {
    id: 'breakdown-busiest-day-60d',
    type: 'breakdown',
    question: 'busiest day in the last 60 days?',
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastDays(ms(now), 60) }),
      key: O.byDay,
      n: 1,
    })),
  },
  {
    id: 'breakdown-app-open-weekly',
    type: 'breakdown',
    question: (now) => {
      const mon0 = O.weekStart(ms(now)) - 4 * O.WEEK;
      return `app_open per week between ${iso(mon0)} and ${iso(O.weekStart(ms(now)) - DAY)}`;
    },
    expect: breakdown(HIGH, (events, now) => ({
      evs: O.select(events, {
        range: R.between(O.weekStart(ms(now)) - 4 * O.WEEK, O.weekStart(ms(now)) - DAY),
        names: ['app_open'],
      }),
      key: O.byWeek,
    })),
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: 'quietest weekday for OrderPlaced, overall?',
    expect: ranked(HIGH, (events) => ({
      evs: O.select(events, { names: ['OrderPlaced'] }),
      key: O.byWeekday,
      n: 1,
      ascending: true,
    })),
  },
  {
    id: 'breakdown-failures-peak-day-30d',
    type: 'breakdown',
    question: 'which day in the last 30 days had the most PaymentFailed events?',
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastDays(ms(now), 30), names: ['PaymentFailed'] }),
      key: O.byDay,
      n: 1,
    })),
  },
  {
    id: 'breakdown-reload-dollars-monthly',
    type: 'breakdown',
    question: 'gift-card-reload dollars by month over the past 3 months',
    expect: breakdown(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastMonths(ms(now), 3), names: ['gift-card-reload'] }),
      key: O.byMonth,
      measure: O.value,
    })),
  },
  {
    id: 'breakdown-hourly-app-open-week',
    type: 'breakdown',
    question: 'What hour of day do people open the app most? last 4 weeks, app_open only',
    expect: ranked(HIGH, (events, now) => ({
      evs: O.select(events, { range: R.lastWeeks(ms(now), 4), names: ['app_open'] }),
      key: O.byHour,
      n: 1,
    })),
  },
);

// =============================================================================== compare
cases.push(
  {
    id: 'compare-events-14d',
    type: 'compare',
    question: 'Total events in the last 14 days compared with the 14 days before that?',
    expect: compare(HIGH, (now) => ({
      earlier: { from: ms(now) - 28 * DAY, to: ms(now) - 14 * DAY },
      later: R.lastDays(ms(now), 14),
    })),
  },
  {
    id: 'compare-events-two-months',
    type: 'compare',
    question: (now) => `Compare total events in ${monthName(monthB(now))} vs ${monthName(monthA(now))}.`,
    expect: compare(HIGH, (now) => ({ earlier: R.month(monthB(now)), later: R.month(monthA(now)) })),
  },
  {
    id: 'compare-stars-months',
    type: 'compare',
    question: (now) => `Stars Earned count: ${monthYear(monthA(now))} versus ${monthYear(monthB(now))}?`,
    expect: compare(HIGH, (now) => ({
      earlier: R.month(monthB(now)),
      later: R.month(monthA(now)),
      names: ['Stars Earned'],
    })),
  },
  {
    id: 'compare-order-value-60d',
    type: 'compare',
    question: 'sum of OrderPlaced value, last 60 days vs the previous 60 days. are we growing?',
    expect: compare(HIGH, (now) => ({
      earlier: { from: ms(now) - 120 * DAY, to: ms(now) - 60 * DAY },
      later: R.lastDays(ms(now), 60),
      names: ['OrderPlaced'],
      measure: O.sum,
    })),
  },
  {
    id: 'compare-signups-4w',
    type: 'compare',
    question: 'Is signup_completed growing? last 4 weeks against the 4 weeks before',
    expect: compare(HIGH, (now) => ({
      earlier: { from: ms(now) - 8 * O.WEEK, to: ms(now) - 4 * O.WEEK },
      later: R.lastWeeks(ms(now), 4),
      names: ['signup_completed'],
    })),
  },
  {
    id: 'compare-incident-orders',
    type: 'compare',
    question: (now) =>
      `OrderPlaced on ${shortDay(incident(now))} vs ${shortDay(incident(now) - 7 * DAY)} - how much did the outage cost us in orders?`,
    expect: compare(HIGH, (now) => ({
      earlier: R.on(incident(now) - 7 * DAY),
      later: R.on(incident(now)),
      names: ['OrderPlaced'],
    })),
  },
  {
    id: 'compare-active-users-4w',
    type: 'compare',
    question: 'active users in the past 4 weeks vs the 4 weeks before that?',
    expect: compare(HIGH, (now) => ({
      earlier: { from: ms(now) - 8 * O.WEEK, to: ms(now) - 4 * O.WEEK },
      later: R.lastWeeks(ms(now), 4),
      measure: (s) => O.users(s).size,
    })),
  },
  {
    id: 'compare-promo-launch',
    type: 'compare',
    question: (now) => {
      const l = launch(now);
      return `promo banner taps between ${iso(l - 14 * DAY)} and ${iso(l - DAY)} compared to between ${iso(l)} and ${iso(l + 13 * DAY)} (before vs after the seasonal launch)`;
    },
    expect: compare(LOOSE, (now) => ({
      earlier: R.between(launch(now) - 14 * DAY, launch(now) - DAY),
      later: R.between(launch(now), launch(now) + 13 * DAY),
      names: ['Promo Banner Tapped'],
    })),
  },
);

// =============================================================================== share
cases.push(
  {
    id: 'share-orders-last-week',
    type: 'share',
    question: "What percentage of last week's events were OrderPlaced?",
    expect: shareOfEvents(HIGH, (now) => ({ range: R.lastWeek(ms(now)), names: ['OrderPlaced'] })),
  },
  {
    id: 'share-redeemers-30d',
    type: 'share',
    question: 'what share of users active in the last 30 days did stars_redeemed?',
    expect: shareOfUsers(HIGH, (now) => ({ range: R.lastDays(ms(now), 30), names: ['stars_redeemed'] })),
  },
  {
    id: 'share-failed-incident',
    type: 'share',
    question: (now) => `On ${iso(incident(now))}, what % of all events were PaymentFailed?`,
    expect: shareOfEvents(HIGH, (now) => ({ range: R.on(incident(now)), names: ['PaymentFailed'] })),
  },
  {
    id: 'share-ordering-users-month',
    type: 'share',
    question: (now) =>
      `In ${monthName(monthA(now))}, what fraction of active users had at least one OrderPlaced? percent please`,
    expect: shareOfUsers(HIGH, (now) => ({ range: R.month(monthA(now)), names: ['OrderPlaced'] })),
  },
  {
    id: 'share-menu-views-yesterday',
    type: 'share',
    question: "what percent of yesterday's events were menu.item_viewed",
    expect: shareOfEvents(HIGH, (now) => ({ range: R.yesterday(ms(now)), names: ['menu.item_viewed'] })),
  },
  {
    id: 'share-ratings-all',
    type: 'share',
    question: 'DrinkRated as a share of all events, all time?',
    expect: shareOfEvents(HIGH, () => ({ range: R.all(), names: ['DrinkRated'] })),
  },
  {
    id: 'share-raters-month-b',
    type: 'share',
    question: (now) => `what percent of users rated a drink in ${monthName(monthB(now))}?`,
    expect: shareOfUsers(LOOSE, (now) => ({ range: R.month(monthB(now)), names: ['DrinkRated'] })),
  },
  {
    id: 'share-reloads-90d',
    type: 'share',
    question: 'what % of our events in the last 90 days are gift card reloads',
    expect: shareOfEvents(HIGH, (now) => ({ range: R.lastDays(ms(now), 90), names: ['gift-card-reload'] })),
  },
);

// =============================================================================== conversion
cases.push(
  {
    id: 'conversion-open-order-30d',
    type: 'conversion',
    question:
      'Of the users who had an app_open in the last 30 days, how many went on to OrderPlaced afterwards?',
    expect: funnel(HIGH, (now) => ({ range: R.lastDays(ms(now), 30), a: 'app_open', b: 'OrderPlaced' })),
  },
  {
    id: 'conversion-signup-order-90d',
    type: 'conversion',
    question: (now) => `signup_completed -> OrderPlaced conversion since ${iso(dayAgo(now, 90))}`,
    expect: funnel(HIGH, (now) => ({
      range: R.since(dayAgo(now, 90), ms(now)),
      a: 'signup_completed',
      b: 'OrderPlaced',
    })),
  },
  {
    id: 'conversion-menu-order-last-week',
    type: 'conversion',
    question: 'menu.item_viewed to OrderPlaced conversion last week?',
    expect: funnel(HIGH, (now) => ({ range: R.lastWeek(ms(now)), a: 'menu.item_viewed', b: 'OrderPlaced' })),
  },
  {
    id: 'conversion-reload-redeem-loose',
    type: 'conversion',
    question: 'how many people who reloaded a gift card in the past 3 months later redeemed stars?',
    expect: funnel(LOOSE, (now) => ({
      range: R.lastMonths(ms(now), 3),
      a: 'gift-card-reload',
      b: 'stars_redeemed',
    })),
  },
  {
    id: 'conversion-promo-order-launch',
    type: 'conversion',
    question: (now) =>
      `Promo Banner Tapped → OrderPlaced between ${iso(launch(now))} and ${iso(launch(now) + 13 * DAY)}: how many converted, and what %?`,
    expect: funnel(HIGH, (now) => ({
      range: R.between(launch(now), launch(now) + 13 * DAY),
      a: 'Promo Banner Tapped',
      b: 'OrderPlaced',
    })),
  },
  {
    id: 'conversion-signup-rating-loose',
    type: 'conversion',
    question: 'of people who signed up in the last 60 days, what % rated a drink afterwards?',
    expect: funnel(LOOSE, (now) => ({
      range: R.lastDays(ms(now), 60),
      a: 'signup_completed',
      b: 'DrinkRated',
    })),
  },
  {
    id: 'conversion-failed-order-incident',
    type: 'conversion',
    question: (now) =>
      `On ${longDay(incident(now))}, how many users who hit PaymentFailed later managed an OrderPlaced?`,
    expect: funnel(HIGH, (now) => ({ range: R.on(incident(now)), a: 'PaymentFailed', b: 'OrderPlaced' })),
  },
  {
    id: 'conversion-order-rated-60d',
    type: 'conversion',
    question: 'OrderPlaced → DrinkRated funnel over the past 60 days',
    expect: funnel(HIGH, (now) => ({ range: R.lastDays(ms(now), 60), a: 'OrderPlaced', b: 'DrinkRated' })),
  },
);

// =============================================================================== churn
const churnCount = (f) => (events, now) => {
  const { active, inactive } = f(now);
  return { numbers: [O.churned(events, active, inactive).length], confidence: HIGH };
};
const newCount = (conf, f) => (events, now) => ({
  numbers: [O.newUsers(events, f(now)).length],
  confidence: conf,
});
cases.push(
  {
    id: 'churn-month-b-not-a',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(monthB(now))} but not in ${monthName(monthA(now))}?`,
    expect: churnCount((now) => ({ active: R.month(monthB(now)), inactive: R.month(monthA(now)) })),
  },
  {
    id: 'churn-new-last-month',
    type: 'churn',
    question: 'new users last month?',
    expect: newCount(HIGH, (now) => R.lastMonth(ms(now))),
  },
  {
    id: 'churn-new-last-week',
    type: 'churn',
    question: 'how many new users did we get last week',
    expect: newCount(HIGH, (now) => R.lastWeek(ms(now))),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'New customers in the past 14 days? (first ever event in that window)',
    expect: newCount(HIGH, (now) => R.lastDays(ms(now), 14)),
  },
  {
    id: 'churn-lost-since',
    type: 'churn',
    question: (now) =>
      `How many users who were active between ${iso(dayAgo(now, 100))} and ${iso(dayAgo(now, 71))} haven't been seen since ${iso(dayAgo(now, 40))}?`,
    expect: churnCount((now) => ({
      active: R.between(dayAgo(now, 100), dayAgo(now, 71)),
      inactive: R.since(dayAgo(now, 40), ms(now)),
    })),
  },
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: "How many people active last month haven't shown up this month?",
    expect: churnCount((now) => ({ active: R.lastMonth(ms(now)), inactive: R.thisMonth(ms(now)) })),
  },
  {
    id: 'churn-month-a-not-14d',
    type: 'churn',
    question: (now) =>
      `how many of ${monthName(monthA(now))}'s active users have not been active in the last 14 days?`,
    expect: churnCount((now) => ({ active: R.month(monthA(now)), inactive: R.lastDays(ms(now), 14) })),
  },
  {
    id: 'churn-new-month-a',
    type: 'churn',
    question: (now) => `new users in ${monthName(monthA(now))} ${yr(monthA(now))}`,
    expect: newCount(HIGH, (now) => R.month(monthA(now))),
  },
);

// =============================================================================== more time phrases
cases.push(
  {
    id: 'count-failed-before-incident',
    type: 'count',
    question: (now) =>
      `How many PaymentFailed events did we have before ${longDay(incident(now))}? Want the baseline ahead of the outage.`,
    expect: countOf(HIGH, (now) => ({ range: R.before(incident(now)), names: ['PaymentFailed'] })),
  },
  {
    // "this week" is asked once Monday's morning shift has logged in; before that, last week.
    id: 'users-this-week',
    type: 'users',
    question: (now) =>
      ms(now) - O.weekStart(ms(now)) >= 8 * O.HOUR
        ? 'how many users have been active so far this week?'
        : 'how many users were active last week?',
    expect: usersOf(HIGH, (now) => ({
      range: ms(now) - O.weekStart(ms(now)) >= 8 * O.HOUR ? R.thisWeek(ms(now)) : R.lastWeek(ms(now)),
    })),
  },
  {
    // "this month" needs two days of orders; on the 1st and 2nd the case asks about last month.
    id: 'value-orders-this-month',
    type: 'value',
    question: (now) =>
      ms(now) - O.monthStart(ms(now)) >= 2 * DAY
        ? 'Founder here. Sum of OrderPlaced value this month so far?'
        : 'Founder here. Sum of OrderPlaced value last month?',
    expect: valueOf(HIGH, O.sum, (now) => ({
      range: ms(now) - O.monthStart(ms(now)) >= 2 * DAY ? R.thisMonth(ms(now)) : R.lastMonth(ms(now)),
      names: ['OrderPlaced'],
    })),
  },
  {
    id: 'value-sales-month-a',
    type: 'value',
    question: (now) => `what were our total sales in ${monthName(monthA(now))}?`,
    expect: valueOf(LOOSE, O.sum, (now) => ({ range: R.month(monthA(now)), names: ['OrderPlaced'] }), {
      names: ['OrderPlaced'],
    }),
  },
  {
    id: 'count-stars-redeemed-past-week',
    type: 'count',
    question: 'stars redeemed in the past week - how many redemptions?',
    expect: countOf(HIGH, (now) => ({ range: R.lastDays(ms(now), 7), names: ['stars_redeemed'] })),
  },
  {
    // "this year" once the year is three days old; in its first days, the last 3 days instead.
    id: 'count-orders-this-year',
    type: 'count',
    question: (now) =>
      ms(now) - O.yearStart(ms(now)) >= 3 * DAY
        ? 'How many OrderPlaced events so far this year?'
        : 'How many OrderPlaced events in the last 3 days?',
    expect: countOf(HIGH, (now) => ({
      range: ms(now) - O.yearStart(ms(now)) >= 3 * DAY ? R.thisYear(ms(now)) : R.lastDays(ms(now), 3),
      names: ['OrderPlaced'],
    })),
  },
  {
    id: 'count-drink-rated-last-week',
    type: 'count',
    question: 'Drink Rated events last week?',
    expect: countOf(HIGH, (now) => ({ range: R.lastWeek(ms(now)), names: ['DrinkRated'] })),
  },
  {
    id: 'users-signup-completed-month-b',
    type: 'users',
    question: (now) =>
      `how many users had a signup completed event in ${monthName(monthB(now))} ${yr(monthB(now))}?`,
    expect: usersOf(HIGH, (now) => ({ range: R.month(monthB(now)), names: ['signup_completed'] })),
  },
);

// =============================================================================== recency
cases.push(
  {
    id: 'recency-last-reload',
    type: 'recency',
    question: 'When was the last gift-card-reload?',
    expect: lastOf(HIGH, () => ({ names: ['gift-card-reload'] })),
  },
  {
    id: 'recency-last-cancel-loose',
    type: 'recency',
    question: 'when did someone last cancel an order?',
    expect: lastOf(LOOSE, () => ({ names: ['order-cancelled'] })),
  },
  {
    id: 'recency-orders-24h',
    type: 'recency',
    question: 'Did anyone do OrderPlaced in the last 24 hours? support says the app looks dead',
    expect: countOf(HIGH, (now) => ({ range: R.lastHours(ms(now), 24), names: ['OrderPlaced'] })),
  },
  {
    id: 'recency-last-failed',
    type: 'recency',
    question: 'last PaymentFailed - when was it?',
    expect: lastOf(HIGH, () => ({ names: ['PaymentFailed'] })),
  },
  {
    id: 'recency-promo-3d',
    type: 'recency',
    question:
      'Anybody hit Promo Banner Tapped in the past 3 days? checking the banner still renders after the last release',
    expect: countOf(HIGH, (now) => ({ range: R.lastDays(ms(now), 3), names: ['Promo Banner Tapped'] })),
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'most recent signup_completed?',
    expect: lastOf(HIGH, () => ({ names: ['signup_completed'] })),
  },
  {
    id: 'recency-barista-last-ready',
    type: 'recency',
    question: `when did ${P.leadBarista} last do order.ready?`,
    expect: lastOf(HIGH, () => ({ names: ['order.ready'], user: P.leadBarista })),
  },
  {
    id: 'recency-newcomer-reload',
    type: 'recency',
    low: true,
    question: `Has ${P.newcomer} ever done a gift-card-reload?`,
    expect: LOW,
  },
  {
    id: 'recency-churner-30d',
    type: 'recency',
    low: true,
    question: `Has ${P.churner} done anything in the last 30 days?`,
    expect: LOW,
  },
);

// =============================================================================== catalogue
cases.push(
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (events) => ({
      names: [...new Set(events.map(O.byName))],
      unordered: true,
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-user-total',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (events) => ({ numbers: [O.users(events).size], confidence: HIGH, dataPoints: events.length }),
  },
  {
    id: 'catalogue-event-total',
    type: 'catalogue',
    question: 'How many events are stored, overall?',
    expect: (events) => ({ numbers: [events.length], confidence: HIGH, dataPoints: events.length }),
  },
  {
    id: 'catalogue-names-with-counts',
    type: 'catalogue',
    question: 'list every event name we have, with how many times each one occurred',
    expect: (events) => {
      const m = [...O.tally(events, O.byName)];
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        confidence: HIGH,
        dataPoints: events.length,
      };
    },
  },
  {
    id: 'catalogue-distinct-types',
    type: 'catalogue',
    question: 'how many different event types do we have?',
    expect: (events) => ({
      numbers: [new Set(events.map(O.byName)).size],
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question:
      'Quick overview for the new PM: number of users, number of events, and the date span the data covers.',
    expect: (events) => {
      const ts = events.map(O.time);
      const first = Math.min(...ts),
        last = Math.max(...ts);
      return {
        numbers: [O.users(events).size, events.length],
        names: [iso(first), iso(last)],
        confidence: HIGH,
        dataPoints: events.length,
      };
    },
  },
  {
    id: 'catalogue-gift-name',
    type: 'catalogue',
    question: "do we have an event for gift card reloads? what's it called exactly?",
    expect: () => ({ names: ['gift-card-reload'], confidence: HIGH }),
  },
);

// =============================================================================== other
const other = (id, question) => ({ id, type: 'other', question, expect: LOW });
cases.push(
  other('other-store-location', 'Which store location gets the most mobile orders?'),
  other('other-top-drink', "What's the best-selling drink on the menu?"),
  other('other-nps', 'what was our NPS in the last customer survey'),
  other('other-oat-milk', 'How many litres of oat milk did we go through last month?'),
  other('other-staffing', 'How many baristas are scheduled to work tomorrow morning?'),
  other('other-app-store', "What's the app's star rating on the App Store right now?"),
  other('other-forecast', "Predict next month's revenue for the board deck, with a confidence interval."),
  other('other-ios-version', 'which iOS version do most of our users run?'),
  other('other-email', `What's the email address on file for ${P.regular}? need to send a refund receipt`),
  other('other-pumpkin', 'how many pumpkin spice lattes did we sell during the seasonal launch?'),
);
