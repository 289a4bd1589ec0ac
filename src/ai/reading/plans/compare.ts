// Two periods side by side: "this month vs last month", growth and trends.
import { DAY, anyOfNames, periodWords } from '../../format.js';
import type { CompareMeasure, Plan, TimeRange } from '../../plan.js';
import { findTimePhrases, previousFromNow, previousPeriod } from '../../time-range.js';
import { scopeOf, valueNoun } from '../context.js';
import type { Ctx } from '../context.js';
import {
  COMPARE,
  DAILY_USERS,
  GROWTH,
  HOW_MANY,
  MONEY,
  OVER,
  PER_DAY,
  RATING,
  RATING_NAME,
  VALUE_WORDS,
  isMoneyName,
} from '../lexicon.js';
import { moneyNames } from './counts.js';

/** Named periods in order of mention, with "the previous …" resolved against its neighbour. */
export function periodsInOrder(c: Ctx): TimeRange[] {
  // a period named twice ("in the 30 days before the last 30 days … not in the last 30 days") is one period
  const out: TimeRange[] = c.ranges.filter(
    (r, i) => c.ranges.findIndex((o) => o.from === r.from && o.to === r.to) === i,
  );
  if (c.previous) {
    const base = c.ranges[0];
    const prev = base ? previousPeriod(base, c.previous, c.now) : previousFromNow(c.previous, c.now);
    if (prev && c.previousFirst) out.unshift(prev);
    else if (prev) out.push(prev);
  }
  return out;
}

