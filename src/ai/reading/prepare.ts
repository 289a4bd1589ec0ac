// The question's text before it is read: contractions and abbreviations expanded, a preamble
// or a scene before the question left out, time phrases found.
import { digitizeNumberWords, findTimePhrases } from '../time-range.js';
import type { FoundRange } from '../time-range.js';
import { findUserMentions } from '../user-ids.js';
import type { UserMention } from '../user-ids.js';

export interface PreparedQuestion {
  text: string;
  times: FoundRange[];
  /** The question with time phrases blanked, original case. */
  withoutTimes: string;
}

export const blank = (text: string, spans: readonly { start: number; end: number }[]): string =>
  spans.reduce((s, x) => s.slice(0, x.start) + ' '.repeat(x.end - x.start) + s.slice(x.end), text);

export function replaceSpans(
  text: string,
  spans: readonly { start: number; end: number; with: string }[],
): string {
  let out = text;
  for (const x of [...spans].sort((a, b) => b.start - a.start))
    out = out.slice(0, x.start) + x.with + out.slice(x.end);
  return out;
}

const ACTIVE_USERS: Record<string, string> = { d: 'daily', w: 'weekly', m: 'monthly' };

/** The metric abbreviations of product analytics: DAU, WAU, MAU are daily, weekly, monthly active users. */
function expandAbbreviations(question: string): string {
  return question.replace(
    /\b([DWM])AUs?\b/gi,
    (_, p: string) => `${ACTIVE_USERS[p.toLowerCase()] ?? ''} active users`,
  );
}

