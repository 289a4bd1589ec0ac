// Breakdowns by day, week, month, hour or weekday, and their busiest or quietest bucket.
import type { Bucket, Measure, Plan, Refusal, TimeRange } from '../../plan.js';
import { SIDE_OUTCOMES } from '../../name-resolver.js';
import { countN, names as nameList, range0, refuse, scopeOf } from '../context.js';
import type { Ctx } from '../context.js';
import { HOW_MANY, MONEY, USERS_WORD, USUALLY, VALUE_WORDS } from '../lexicon.js';
import { moneyNames } from './counts.js';
import { periodsInOrder } from './compare.js';
import { joinedPeriods } from '../../time-range.js';

// "when do brokers usually upload documents": the hour of the day most of them fall in
const whenUsually = (t: string): boolean => /^\W*when (?:do|does|did|are|is)\b/.test(t) && USUALLY.test(t);

function bucketOf(t: string): Bucket | null {
  if (whenUsually(t) && !/\b(days?|weeks?|weekdays?|months?|dates?)\b/.test(t)) return 'hour';
  if (/\b(days? of (the )?week|weekdays?|week ?days?)\b/.test(t)) return 'weekday';
  // "monthly totals of timesheet hours": hours as what the value holds, not a bucket
  const asValue = t.replace(
    /\b(total|sum of|number of|evt|many|much) hours\b|\bhours (worked|logged|submitted|spent|in evt|of evt)\b/g,
    ' value ',
  );
  if (/\b(hours?|hourly|time of (the )?day|what time)\b/.test(asValue)) return 'hour';
  if (/\b(days?|daily|dates?)\b/.test(t)) return 'day';
  if (/\b(weeks?|weekly)\b/.test(t)) return 'week';
  if (/\b(months?|monthly)\b/.test(t)) return 'month';
  return null;
}

// problems reported: of these, too, the worst day is the one with the most
const TROUBLE =
  /problem|complain|issue|incident|fault|outage|breakdown|crash|bug|dispute|damage|no.?show|missed/i;