export function comparePlan(c: Ctx): Plan | null {
  const periods = periodsInOrder(c);
  const over = OVER.exec(c.t)?.[1];
  const asks = COMPARE.test(c.t) || GROWTH.test(c.t) || !!over;
  if (!asks && !(c.previous && periods.length >= 2)) return null;
  // "tickets merged vs resolved last week": two events side by side in one period, which the
  // count gives name by name, not that period against the one before
  if (
    periods.length < 2 &&
    !over &&
    !GROWTH.test(c.t) &&
    !c.previous &&
    c.nameGroups.length >= 2 &&
    !/\b(before|previous|prior|earlier)\b/.test(c.t)
  )
    return null;
  let pair: TimeRange[];
  if (periods.length >= 2) pair = periods.slice(0, 2);
  else if (periods[0]) {
    const prev = previousPeriod(periods[0], undefined, c.now);
    if (!prev) return null;
    pair = [periods[0], prev];
    c.assumptions.push(`I compared with the period of the same length right before`);
  } else if (over) {
    // "month over month": the last full month against the month before
    const later = findTimePhrases(over === 'day' ? 'yesterday' : `last ${over}`, c.now)[0]?.range;
    const earlier = later && previousPeriod(later, undefined, c.now);
    if (!later || !earlier) return null;
    pair = [later, earlier];
    c.assumptions.push(`"${over} over ${over}" is read as ${periodWords(later)} against the ${over} before`);
  } else {
    if (!GROWTH.test(c.t)) return null;
    const later = previousFromNow({ n: 30, unit: 'day' }, c.now);
    pair = [later, previousPeriod(later, undefined, c.now) ?? later];
    c.assumptions.push('"Growing" is read as the last 30 days against the 30 days before');
  }
  const [a, b] = pair;
  if (!a || !b) return null;
  const [earlier, later] = (a.from ?? -Infinity) <= (b.from ?? -Infinity) ? [a, b] : [b, a];
  // "total deposits", "how much did purchases bring in": the summed value of money-like events
  // (SEMANTICS: total is eventValue), as a single period's total is read, with no assumption
  const moneyTotal =
    !VALUE_WORDS.test(c.t) &&
    c.names.length > 0 &&
    c.names.every(isMoneyName) &&
    (/\bhow much\b/.test(c.t) ||
      (/\btotals?\b/.test(c.t) && !HOW_MANY.test(c.t)) ||
      // "is repair spending growing?" (repair.cost_logged): a money noun is the sum
      /\b(spending|revenue|sales|income|turnover|gmv|earnings)\b/.test(c.t)) &&
    !/\b(events?|times|occurrences)\b/.test(c.t);
  // "is the average X going up", "is csat improving": the mean value of each period, when the average is not of counts per day or user
  const average =
    /\b(average|avg|mean)\b/.test(c.t) &&
    !PER_DAY.test(c.t) &&
    !/\b(average|avg|mean) (number|count) of\b|\bper (day|week|month|hour|users?|customers?|person|people|members?)\b/.test(
      c.t,
    );
  const better = /\b(improv\w*|getting (better|worse)|worsen\w*)\b/.exec(c.t);
  const rating =
    !!better &&
    !average &&
    c.names.length > 0 &&
    (RATING.test(c.t) || c.names.every((x) => RATING_NAME.test(x)));
  if (rating)
    c.assumptions.push(
      `"${better?.[0] ?? ''}" is read as a change in the average value of ${anyOfNames(c.names)} events`,
    );
  // ("average Page Acknowledged value", "the average submission_graded score": the value said, no reading needed)
  else if (average && !VALUE_WORDS.test(c.t) && !valueNoun(c))
    c.assumptions.push("Each period's average is the mean value of its events");
  // "total loyalty-points-earned: last 30 days vs the 30 before": its values summed, as for one period
  const totalOfNamed =
    c.names.length > 0 &&
    // ("total credited on returns: …": the amount a verb says moved on them)
    // ("total hours logged on shift.ended", "total hours of evt": a unit, with its verb)
    // ("daily_cashup total, last month vs the month before": the total said after the name)
    /\btotals? (?:of )?(?:the )?evt\b|\bevt totals?\b|\btotals? (?!(?:number|count|amount)\b)[a-z]+(?: [a-z]+)? (?:on|for|from|via|through|of) (?:the )?evt\b/.test(
      c.t,
    ) &&
    !HOW_MANY.test(c.t) &&
    !/\b(events?|times)\b/.test(c.t);
  const measure: CompareMeasure =
    average || rating
      ? 'avg'
      : VALUE_WORDS.test(c.t) || moneyTotal || totalOfNamed
        ? 'sum'
        : /\b(users|people|customers|visitors)\b/.test(c.t) &&
            (!c.names.length ||
              // "unique users with Report Viewed, last 30 days vs the 30 before": the people, not their events
              /\b(unique|distinct|different) (users|people|customers|visitors)\b|\b(number of|how many) (users|people|customers|visitors)\b/.test(
                c.t,
              ))
          ? 'users'
          : 'count';
  let names = c.names;
  if ((measure === 'sum' || measure === 'avg') && !names.length && MONEY.test(c.t)) names = moneyNames(c);
  // "users" and "events" are exact words; "usage" or no measure word is read as all events
  else if (
    !c.names.length &&
    !c.userId &&
    measure !== 'users' &&
    !(measure === 'count' && /\b(events?|actions?|activit(y|ies)|occurrences?)\b/.test(c.t))
  ) {
    c.assumptions.push('"Usage" is read as all events');
  }
  // "orders per day", "average daily level ups": each period's figure over its length in days (not for distinct users)
  const perDay =
    PER_DAY.test(c.t) &&
    (measure === 'count' || measure === 'sum') &&
    [earlier, later].every((r) => r.from !== null && r.to !== null);
  if (perDay)
    c.assumptions.push(
      "The average per day is each period's figure divided by its length in days; a period still running counts only the time elapsed so far",
    );
  // "daily active users this week vs last week" (DAU): each period's average of its UTC days' distinct users, not its distinct users
  const startOfDay = (t: number | null) => t !== null && t % DAY === 0;
  if (
    measure === 'users' &&
    DAILY_USERS.test(c.t) &&
    [earlier, later].every((r) => startOfDay(r.from) && (startOfDay(r.to) || r.to === c.now))
  ) {
    c.assumptions.push(
      "Daily active users are averaged over each period's UTC days: the distinct users of each day, summed and divided by the days begun",
    );
    return {
      kind: 'compare',
      measure: 'user-days',
      earlier,
      later,
      scope: scopeOf(c, later, names),
      perDay: true,
    };
  }
  return {
    kind: 'compare',
    measure,
    earlier,
    later,
    scope: scopeOf(c, later, names),
    ...(perDay ? { perDay } : {}),
  };
}
