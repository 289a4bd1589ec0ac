// The catalogue: which event names exist, how many, the account's totals.
import { squash } from '../../words.js';
import { DATA_SPAN } from '../lexicon.js';
import type { Ctx } from '../context.js';

/** A ranking the catalogue does not give ("users and events, and the busiest hour", "most common actions"). */
const RANKS = /\b(busiest|quietest|most|least|top|fewest|rarest|peak)\b/;

export function catalogueFacet(t: string, c: Ctx): 'names' | 'totals' | 'name-count' | null {
  // "what events does Forkly track", "what events do we track in Pipelane": a word read loosely as
  // one event (ForklyPlusJoined), or an unknown capitalised word, is the product's name
  if (
    c.res.matches.every((m) => m.quality === 'loose') &&
    c.res.unresolved.every((u) => /^[A-Z]/.test(u.phrase.trim())) &&
    /\b(what|which) (events|event names|event types|kinds of events|types of events|(?:kinds|types|sorts) of (?:things|stuff|actions)) (do|does|did) (?:the |our |your )?(?:\w+ )?\w+ (track|record|collect|log|capture|store|send|emit|report)\b/.test(
      t,
    )
  ) {
    c.res.matches = [];
    c.res.ambiguous = [];
    c.res.unresolved = [];
    return 'names';
  }
  // "is there an event called EnvelopeVoided", "do we track X": whether a name is stored, which the
  // list of names answers (a count of its events would answer "how many")
  // "is there an event for harvests? what's it called": the names, the one meant among them
  if (
    c.names.length &&
    !c.ranges.length &&
    // ("what events exist? is there one for tool bookings?")
    /\b(is there|are there|do we have|do we (track|record|log))\b[^?]*\b(?:(an?|any) (events?|event names?)|one) (for|about|that (tracks?|records?|logs?))\b/.test(
      t,
    )
  )
    return 'names';
  if (
    c.names.length &&
    c.res.matches.every((m) => m.quality !== 'loose') &&
    !c.ranges.length &&
    /\b(is there|are there|do we have|have we got|does (it|the app|the product) have|do we (track|record|log|capture|collect|store))\b[^?]*\b(an?|any) (events?|event names?|event types?|actions?) (called|named|with the name)\b|\b(is|are) evt (one of )?(our|an?|the) (events?|event names?|event types?|tracked events?)\b|\b(an? |any )?(events?|event names?) (called|named) evt (exists?|in (the|our) (data|tracking|system|catalogue))\b/.test(
      t,
    )
  )
    return 'names';
  // "list all the event types we log, I want to know if paper jams are tracked": the names asked
  // for, and whether one is among them
  if (
    c.names.length &&
    !c.ranges.length &&
    /\b(list|show|give|tell)\b[^?]*\b(event types|event names|types of events|kinds of events)\b[^?]*\b(if|whether)\b[^?]*\b(tracked|logged|recorded|captured|stored|there|exists?)\b/.test(
      t,
    )
  )
    return 'names';
  if (c.names.length) return null;
  if (
    // the names are what is counted: "how many distinct event types", not "how many events … (all event types)"
    /\b(how many|count of|number of)\s+(the\s+|our\s+)?((distinct|different|unique)\s+(event\s+)?(names|types|kinds)|(distinct|different|unique)\s+events|events?\s+(names|types|kinds)|(kinds|types|sorts) of (events|actions))\b/.test(
      t,
    ) &&
    !c.ranges.length
  )
    return 'name-count';
  if (
    /\b(users?|customers?|members?|people) count and (the )?(total )?events? count\b|\bevents? count and (the )?(total )?(users?|customers?|members?) count\b|\b(users|customers|members|people) and ((how many|the|total|number of|count of|all) )*events\b|\bevents and ((how many|the|total|number of|count of|all|distinct|unique|different) )*(users|customers|members|people)\b|\bhow many (users|customers|members|people)\b[^?]*\band how many events\b/.test(
      t,
    ) &&
    !c.ranges.length &&
    // "users and events, and the busiest hour": a ranking the totals do not give
    !RANKS.test(t)
  )
    // "the list of tracked actions plus total users and total events": the names, whose answer
    // also gives both totals
    // ("how many users, how many events, and what event names we have": the same, the names last)
    // ("number of users, number of events, and the event types": the names too)
    // ("event names, number of users, number of events", "the event names plus how many users …":
    // the names asked for beside the totals)
    return /\b(event names|event types|names of (the )?events|catalogu?e)\b|\b(list|which|what)\b[^?]*\b(actions|events|event names|event types)\b[^?]*\b(plus|and)\b|\b(plus|and)\b[^?]*\b(list|which|what)( \w+)? (actions|event names|event types|kinds of events|types of events)\b|\b(plus|and) (the |all |our |all the )?(event names|event types|kinds of events|types of events|names of (the )?events)\b/.test(
      t,
    )
      ? 'names'
      : 'totals';
  // "what date range does the data cover?": the account's totals, with its first and last event
  // ("how far back does our data go" alone is the first event: recency)
  if (
    DATA_SPAN.test(t) &&
    /\b(?:covers?|spans?|range)\b|\b(?:first|earliest|oldest) and\b/.test(t) &&
    !c.ranges.length &&
    !RANKS.test(t)
  )
    return 'totals';
  // "how large is our event log", "the size of our data": everything stored
  if (
    /\b(how (large|big)|size of|how much data)\b/.test(t) &&
    /\b(events?|log|logs|data|dataset|history|database|store)\b/.test(t) &&
    !c.ranges.length
  )
    return 'totals';
  // the catalogue is of all time and ranks nothing: a period or a ranking asks for something else
  // ("most common actions in the app over the last 30 days")
  if (c.ranges.length || RANKS.test(t)) return null;
  if (
    /\b(which|what|list|show|name)\b.*\b(event names|event types|events|kinds of events|types of events|actions)\b.*\b(exist|exists|there|(do|are|have) we|tracked|track|tracking|available|recorded|recording|logged|logging|collected|collecting|captured|capturing|defined|known|stored|present|in (the|our) (data|dataset|database|logs?|system|app|product))\b/.test(
      t,
    ) ||
    /\b(list|show|give|tell)( me)?( (the|a)( full| complete| whole| entire)? list of)?( all| every| each)?( the| of the| our)? (event names?|event types?|kinds of events|types of events)\b/.test(
      t,
    ) ||
    // "what do we actually track?": what is tracked, with nothing named, is the names
    /^\W*what (?:else )?(?:do|does|did) (?:we|you|the app|it) (?:actually |even |currently |really |all )?(?:track|record|log|collect|capture|store|send)\W*$/.test(
      t,
    ) ||
    // "the full event catalogue please, names + how often each fires": the list of names asked
    // for, whatever is said of it (the list gives each name's count)
    /\b(?:the|a|our|your)( full| complete| whole| entire)? list of( all| every)?( the| our)? (event names|event types|kinds of events|types of events)\b/.test(
      t,
    ) ||
    // "which event names can I ask about?"
    /\b(which|what) (events|event names|event types) can (i|we|you) (ask|query|look|get|see)\b/.test(t) ||
    // "which events do you have on us?", "which events?" (a fragment of its own)
    /\b(which|what) (events|event names|event types|kinds of events|types of events) (do|does|did) you (have|hold|keep|store|track|record|collect)\b|^\W*(which|what) (events|event names|event types|kinds of events|types of events)\W*$/.test(
      t,
    )
  )
    return 'names';
  // "what kinds of events are in here?", "list all the tracked event names", "what kind of data do
  // you have on us?": words of the catalogue and of asking alone, in any order
  if (
    CATALOGUE_NOUN.test(t) &&
    !c.res.unresolved.length &&
    !t.replace(new RegExp(`\\b(?:${CATALOGUE_WORDS})\\b`, 'g'), ' ').replace(/[^a-z]+/g, '')
  )
    return 'names';
  return null;
}

