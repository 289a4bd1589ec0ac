// Blind question cases for the crowdfund data (data.mjs). Each case:
//   { id, type, question: string | (now: Date) => string, expect(events, now), low? }
// `expect` computes what a correct answer contains (see /work/shared/ai/eval/score.mjs) with the
// reference computations of oracle.mjs, following /work/shared/ai/SEMANTICS.md.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;
const {
  superBacker: SUPER,
  serialCreator: CREATOR,
  lapsedBacker: LAPSED,
  cancelsALot: CANCELLER,
  newBacker: NEWBIE,
} = PERSONAS;

// ---- wording of dates --------------------------------------------------------------------

const dayBack = (now, n) => o.dayStart(+now) - n * DAY; // start of the day n days ago
const nth = (d) => d + (d % 100 >= 11 && d % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th'));
const longDate = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${nth(new Date(t).getUTCDate())}`; // October 3rd
const shortDate = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Oct 3
const isoDate = (t) => o.isoDay(t);
const monthOf = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const prevMonth = (now, k = 1) => o.monthStart(+now, -k); // start of the month k months back
const lastMonday = (now, weeksBack) => o.weekStart(+now) - weeksBack * o.WEEK;

// ---- expectations --------------------------------------------------------------------------

const HIGH = 'high';
const LOOSE = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const whenAny = (s, build) => (s.length ? build(s) : LOW);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : o.round((v[m - 1] + v[m]) / 2, 2);
};
const money = (x) => o.round(x, 2);

// scope: now(ms) → { range, names, user }; conf 'high' or 'not-high' (then the stored names
// the engine has to state go into `names`).
const counted =
  (scope, conf = HIGH) =>
  (ev, now) => {
    const sc = scope(+now);
    return whenAny(o.select(ev, sc), (s) => ({
      numbers: [s.length],
      dataPoints: s.length,
      confidence: conf,
      ...(conf === HIGH ? {} : { names: sc.names }),
    }));
  };
const distinct =
  (scope, conf = HIGH) =>
  (ev, now) => {
    const sc = scope(+now);
    return whenAny(o.select(ev, sc), (s) => ({
      numbers: [o.users(s).size],
      dataPoints: s.length,
      confidence: conf,
      ...(conf === HIGH ? {} : { names: sc.names }),
    }));
  };
const valued =
  (fn, scope, conf = HIGH) =>
  (ev, now) => {
    const sc = scope(+now);
    return whenAny(o.select(ev, sc), (s) => ({
      numbers: [fn(s)],
      dataPoints: s.length,
      confidence: conf,
      ...(conf === HIGH ? {} : { names: sc.names }),
    }));
  };

// Ranked lists with their figures; `tieAtCut` tells the selfcheck when the cut is ambiguous.
const fullRank = (ev, now, scope, key, by, ascending) =>
  o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
function ranked(
  scope,
  key,
  { n = Infinity, by, ascending = false, conf = HIGH, stated = [], unordered = false, figures = true } = {},
) {
  const expect = (ev, now) => {
    const all = fullRank(ev, now, scope, key, by, ascending);
    if (!all.length) return LOW;
    const top = all.slice(0, n);
    return {
      names: [...(conf === HIGH ? [] : stated), ...top.map(([k]) => k)],
      ...(figures ? { numbers: top.map(([, v]) => (Number.isInteger(v) ? v : money(v))) } : {}),
      ...(unordered ? { unordered: true } : {}),
      confidence: conf,
    };
  };
  expect.tieAtCut = (ev, now) => {
    const all = fullRank(ev, now, scope, key, by, ascending);
    return n < all.length && Math.abs(all[n - 1][1] - all[n][1]) < 1e-9;
  };
  return expect;
}

// Two periods (earlier first) of one measure: both values, the change and the percentage.
const compared =
  (periods, names, { measure = (s) => s.length, conf = HIGH } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(measure(a), measure(b));
    return {
      numbers: [c.earlier, c.later, c.diff].map(money),
      percents: c.pct === null ? [] : [c.pct],
      dataPoints: a.length + b.length,
      confidence: conf,
      ...(conf === HIGH ? {} : { names }),
    };
  };

const shareOfEvents =
  (names, range, conf = HIGH) =>
  (ev, now) =>
    whenAny(o.select(ev, { range: range(+now) }), (all) => ({
      percents: [o.percent(o.select(all, { names }).length, all.length)],
      dataPoints: all.length,
      confidence: conf,
      ...(conf === HIGH ? {} : { names }),
    }));
const shareOfUsers =
  (names, range, conf = HIGH) =>
  (ev, now) =>
    whenAny(o.select(ev, { range: range(+now) }), (all) => ({
      percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
      dataPoints: all.length,
      confidence: conf,
      ...(conf === HIGH ? {} : { names }),
    }));

// show: 'n' converted users, '%' the percentage, 'd' the users who did A.
const converted =
  (a, b, range, show, conf = HIGH) =>
  (ev, now) => {
    const c = o.conversion(ev, range(+now), a, b);
    if (!c.did) return LOW;
    return {
      numbers: [...(show.includes('d') ? [c.did] : []), ...(show.includes('n') ? [c.converted] : [])],
      percents: show.includes('%') ? [c.pct] : [],
      confidence: conf,
      ...(conf === HIGH ? {} : { names: [a, b] }),
    };
  };

const churnedUsers = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return whenAny(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};
const freshUsers = (range) => (ev, now) =>
  whenAny(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// "When was the last X": the day of the newest X; dataPoints all X events when no user is named.
const lastOne =
  (scope, conf = HIGH) =>
  (ev, now) => {
    const sc = scope(+now);
    return whenAny(o.select(ev, sc), (s) => ({
      names: [o.isoDay(o.time(o.newestFirst(s)[0])), ...(conf === HIGH ? [] : sc.names)],
      ...(conf === HIGH ? {} : { unordered: true }),
      ...(sc.user ? {} : { dataPoints: s.length }),
      confidence: conf,
    }));
  };
// "Did anyone do X (in range)": yes, read from the X events in range.
const exists = (scope) => (ev, now) =>
  whenAny(o.select(ev, scope(+now)), (s) => ({ confidence: HIGH, dataPoints: s.length }));

const namesOf = (evs) => [...new Set(evs.map((e) => e.eventName))].sort();
const wholeAccount = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });
const refuse = () => LOW;

const PLEDGE = 'pledge.created',
  VIEW = 'Campaign Viewed',
  COMMENT = 'Comment Posted',
  SHARE = 'Campaign Shared',
  SIGNUP = 'Account Created',
  LAUNCH = 'campaign_launched',
  UPDATE = 'creator_update_posted',
  FUNDED = 'goal_reached',
  FAILED = 'campaign_failed',
  FEE = 'platform_fee_charged',
  CHANGED = 'pledge.updated',
  CANCELLED = 'pledge.cancelled';

// ---- the cases -------------------------------------------------------------------------------

export const cases = [
  // ===== count =====
  {
    id: 'cf-count-pledge-created-yesterday',
    type: 'count',
    question: 'pledge.created count for yesterday?',
    expect: counted((now) => ({ range: R.yesterday(now), names: [PLEDGE] })),
  },
  {
    id: 'cf-count-views-today',
    type: 'count',
    question: 'So far today, how many Campaign Viewed events have come in?',
    expect: counted((now) => ({ range: R.today(now), names: [VIEW] })),
  },
  {
    id: 'cf-count-comment-posted-past-week',
    type: 'count',
    question: 'Number of Comment Posted events in the past week',
    expect: counted((now) => ({ range: R.lastDays(now, 7), names: [COMMENT] })),
  },
  {
    id: 'cf-count-everything-48h',
    type: 'count',
    question: 'how many events total in the last 48 hours',
    expect: counted((now) => ({ range: R.lastHours(now, 48) })),
  },
  {
    id: 'cf-count-updates-since',
    type: 'count',
    question: (now) => `How many creator_update_posted events since ${longDate(prevMonth(now))}?`,
    expect: counted((now) => ({ range: R.since(prevMonth(now), now), names: [UPDATE] })),
  },
  {
    id: 'cf-count-views-on-iso-day',
    type: 'count',
    question: (now) => `campaign viewed events on ${isoDate(dayBack(now, 9))}`,
    expect: counted((now) => ({ range: R.on(dayBack(now, 9)), names: [VIEW] })),
  },
  {
    id: 'cf-count-pledge-updated-between',
    type: 'count',
    question: (now) =>
      `How many pledge.updated between ${shortDate(dayBack(now, 40))} and ${shortDate(dayBack(now, 26))}?`,
    expect: counted((now) => ({ range: R.between(dayBack(now, 40), dayBack(now, 26)), names: [CHANGED] })),
  },
  {
    id: 'cf-count-pledges-loose-30d',
    type: 'count',
    question: 'how many pledges came in over the last 30 days?',
    expect: counted((now) => ({ range: R.lastDays(now, 30), names: [PLEDGE] }), LOOSE),
  },
  {
    id: 'cf-count-cancellations-this-month',
    type: 'count',
    question: 'Pledge cancelations this month - how many so far?',
    expect: counted((now) => ({ range: R.thisMonth(now), names: [CANCELLED] }), LOOSE),
  },
  {
    id: 'cf-count-launches-loose-last-month',
    type: 'count',
    question: 'how many campaign launches did we have last month? need it for the standup',
    expect: counted((now) => ({ range: R.lastMonth(now), names: [LAUNCH] }), LOOSE),
  },
  {
    id: 'cf-count-shares-from-to',
    type: 'count',
    question: (now) =>
      `Campaign Shared events from ${longDate(dayBack(now, 21))} to ${longDate(dayBack(now, 8))}`,
    expect: counted((now) => ({ range: R.between(dayBack(now, 21), dayBack(now, 8)), names: [SHARE] })),
  },
  {
    id: 'cf-count-refunds-missing',
    type: 'count',
    low: true,
    question: 'How many refunds did we issue last month?',
    expect: refuse,
  },
  {
    id: 'cf-count-pledges-last-year',
    type: 'count',
    low: true,
    question: 'pledge.created events last year?',
    expect: counted((now) => ({ range: R.lastYear(now), names: [PLEDGE] })),
  },

  {
    id: 'cf-count-shares-before',
    type: 'count',
    question: (now) => `how many Campaign Shared events before ${longDate(prevMonth(now, 2))}?`,
    expect: counted((now) => ({ range: R.before(prevMonth(now, 2)), names: [SHARE] })),
  },

  // ===== users =====
  {
    id: 'cf-users-viewers-7d',
    type: 'users',
    question: 'How many unique users had a Campaign Viewed event in the last 7 days?',
    expect: distinct((now) => ({ range: R.lastDays(now, 7), names: [VIEW] })),
  },
  {
    id: 'cf-users-active-today',
    type: 'users',
    question: 'active users today',
    expect: distinct((now) => ({ range: R.today(now) })),
  },
  {
    id: 'cf-users-people-this-month',
    type: 'users',
    question: 'How many people have been active this month?',
    expect: distinct((now) => ({ range: R.thisMonth(now) })),
  },
  {
    id: 'cf-users-3-months',
    type: 'users',
    question: 'Over the past 3 months how many distinct users did anything at all?',
    expect: distinct((now) => ({ range: R.lastMonths(now, 3) })),
  },
  {
    id: 'cf-users-cancelled-in-month',
    type: 'users',
    question: (now) => `How many different users did pledge.cancelled in ${monthOf(prevMonth(now))}?`,
    expect: distinct((now) => ({ range: R.month(prevMonth(now)), names: [CANCELLED] })),
  },
  {
    id: 'cf-users-commenters-since',
    type: 'users',
    question: (now) => `unique users with Comment Posted since ${shortDate(dayBack(now, 45))}`,
    expect: distinct((now) => ({ range: R.since(dayBack(now, 45), now), names: [COMMENT] })),
  },
  {
    id: 'cf-users-backers-pledged-last-week',
    type: 'users',
    question: 'how many backers pledged last week?',
    expect: distinct((now) => ({ range: R.lastWeek(now), names: [PLEDGE] }), LOOSE),
  },
  {
    id: 'cf-users-creators-launching',
    type: 'users',
    question: 'In the past 2 months, how many diferent creators launched a campaign?',
    expect: distinct((now) => ({ range: R.lastMonths(now, 2), names: [LAUNCH] }), LOOSE),
  },

  {
    id: 'cf-users-this-week',
    type: 'users',
    question: 'How many customers have been active this week?',
    expect: distinct((now) => ({ range: R.thisWeek(now) })),
  },
  {
    id: 'cf-users-on-long-day',
    type: 'users',
    question: (now) => `users active on ${longDate(dayBack(now, 12))}`,
    expect: distinct((now) => ({ range: R.on(dayBack(now, 12)) })),
  },

  // ===== value =====
  {
    id: 'cf-value-pledge-sum-this-month',
    type: 'value',
    question: 'total pledge.created value this month',
    expect: valued(o.sum, (now) => ({ range: R.thisMonth(now), names: [PLEDGE] })),
  },
  {
    id: 'cf-value-avg-pledge-loose',
    type: 'value',
    question: "what's the average pledge size?",
    expect: valued(o.avg, () => ({ names: [PLEDGE] }), LOOSE),
  },
  {
    id: 'cf-value-max-goal',
    type: 'value',
    question: 'Highest campaign_launched value ever?',
    expect: valued(o.max, () => ({ names: [LAUNCH] })),
  },
  {
    id: 'cf-value-min-pledge-30d',
    type: 'value',
    question: 'minimum pledge.created amount in the last 30 days',
    expect: valued(o.min, (now) => ({ range: R.lastDays(now, 30), names: [PLEDGE] })),
  },
  {
    id: 'cf-value-median-pledge',
    type: 'value',
    question: 'What is the median pledge.created value?',
    expect: valued(median, () => ({ names: [PLEDGE] })),
  },
  {
    id: 'cf-value-avg-goal-reached',
    type: 'value',
    question: 'average goal_reached amount across all campaigns that hit their goal',
    expect: valued(o.avg, () => ({ names: [FUNDED] })),
  },
  {
    id: 'cf-value-cancelled-sum-since',
    type: 'value',
    question: (now) => `Sum of pledge.cancelled value since ${longDate(dayBack(now, 20))}, please`,
    expect: valued(o.sum, (now) => ({ range: R.since(dayBack(now, 20), now), names: [CANCELLED] })),
  },
  {
    id: 'cf-value-fees-last-month-loose',
    type: 'value',
    question: 'How much did we make in platform fees last month?',
    expect: valued(
      (s) => money(o.sum(s)),
      (now) => ({ range: R.lastMonth(now), names: [FEE] }),
      LOOSE,
    ),
  },
  {
    id: 'cf-value-superbacker-avg',
    type: 'value',
    question: `Average pledge.created value for ${SUPER}`,
    expect: valued(o.avg, () => ({ names: [PLEDGE], user: SUPER })),
  },
  {
    id: 'cf-value-total-fee-this-year',
    type: 'value',
    question: 'Total platform_fee_charged value this year',
    expect: valued(
      (s) => money(o.sum(s)),
      (now) => ({ range: R.thisYear(now), names: [FEE] }),
    ),
  },

  {
    id: 'cf-value-pledged-on-short-day',
    type: 'value',
    question: (now) => `On ${shortDate(dayBack(now, 5))}, what was the total pledge.created amount?`,
    expect: valued(o.sum, (now) => ({ range: R.on(dayBack(now, 5)), names: [PLEDGE] })),
  },
  {
    id: 'cf-value-mean-update-2w',
    type: 'value',
    question: 'mean pledge.updated value over the past 2 weeks',
    expect: valued(o.avg, (now) => ({ range: R.lastWeeks(now, 2), names: [CHANGED] })),
  },

  // ===== top-events =====
  {
    id: 'cf-top-events-5',
    type: 'top-events',
    question: 'Top 5 events',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'cf-top-events-three-last-week',
    type: 'top-events',
    question: 'What were the three most common events last week?',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'cf-top-events-least',
    type: 'top-events',
    question: 'which event is the least common?',
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'cf-top-events-2-in-month',
    type: 'top-events',
    question: (now) => `2 most frequent actions in ${monthOf(prevMonth(now, 2))}`,
    expect: ranked((now) => ({ range: R.month(prevMonth(now, 2)) }), o.byName, { n: 2 }),
  },
  {
    id: 'cf-top-events-today',
    type: 'top-events',
    question: 'most common events today, top 4',
    expect: ranked((now) => ({ range: R.today(now) }), o.byName, { n: 4 }),
  },
  {
    id: 'cf-top-events-bottom-3-90d',
    type: 'top-events',
    question: 'Bottom three events by count over the last 90 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 90) }), o.byName, { n: 3, ascending: true }),
  },
  {
    id: 'cf-top-events-past-month',
    type: 'top-events',
    question: 'Give me a list of the most frequent events in the last 1 month',
    expect: ranked((now) => ({ range: R.lastMonths(now, 1) }), o.byName, { n: 5 }),
  },

  // ===== top-users =====
  {
    id: 'cf-top-users-5',
    type: 'top-users',
    question: 'who are the 5 most active users?',
    expect: ranked(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'cf-top-users-3-30d',
    type: 'top-users',
    question: 'Most active users in the last 30 days - top 3',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 3 }),
  },
  {
    id: 'cf-top-users-ten-last-week',
    type: 'top-users',
    question: 'ten most active users last week',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byUser, { n: 10 }),
  },
  {
    id: 'cf-top-users-pledge-count-3-months',
    type: 'top-users',
    question: 'Which 3 users had teh most pledge.created events in the last 3 months?',
    expect: ranked((now) => ({ range: R.lastMonths(now, 3), names: [PLEDGE] }), o.byUser, { n: 3 }),
  },
  {
    id: 'cf-top-users-raised',
    type: 'top-users',
    question: 'Top 3 users by total goal_reached value',
    expect: ranked(() => ({ names: [FUNDED] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'cf-top-users-biggest-backers',
    type: 'top-users',
    question: 'who are our biggest backers by amount pledged? top 5 pls',
    expect: ranked(() => ({ names: [PLEDGE] }), o.byUser, {
      n: 5,
      by: o.value,
      conf: LOOSE,
      stated: [PLEDGE],
      unordered: true,
    }),
  },
  {
    id: 'cf-top-users-commenters',
    type: 'top-users',
    question: 'Who comments the most? top 3 since the start of last month',
    expect: ranked((now) => ({ range: R.since(prevMonth(now), now), names: [COMMENT] }), o.byUser, {
      n: 3,
      conf: LOOSE,
      stated: [COMMENT],
      unordered: true,
    }),
  },

  {
    id: 'cf-top-users-2-weeks',
    type: 'top-users',
    question: 'for the past 2 weeks, give me the 4 most active users',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 2) }), o.byUser, { n: 4 }),
  },

  // ===== user =====
  {
    id: 'cf-user-count-super',
    type: 'user',
    question: `how many events does ${SUPER} have?`,
    expect: counted(() => ({ user: SUPER })),
  },
  {
    id: 'cf-user-first-last-newbie',
    type: 'user',
    question: `When was ${NEWBIE} first seen, and when last?`,
    expect: (ev) => {
      const s = o.select(ev, { user: NEWBIE });
      return {
        names: [o.isoDay(o.time(s[0])), o.isoDay(o.time(o.newestFirst(s)[0]))],
        dataPoints: s.length,
        confidence: HIGH,
      };
    },
  },
  {
    id: 'cf-user-recent-three-creator',
    type: 'user',
    question: `last 3 things ${CREATOR} did`,
    expect: Object.assign(
      (ev) => ({
        names: o
          .newestFirst(o.select(ev, { user: CREATOR }))
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: HIGH,
      }),
      {
        tieAtCut: (ev) => {
          // equal timestamps among the newest four would make the order ambiguous
          const t = o
            .newestFirst(o.select(ev, { user: CREATOR }))
            .slice(0, 4)
            .map(o.time);
          return new Set(t).size < t.length;
        },
      },
    ),
  },
  {
    id: 'cf-user-event-names-lapsed',
    type: 'user',
    question: `Which events has ${LAPSED} ever triggered?`,
    expect: (ev) => {
      const s = o.select(ev, { user: LAPSED });
      return { names: namesOf(s), unordered: true, dataPoints: s.length, confidence: HIGH };
    },
  },
  {
    id: 'cf-user-last-seen-lapsed',
    type: 'user',
    question: `support ticket from ${LAPSED} - when were they last active?`,
    expect: (ev) => {
      const s = o.select(ev, { user: LAPSED });
      return { names: [o.isoDay(o.time(o.newestFirst(s)[0]))], dataPoints: s.length, confidence: HIGH };
    },
  },
  {
    id: 'cf-user-cancels',
    type: 'user',
    question: `How many pledge.cancelled events for ${CANCELLER}?`,
    expect: (ev) =>
      whenAny(o.select(ev, { user: CANCELLER, names: [CANCELLED] }), (s) => ({
        numbers: [s.length],
        confidence: HIGH,
      })),
  },
  {
    id: 'cf-user-super-last-30-days',
    type: 'user',
    question: `${SUPER}: number of events in the last 30 days`,
    expect: counted((now) => ({ user: SUPER, range: R.lastDays(now, 30) })),
  },
  {
    id: 'cf-user-newbie-pledged-loose',
    type: 'user',
    question: `How much has backer ${NEWBIE} pledged so far, in dollars?`,
    expect: (ev) =>
      whenAny(o.select(ev, { user: NEWBIE, names: [PLEDGE] }), (s) => ({
        numbers: [o.sum(s)],
        names: [PLEDGE],
        confidence: LOOSE,
      })),
  },
  {
    id: 'cf-user-nobody',
    type: 'user',
    low: true,
    question: `how many events does ${NOBODY} have`,
    expect: refuse,
  },

  // ===== breakdown =====
  {
    id: 'cf-breakdown-views-per-day-last-week',
    type: 'breakdown',
    question: 'Campaign Viewed per day last week',
    expect: (ev, now) => {
      const t = o.tally(o.select(ev, { range: R.lastWeek(+now), names: [VIEW] }), o.byDay);
      return t.size
        ? { names: [...t.keys()], numbers: [...t.values()], unordered: true, confidence: HIGH }
        : LOW;
    },
  },
  {
    id: 'cf-breakdown-pledges-by-month',
    type: 'breakdown',
    question: 'pledge.created by month',
    expect: (ev) => {
      const t = [...o.tally(o.select(ev, { names: [PLEDGE] }), o.byMonth)].sort((a, b) =>
        a[0] < b[0] ? -1 : 1,
      );
      return { names: t.map(([k]) => k), numbers: t.map(([, v]) => v), confidence: HIGH };
    },
  },
  {
    id: 'cf-breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'Which day of the week is the busiest overall?',
    expect: ranked(() => ({}), o.byWeekday, { n: 1 }),
  },
  {
    id: 'cf-breakdown-pledge-hour',
    type: 'breakdown',
    question: 'At what hour of the day (UTC) do most pledge.created events happen?',
    expect: ranked(() => ({ names: [PLEDGE] }), o.byHour, { n: 1 }),
  },
  {
    id: 'cf-breakdown-weekly-signups',
    type: 'breakdown',
    question: (now) => `Account Created per week since ${longDate(lastMonday(now, 4))}`,
    expect: (ev, now) => {
      const t = o.tally(
        o.select(ev, { range: R.since(lastMonday(now, 4), +now), names: [SIGNUP] }),
        o.byWeek,
      );
      return t.size
        ? { names: [...t.keys()], numbers: [...t.values()], unordered: true, confidence: HIGH }
        : LOW;
    },
  },
  {
    id: 'cf-breakdown-busiest-day-last-month-loose',
    type: 'breakdown',
    question: 'which day last month had the most pledges?',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: [PLEDGE] }), o.byDay, {
      n: 1,
      conf: LOOSE,
      stated: [PLEDGE],
      unordered: true,
    }),
  },
  {
    id: 'cf-breakdown-quietest-weekday-comments',
    type: 'breakdown',
    question: 'Which weekday has the fewest Comment Posted events?',
    expect: ranked(() => ({ names: [COMMENT] }), o.byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'cf-breakdown-shares-weekday-30d',
    type: 'breakdown',
    question: 'Campaign Shared by day of week for the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: [SHARE] }), o.byWeekday, {
      unordered: true,
    }),
  },
  {
    id: 'cf-breakdown-busiest-hour-7d',
    type: 'breakdown',
    question: 'past 7 days: busiest hour of the day?',
    expect: ranked((now) => ({ range: R.lastDays(now, 7) }), o.byHour, { n: 1 }),
  },

  // ===== compare =====
  {
    id: 'cf-compare-7d-all',
    type: 'compare',
    question: 'events in the last 7 days vs the 7 days before',
    expect: compared((now) => [{ from: now - 14 * DAY, to: now - 7 * DAY }, R.lastDays(now, 7)]),
  },
  {
    id: 'cf-compare-pledges-last-week',
    type: 'compare',
    question: 'pledge.created last week compared with the week before?',
    expect: compared(
      (now) => [{ from: R.lastWeek(now).from - o.WEEK, to: R.lastWeek(now).from }, R.lastWeek(now)],
      [PLEDGE],
    ),
  },
  {
    id: 'cf-compare-views-months',
    type: 'compare',
    question: (now) => `Campaign Viewed in ${monthOf(prevMonth(now))} vs ${monthOf(prevMonth(now, 2))}`,
    expect: compared((now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))], [VIEW]),
  },
  {
    id: 'cf-compare-views-yesterday',
    type: 'compare',
    question: 'Campaign Viewed yesterday vs the day before - up or down?',
    expect: compared((now) => [R.on(dayBack(now, 2)), R.yesterday(now)], [VIEW]),
  },
  {
    id: 'cf-compare-active-users-30d',
    type: 'compare',
    question: 'Active users: last 30 days compared with the previous 30 days',
    expect: compared(
      (now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)],
      undefined,
      { measure: (s) => o.users(s).size },
    ),
  },
  {
    id: 'cf-compare-pledged-value-months',
    type: 'compare',
    question: (now) =>
      `total pledge.created value, ${monthOf(prevMonth(now, 2))} vs ${monthOf(prevMonth(now))}`,
    expect: compared((now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))], [PLEDGE], {
      measure: o.sum,
    }),
  },
  {
    id: 'cf-compare-pledges-growing-loose',
    type: 'compare',
    question: 'Are pledges growing? Last 30 days against the 30 days before that',
    expect: compared((now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)], [PLEDGE], {
      conf: LOOSE,
    }),
  },
  {
    id: 'cf-compare-signups-loose',
    type: 'compare',
    question: (now) =>
      `did we get more new signups in ${monthOf(prevMonth(now))} than in ${monthOf(prevMonth(now, 2))}?`,
    expect: compared((now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))], [SIGNUP], {
      conf: LOOSE,
    }),
  },

  // ===== share =====
  {
    id: 'cf-share-views-all',
    type: 'share',
    question: 'waht percentage of all events are Campaign Viewed?',
    expect: shareOfEvents([VIEW], R.all),
  },
  {
    id: 'cf-share-users-pledged-30d',
    type: 'share',
    question: 'what % of active users did pledge.created in the last 30 days',
    expect: shareOfUsers([PLEDGE], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'cf-share-comments-last-week',
    type: 'share',
    question: 'Last week, what share of events were Comment Posted?',
    expect: shareOfEvents([COMMENT], R.lastWeek),
  },
  {
    id: 'cf-share-users-ever-shared',
    type: 'share',
    question: 'percent of users who have ever done Campaign Shared',
    expect: shareOfUsers([SHARE], R.all),
  },
  {
    id: 'cf-share-pledges-24h',
    type: 'share',
    question: 'what fraction of activity in the last 24 hours was pledge.created? as a percentage',
    expect: shareOfEvents([PLEDGE], (now) => R.lastHours(now, 24)),
  },
  {
    id: 'cf-share-users-cancelled-loose',
    type: 'share',
    question: 'this month, what percentage of users cancelled a pledge?',
    expect: shareOfUsers([CANCELLED], R.thisMonth, LOOSE),
  },
  {
    id: 'cf-share-updates-this-year',
    type: 'share',
    question: "Share of this year's events that are pledge.updated",
    expect: shareOfEvents([CHANGED], R.thisYear),
  },

  // ===== conversion =====
  {
    id: 'cf-conversion-view-pledge-30d',
    type: 'conversion',
    question:
      'Of the users who had Campaign Viewed in the last 30 days, how many then did pledge.created, and what percent is that?',
    expect: converted(VIEW, PLEDGE, (now) => R.lastDays(now, 30), 'n%'),
  },
  {
    id: 'cf-conversion-signup-pledge',
    type: 'conversion',
    question: 'Account Created → pledge.created conversion rate',
    expect: converted(SIGNUP, PLEDGE, R.all, '%'),
  },
  {
    id: 'cf-conversion-pledge-cancel',
    type: 'conversion',
    question: 'What % of users who did pledge.created later did pledge.cancelled?',
    expect: converted(PLEDGE, CANCELLED, R.all, '%'),
  },
  {
    id: 'cf-conversion-view-share-this-month',
    type: 'conversion',
    question: 'conversion from Campaign Viewed to Campaign Shared this month (count and %)',
    expect: converted(VIEW, SHARE, R.thisMonth, 'n%'),
  },
  {
    id: 'cf-conversion-launch-update',
    type: 'conversion',
    question: 'of users with campaign_launched, how many went on to do creator_update_posted afterwards?',
    expect: converted(LAUNCH, UPDATE, R.all, 'n'),
  },
  {
    id: 'cf-conversion-pledge-update-since',
    type: 'conversion',
    question: (now) =>
      `Since ${longDate(prevMonth(now, 2))}: users who did pledge.created, what percentage then did pledge.updated?`,
    expect: converted(PLEDGE, CHANGED, (now) => R.since(prevMonth(now, 2), now), '%'),
  },
  {
    id: 'cf-conversion-signup-back-loose',
    type: 'conversion',
    question: 'what fraction of new sign-ups in the past 3 months went on to back a project?',
    expect: converted(SIGNUP, PLEDGE, (now) => R.lastMonths(now, 3), '%', LOOSE),
  },

  // ===== churn =====
  {
    id: 'cf-churn-month-to-month',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthOf(prevMonth(now, 2))} but not in ${monthOf(prevMonth(now))}?`,
    expect: churnedUsers((now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))]),
  },
  {
    id: 'cf-churn-new-this-month',
    type: 'churn',
    question: 'new users this month?',
    expect: freshUsers(R.thisMonth),
  },
  {
    id: 'cf-churn-new-people-last-week',
    type: 'churn',
    question: 'How many new people showed up last week',
    expect: freshUsers(R.lastWeek),
  },
  {
    id: 'cf-churn-last-month-not-this',
    type: 'churn',
    question: "users who were active last month but haven't done anything this month - how many?",
    expect: churnedUsers((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'cf-churn-new-30d',
    type: 'churn',
    question: 'Number of new users in the past 30 days (first event ever in that window)',
    expect: freshUsers((now) => R.lastDays(now, 30)),
  },
  {
    id: 'cf-churn-gone-quiet',
    type: 'churn',
    question: (now) =>
      `how many users were active between ${shortDate(dayBack(now, 60))} and ${shortDate(dayBack(now, 31))} but not since ${shortDate(dayBack(now, 30))}?`,
    expect: churnedUsers((now) => [
      R.between(dayBack(now, 60), dayBack(now, 31)),
      R.since(dayBack(now, 30), now),
    ]),
  },
  {
    id: 'cf-churn-new-in-month-year',
    type: 'churn',
    question: (now) =>
      `new users in ${monthOf(prevMonth(now, 3))} ${new Date(prevMonth(now, 3)).getUTCFullYear()}`,
    expect: freshUsers((now) => R.month(prevMonth(now, 3))),
  },

  // ===== recency =====
  {
    id: 'cf-recency-last-failed',
    type: 'recency',
    question: 'When was the last campaign_failed?',
    expect: lastOne(() => ({ names: [FAILED] })),
  },
  {
    id: 'cf-recency-last-launch',
    type: 'recency',
    question: 'most recent campaign_launched event - when?',
    expect: lastOne(() => ({ names: [LAUNCH] })),
  },
  {
    id: 'cf-recency-last-signup',
    type: 'recency',
    question: 'When did the latest Account Created happen?',
    expect: lastOne(() => ({ names: [SIGNUP] })),
  },
  {
    id: 'cf-recency-goal-hit-loose',
    type: 'recency',
    question: 'when did a campaign last hit its funding goal?',
    expect: lastOne(() => ({ names: [FUNDED] }), LOOSE),
  },
  {
    id: 'cf-recency-last-fee-loose',
    type: 'recency',
    question: 'When did we last charge a platform fee?',
    expect: lastOne(() => ({ names: [FEE] }), LOOSE),
  },
  {
    id: 'cf-recency-super-last-pledge',
    type: 'recency',
    question: `when was ${SUPER}'s last pledge.created?`,
    expect: lastOne(() => ({ names: [PLEDGE], user: SUPER })),
  },
  {
    id: 'cf-recency-any-cancel-7d',
    type: 'recency',
    question: 'Did anyone do a pledge.cancelled in the last 7 days?',
    expect: exists((now) => ({ range: R.lastDays(now, 7), names: [CANCELLED] })),
  },
  {
    id: 'cf-recency-nobody',
    type: 'recency',
    low: true,
    question: `has ${NOBODY} ever made a pledge.created?`,
    expect: refuse,
  },
  {
    id: 'cf-recency-funded-last-year',
    type: 'recency',
    low: true,
    question: 'was there any goal_reached last year?',
    expect: exists((now) => ({ range: R.lastYear(now), names: [FUNDED] })),
  },

  // ===== catalogue =====
  {
    id: 'cf-catalogue-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: wholeAccount((ev) => ({ names: namesOf(ev), unordered: true })),
  },
  {
    id: 'cf-catalogue-names-typo',
    type: 'catalogue',
    question: 'list all the event nmaes pls',
    expect: wholeAccount((ev) => ({ names: namesOf(ev), unordered: true })),
  },
  {
    id: 'cf-catalogue-users-and-events',
    type: 'catalogue',
    question: 'How many users and how many events are there in total?',
    expect: wholeAccount((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'cf-catalogue-name-count',
    type: 'catalogue',
    question: 'how many different event types exist',
    expect: wholeAccount((ev) => ({ numbers: [namesOf(ev).length] })),
  },
  {
    id: 'cf-catalogue-total-events',
    type: 'catalogue',
    question: 'Total number of events recorded, all time',
    expect: wholeAccount((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'cf-catalogue-total-users',
    type: 'catalogue',
    question: 'how many users do we have overall?',
    expect: wholeAccount((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'cf-catalogue-kinds-and-users',
    type: 'catalogue',
    question:
      'quick overview for the board deck: what kinds of events are in here, and how many users in total?',
    expect: wholeAccount((ev) => ({ names: namesOf(ev), unordered: true, numbers: [o.users(ev).size] })),
  },

  // ===== other =====
  {
    id: 'cf-other-country',
    type: 'other',
    question: 'Which country do most of our backers come from?',
    expect: refuse,
  },
  {
    id: 'cf-other-device',
    type: 'other',
    question: 'pledges split by device - iOS vs Android vs desktop?',
    expect: refuse,
  },
  {
    id: 'cf-other-reward-tier',
    type: 'other',
    question: 'What reward tier do backers pick most often?',
    expect: refuse,
  },
  { id: 'cf-other-weather', type: 'other', question: 'whats the weather in berlin tmrw', expect: refuse },
  {
    id: 'cf-other-haiku',
    type: 'other',
    question: 'Write me a short poem about our creators',
    expect: refuse,
  },
  { id: 'cf-other-nonsense', type: 'other', question: 'blorp fizz the quantum pledge?? zzz', expect: refuse },
  {
    id: 'cf-other-age',
    type: 'other',
    question: 'How many of our backers are over 40 years old?',
    expect: refuse,
  },
  {
    id: 'cf-other-referral',
    type: 'other',
    question: 'Which referral source (newsletter, Facebook, Reddit) brings in the most pledges?',
    expect: refuse,
  },
  {
    id: 'cf-other-rating',
    type: 'other',
    question: 'average star rating backers gave to the rewards they received',
    expect: refuse,
  },
  {
    id: 'cf-other-category',
    type: 'other',
    question: 'Which campaign category (games, tech, art) gets the most views?',
    expect: refuse,
  },
];
