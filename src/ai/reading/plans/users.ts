// Users past a threshold: "users with more than 3 orders", "active on 5 or more days".
import type { Plan } from '../../plan.js';
import { nameStems, stem } from '../../words.js';
import { names, scopeOf } from '../context.js';
import type { Bounds, Ctx } from '../context.js';
import { ANYONE, DAY_ADJECTIVES, HOW_MANY, PERCENT_ASKED, USERS_WORD } from '../lexicon.js';

/**
 * "more than once", "at least 3 times", "fewer than 3 times", "at most 2 rides", "exactly once",
 * "between 2 and 4 times": the fewest and the most events a user may have, or null.
 * `counted`: whether a noun after the number names what is counted ("more than 5 songs" for SongPlayed).
 */
function repeatThreshold(text: string, counted: (noun: string) => boolean): Bounds | null {
  const t = text.replace(/\bonce\b/g, '1 times').replace(/\btwice\b/g, '2 times');
  const number = (m: RegExpExecArray | null, at: number): number => Number(m?.[at] ?? NaN);
  const noun = (m: RegExpExecArray | null, at: number): boolean => counted(m?.[at] ?? '');
  // the upper bounds first: "no more than 3" is at most 3, not more than 3
  const exactly = /\b(?:exactly|only|just) (\d{1,4}) ([a-z]+)\b/.exec(t);
  if (number(exactly, 1) >= 1 && noun(exactly, 2))
    return { min: number(exactly, 1), max: number(exactly, 1) };
  const between = /\bbetween (\d{1,4}) and (\d{1,4}) ([a-z]+)\b/.exec(t);
  if (between && noun(between, 3)) {
    const [a, b] = [number(between, 1), number(between, 2)];
    if (Math.max(a, b) >= 1) return { min: Math.max(Math.min(a, b), 1), max: Math.max(a, b) };
  }
  const fewer = /\b(?:fewer than|less than|under) (\d{1,4}) ([a-z]+)\b/.exec(t);
  if (number(fewer, 1) >= 2 && noun(fewer, 2)) return { min: 1, max: number(fewer, 1) - 1, upTo: true };
  const most =
    /\b(?:at most|no more than|not more than|up to) (\d{1,4}) ([a-z]+)\b/.exec(t) ??
    /\b(\d{1,4}) ([a-z]+) or (?:fewer|less)\b/.exec(t);
  if (number(most, 1) >= 1 && noun(most, 2)) return { min: 1, max: number(most, 1), upTo: true };
  if (/\b(multiple|several|repeated(ly)?) times\b/.test(t) && counted('times')) return { min: 2 };
  const more = /\b(?:more than|over) (\d{1,4}) ([a-z]+)\b/.exec(t);
  if (more && noun(more, 2)) return { min: number(more, 1) + 1 };
  const least =
    /\bat least (\d{1,4}) ([a-z]+)\b/.exec(t) ??
    /\b(\d{1,4}) ([a-z]+) or more\b/.exec(t) ??
    /\b(\d{1,4}) or more ([a-z]+)\b/.exec(t);
  return number(least, 1) >= 1 && noun(least, 2) ? { min: number(least, 1) } : null;
}

/** "how many days was usr_7 active", "on how many days did usr_7 order": one user's UTC days with an event. */
export function userDaysPlan(c: Ctx): Plan | null {
  const { t, userId } = c;
  if (
    !userId ||
    !/\b(?:how many|number of|count of|count the)\s+(?:distinct |different |separate |unique |individual )?(?:active )?days\b/.test(
      t,
    ) ||
    /\bdays\s+(?:since|ago|until|till|left|between|before|after|apart|in a row)\b|\bconsecutive\b/.test(t)
  )
    return null;
  c.assumptions.push(
    `A day counts when it has at least one ${c.names.length ? `${names(c.names)} event` : 'event'} of the user in that UTC calendar day`,
  );
  return { kind: 'active-days', scope: { ...scopeOf(c), userId } };
}

/** "users active on more than 5 days": users with at least N distinct UTC calendar days with an event in range. */
export function activeDaysPlan(c: Ctx): Plan | null {
  if (c.userId || !USERS_WORD.test(c.t)) return null;
  const bounds = repeatThreshold(c.t.replace(DAY_ADJECTIVES, '$1'), (noun) => /^days?$/.test(noun));
  if (bounds === null) return null;
  c.assumptions.push(
    `A user's day counts when it has at least one ${c.names.length ? `${names(c.names)} event` : 'event'} in that UTC calendar day`,
  );
  return thresholdUsers(c, bounds, 'days');
}

/** The users within `bounds` of events (or of days with one) in range; asked as a percentage, of the active users. */
function thresholdUsers(c: Ctx, bounds: Bounds, per: 'events' | 'days'): Plan {
  // users with none of the event are not in the events, so "fewer than 3" is among those with one
  if (bounds.upTo)
    c.assumptions.push(
      `Only users with at least one ${c.names.length ? `${names(c.names)} event` : 'event'} in the period are counted`,
    );
  return countedUsers(c, {
    minEvents: bounds.min,
    ...(bounds.max !== undefined ? { maxEvents: bounds.max } : {}),
    per,
  });
}

/** A count of the users past a threshold (`fields`), or as a percentage, of the active users in range. */
export function countedUsers(
  c: Ctx,
  fields: Omit<Extract<Plan, { kind: 'users' }>, 'kind' | 'scope' | 'share'>,
): Plan {
  const share = PERCENT_ASKED.test(c.t);
  // over all time every user is active: only a period makes "of which users" a reading
  if (
    share &&
    c.ranges.length &&
    !/\b(active|all) (users|customers|people|members|players|accounts|visitors|clients)\b/.test(c.t)
  )
    c.assumptions.push('The percentage is of the active users in the period (those with any event)');
  else if (/\b(which|list|show|name)\b/.test(c.t) && !HOW_MANY.test(c.t))
    c.assumptions.push('I counted these users rather than listing them');
  return { kind: 'users', ...fields, ...(share ? { share } : {}), scope: scopeOf(c) };
}

/** "customers who ordered more than once": users with at least N of the named events in range. */
export function repeatPlan(c: Ctx): Plan | null {
  // ("anybody with more than 5 orders?": the people too)
  if (c.userId || !(USERS_WORD.test(c.t) || ANYONE.test(c.t))) return null;
  const stems = new Set(c.names.flatMap(nameStems));
  // without a name, only "more than 5 events" counts something: all of a user's events
  const bounds = repeatThreshold(c.t, (noun) =>
    c.names.length
      ? noun === 'times' || noun === 'evt' || stems.has(stem(noun))
      : /^(events|actions)$/.test(noun),
  );
  if (bounds === null) return null;
  return thresholdUsers(c, bounds, 'events');
}
