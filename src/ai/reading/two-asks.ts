// Two asks in one question: "how many invoice.paid events last month and what was the total?",
// "how many CheckedIn events this week, and which day was busiest?". The question is read whole
// first; when that reading is only one of its two asks, each ask is answered (the second with
// the first's events, user and time where it names none of its own), or, when the second cannot
// be read, the question is refused rather than half answered.
import type { Answer } from '../../domain/types.js';
import type { Reading, Refusal } from '../plan.js';
import { resolveEventNames } from '../name-resolver.js';
import { prepareQuestion } from './prepare.js';
import { ITS_VALUE } from './lexicon.js';

// a question word, or a figure asked without one ("the number of refunds")
const QUESTION_WORD = "(?:what|whats|what's|how many|how much|which|when|who|whose)";
const FIGURE_OF = '(?:the\\s+)?(?:number|count|total|sum|average|avg|mean)\\s+of';
// "…, and what was the total", "… and which day was busiest", "…, and the number of refunds": a
// second question word (or figure) after "and"
const SECOND_ASK = new RegExp(
  `^(.{6,}?[^\\s,;])\\s*(?:[,;]\\s*|\\s+)(?:and|plus|also)\\s+((?:${QUESTION_WORD}|${FIGURE_OF})\\b.*)$`,
  'i',
);
const ASK_START = new RegExp(`^(?:${QUESTION_WORD}|${FIGURE_OF})\\W+\\w+`, 'i');
const FIGURE_START = new RegExp(`^${FIGURE_OF}`, 'i');
// "… and what % is that", "… how many converted and what percent": the share the first ask's
// reading already gives (a conversion, a share), not a second ask
const SHARE_OF_FIRST =
  /^(?:what|whats|what's|which)\s+(?:is\s+|was\s+)?(?:the\s+)?(?:%|percent\w*|share|fraction|proportion|rate|ratio)/i;
// "… and how many of them …": an ask about the first ask's users, which only a reading of the whole can give
const ABOUT_THE_FIRST = /\b(?:of|among|from)\s+(?:them|those|these)\b/i;
const PEAK = /\b(?:busiest|quietest|peak\w*|most|fewest)\b/i;
const PEAK_COUNT =
  /^how many\b[^?]*(?:\b(?:that|the same|on that) (?:day|week|month|hour|weekday)\b|\b(?:did|does) it\b|\bit (?:had|has)\b)|^how many (?:events?|times|of them|were there)\W*$/i;
// "when was the last X, and who did it?": the user of the first ask's event, which the whole's reading gives
const WHO_OF_FIRST = /^(?:who\b[^?]{0,30}\b(?:it|that|this|them|one)|by whom)\W*$/i;
// "when was the last X, and what was its value?": that one event's value, which the whole's reading gives
const VALUE_OF_IT = new RegExp(`^(?:${ITS_VALUE})`, 'i');

/** `figure`: the second ask is a figure named without a question word ("…, and the total of X"). */
export function splitAsks(question: string): { first: string; second: string; figure: boolean } | null {
  const m = SECOND_ASK.exec(question.trim());
  const first = m?.[1]?.trim() ?? '';
  const second = m?.[2]?.trim() ?? '';
  if (
    !m ||
    SHARE_OF_FIRST.test(second) ||
    ABOUT_THE_FIRST.test(second) ||
    WHO_OF_FIRST.test(second) ||
    VALUE_OF_IT.test(second)
  )
    return null;
  // "which day did X peak, and how many were there that day?": the peak's own count
  if (PEAK.test(first) && PEAK_COUNT.test(second)) return null;
  // "what was the last thing X did, and when?": the time of the first ask's answer, no ask of its own
  // ("…, and the number of refunds?": a figure of its own, asked without a question word)
  if (!ASK_START.test(second)) return null;
  // two asks need two question words: "how many events and users" is one ask of two figures
  if (
    !/\b(?:what|whats|what's|how|which|when|who|whose|count|number|total|sum|list|show|give)\b/i.test(first)
  )
    return null;
  return {
    first: /[?.!]$/.test(first) ? first : `${first}?`,
    second,
    figure: FIGURE_START.test(second),
  };
}

/**
 * The second ask with the first's scope where it names none of its own: its events ("what was the
 * total" of the invoices counted first), its user and its time.
 */
export function inheritScope(
  second: string,
  first: string,
  firstReading: Reading,
  catalogue: readonly string[],
  now: number,
): string {
  const plan = firstReading.plan;
  if (!('scope' in plan)) return second;
  const { eventNames, userId } = plan.scope;
  const own = prepareQuestion(second, now);
  const ownTimes = own.times;
  const firstPrepared = prepareQuestion(first, now);
  let out = second.replace(/[?.!]+\s*$/, '');
  // (read as prepared: "what did they add up to" is their total, no `tip-added`)
  // ("…, and when was their first event?": any event of theirs, not only the first ask's)
  const anyEvent =
    /\b(?:first|last|latest|earliest|newest|most recent)\s+(?:event|activity|action)\b|\b(?:any|every) (?:event|activity|action)\b/i.test(
      second,
    );
  if (eventNames.length && !anyEvent && !resolveEventNames(own.text, catalogue).matches.length)
    out += `, for ${eventNames.join(' or ')} events`;
  if (userId && !second.includes(userId)) out += ` by ${userId}`;
  const time = firstPrepared.times[0];
  // ("… in October, and when was their most recent one overall?": all time, said so)
  const allTime = /\b(overall|ever|all[- ]time|of all time|in total|altogether)\b/i.test(second);
  if (!ownTimes.length && !allTime && firstPrepared.times.length === 1 && time)
    out += ` ${firstPrepared.text.slice(time.start, time.end)}`;
  return `${out}?`;
}

/**
 * The first ask with the second's time where it names none and the second's ends with one
 * ("count of complaints and the average rating last month": last month, both).
 */
export function sharedTime(first: string, second: string, now: number): string {
  if (prepareQuestion(first, now).times.length) return first;
  const prepared = prepareQuestion(second, now);
  const last = prepared.times[prepared.times.length - 1];
  if (!last || !/^[\s?.!]*$/.test(prepared.text.slice(last.end))) return first;
  return `${first.replace(/[?.!]+\s*$/, '')} ${prepared.text.slice(last.start, last.end)}?`;
}

const planKey = (r: Reading) => JSON.stringify(r.plan);

/**
 * What the two asks call for: 'both' when the whole question was read as one of them alone (so
 * its answer leaves the other out) and the two differ; 'second-unread' ('first-unread') when the
 * whole was read as one ask and the other cannot be read; null when the whole reading stands (it
 * joined the two asks itself, or they are one).
 */
export function twoAsks(
  whole: Reading,
  first: Reading | Refusal,
  second: Reading | Refusal,
  figure = false,
): 'both' | 'first-unread' | 'second-unread' | null {
  // the catalogue and the overview give several figures by design ("total events, total users, and which events exist")
  if (whole.plan.kind === 'catalogue' || whole.plan.kind === 'overview') return null;
  // "which events, and how many users": the whole read as the second ask alone
  if ('reason' in first)
    return 'reason' in second || planKey(whole) !== planKey(second) ? null : 'first-unread';
  if ('reason' in second) return planKey(whole) === planKey(first) ? 'second-unread' : null;
  if (planKey(first) === planKey(second)) return null;
  // "how many bookings, and the total of refunds": two measures, which one reading of both names would merge
  if (figure && first.plan.kind !== second.plan.kind) return 'both';
  return planKey(whole) === planKey(first) || planKey(whole) === planKey(second) ? 'both' : null;
}

const CONFIDENCE_ORDER = ['low', 'medium', 'high'] as const;

/** One answer of two: both texts, the lower confidence, the larger number of events read. */
export function joinAnswers([a, b]: [Answer, Answer]): Answer {
  const lower = Math.min(CONFIDENCE_ORDER.indexOf(a.confidence), CONFIDENCE_ORDER.indexOf(b.confidence));
  return {
    answer: `${a.answer} ${b.answer}`,
    confidence: CONFIDENCE_ORDER[lower] ?? 'low',
    dataPoints: Math.max(a.dataPoints, b.dataPoints),
    interpretation: { asks: [a.interpretation, b.interpretation] },
    ...(a.result ? { result: a.result } : b.result ? { result: b.result } : {}),
  };
}