const NAMES_CONTAINING =
  /\b(which|what|list|show|any|all)\b[^?]*\b(event names?|events|event types?|names)\b[^?]*?\b(have|has|contain\w*|includ\w*|with|mention\w*|start\w* with|begin\w* with|end\w* with|match\w*)\s+(?:the (?:word|text|string)\s+)?(?:["'\u201c]\s*([a-z0-9][a-z0-9 _.-]{1,30}?)\s*["'\u201d]|(evt)\b)/;

/** "which event names contain the word 'tasting'": a quoted word that several names share is no ambiguity. */
export const asksNamesContainingQuoted = (t: string): boolean => !!NAMES_CONTAINING.exec(t)?.[4];

/**
 * "Which event names have "invoice" in them?": the word a question asks the names to contain,
 * and the stored names that contain it (letters and digits compared, separators and case aside).
 */
export function namesContaining(t: string, c: Ctx): { word: string; names: string[] } | null {
  // the word in quotes (a stored name's word is "evt" here, one that names none stays as typed), or unquoted as a name
  const m = c.ranges.length ? null : NAMES_CONTAINING.exec(t);
  if (!m || (c.res.matches.length > 1 && !m[4])) return null;
  const quoted = m[4]?.trim();
  const word =
    quoted && quoted !== 'evt'
      ? quoted
      : (c.res.matches[0]?.phrase ?? '').trim().replace(/^["'\u201c]|["'\u201d]$/g, '');
  const key = squash(word);
  if (key.length < 3) return null;
  // the word is matched against every name here, not read as one event (nor as an unknown one)
  c.res.matches = [];
  c.res.ambiguous = [];
  // ("contain the word", "in them": the question's own words about the names)
  c.res.unresolved = c.res.unresolved.filter(
    (u) =>
      !squash(u.phrase).includes(key) &&
      !/^(?:\s*(?:contain\w*|includ\w*|mention\w*|start\w*|begin\w*|end\w*|match\w*|with|the|word|text|string|in|them|it|their|names?)\b)+\s*$/i.test(
        u.phrase,
      ),
  );
  if (c.res.unresolved.length) return null;
  return { word, names: c.catalogue.filter((name) => squash(name).includes(key)) };
}

const CATALOGUE_NOUN =
  /\b(?:event names?|event types?|event list|list of events|(?:kinds?|types?|sorts?) of (?:events?|data|actions?|things)|(?:which|what) events)\b/;
const CATALOGUE_WORDS = [
  'event names?|event types?|events?|names?|kinds?|types?|sorts?|data|actions?|things?|list|of',
  'which|what|list|show|give|tell|me|us|we|you|i|do|does|did|is|are|there|here|in|on|at|for|this|these|my',
  'all|every|each|the|a|an|our|your|full|complete|whole|entire|exactly|please|pls|just',
  'tracked|track|tracking|recorded|record|logged|log|collected|collect|captured|stored|store|have|has|got|hold|keep|exist|exists|existing|available|present|called|named',
  'app|system|product|platform|account|dataset|database|analytics',
].join('|');
