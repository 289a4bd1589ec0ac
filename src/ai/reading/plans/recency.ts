// "When was the last X", "did anyone X", "has user U done X yet".
import type { Plan } from '../../plan.js';
import { scopeOf } from '../context.js';
import type { Ctx } from '../context.js';
import { AGGREGATE_WORDS, ANYONE, HOW_MANY, USUALLY } from '../lexicon.js';

// "anybody hit X today?": the question's first word asks whether one exists
const ANYONE_FIRST = new RegExp(`^\\W*${ANYONE.source}`);

export function recencyPlan(c: Ctx): Plan | null {
  const { t } = c;
  // "how long since the last X", "how many days since X last happened": its time and the time elapsed
  const elapsed = c.elapsed === true;
  if (HOW_MANY.test(t) && !elapsed) return null;
  // "unique users with a X, ever": a number of users, over all time
  if (/^\W*(?:unique|distinct|different) (?:users|people|customers|accounts)\b/.test(t)) return null;
  // ("what time was the last X", "what date", "how long since the last X": its time, in the answer)
  // ("how far back does our data go", "what's the earliest event": the first event's time)
  const dataStart =
    /\bhow far back\b[^?]*\b(go|goes|reach|reaches|date)\b|\bwhen (does|did) (the|our|your) (data|events?|tracking|history|records?) (start|begin)\b/.test(
      t,
    );
  const ends =
    /\b(what|which) (is|was) (the |our )?(very )?(first|earliest|oldest|last|latest|newest|most recent) (events?|records?|data points?)( (we|you) (have|hold|got|recorded|stored|saw))?\W*$/.test(
      t,
    );
  // "when did buyer_1250 do eclose-signed?": the time of the named event (the latest, with their count)
  const whenDid =
    /^\W*when (did|has|have) (someuser|users?|anyone|anybody|someone|we)\b/.test(t) &&
    !USUALLY.test(t) &&
    c.names.length > 0;
  const when =
    dataStart ||
    ends ||
    whenDid ||
    // ("last X from U, date and time please": the time asked for without a question word)
    ((/\b(when|what (time|date|day))\b|\b(the )?date( and time)?( please| pls)?\W*$|\btimestamp\b/.test(t) ||
      elapsed) &&
      /\b(last|latest|most recent|recently|newest|first|earliest|ever)\b/.test(t));
  // ("anybody hit X today?" too: ANYONE_FIRST)
  const exists =
    /\b(did|has|have|had|is|are|was|were)\s+(anyone|anybody|someone|any\s+\w+|there\s+(been|ever|any)|we\s+(ever\s+)?(had|seen|got|received|recorded))\b|\bever\b|\bany\b/.test(
      t,
    ) || ANYONE_FIRST.test(t);
  // "has someuser done a evt yet?", "did someuser ever evt": whether one exists
  const userExists =
    /^\W*(has|have|did|does) someuser (ever |already )?((done|do|had|have|made|make|did|triggered|trigger|performed|perform|got|gotten|get) )?((a|an|any) )?evt( events?)?( yet| ever| already)?\W*$/.test(
      t,
    );
  if (userExists && c.userId && c.names.length)
    return { kind: 'recency', which: 'last', exists: true, scope: scopeOf(c) };
  // "last evt by someuser?", "latest evt?": a fragment that asks for the newest one
  const fragment =
    /^\W*(the )?(last|latest|most recent|first|earliest) evt( by someuser| (for|of) someuser)?\W*$/.test(t);
  if (
    !when &&
    !exists &&
    !fragment &&
    !/\b(last|latest|most recent|first|earliest) (time|one|occurrence)\b/.test(t)
  )
    return null;
  // "the largest loan application ever" asks for a value, "who has the most X events ever" a
  // ranking, not whether one exists
  if (!when && (AGGREGATE_WORDS.test(t) || /\b(most|least|fewest|top)\b/.test(t))) return null;
  const first = dataStart || /\b(first|earliest|oldest)\b/.test(t);
  const last = /\b(last|latest|recent|newest)\b/.test(t);
  // "when is the earliest event and when is the latest one": both ends, of every event if none is named
  const both = when && first && last;
  // every event where none is named: "when is the earliest event and when is the latest one",
  // "when was the first event recorded", "how far back does our data go"
  if (
    !c.names.length &&
    !c.userId &&
    !(dataStart || ((both || ends || /^\W*when\b/.test(t)) && /\b(events?|data|records?|activity)\b/.test(t)))
  )
    return null;
  const which = both ? 'both' : first && !last ? 'first' : 'last';
  return {
    kind: 'recency',
    which,
    exists: exists && !when ? true : /^\s*(did|has|have|had|is|are|was|were)\b/.test(t),
    scope: scopeOf(c),
    ...(elapsed && which !== 'both' ? { elapsed: { now: c.now } } : {}),
  };
}
