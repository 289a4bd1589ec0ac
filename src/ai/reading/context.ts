// What the plan rules share: the reading context of one question and small helpers over it.
import { anyOfNames } from '../format.js';
import { SIDE_OUTCOMES, closestNames } from '../name-resolver.js';
import type { NameResolution } from '../name-resolver.js';
import type { Refusal, Scope, TimeRange, ValueFilter } from '../plan.js';
import { ALL_TIME } from '../time-range.js';
import type { FoundRange } from '../time-range.js';
import { nameStems } from '../words.js';
import { VALUE_NOUNS } from './lexicon.js';
import type { PreparedQuestion } from './prepare.js';

export interface PlanInput {
  prepared: PreparedQuestion;
  now: number;
  catalogue: readonly string[];
  /** The mentioned user ids that exist in the account. */
  knownUsers: ReadonlySet<string>;
  /** The letters the account's user ids start with (cand, emp), when the question has a role noun. */
  userIdPrefixes?: readonly string[];
  /** The newest values of the names a money word may mean, when the question has one. */
  valueSamples?: ReadonlyMap<string, readonly number[]>;
}

export interface Ctx {
  t: string; // intent text: lower case, names → "evt", periods → "period", users → "someuser"
  names: string[];
  nameGroups: string[][];
  ranges: TimeRange[];
  /** The "previous" marker is written before the period it refers to. */
  previousFirst?: boolean;
  previous: FoundRange['previous'];
  /** Every period as written, in the order of the "period" words of `t` (a "previous" one resolved). */
  mentions: (TimeRange | null)[];
  userId: string | undefined;
  now: number;
  /** "how long since the last X": the answer gives the time elapsed since it. */
  elapsed?: boolean;
  assumptions: string[];
  /** Words read as the one thing they can mean, stated in the answer without lowering the confidence. */
  readAs: [string, string][];
  res: NameResolution;
  catalogue: readonly string[];
  /** Stems of what the question's money nouns are paid for ("fares" → ride, trip). */
  paidFor: string[];
  /** The newest values of the names a money word may mean (PlanInput). */
  valueSamples?: ReadonlyMap<string, readonly number[]>;
  /** A money word was asked while no stored name carries money. */
  noMoney?: boolean;
  /** A condition on each event's value ("orders over $50"), read out of `t`. */
  valueFilter?: ValueFilter;
  /** "is revenue over 1000", "were there more than 300 level ups": the number the total is compared with. */
  check?: ValueFilter;
  /** A condition on each user's summed value ("customers who spent over $100"), read out of `t`. */
  userTotal?: ValueFilter;
}

export function refuse(reason: Refusal['reason'], detail: string, suggestions: string[]): Refusal {
  return { kind: 'refusal', reason, detail, suggestions };
}

export function unknownEvent(phrase: string, catalogue: readonly string[]): Refusal {
  const closest = closestNames(phrase, catalogue);
  return {
    ...refuse('unknown-event', `No event called "${phrase.trim()}" exists in this account.`, closest),
    unread: [phrase.trim()],
  };
}

export const unique = <T>(xs: T[]): T[] => [...new Set(xs)];

/** Whether the question names a stored event exactly (or by a near form). */
export const namesExactly = (res: NameResolution): boolean => res.matches.some((m) => m.quality === 'near');

/** Names in order of mention, one group per mention (for conversion steps). */
export function groupNames(res: NameResolution): string[][] {
  const groups: string[][] = [];
  for (const m of res.matches) {
    if (!groups.some((g) => g.join() === m.names.join())) groups.push(m.names);
  }
  return groups;
}

export const range0 = (c: Ctx): TimeRange => c.ranges[0] ?? ALL_TIME;
export const scopeOf = (c: Ctx, range = range0(c), names = c.names): Scope => ({
  range,
  eventNames: names,
  ...(c.userId ? { userId: c.userId } : {}),
  ...(c.valueFilter ? { valueFilter: c.valueFilter } : {}),
});

export function countN(t: string, fallback: number): number {
  const m =
    /\b(?:top|first|bottom|the last|latest|newest|most recent|(?:most|least) (?:common|popular|frequent|used))\s+(\d{1,3})\b(?! (?:hours?|days?|weeks?|months?|years?)\b)/.exec(
      t,
    ) ??
    /\b(\d{1,3})\s+(?:most|least|top|best|worst|biggest|highest|largest|lowest|smallest|busiest|quietest|heaviest|lightest|fewest|recent|latest|newest|last|users|customers|people|events|event types|event names|spenders|accounts)\b/.exec(
      t,
    ) ??
    /\bwhich\s+(\d{1,3})\b/.exec(t) ??
    /\b(?:give|show|list|get)(?: me| us)?(?: the)?(?: top)?\s+(\d{1,3})\b(?! (?:hours?|days?|weeks?|months?|years?)\b)/.exec(
      t,
    );
  const n = m ? Number(m[1]) : fallback;
  return n >= 1 && n <= 100 ? n : fallback;
}

/** upTo: "fewer than 3", "at most 2": a bound below only because users with none are not in the events. */
export interface Bounds {
  min: number;
  max?: number;
  upTo?: boolean;
}

export const names = anyOfNames;
const nounStems = (name: string): string[] => nameStems(name).filter((s) => !SIDE_OUTCOMES.test(s));
export const sharesNoun = (name: string, others: readonly string[]): boolean =>
  others.some((o) => o !== name && nounStems(o).some((s) => nounStems(name).includes(s)));

/** Points, scores or minutes asked for, also as the word of a stored name ("points" for points_earned): values to sum. */
export const valueNoun = (c: Ctx): boolean =>
  VALUE_NOUNS.test(c.t) || c.res.matches.some((m) => /^(scores?|points|minutes)$/i.test(m.phrase.trim()));