// Contractions are words, never names: "haven't" is "have not", "we've" is "we have".
const CONTRACTIONS: [RegExp, string][] = [
  [/\b(won)'t\b/gi, 'will not'],
  [/\b(can)'t\b/gi, 'can not'],
  [/\b(\w+)n't\b/gi, '$1 not'],
  [/\b(\w+)'(ve)\b/gi, '$1 have'],
  [/\b(\w+)'(re)\b/gi, '$1 are'],
  [/\b(\w+)'(ll)\b/gi, '$1 will'],
  [/\b(i|you|we|they|he|she|it)'d\b/gi, '$1 would'],
  [/\b(what|who|where|when|how|that|there|it|here)'s\b/gi, '$1 is'],
];
const expandContractions = (text: string): string =>
  CONTRACTIONS.reduce((s, [re, by]) => s.replace(re, by), text);

// "I'm prepping the weekly review: how many …": what the asker is doing is not part of the question
// ("Quick one before the board call: active users …?", "Planning staffing: what is …": the
// asker's own words and doings, never a product's, so the question after the colon is read whole)
// the commonest slips of typing, fixed before reading
const TYPO_FIX: Record<string, string> = {
  teh: 'the',
  hte: 'the',
  waht: 'what',
  hwo: 'how',
  hw: 'how',
  shwo: 'show',
  whcih: 'which',
  wich: 'which',
  evnets: 'events',
  evetns: 'events',
  usres: 'users',
  uesrs: 'users',
};
const TYPOS = new RegExp(`\\b(?:${Object.keys(TYPO_FIX).join('|')})\\b`, 'gi');
// the question's own words with two neighbouring letters swapped ("mnay", "evnets", "avearge"):
// every such slip of these words, none of which is itself a word one would ask with
const CORE_WORDS = [
  'many',
  'much',
  'what',
  'which',
  'when',
  'where',
  'users',
  'events',
  'average',
  'total',
  'number',
  'count',
  'month',
  'week',
  'today',
  'yesterday',
  'active',
  'daily',
  'weekly',
  'monthly',
  'people',
  'customers',
  'between',
  'since',
  'during',
  'compare',
  'percentage',
  'unique',
  'distinct',
  'track',
  'tracked',
  'record',
  'recorded',
];
const SWAPPED = new Map<string, string>();
for (const w of CORE_WORDS)
  for (let i = 0; i + 1 < w.length; i++) {
    const slip = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
    if (slip !== w && !CORE_WORDS.includes(slip)) SWAPPED.set(slip, w);
  }
// and with one inner letter left out ("numbr", "actve", "averge"), in the longer of them; never
// the last letter of a plural, which leaves a word ("customer")
for (const w of CORE_WORDS.filter((x) => x.length >= 6))
  for (let i = 1; i < w.length - 1; i++) {
    const slip = w.slice(0, i) + w.slice(i + 1);
    if (!CORE_WORDS.includes(slip) && !SWAPPED.has(slip)) SWAPPED.set(slip, w);
  }
const fixSwaps = (text: string): string =>
  // a word on its own, never a part of an id ("dsk-hwen")
  text.replace(/(?<![\w.@-])[a-z]{4,}(?![\w@-])/gi, (w) => SWAPPED.get(w.toLowerCase()) ?? w);
const POLITE_START =
  /^\s*(?:(?:please|pls|plz|kindly|hey|hi|hello|ok|okay)\b[,:!]?\s*)+(?:(?:can|could|would) you (?:please )?(?:tell|show|give) me\b[,:]?\s*)?|^\s*(?:can|could|would) you (?:please )?(?:tell|show|give) me\s*[,:]\s*/i;
const POLITE_END = /[,\s]+(?:please|pls|plz|thanks|thank you|thx|cheers|ty)\s*([.!?]*)\s*$/i;
const PREAMBLE =
  /^\s*(?:(?:i|i'm|i am|we|we're|we are|for|context|so|ok|okay)\b[^:?]{0,80}:\s*(?=(?:how|what|which|who|when|where|is|are|was|were|did|do|does|can|could|show|list|give|tell)\b)|(?:quick|hey|hi|hello|one more|another one|planning|prepping|preparing|working on|looking at|reviewing|drafting|writing up|putting together|(?:give|show|tell) me the (?:basics|rundown|numbers|stats|overview|summary|gist|lowdown))\b[^:?\u2013\u2014]{0,80}(?::|\s[-\u2013\u2014]+)\s*(?=\S[^:]*$))/i;
// "It feels like reps weren't logging in as much. How do last month's logins compare …?": a
// statement before the question sets the scene; the question alone is read
// ("Isn't Monday our big day? Which weekday …?": a question tag before the question, the same)
const SCENE =
  /^\s*(?:(?:it|i|i'm|we|we're|my|our|looks|seems|feels|so|context|background)\b[^.!?]{0,200}[.!]|(?:isn't|aren't|don't|doesn't|didn't|wasn't|weren't|haven't|hasn't|is it|i think|i guess)\b[^.!?]{0,120}\?)\s+(?=[^.!?]*\?\s*$)/i;
// "Support ticket from usr_1123 - when was this user last seen?": a scene before a dash or a colon
// that names one user id, and a question that points back to that user: the id takes the pointer's place
const ID_SCENE =
  /^\s*([^?:]{3,120}?)\s*(?:\s[-\u2013\u2014]+|:)\s+(?=(?:how|what|which|who|when|where|is|are|was|were|did|do|does|has|have|can|could)\b)/i;
const ID_LIKE = /\b[a-z][a-z0-9]*[_-][a-z0-9_-]*\d[a-z0-9_-]*\b/gi;
const POINTER =
  /\b(?:(?:this|that) (?!(?:week|month|year|day|morning|time|one)\b)[a-z]+|the (?:user|customer|person|member|account|client|player)|they|them|their|he|she|him|his|her)\b/i;
function resolveIdScene(text: string): string {
  const m = ID_SCENE.exec(text);
  if (!m) return text;
  const ids = (m[1] ?? '').match(ID_LIKE) ?? [];
  const rest = text.slice(m[0].length);
  if (ids.length !== 1 || !POINTER.test(rest)) return text;
  return rest.replace(POINTER, ids[0] as string);
}
// "…? need it for the monday sync", "…, we need this for the board": why the asker asks, after the question
const PURPOSE_TAIL =
  /([?.!]|,|\s[-\u2013\u2014])\s*(?:(?:(?:i|we)\s+)?(?:need|want)\s+(?:it|this|that|these|them|the (?:numbers?|figures?|count|answer))\s+for\b|(?:(?:i'?m|we'?re|i am|we are)\s+)?(?:trying|planning|hoping|looking|aiming) to\b)[^?]*$/i;
// "…? Support is asking.", "…? I'm writing the tracking docs for our new analyst.": a sentence
// after the question about who asks or why, with no number or time the question could lean on
const ASKER_TAIL =
  /(\?)\s*(?:i|i'm|i am|we|we're|we are|my|our|support|finance|sales|marketing|legal|ops|the team|someone|they)\b[^?]*$/i;
// "(support wants to know how much got rescued)": who asks, in brackets, not what is asked
const ASIDE =
  /\s*\((?:(?:[^()]{0,60}\s)?(?:wants? to know|asked|asks|is asking|are asking|needs? (?:it|this|to know)|would like to know)\b|(?:that'?s|that is|which is|(?:the )?values? (?:is|are)|i\.?e\.?)[\s,])[^()]*\)/gi;
// "I just joined the analytics team, which event names exist?": who the asker is, before the
// question (not a request, "I need …, which …", and not a time the question may lean on)
const ASKER_CLAUSE =
  /^\s*(?:i|i'm|i am|we|we're|we are)\s+(?!(?:need|want|would|wonder|am wondering|was wondering|like|'d)\b)([^,:?]{0,80}),\s*(?=(?:how|what|which|who|when|where|is|are|was|were|did|do|does|can|could)\b)/i;
const TIME_WORD =
  /\d|\b(?:day|days|week|weeks|month|months|year|years|today|yesterday|tonight|since|ago|quarter|hour|hours|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
// Latin abbreviations of the prose around a question
const LATIN = /\b(?:i\.e\.|e\.g\.|etc\.?|viz\.)(?=\s|,|$)/gi;

export function prepareQuestion(question: string, now: number): PreparedQuestion {
  const text = digitizeNumberWords(
    expandAbbreviations(
      expandContractions(
        question
          .slice(0, 2000)
          // politeness around the question ("please, …", "hey, …", "…, thanks") is not part of it
          // the API's own field names ("sum of eventValue"): the value, the event's name
          .replace(/\bevent_?value\b/gi, 'event value')
          // "the dollar value of X": its value (the values carry no currency to convert)
          .replace(/\b(?:dollar|euro|pound|usd|eur|gbp)\s+(value|amount|total)s?\b/gi, '$1')
          // "(call minutes)", "(in USD)": the unit of the value written beside it, not a condition
          .replace(
            /\s*\((?:[^()]{0,30}\s)?(?:minutes|mins|seconds|secs|hours|points|dollars|usd|eur|euros|cents|stars)\)/gi,
            '',
          )
          // "its length in seconds": the value, in the unit the asker knows it has ("trip length" stays a property)
          .replace(/\b(?:length|duration|time)\s+in\s+(seconds|secs|minutes|mins|hours)\b/gi, 'value in $1')
          .replace(TYPOS, (w) => TYPO_FIX[w.toLowerCase()] ?? w)
          .replace(/^[\s\S]*$/, fixSwaps)
          // "how long ago was the last refund": when it was
          .replace(/\bhow long ago\b/gi, 'when')
          // "percentage-wise": the word it is built on
          .replace(/\b([a-z]+)-wise\b/gi, '$1')
          // "signed up", "sign-ups": one word, so that a stored account_created can be its synonym
          // while "signed in" stays a login
          .replace(/\bsign(?:ed|ing)?[- ]ups?\b/gi, (w) => (/s$/i.test(w) ? 'signups' : 'signup'))
          // "For the board deck: active users …": what the answer is for, before it
          .replace(/^\s*for (?:the|our|my|a|an|this|next|tomorrow'?s?) [^:?\d]{1,60}:\s*/i, '')
          // "did dispatch.maria log in the past 7 days": logged during the period, not a login
          .replace(
            /\b(did|do|does|have|has|had)\b([^?]{1,60}?)\blog in (?=(?:the |this |last |past |today|yesterday))/gi,
            '$1$2log during ',
          )
          .replace(/\bevent_?name\b/gi, 'event name')
          .replace(POLITE_START, '')
          .replace(POLITE_END, '$1')
          .replace(ASIDE, '')
          .replace(PURPOSE_TAIL, (_all, mark: string) => (/[?.!]/.test(mark) ? mark : ''))
          .replace(ASKER_TAIL, (tail, mark: string) => (TIME_WORD.test(tail) ? tail : mark))
          .replace(ASKER_CLAUSE, (clause, words: string) => (TIME_WORD.test(words) ? clause : ''))
          .replace(PREAMBLE, '')
          // the scene stays when the question points back into it ("how many have used it")
          .replace(SCENE, (scene, _at: number, all: string) =>
            /\b(it|them|this one|that one)\b/i.test(all.slice(scene.length)) ? scene : '',
          )
          .replace(/^[\s\S]*$/, resolveIdScene)
          .replace(LATIN, ' ')
          .replace(/[\u2018\u2019]/g, "'")
          .replace(/[\u201C\u201D]/g, '"'),
      ),
    ),
  );
  const lower = text.toLowerCase();
  const same = lower.length === text.length;
  const times = findTimePhrases(lower, now);
  return { text: same ? text : lower, times, withoutTimes: blank(same ? text : lower, times) };
}

export function findUserCandidates(prepared: PreparedQuestion, catalogue: readonly string[]): UserMention[] {
  return findUserMentions(prepared.withoutTimes, catalogue);
}