export function breakdownPlan(c: Ctx): Plan | Refusal | null {
  const bucket = bucketOf(c.t);
  if (!bucket) return null;
  // "what hour do people usually open emails": the bucket most events fall in
  const asksWhen = whenUsually(c.t);
  const usual =
    asksWhen ||
    (/\b(which|what) (time of (the )?day|hour|day of (the )?week|weekday|day|month)\b/.test(c.t) &&
      USUALLY.test(c.t));
  if (asksWhen && bucket === 'hour')
    c.assumptions.push('"When … usually" is read as the hour of the day with the most of these events');
  // "which month was worst": the most of a failure ("sync-failed"), the fewest of anything else
  const worst = /\bworst\b/.test(c.t);
  const failures = c.names.length > 0 && c.names.every((x) => SIDE_OUTCOMES.test(x) || TROUBLE.test(x));
  // (of failures the worst is plainly the most of them; of anything else it is a reading)
  if (worst && !failures)
    c.assumptions.push(
      `"Worst" is read as the fewest ${c.names.length ? `${nameList(c.names)} events` : 'events'}`,
    );
  const max =
    usual ||
    /\b(busiest|most|peak|highest|top|biggest|largest|max|maximum|best)\b/.test(c.t) ||
    (worst && failures);
  const min = /\b(quietest|least|slowest|lowest|fewest|min|minimum)\b/.test(c.t) || (worst && !failures);
  const all =
    /\b(per|by|each|every|daily|weekly|monthly|hourly|break\w*|split|distribution|distributed|spread|across|over time|show|list|trend)\b/.test(
      c.t,
    );
  if (!max && !min && !all) return null;
  if (
    USERS_WORD.test(c.t) &&
    /\b(which|who|top)\b/.test(c.t) &&
    !/\b(which|what) (day|hour|week|month|weekday)\b/.test(c.t)
  )
    return null;
  const average =
    /\b(average|avg|mean|typical)\b/.test(c.t) &&
    /\b(per|a|each|every|daily|weekly|monthly|hourly)\b/.test(c.t);
  // "avg payment amount by month", "median rating by week": an average of each bucket's values,
  // which no breakdown gives (its measures are events, users and summed values)
  if (!average && /\b(average|avg|mean|median)\b/.test(c.t))
    return refuse(
      'not-understood',
      'I cannot give an average or median value for each period. I can give the number of events, distinct users or summed values per period, or one average over a period.',
      [],
    );
  const pick = average
    ? 'avg'
    : min
      ? 'min'
      : // "break down X by weekday - which day is busiest?": the whole breakdown, its busiest day in it
        max && !/\b(per|each|every|daily|weekly|monthly|hourly|break ?down|split)\b/.test(c.t)
        ? 'max'
        : 'all';
  // "the 3 busiest hours", "top 3 hours of the day": the first buckets of the ranking
  const asked = Number(
    /\b(?:top|busiest|quietest|peak|best|worst)\s+(\d{1,2})\s+(?:hours?|days?|weeks?|months?|weekdays?)\b/.exec(
      c.t,
    )?.[1] ?? countN(c.t, 1),
  );
  const several = (pick === 'max' || pick === 'min') && asked > 1;
  // "active users per day": distinct users in each bucket; "weekly revenue": summed values
  // "how much do we pay … per hour": money, summed (refused where no stored event is money)
  // ("… tip the most? count of tip_added per weekday": the count said outright, not the money verb)
  const countSaid =
    /\b(?:count|number)s? of (?:the )?evt\b/.test(c.t) && !/\b(value|sum|total|amount)\b/.test(c.t);
  const measure: Measure = countSaid
    ? 'count'
    : VALUE_WORDS.test(c.t) ||
        (MONEY.test(c.t) && /\bhow much\b/.test(c.t)) ||
        // "payment totals month by month": totals are summed values (SEMANTICS), "in total" a count
        // ("monthly event totals": the events counted)
        (/\btotals\b|\bevt total\b/.test(c.t) && !/\b(?:event|events|activity) totals\b/.test(c.t))
      ? 'sum'
      : !c.userId &&
          // "when are users most active": the events of the busiest bucket, not a count of people
          ((/\b(active|unique|distinct)\b/.test(c.t) && !/\b(most|least|more|less) active\b/.test(c.t)) ||
            (USERS_WORD.test(c.t) && HOW_MANY.test(c.t) && !/\bwho\b/.test(c.t)))
        ? 'users'
        : 'count';
  if (average)
    c.assumptions.push(
      `The average is over the ${bucket === 'weekday' ? 'days of the week' : `${bucket}s`} that have events`,
    );
  const names = measure === 'sum' && !c.names.length && MONEY.test(c.t) ? moneyNames(c) : c.names;
  // "events per month in September and October", "… for August, September and October": one
  // stretch of them all, where each follows the one before, broken down
  const [first, ...rest] = periodsInOrder(c).sort((x, y) => (x.from ?? -Infinity) - (y.from ?? -Infinity));
  const joined =
    first && rest.length
      ? rest.reduce<TimeRange | null>((acc, r) => acc && joinedPeriods(acc, r), first)
      : null;
  const range = joined || range0(c);
  // "rank the weekdays by ticket.scanned, busiest first", "the 3 busiest hours": every bucket,
  // in the order of its figure
  const rankAll =
    /\b(rank\w*|order(?:ed)? by|sort(?:ed)? by|(?:busiest|quietest|highest|lowest) first|in order)\b/.test(
      c.t,
    ) && pick !== 'avg';
  const ranked: 'asc' | 'desc' | undefined =
    several || rankAll ? (pick === 'min' ? 'asc' : 'desc') : undefined;
  return {
    kind: 'breakdown',
    bucket,
    pick: ranked ? 'all' : pick,
    measure,
    scope: scopeOf(c, range, names),
    ...(ranked ? { ranked } : {}),
    ...(several && !rankAll ? { top: asked } : {}),
  };
}
