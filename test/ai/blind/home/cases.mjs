// Blind question cases for the Hearthly smart-home dataset (data.mjs).
// Each case: { id, type, question: string | (now: Date) => string, expect(events, now) }.
// expect returns what score.mjs checks:
//   { numbers?, percents?, names?, unordered?, confidence: 'high'|'low'|'not-high', dataPoints? }
// Flags: `outOfScope` (the answer must be low), `mayBeEmpty` (the scope can hold no event at
// ordinary times, so the expectation is low + dataPoints 0 by design).

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;
const { heavy: BORU, recent: LUMI, cancelled: TEKA, returning: WADO } = PERSONAS;

export const TYPES = [
  'count',
  'users',
  'value',
  'top-events',
  'top-users',
  'user',
  'breakdown',
  'compare',
  'share',
  'conversion',
  'churn',
  'recency',
  'catalogue',
  'other',
];

// ---- dates in question text -------------------------------------------------------------

const ago = (now, n) => o.dayStart(+now) - n * DAY; // start of the day n days back
const iso = (t) => o.isoDay(t); // 2026-11-03
const nth = (d) =>
  `${d}${d % 100 >= 11 && d % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${nth(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const monthOf = (now, add) => o.monthStart(+now, add);
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;

// ---- expectation builders -----------------------------------------------------------------

const HIGH = 'high';
const NOT_HIGH = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const UNSURE = { confidence: NOT_HIGH };
const money = (x) => o.round(x, 2);

const orLow = (scope, build) => (scope.length ? build(scope) : LOW);
const pick = (ev, scope) => o.select(ev, scope);

// count of events; `loose` = the event name is only a looser form (figure expected, not high)
const count =
  (scope, { loose = false, dp = true } = {}) =>
  (ev, now) =>
    orLow(pick(ev, scope(+now)), (s) => ({
      numbers: [s.length],
      confidence: loose ? NOT_HIGH : HIGH,
      ...(dp && !loose ? { dataPoints: s.length } : {}),
    }));

const distinct =
  (scope, { loose = false } = {}) =>
  (ev, now) =>
    orLow(pick(ev, scope(+now)), (s) => ({
      numbers: [o.users(s).size],
      confidence: loose ? NOT_HIGH : HIGH,
      ...(loose ? {} : { dataPoints: s.length }),
    }));

const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return o.round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const total = (s) => money(o.sum(s));

const measure = (fn, scope) => (ev, now) =>
  orLow(pick(ev, scope(+now)), (s) => ({ numbers: [fn(s)], confidence: HIGH, dataPoints: s.length }));

// Ranked list. Event names mix upper- and lower-case initials, so "ties by name" could be
// read case-sensitively or not: when equal figures make the order of event names depend on
// that reading, the tied names are not required in order (see README).
const ranked =
  (scope, key, { n = 5, ascending = false, by, loose = false, all } = {}) =>
  (ev, now) =>
    orLow(pick(ev, scope(+now)), (s) => {
      const tally = o.tally(s, key, by);
      if (all) for (const k of all) if (!tally.has(k)) tally.set(k, 0);
      const full = o.rank(tally, { ascending });
      const top = full.slice(0, n);
      const fig = (v) => (by ? money(v) : v);
      const out = { names: top.map(([k]) => k), numbers: top.map(([, v]) => fig(v)) };
      if (key === o.byName) {
        const cut = full[n];
        const tiedAtCut = cut && cut[1] === top.at(-1)[1];
        const tiedInside = top.some(([, v], i) => i && v === top[i - 1][1]);
        if (tiedAtCut) out.names = top.filter(([, v]) => v !== cut[1]).map(([k]) => k);
        if (tiedInside || tiedAtCut) out.unordered = true;
      }
      return { ...out, confidence: loose ? NOT_HIGH : HIGH, ...(loose ? {} : { dataPoints: s.length }) };
    });

// Every ISO day of a range, including days without events.
const daysOf = (r) => {
  const out = [];
  for (let t = o.dayStart(r.from); t < r.to; t += DAY) out.push(o.isoDay(t));
  return out;
};

const perDay = (scope) => (ev, now) => {
  const sc = scope(+now);
  return orLow(pick(ev, sc), (s) => {
    const t = o.tally(s, o.byDay);
    const days = daysOf(sc.range);
    return {
      names: days,
      unordered: true,
      numbers: days.map((d) => t.get(d) ?? 0),
      confidence: HIGH,
      dataPoints: s.length,
    };
  });
};

const compareCounts =
  (names, periods, { byUsers = false } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => pick(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const m = (s) => (byUsers ? o.users(s).size : s.length);
    const c = o.change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };

const shareOfEvents = (names, range) => (ev, now) =>
  orLow(pick(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(pick(all, { names }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

const shareOfUsers = (names, range) => (ev, now) =>
  orLow(pick(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(pick(all, { names })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// Both counts and the percentage, as SEMANTICS.md asks of every conversion answer.
const funnel = (a, b, range) => (ev, now) => {
  const c = o.conversion(ev, range(+now), a, b);
  if (!c.did) return LOW;
  return { numbers: [c.did, c.converted], percents: [c.pct], confidence: HIGH };
};

const churn = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return orLow(pick(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};

const fresh = (range) => (ev, now) =>
  orLow(pick(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// Day of the newest matching event; dataPoints = all matching events when `dp`.
const latest =
  (scope, { dp = true, loose = false } = {}) =>
  (ev, now) =>
    orLow(pick(ev, scope(+now)), (s) => ({
      names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
      confidence: loose ? NOT_HIGH : HIGH,
      ...(dp && !loose ? { dataPoints: s.length } : {}),
    }));

const namesIn = (evs) => [...new Set(evs.map((e) => e.eventName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });
const HOURS = Array.from({ length: 24 }, (_, h) => o.hourLabel(h));

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // 1. counts ---------------------------------------------------------------------------
  {
    id: 'count-thermostat-7d',
    type: 'count',
    question: 'thermostat-adjusted events over the past 7 days — how many?',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['thermostat-adjusted'] })),
  },
  {
    id: 'count-lights-yesterday',
    type: 'count',
    question: 'How many times were Lights Toggled yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['Lights Toggled'] })),
  },
  {
    id: 'count-camera-this-week',
    type: 'count',
    question: 'Camera Viewed so far this week, how many?',
    expect: count((now) => ({ range: R.thisWeek(now), names: ['Camera Viewed'] })),
  },
  {
    id: 'count-alarms-armed-on-day',
    type: 'count',
    question: (now) => `number of alarms armed on ${longDay(ago(now, 6))}?`,
    expect: count((now) => ({ range: R.on(ago(now, 6)), names: ['Alarm Armed'] })),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'How busy has the app been in the last 24 hours? Just give me the total number of events.',
    expect: count((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'count-scenes-between',
    type: 'count',
    question: (now) => `Count of Scene Activated between ${iso(ago(now, 21))} and ${iso(ago(now, 15))}`,
    expect: count((now) => ({ range: R.between(ago(now, 21), ago(now, 15)), names: ['scene-activated'] })),
  },
  {
    id: 'count-doorbell-before',
    type: 'count',
    question: (now) =>
      `We're cleaning up old data. How many Doorbell Answered events happened before ${shortDay(ago(now, 90))}?`,
    expect: count((now) => ({ range: R.before(ago(now, 90)), names: ['Doorbell Answered'] })),
  },
  {
    id: 'count-firmware-and-pairing-this-month',
    type: 'count',
    question: 'Total firmware-updated plus Device Paired events this month?',
    expect: count((now) => ({ range: R.thisMonth(now), names: ['firmware-updated', 'Device Paired'] })),
  },
  {
    id: 'count-loose-adjustments',
    type: 'count',
    question: 'Thermostat adjustments last week?',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['thermostat-adjusted'] }), { loose: true }),
  },
  {
    id: 'count-ambiguous-alarms',
    type: 'count',
    question: 'how many alarms did we see in the last 30 days',
    expect: () => UNSURE,
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    question: 'How many times did homeowners run vacuum-started last month?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 2. distinct users ---------------------------------------------------------------------
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'How many households were active in the last 30 days?',
    expect: distinct((now) => ({ range: R.lastDays(now, 30) })),
  },
  {
    id: 'users-camera-named-month',
    type: 'users',
    question: (now) =>
      `How many distinct customers had Camera Viewed events in ${monthName(monthOf(now, -1))}?`,
    expect: distinct((now) => ({
      range: R.month(o.pastMonth(now, new Date(monthOf(now, -1)).getUTCMonth())),
      names: ['Camera Viewed'],
    })),
  },
  {
    id: 'users-alarm-triggered-ever',
    type: 'users',
    question: 'How many unique users have ever had an alarm-triggered event?',
    expect: distinct(() => ({ names: ['alarm-triggered'] })),
  },
  {
    id: 'users-accounts-created-2m',
    type: 'users',
    question: 'Users with Account Created in the past 2 months: how many?',
    expect: distinct((now) => ({ range: R.lastMonths(now, 2), names: ['Account Created'] })),
  },
  {
    id: 'users-today',
    type: 'users',
    question: 'Unique users today?',
    expect: distinct((now) => ({ range: R.today(now) })),
  },
  {
    id: 'users-energy-report-this-week',
    type: 'users',
    question: 'Energy Report Opened this week: how many different people?',
    expect: distinct((now) => ({ range: R.thisWeek(now), names: ['Energy Report Opened'] })),
  },
  {
    id: 'users-active-7d-fragment',
    type: 'users',
    question: 'Active households? past 7 days',
    expect: distinct((now) => ({ range: R.lastDays(now, 7) })),
  },
  {
    id: 'users-automation-context',
    type: 'users',
    question: 'We shipped Automation Created about ten weeks ago. How many households have used it so far?',
    expect: distinct(() => ({ names: ['Automation Created'] })),
  },
  {
    id: 'users-loose-unlocking',
    type: 'users',
    question: 'How many households have been unlocking their doors from the app in the past 2 weeks?',
    expect: distinct((now) => ({ range: R.lastWeeks(now, 2), names: ['door-unlocked'] }), { loose: true }),
  },

  // 3. sum, average, min, max, median ------------------------------------------------------
  {
    id: 'value-thermostat-avg-7d',
    type: 'value',
    question: 'Average thermostat_adjusted value over the past 7 days?',
    expect: measure(o.avg, (now) => ({ range: R.lastDays(now, 7), names: ['thermostat-adjusted'] })),
  },
  {
    id: 'value-camera-sum-last-week',
    type: 'value',
    question: "Camera Viewed values are seconds watched. What's the total for last week?",
    expect: measure(total, (now) => ({ range: R.lastWeek(now), names: ['Camera Viewed'] })),
  },
  {
    id: 'value-camera-max',
    type: 'value',
    question: "What's the max Camera Viewed value we've ever recorded?",
    expect: measure(o.max, () => ({ names: ['Camera Viewed'] })),
  },
  {
    id: 'value-subscription-min-this-year',
    type: 'value',
    question: 'Lowest Subscription Purchased amount this year?',
    expect: measure(o.min, (now) => ({ range: R.thisYear(now), names: ['Subscription Purchased'] })),
  },
  {
    id: 'value-subscription-sum-last-month',
    type: 'value',
    question: 'sum of subscription purchased values last month',
    expect: measure(total, (now) => ({ range: R.lastMonth(now), names: ['Subscription Purchased'] })),
  },
  {
    id: 'value-doorbell-median-30d',
    type: 'value',
    question: "What's the median Doorbell Answered value in the past 30 days?",
    expect: measure(median, (now) => ({ range: R.lastDays(now, 30), names: ['Doorbell Answered'] })),
  },
  {
    id: 'value-persona-lights-avg',
    type: 'value',
    question: `${BORU}'s average Lights Toggled value?`,
    expect: measure(o.avg, () => ({ names: ['Lights Toggled'], user: BORU })),
  },
  {
    id: 'value-revenue-ambiguous',
    type: 'value',
    question: 'How much revenue did we bring in last month?',
    expect: (ev, now) =>
      orLow(pick(ev, { range: R.lastMonth(+now), names: ['Subscription Purchased'] }), (s) => ({
        numbers: [total(s)],
        names: ['Subscription Purchased'],
        confidence: NOT_HIGH,
      })),
  },

  // 4. most and least common events ------------------------------------------------------------
  {
    id: 'top-events-last-week',
    type: 'top-events',
    question: 'Most common events last week?',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byName),
  },
  {
    id: 'top-events-top3-30d',
    type: 'top-events',
    question: 'Top 3 event names over the past 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-rarest-this-month',
    type: 'top-events',
    question: 'Which event was the rarest this month?',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-ten-all-time',
    type: 'top-events',
    question: 'Give me the ten most frequent events of all time.',
    expect: ranked(() => ({}), o.byName, { n: 10 }),
  },
  {
    id: 'top-events-yesterday-two',
    type: 'top-events',
    question: 'What were the two most common events yesterday?',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 2 }),
  },
  {
    id: 'top-events-least-overall',
    type: 'top-events',
    question: "What's the least common event overall?",
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-feature-ambiguous',
    type: 'top-events',
    question: 'Most used feature? last week',
    expect: () => UNSURE,
  },

  // 5. most active users, top spenders ---------------------------------------------------------
  {
    id: 'top-users-most-active-30d',
    type: 'top-users',
    question: 'Which homeowners were the most active over the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byUser),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'Top spenders?',
    expect: ranked(() => ({ names: ['Subscription Purchased'] }), o.byUser, { by: o.value, loose: true }),
  },
  {
    id: 'top-users-camera-seconds',
    type: 'top-users',
    question: 'Which 3 customers have the highest total Camera Viewed value?',
    expect: ranked(() => ({ names: ['Camera Viewed'] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-lights-this-month',
    type: 'top-users',
    question: 'Top 3 users by Lights Toggled events this month',
    expect: ranked((now) => ({ range: R.thisMonth(now), names: ['Lights Toggled'] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-arming-loose',
    type: 'top-users',
    question: 'Who arms their alarm the most? top 5 please',
    expect: ranked(() => ({ names: ['Alarm Armed'] }), o.byUser, { loose: true }),
  },
  {
    id: 'top-users-thermostat-last-week',
    type: 'top-users',
    question: 'Last week, which 3 households had the most thermostat-adjusted events?',
    expect: ranked((now) => ({ range: R.lastWeek(now), names: ['thermostat-adjusted'] }), o.byUser, { n: 3 }),
  },

  // 6. one user ---------------------------------------------------------------------------------
  {
    id: 'user-total-heavy',
    type: 'user',
    question: `How many events does ${BORU} have in total?`,
    expect: count(() => ({ user: BORU })),
  },
  {
    id: 'user-first-last-recent',
    type: 'user',
    question: `${LUMI} — when did we first see them, and when were they last active?`,
    expect: (ev) =>
      orLow(pick(ev, { user: LUMI }), (s) => {
        const n = o.newestFirst(s);
        return {
          names: [o.isoDay(o.time(n.at(-1))), o.isoDay(o.time(n[0]))],
          confidence: HIGH,
          dataPoints: s.length,
        };
      }),
  },
  {
    id: 'user-last-three-cancelled',
    type: 'user',
    question: `Last 3 events for ${TEKA}?`,
    expect: (ev) =>
      orLow(pick(ev, { user: TEKA }), (s) => ({
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-event-names-recent',
    type: 'user',
    question: `Which event names show up for ${LUMI}?`,
    expect: (ev) =>
      orLow(pick(ev, { user: LUMI }), (s) => ({
        names: namesIn(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-thermostat-this-month',
    type: 'user',
    question: `How many times has ${BORU} done thermostat-adjusted this month?`,
    expect: count((now) => ({ range: R.thisMonth(now), names: ['thermostat-adjusted'], user: BORU }), {
      dp: false,
    }),
  },
  {
    id: 'user-returning-7d',
    type: 'user',
    question: `${WADO}: how many events in the past 7 days?`,
    expect: count((now) => ({ range: R.lastDays(now, 7), user: WADO })),
  },
  {
    id: 'user-cancelled-this-week',
    type: 'user',
    question: `Has ${TEKA} done anything this week?`,
    mayBeEmpty: true,
    expect: count((now) => ({ range: R.thisWeek(now), user: TEKA })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    question: `What has ${NOBODY} been up to lately?`,
    outOfScope: true,
    expect: () => LOW,
  },

  // 7. breakdowns over time -----------------------------------------------------------------------
  {
    id: 'breakdown-busiest-hour',
    type: 'breakdown',
    question: 'What time of day is the app busiest?',
    expect: ranked(() => ({}), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-thermostat-per-day-last-week',
    type: 'breakdown',
    question: 'thermostat-adjusted per day, last week',
    expect: perDay((now) => ({ range: R.lastWeek(now), names: ['thermostat-adjusted'] })),
  },
  {
    id: 'breakdown-busiest-weekday-30d',
    type: 'breakdown',
    question: 'Which day of the week is the busiest over the past 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-quietest-hour-last-week',
    type: 'breakdown',
    question: 'Quietest hour of the day last week?',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byHour, { n: 1, ascending: true, all: HOURS }),
  },
  {
    id: 'breakdown-camera-by-month',
    type: 'breakdown',
    question: (now) =>
      `Camera Viewed by month from ${longDay(monthOf(now, -3))} to ${longDay(monthOf(now, 0) - DAY)}`,
    expect: (ev, now) =>
      orLow(
        pick(ev, { range: R.between(monthOf(now, -3), monthOf(now, 0) - DAY), names: ['Camera Viewed'] }),
        (s) => {
          const t = o.tally(s, o.byMonth);
          const months = [...t.keys()].sort();
          return {
            names: months,
            numbers: months.map((m) => t.get(m)),
            confidence: HIGH,
            dataPoints: s.length,
          };
        },
      ),
  },
  {
    id: 'breakdown-app-launched-weekly',
    type: 'breakdown',
    question: (now) => `Weekly App Launched counts since ${longDay(o.weekStart(+now) - 4 * WEEK)}?`,
    expect: (ev, now) =>
      orLow(
        pick(ev, { range: R.since(o.weekStart(+now) - 4 * WEEK, +now), names: ['App Launched'] }),
        (s) => ({ numbers: [...o.tally(s, o.byWeek).values()], confidence: HIGH, dataPoints: s.length }),
      ),
  },
  {
    id: 'breakdown-busiest-day-this-month',
    type: 'breakdown',
    question: 'Busiest day so far this month?',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-alarm-armed-by-weekday',
    type: 'breakdown',
    question: 'How does Alarm Armed spread across the days of the week?',
    expect: (ev) =>
      orLow(pick(ev, { names: ['Alarm Armed'] }), (s) => {
        const t = o.tally(s, o.byWeekday);
        return {
          names: o.WEEKDAYS,
          unordered: true,
          numbers: o.WEEKDAYS.map((d) => t.get(d) ?? 0),
          confidence: HIGH,
          dataPoints: s.length,
        };
      }),
  },

  // 8. period comparisons (earlier first; change = later − earlier) ----------------------------
  {
    id: 'compare-app-launched-7d',
    type: 'compare',
    question: 'App Launched in the past 7 days vs the 7 days before — up or down?',
    expect: compareCounts(['App Launched'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-thermostat-weeks',
    type: 'compare',
    question: 'Compare thermostat-adjusted last week with the week before.',
    expect: compareCounts(['thermostat-adjusted'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-subscriptions-months',
    type: 'compare',
    question: 'Did we see more Subscription Purchased events last month than in the month before?',
    expect: compareCounts(['Subscription Purchased'], (now) => [R.month(monthOf(now, -2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-alarm-triggered-named-months',
    type: 'compare',
    question: (now) =>
      `alarm-triggered: ${monthName(monthOf(now, -2))} versus ${monthName(monthOf(now, -1))}?`,
    expect: compareCounts(['alarm-triggered'], (now) => [
      R.month(monthOf(now, -2)),
      R.month(monthOf(now, -1)),
    ]),
  },
  {
    id: 'compare-active-users-14d',
    type: 'compare',
    question: 'Were more users active in the last 14 days than in the 14 days before that?',
    expect: compareCounts(undefined, (now) => [R.lastDays(now - 14 * DAY, 14), R.lastDays(now, 14)], {
      byUsers: true,
    }),
  },
  {
    id: 'compare-automation-from-zero',
    type: 'compare',
    question: (now) =>
      `How did Automation Created between ${shortDay(ago(now, 100))} and ${shortDay(ago(now, 91))} compare with ${shortDay(ago(now, 60))} to ${shortDay(ago(now, 51))}?`,
    expect: compareCounts(['Automation Created'], (now) => [
      R.between(ago(now, 100), ago(now, 91)),
      R.between(ago(now, 60), ago(now, 51)),
    ]),
  },
  {
    id: 'compare-engagement-vague',
    type: 'compare',
    question: 'Is engagement growing?',
    expect: () => UNSURE,
  },

  // 9. shares ----------------------------------------------------------------------------------------
  {
    id: 'share-lights-of-events-30d',
    type: 'share',
    question: 'What percent of all activity in the last 30 days was Lights Toggled?',
    expect: shareOfEvents(['Lights Toggled'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-users-camera-this-month',
    type: 'share',
    question: "What share of this month's active users had a Camera Viewed event?",
    expect: shareOfUsers(['Camera Viewed'], R.thisMonth),
  },
  {
    id: 'share-users-subscription-ever',
    type: 'share',
    question: 'What % of customers have ever had Subscription Purchased?',
    expect: shareOfUsers(['Subscription Purchased'], R.all),
  },
  {
    id: 'share-alarm-armed-last-week',
    type: 'share',
    question: 'Alarm Armed as a percentage of all events last week?',
    expect: shareOfEvents(['Alarm Armed'], R.lastWeek),
  },
  {
    id: 'share-users-energy-report-30d',
    type: 'share',
    question: 'Of the households active in the past 30 days, what percentage had an Energy Report Opened?',
    expect: shareOfUsers(['Energy Report Opened'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-paying-ambiguous',
    type: 'share',
    question: 'What fraction of our households pay for a plan?',
    expect: () => UNSURE,
  },

  // 10. conversion (B strictly after the user's first A, both in range) ---------------------------
  {
    id: 'conversion-account-pairing-30d',
    type: 'conversion',
    question:
      'Of the households with Account Created in the last 30 days, how many went on to Device Paired, and what % is that?',
    expect: funnel('Account Created', 'Device Paired', (now) => R.lastDays(now, 30)),
  },
  {
    id: 'conversion-alarm-camera',
    type: 'conversion',
    question:
      'When alarm-triggered happens, how many users follow up with Camera Viewed afterwards? Percentage too, please.',
    expect: funnel('alarm-triggered', 'Camera Viewed', R.all),
  },
  {
    id: 'conversion-pairing-automation',
    type: 'conversion',
    question: "What's the conversion rate from Device Paired to Automation Created?",
    expect: funnel('Device Paired', 'Automation Created', R.all),
  },
  {
    id: 'conversion-account-subscription-since',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(ago(now, 60))}, what share of users with Account Created later had Subscription Purchased?`,
    expect: funnel('Account Created', 'Subscription Purchased', (now) => R.since(ago(now, 60), now)),
  },
  {
    id: 'conversion-lights-scene-7d',
    type: 'conversion',
    question: 'Lights Toggled → scene-activated conversion over the past 7 days?',
    expect: funnel('Lights Toggled', 'scene-activated', (now) => R.lastDays(now, 7)),
  },
  {
    id: 'conversion-onboarding-vague',
    type: 'conversion',
    question: 'What does our onboarding funnel look like?',
    expect: () => UNSURE,
  },

  // 11. churn and new users ------------------------------------------------------------------------
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: "How many users were active last month but haven't shown up this month?",
    expect: churn((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `Households active in ${monthYear(monthOf(now, -2))} that did nothing in ${monthYear(monthOf(now, -1))} — how many?`,
    expect: churn((now) => [R.month(monthOf(now, -2)), R.month(monthOf(now, -1))]),
  },
  {
    id: 'churn-dated-gap',
    type: 'churn',
    question: (now) =>
      `Users who were active between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} but haven't been back since ${iso(ago(now, 30))}: how many?`,
    expect: churn((now) => [R.between(ago(now, 60), ago(now, 31)), R.since(ago(now, 30), now)]),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'New households in the past 30 days?',
    expect: fresh((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-new-this-week',
    type: 'churn',
    question: 'How many brand-new users this week?',
    expect: fresh(R.thisWeek),
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) => `How many customers were new in ${monthName(monthOf(now, -1))}?`,
    expect: fresh((now) => R.month(o.pastMonth(now, new Date(monthOf(now, -1)).getUTCMonth()))),
  },
  { id: 'churn-rate-vague', type: 'churn', question: "What's our churn rate?", expect: () => UNSURE },

  // 12. existence and recency ----------------------------------------------------------------------
  {
    id: 'recency-last-alarm-triggered',
    type: 'recency',
    question: 'When was the most recent alarm-triggered?',
    expect: latest(() => ({ names: ['alarm-triggered'] })),
  },
  {
    id: 'recency-subscription-cancelled',
    type: 'recency',
    question: 'Has anyone had subscription-cancelled? If so, when was the latest one?',
    expect: latest(() => ({ names: ['subscription-cancelled'] })),
  },
  {
    id: 'recency-last-account-created',
    type: 'recency',
    question: 'Last Account Created — when was it?',
    expect: latest(() => ({ names: ['Account Created'] })),
  },
  {
    id: 'recency-user-camera',
    type: 'recency',
    question: `When did ${LUMI} last have a Camera Viewed event?`,
    expect: latest(() => ({ names: ['Camera Viewed'], user: LUMI }), { dp: false }),
  },
  {
    id: 'recency-firmware-yesterday',
    type: 'recency',
    question: 'Any firmware-updated events yesterday?',
    mayBeEmpty: true,
    expect: latest((now) => ({ range: R.yesterday(now), names: ['firmware-updated'] })),
  },
  {
    id: 'recency-doorbell-loose',
    type: 'recency',
    question: 'When did someone last answer the doorbell?',
    expect: latest(() => ({ names: ['Doorbell Answered'] }), { loose: true }),
  },
  {
    id: 'recency-unknown-event',
    type: 'recency',
    question: 'Has anyone ever used Window Opened?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 13. catalogue -------------------------------------------------------------------------------------
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events does Hearthly track?',
    expect: catalogue((ev) => ({ names: namesIn(ev), unordered: true })),
  },
  {
    id: 'catalogue-households-and-events',
    type: 'catalogue',
    question: 'How many households and how many events do we have in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-distinct-event-types',
    type: 'catalogue',
    question: 'How many different event types are there?',
    expect: catalogue((ev) => ({ numbers: [namesIn(ev).length] })),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'Total number of events stored, all time?',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-customer-count',
    type: 'catalogue',
    question: 'How many customers do we have overall?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },

  // 14. outside what events can answer ------------------------------------------------------------------
  {
    id: 'other-weather',
    type: 'other',
    question: 'Will it freeze in Oslo tonight?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-device-model',
    type: 'other',
    question: 'Break down thermostat-adjusted by device model',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-room',
    type: 'other',
    question: 'Which room do people toggle the lights in most, by room?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-brands',
    type: 'other',
    question: 'Which camera brands do our customers own?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-home-size',
    type: 'other',
    question: 'Do bigger homes adjust the heating more? Split it by home size please.',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-energy-saved',
    type: 'other',
    question: 'How much energy did households save in kWh last month?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'How many subscriptions will we sell next quarter?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-city',
    type: 'other',
    question: 'Which city has the most Hearthly homes?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-battery',
    type: 'other',
    question: "What's the average battery level of the door sensors?",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-satisfaction',
    type: 'other',
    question: 'Are customers happy with the new app design?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-nonsense',
    type: 'other',
    question: 'colorless green ideas sleep furiously?',
    outOfScope: true,
    expect: () => LOW,
  },
  { id: 'other-vague', type: 'other', question: "How's Hearthly doing?", expect: () => UNSURE },
];

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
