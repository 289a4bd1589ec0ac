import { findTimePhrases } from '../time-range.js';
import type { FoundRange } from '../time-range.js';
import { ROLE_NOUNS, USERS_WORD } from './lexicon.js';
import { isPersonNoun } from './wordnet.js';

// What the asker says around the question, left out before it is read: politeness, a preamble
// or a scene before it, who the asker is, why they ask, an aside in brackets. A scene that names
// one user id the question points back to gives the question that id.
const POLITE_START =
  /^\s*(?:(?:please|pls|plz|kindly|hey|hi|hello|ok|okay)\b[,:!]?\s*)+(?:(?:can|could|would) you (?:please )?(?:tell|show|give) me\b[,:]?\s*)?|^\s*(?:can|could|would) you (?:please )?(?:tell|show|give) me\s*[,:]\s*/i;
// "Support lead here - …", "Support here.": who the asker is, by their role, before the question
const ASKER_HERE = /^\s*(?:[a-z]+[ ,]+){0,3}here\s*(?:[-\u2013\u2014,:!.]+)\s*(?=\S)/i;
const POLITE_END = /[,\s]+(?:please|pls|plz|thanks|thank you|thx|cheers|ty)\s*([.!?]*)\s*$/i;
// "I'm prepping the weekly review: how many …": what the asker is doing is not part of the question
// ("Quick one before the board call: active users …?", "Planning staffing: what is …": the
// asker's own words and doings, never a product's, so the question after the colon is read whole)
const PREAMBLE =
  /^\s*(?:(?:i|i'm|i am|we|we're|we are|for|context|so|ok|okay)\b[^:?\u2013\u2014]{0,80}(?::|\s[-\u2013\u2014]+)\s*(?=(?:how|what|which|who|when|where|is|are|was|were|did|do|does|can|could|show|list|give|tell)\b)|(?:quick|hey|hi|hello|one more|another one|worried|concerned|curious|planning|prepping|preparing|working on|looking at|reviewing|drafting|writing up|putting together|(?:give|show|tell) me the (?:headline |key |main |top-line |topline |quick |basic )?(?:basics|rundown|numbers|stats|overview|summary|gist|lowdown|big picture))\b[^:?\u2013\u2014]{0,80}(?::|\s[-\u2013\u2014]+)\s*(?=\S[^:]*$))/i;
// "It feels like reps weren't logging in as much. How do last month's logins compare …?": a
// statement before the question sets the scene; the question alone is read
// ("Isn't Monday our big day? Which weekday …?": a question tag before the question, the same)
const SCENE =
  /^\s*(?:(?:it|i|i'm|we|we're|my|our|looks|seems|feels|so|context|background)\b[^.!?]{0,200}[.!]|(?:isn't|aren't|don't|doesn't|didn't|wasn't|weren't|haven't|hasn't|is it|i think|i guess)\b[^.!?]{0,120}\?)\s+(?=[^.!?]*\?\s*$)/i;
// "Support ticket from usr_1123 - when was this user last seen?", "own_00150 keeps complaining. how
// many ratings have they left?": a scene before a dash, a colon or a full stop that names one user
// id, and a question that points back to that user: the id takes the pointer's place
const ID_SCENE =
  /^\s*([^?:]{3,120}?)\s*(?:\s[-\u2013\u2014]+|:|\.)\s+(?=(?:how|what|which|who|when|where|is|are|was|were|did|do|does|has|have|can|could)\b)/i;
const ID_LIKE = /\b[a-z][a-z0-9]*[_-][a-z0-9_-]*\d[a-z0-9_-]*\b/gi;
const POINTER =
  /\b(?:(?:this|that) (?!(?:week|month|year|day|morning|time|one)\b)[a-z]+|the (?:user|customer|person|member|account|client|player)|they|them|their|he|she|him|his|her)\b/i;
// "mod_kim — how many events did she log": a scene that is one id alone, digits or none
const LONE_ID = /^[a-z][a-z0-9]*[_.-][a-z0-9_.-]*[a-z0-9]$/i;
// "seller_003 activity check: how many events …", "billing check: how much has pat_0042 paid",
// "Fuel dock check: …": the asker checking on something; the id, if any, is who the question is about
// ("activity check on guest_0250 — …": the same, the id after it)
const CHECK_LEAD =
  /^\s*(?:([a-z][a-z0-9]*[_-][a-z0-9_-]*\d[a-z0-9_-]*)\s+)?(?:[a-z]+\s+){0,2}[a-z]+\s+check(?:\s+on\s+([a-z][a-z0-9]*[_-][a-z0-9_-]*\d[a-z0-9_-]*))?\s*(?:[:,]|\s[-\u2013\u2014]+)\s*(?=\S)/i;
function resolveIdScene(text: string): string {
  const check = CHECK_LEAD.exec(text);
  if (check) {
    const rest = text.slice(check[0].length);
    const id = check[1] ?? check[2];
    if (!id) return rest;
    if (!(rest.match(ID_LIKE) ?? []).length)
      return POINTER.test(rest) ? rest.replace(POINTER, id) : `${id}: ${rest}`;
  }
  const m = ID_SCENE.exec(text);
  if (!m) return text;
  const lead = (m[1] ?? '').trim();
  const ids = LONE_ID.test(lead) ? [lead] : (lead.match(ID_LIKE) ?? []);
  const rest = text.slice(m[0].length);
  if (ids.length !== 1 || !POINTER.test(rest)) return text;
  return rest.replace(POINTER, ids[0] as string);
}
// "…? need it for the monday sync", "…, we need this for the board", "— we want a win-back list
// size", ", for the thank-you cards", "— for the loyalty programme pilot", "— board deck slide 4":
// why the asker asks, after the question
const PURPOSE_TAIL =
  /([?.!]|,|\s[-\u2013\u2014]|\s(?=so (?:that )?(?:we|i|they|you) can\b))\s*(?:(?:(?:i|we)\s+)?(?:need|want)\s+(?:it|this|that|these|them|the (?:numbers?|figures?|count|answer|list)|an? (?:list|table|number|figure))\s+for\b|(?:it'?s|its|it is|this is|that'?s|that is)\s+for\s+(?:the|a|an|our|my)\b|(?:i|we)\s+(?:need|want)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}(?:list|number|figure|size|estimate|ballpark)\s*[.!]?$|(?:(?:i'?m|we'?re|i am|we are)\s+)?(?:trying|planning|hoping|looking|aiming) to\b|so (?:that )?(?:we|i|they|you) can\b|(?:just\s+)?for\s+(?:the|our|a|an|my|this|next|\w+'s)\s+(?:[\w-]+\s+){0,3}(?:cards?|deck|slides?|reports?|planning|meeting|newsletter|e-?mail|post|update|review|letters?|notes?|call|sync|stand-?up|board|presentation|memo|spreadsheet|sheet|doc|write-?up|pilot|audit|retro|offsite|kickoff|all-hands|qbr|okrs?|forecast|one-pager)\s*[.!]?$|(?<=[-\u2013\u2014]\s*)(?:[\w-]+\s+){0,3}(?:deck|slides?|report|memo|presentation|newsletter|one-pager|write-?up|qbr)(?:\s+(?:slide|page|p\.?)?\s*#?\d+)?\s*[.!]?$)[^?]*$/i;
// "…? Support is asking.", "…? I'm writing the tracking docs for our new analyst.": a sentence
// after the question about who asks or why, with no number or time the question could lean on
// "…? I mean unique users": the asker correcting what is asked, which stays
const CORRECTION = /\?\s*(?:i mean|i meant|meaning|as in|rather|actually|sorry)\b/i;
const CORRECTION_WORDS = /\b(?:i mean|i meant|meaning|as in|rather|actually|sorry)\b,?/gi;
// ("…? the librarian is asking", "…? their crew lead is asking": who asks, by their role; "…? i.e. the total media_uploaded value",
// a restatement with a stored name, is kept)
const ASKER_TAIL =
  /(\?)\s*(?:i(?![.]e[.]?,?\s+[^?]*?[a-z0-9][_.][a-z])|i'm|i am|we|we're|we are|my|our|support|finance|sales|marketing|legal|ops|the team|someone|they|the(?:ir)? (?:[a-z]+ ){0,2}(?=(?:is|are|was|were) asking\b))\b[^?]*$/i;
// "(support wants to know how much got rescued)": who asks, in brackets, not what is asked
const ASIDE =
  /\s*\((?:(?:[^()]{0,60}\s)?(?:wants? to know|asked|asks|is asking|are asking|needs? (?:it|this|to know)|would like to know)\b|(?:that'?s|that is|which is|it'?s|it is|these are|they'?re|they are|(?:the )?(?:event[\s_]?)?values? (?:is|are|means?)|i\.?e\.?)[\s,]|(?:the )?(?:event[\s_]?)?values?\s*=)[^()]*\)/gi;
const MONTH_BEFORE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?\s*$/i;
// ("November 2, 2026 (the flash sale)": what happened then, in brackets right after the date)
const TIME_APPOSITION = /\s*\((?:the|that|a|our)\s+[^()\d]{2,80}\)/gi;
// ("2026-10-31 (outage day)", "on 2026-11-02 (storm)", "On October 23rd (storm day)": a name for
// the day right after its date, in lower case and with no article)
const DATE_NAMED =
  /(\b\d{4}-\d\d-\d\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?)\s*\((?!(?:only|just|excluding|including|not|no|without)\b)[a-z]+(?:\s+[a-z]+){0,2}\)/gi;
// "I just joined the analytics team, which event names exist?": who the asker is, before the
// question (not a request, "I need …, which …", and not a time the question may lean on)
const ASKER_CLAUSE =
  /^\s*(?:i|i'm|i am|we|we're|we are)\s+(?!(?:need|want|would|wonder|am wondering|was wondering|like|'d)\b)([^,:?]{0,80}),\s*(?=(?:how|what|which|who|when|where|is|are|was|were|did|do|does|can|could)\b)/i;
// "sub_0007 seems to read everything. How many events does sub_0007 have?": a statement before the
// final question that gives an impression, or is about the user the question names again, is a
// scene, unless it sets a time, narrows what is counted or the question points back into it
// ("lesson_completed carries the minutes. What's the average value?" is no scene: it names the event)
const STATEMENT = /^\s*([^.!?]{3,200})[.!]\s+(?=[^.!?]*\?\s*$)/;
const IMPRESSION =
  /\b(?:seems?|seemed|looks?|looked|appears?|appeared|feels?|felt|apparently|probably|i think|i guess|i suspect|i bet)\b/i;
// (in the asker's words: "sync-failed by day over the last 30 days." names an event, no incident)
const INCIDENT =
  /(?<![-_.])\b(?:went down|was down|were down|goes down|outage|crashed|incident|went offline|was offline|stopped working|had problems|had issues)\b(?![-_.]\w)/i;
const aboutAskedUser = (words: string, question: string): boolean => {
  const ids = words.match(ID_LIKE) ?? [];
  return ids.length > 0 && ids.every((id) => question.includes(id));
};
const NARROWS =
  /\b(?:only|just|exclud\w*|includ\w*|ignor\w*|except|assum\w*|consider\w*|focus\w*|restrict\w*|limit\w*|filter\w*|count\w*|look at|suppose|take|use|without|not|no)\b/i;
const POINTS_BACK = /\b(?:it|them|they|those|these|this one|that one|he|she|his|her|their)\b/i;
const AMOUNT = /[$€£]\s?\d[\d,.]*(?:k|m|bn)?\b|\b\d[\d,.]*\s?(?:%|k\b|usd\b|eur\b|dollars\b|euros\b)/gi;
const TIME_WORD =
  /\d|\b(?:day|days|week|weeks|month|months|year|years|today|yesterday|tonight|since|ago|quarter|hour|hours|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

/** The question without what its asker says around it. */
export function withoutAsker(text: string): string {
  return resolveIdScene(
    text
      // "For the board deck: active users …", "Need it for the board deck: …": what the answer is for
      .replace(
        /^\s*(?:(?:i |we )?need (?:it|this|these|the numbers?) )?for (?:the|our|my|a|an|this|next|tomorrow'?s?) [^:?\d]{1,60}:\s*/i,
        '',
      )
      .replace(POLITE_START, '')
      // "writing the data dictionary — list every …", "building our Q3 deck: …": what the asker is at
      .replace(
        /^\s*(?:i'?m |we'?re |currently )?(?:writing|building|preparing|putting together|updating|drafting|making|doing) (?:the|a|an|our|my|this) [^:?\u2013\u2014]{1,50}?\s*(?:[:\u2013\u2014]|\s-)\s*(?=\S)/i,
        '',
      )
      // "Finance is asking: …", "The CEO wants to know - …": who asks, before the question
      .replace(
        /^\s*(?:[a-z]+[ ,]+){0,3}[a-z]+\s+(?:(?:is|are) asking|asks|asked|(?:wants?|would like|needs?) to know)\s*(?:[:\u2013\u2014]|\s-)\s*(?=\S)/i,
        '',
      )
      // "Maintenance wants to know how many …": who asks, before the question itself
      .replace(
        /^\s*(?:[a-z]+[ ,]+){0,3}[a-z]+\s+(?:wants?|would like|needs?) to know\s+(?=(?:how|what|which|who|when|where|whether|if)\b)/i,
        '',
      )
      // "Finance wants the median InvoiceSent amount for October": a team or role wanting what is asked
      .replace(
        /^\s*((?:[a-z]+[ ,&]+){0,2}[a-z]+)\s+(?:wants?|needs?|would like|asked for|asks for|(?:is|are) asking for)\s+(?=(?:the|a|an|our|all|to see|to get)\b)/i,
        (lead, who: string) => (ABOUT_THE_ASKER.test(who) && !NARROWING.test(who) ? '' : lead),
      )
      // "Support lead here - …": who the asker is, by their role
      .replace(ASKER_HERE, '')
      .replace(POLITE_END, '$1')
      // "Sum of song_queued value since Nov 11 — that's credits spent on songs": the asker saying
      // what the value is, after a dash
      .replace(
        /\s+[-\u2013\u2014]+\s*(?:that'?s|that is|which is|i\.?e\.?,?)\s+[^?.!\u2013\u2014]*[.!]?\s*$/i,
        (tail, at: number, all: string) => (/\bvalues?\b/i.test(all.slice(0, at)) ? '' : tail),
      )
      // "How many wetsuit rentals yesterday? (wetsuit_rented)", "…? no-shows basically": a word
      // or name after the question that says what its words meant, read inside it
      .replace(
        /\?\s*(?:\(([^()?]{1,60})\)|([\w.-]+(?:\s[\w.-]+){0,2}),?\s+(?:basically|essentially|really|in short))\s*[.!]?\s*$/i,
        (_all, bracketed?: string, said?: string) => ` (${bracketed ?? said ?? ''})?`,
      )
      .replace(ASIDE, '')
      // "(for the Monday ops huddle)": the meeting the answer is for, in brackets
      .replace(
        /\s*\((?:just\s+)?for\s+(?:the|our|a|an|my|this|next|tomorrow'?s|\w+'s)\s+(?:[\w-]+\s+){0,3}(?:huddle|meeting|stand-?up|sync|call|review|report|deck|slides?|board|presentation|memo|newsletter|e-?mail|retro|qbr|all-hands|offsite|briefing)\)/gi,
        '',
      )
      // "On 2026-11-04 (the day the court gateway was down) which …": what a time just named was
      .replace(TIME_APPOSITION, (aside, at: number, all: string) =>
        (TIME_WORD.test(all.slice(Math.max(0, at - 12), at)) || MONTH_BEFORE.test(all.slice(0, at))) &&
        !NARROWING.test(aside)
          ? ''
          : aside,
      )
      .replace(DATE_NAMED, '$1')
      .replace(PURPOSE_TAIL, (_all, mark: string) => (/[?.!]/.test(mark) ? mark : ''))
      .replace(ASKER_TAIL, (tail, mark: string) =>
        // "…? I mean unique users": a correction of what is asked is kept, its "I mean" read as no
        // average; no reading combines it with the question yet, so the question is refused
        CORRECTION.test(tail)
          ? tail.replace(CORRECTION_WORDS, ' correction: ')
          : TIME_WORD.test(tail.replace(FREQUENCY, '')) || INSTRUCTION.test(tail)
            ? tail
            : mark,
      )
      .replace(/(\?)\s+([^?]+)$/, (tail, mark: string, words: string, at: number, all: string) =>
        REMARK.test(words) && isContext(words, all.slice(0, at)) ? mark : tail,
      )
      .replace(ASKER_CLAUSE, (clause, words: string) => (TIME_WORD.test(words) ? clause : ''))
      .replace(PREAMBLE, '')
      // the scene stays when the question points back into it ("how many have used it")
      .replace(SCENE, (scene, _at: number, all: string) =>
        /\b(it|them|this one|that one)\b/i.test(all.slice(scene.length)) ||
        POINTER_TIME.test(all.slice(scene.length))
          ? scene
          : '',
      )
      .replace(STATEMENT, (scene, words: string, _at: number, all: string) =>
        !(
          IMPRESSION.test(words) ||
          aboutAskedUser(words, all.slice(scene.length)) ||
          // "The print farm went down around November 2nd. How many … between 2026-11-01 and
          // 2026-11-03?": what happened, when the question gives its own time
          (INCIDENT.test(words) && !/\w[-_.]\w/.test(words) && !leansOnTime(words, all.slice(scene.length)))
        ) ||
        (TIME_WORD.test(words.replace(ID_LIKE, '')) && !INCIDENT.test(words)) ||
        NARROWS.test(words) ||
        POINTS_BACK.test(all.slice(scene.length)) ||
        POINTER_TIME.test(all.slice(scene.length))
          ? scene
          : '',
      ),
  );
}

// Who asks and for what: a team, a role, a meeting, a greeting ("Finance is reconciling the
// invoices.", "trust & safety question:", "Morning! For the ops standup —", "asking for the standup")
const ABOUT_THE_ASKER =
  /\b(?:finance|support|security|product|ops|operations|sales|marketing|legal|management|engineering|leadership|board|ceo|cfo|cto|coo|pm|founder|trust|safety|growth|analytics|exec\w*|boss|manager|lead|team|standup|stand-up|sync|meeting|deck|question|here|asking|wants to know|reconcil\w*|investigat\w*|morning|afternoon|evening|hi|hey|hello|check|says|said|reports?|reported|complain\w*|mentioned|told|eng|engineer\w*|devs?|developers?|qa|compliance|accounting|accountants?|audit\w*|investors?|data team|supervisors?|analysts?|onboarding|handover|hand-off|handoff|front desk|desk|staff|admins?|administrators?|director|vp|head of \w+|officers?|coordinators?|intern|new hire|agents?|shift lead|dispatcher|review|briefing|postmortem|retro)\b/i;
// a part that narrows what is counted is never context
export const NARROWING =
  /\b(?:only|just|exclud\w*|includ\w*|except|without|not|no(?![-\w])|never|ignor\w*|but)\b/i;
// ("every other week", "every few weeks", "one day a week": how often, no time either)
const FREQUENCY =
  /\b(?:(?:one|two|three|four|five|six|\d+|a few|some)\s+(?:days?|times?|hours?|nights?)\s+)?(?:every|each|per|a)\s+(?:(?:other|few|couple of|\d+|two|three|four)\s+)?(?:day|week|month|year|hour)s?\b/gi;
const POINTER_TIME =
  /\b(?:that|the same)\s+(?:day|week|month|date|time|period|year|quarter|range|window|span|stretch|timeframe)\b|\bthen\b/i;
// "…? That was the day the 4.2 firmware went out.": a remark on what is asked
// ("…? she is the new hygienist": who the user asked about is)
const REMARK =
  /^\s*(?:(?:that|this|it|she|he|they)\s+(?:was|is|are|were|will be)|(?:that|it|she|he)['\u2019]s|they['\u2019]re)\b/i;
const LEADING_PART =
  /^\s*([^?]{2,200}?)(?:[.!]\s+|\s*:\s*|\s+[-\u2013\u2014]+\s*|\s*[\u2013\u2014]\s*)(?=\S+\s+\S+\s+\S)/;
const TRAILING_PART = /\?\s+([^?]+)$/;
// A remark after the question, as a clause of its own: a subject ("they say …", "the redesign
// shipped …"), a gerund ("checking the backfill", "planning a maintenance window"), a diary's
// clause with no subject ("got a call from the title company"), a wish ("want
// to be sure …", "worried about the app update"), a question of its own ("is support getting swamped again?") or "PM here"
const REMARK_CLAUSE =
  /^(?:just\s+|and\s+|so\s+)?(?:(?:i|we|they|he|she|it|this|that|someone|somebody|everyone|people|something|the\s+\w+|(?:their|his|her|our|my)\s+\w+)\s+\w+|\w+\s+(?:thinks|says|said|wants|needs|asked|asks|reports|reported|noticed|mentioned|believes|suspects|complained)\b|(?:\w+\s+)?(?!(?:during|morning|evening|nothing|anything|something|everything|spring|things?|bring|ceiling|according|excluding|including|pending|remaining|outstanding|ongoing|incoming|outgoing|upcoming|missing|trending|starting|beginning|ending|following|using|paying|spending|signing)\b)\w+ing\b|(?:want|wanted|need|needed|trying|hoping|curious|wondering|worried|concerned|nervous|afraid|anxious|ballpark|roughly|approximate\w*|exact\w*)\b|(?:(?:haven'?t|hasn'?t|didn'?t)\s+)?(?:got|received|recieved|had|heard|saw|spoke|talked|took)\s+(?:a|an|the|back|from|with|some)\b|(?:is|are|was|were|do|does|did|has|have|will|can|could|should|would)\s+\w+\s+\w+|\w+\s+here\b)/i;
// a remark that says what to measure, or corrects the question, is part of it
const MEASURE_TAIL =
  /\b(?:i mean|i meant|meaning|as in|rather|instead|actually|sorry|unique|distinct|users?|people|customers|average|mean|median|total|sum|value|percent\w*|share|rate|per|each|top|most|least|count|number|how many|how much)\b|%/i;
// the last part, after a question mark, a dash, a full stop or a comma
const REMARK_TAIL =
  /(?:\?\s+|\s+[-\u2013\u2014]+\s+|\s*[\u2013\u2014]\s*|\.\s+|,\s+)([^?.,\u2013\u2014]+[?.!]?)\s*$/;

const GUESS_TAIL =
  /\?\s*((?:my (?:guess|bet|hunch) is|guessing|i(?: would|'d)? guess|i bet|i suspect|i expect|expecting|probably|maybe|hopefully|i hope)\b[^?]*)$/i;
const ASKS_BUCKET = /\b(?:which|what) (?:weekday|day of the week|day|hour|time of day|month|week)\b/i;
const THE_BUCKET_ASKED = /\b(?:that|this|the same)\s+(?:day|weekday|hour|week|month)\b/gi;
// ("… first half of our data window... simpler: active 8 to 4 weeks ago but not …": the asker's
// own plainer words, after a colon)
const RESTATED =
  /^(.{3,200}?)[\s,;:?.!-]*\b(?:(?:i\.?e\.?|that is|in other words|aka)[,:]?|(?:simpler|more simply|put simply|simply put|or rather|rephrased|to rephrase|in short)\s*:)\s+(\S.{5,})$/i;

// What someone else says or guesses, or how things seem: a statement of its own, whose "never" or
// capitals are its own ("customer says the second refund never arrived", "Treasury batch might be stuck")
const REPORTED =
  /^(?:(?:the|a|an|our|my|one|some)\s+)?(?:\w+\s+){0,3}?(?:says|said|thinks|thought|claims|claimed|insists|swears|believes|suspects|complained|tells me|told me|might be|may be|could be|seems|seemed|looks like|feels|felt)\b/i;

// what the asker (or someone for them) wants counted: never a remark
const INSTRUCTION =
  /\b(?:only|exclud\w*|includ\w*|except|without|ignor\w*|(?:don'?t|do not|not) count|leave out|skip\w*|filter\w*)\b/i;

/** A remark after the question that the question can do without ("want to be sure the batteries are still talking to us"). */
function isRemark(part: string, rest: string): boolean {
  const words = part.replace(/[?.!]+$/, '').trim();
  if (
    REPORTED.test(words) &&
    !MEASURE_TAIL.test(words) &&
    !INSTRUCTION.test(words) &&
    !leansOnTime(words, rest)
  )
    return true;
  if (!REMARK_CLAUSE.test(words) || MEASURE_TAIL.test(words)) return false;
  // "…, and the date span the data covers": one more thing asked for, never a remark to leave out
  if (/^and\s+(?:the|what|how|which|when|who|where|their|its|our)\b/i.test(words)) return false;
  // "but" only narrows as "but not" / "but only"
  // (nor "just" before a wish: "just want to confirm their start")
  const plain = words
    .replace(/\bbut\b(?!\s+(?:not|only|no|without|except|excluding))/gi, '')
    .replace(
      /\bjust\s+(?=(?:want|wanted|need|needed|checking|trying|curious|wondering|making sure|confirming|[a-z]+ed)\b)/gi,
      '',
    );
  if (NARROWING.test(plain)) return false;
  if (/^\s*\S+.*?\b[A-Z][a-z]+\b/.test(words) && !/^\s*\w+\s+here\b/i.test(words)) return false;
  return !leansOnTime(words, rest);
}

/**
 * "busiest day in the last 60 days? looks like we had a spike at some point": what someone says
 * or how things seem, as a sentence after the question, is no part of it (its "spike" asks no
 * comparison). The question before it, and what it leaves out.
 */
export function withoutReportedTail(question: string): { question: string; left: string[] } | null {
  const m = /\?\s+([^?]+)$/.exec(question);
  const part = (m?.[1] ?? '').replace(/[.!]+$/, '').trim();
  const rest = m ? question.slice(0, m.index + 1) : '';
  if (
    !m ||
    !REPORTED.test(part) ||
    MEASURE_TAIL.test(part) ||
    INSTRUCTION.test(part) ||
    NARROWING.test(part) ||
    leansOnTime(part, rest) ||
    namesSomeoneElse(part, rest)
  )
    return null;
  return { question: rest, left: [part] };
}

/** Whether a part names a time the rest of the question lacks or points back to ("that day"). */
function leansOnTime(part: string, rest: string): boolean {
  return namesTime(part) && (!namesTime(rest) || POINTER_TIME.test(rest));
}

/** Whether a part has a word of time; an id, an amount ("$15k", "40%") or a list's size ("top 3") is none. */
function namesTime(part: string): boolean {
  return TIME_WORD.test(
    part.replace(ID_LIKE, '').replace(FREQUENCY, '').replace(AMOUNT, '').replace(LIST_SIZE, ''),
  );
}
const LIST_SIZE =
  /\b(?:top|first|bottom|best|worst)\s+\d+\b|\b\d+\s+(?:most|least|biggest|largest|top|busiest)\b/gi;

/**
 * "own_00150 keeps complaining. how many ratings have they left": a user id the rest of the
 * question does not name again is who the question is about, never context.
 */
function namesSomeoneElse(part: string, rest: string): boolean {
  const ids = part.match(ID_LIKE) ?? [];
  return ids.some((id) => !rest.toLowerCase().includes(id.toLowerCase()));
}

/** Whether a part around the question is the asker's context, which the question can do without. */
function isContext(part: string, rest: string): boolean {
  if (!(ABOUT_THE_ASKER.test(part) || REMARK.test(part) || IMPRESSION.test(part)) || NARROWING.test(part))
    return false;
  // a proper name after the first word ("Marketing question about Germany") may be what is counted,
  // unless the part only says what a time the question names was ("… on Nov 5? That was the night
  // Screen 4's projector went bang.")
  const whatThatTimeWas = /^\s*(?:that|it|this)\s+(?:was|is|were)\b/i.test(part) && TIME_WORD.test(rest);
  if (!whatThatTimeWas && /^\s*\S+.*?\b[A-Z][a-z]+\b/.test(part)) return false;
  return !leansOnTime(part, rest);
}

/** "pilots and customers together", "staff included": people nouns and words of joining only. */
function aboutEveryone(aside: string): boolean {
  const words = aside.toLowerCase().match(/[a-z']+/g) ?? [];
  const person = (w: string) =>
    ROLE_NOUNS.test(w) || USERS_WORD.test(w) || isPersonNoun(w) || isPersonNoun(w.replace(/s$/, ''));
  return (
    words.some(person) &&
    words.every(
      (w) =>
        person(w) ||
        /^(?:and|or|both|together|all|alike|included|including|incl|plus|as|well|too|also|the|our|of|them|combined)$/.test(
          w,
        ),
    )
  );
}

/**
 * Shorter readings of a question that could not be read whole: without the asker's context
 * before it (a lead-in or sentences about who asks), after it (a sentence after the question),
 * or both. Tried in order; only when the whole question was refused.
 */
export function withoutContext(question: string): { question: string; left: string[] }[] {
  const left: string[] = [];
  let head = question;
  for (let m = LEADING_PART.exec(head); m; m = LEADING_PART.exec(head)) {
    const rest = head.slice(m[0].length);
    if (!isContext(m[1] ?? '', rest) || namesSomeoneElse(m[1] ?? '', rest)) break;
    left.push((m[1] ?? '').trim());
    head = rest;
  }
  // an aside in brackets at the end: "(click spend leaders)", "(same range)"
  const aside = /\s*\(([^()]{1,80})\)\s*([?.!]*)\s*$/.exec(head);
  if (aside && !NARROWING.test(aside[1] ?? '') && !TIME_WORD.test(aside[1] ?? '')) {
    left.push(`(${aside[1] ?? ''})`);
    head = `${head.slice(0, aside.index)}${aside[2] ?? ''}`;
  }
  // "How many users (pilots and customers together) have we got": an aside that says which
  // people the question's users are, all of them, narrows nothing
  const people = /\s*\(([^()]{1,80})\)/.exec(head);
  if (people && aboutEveryone(people[1] ?? '')) {
    left.push(`(${people[1] ?? ''})`);
    head = `${head.slice(0, people.index)}${head.slice(people.index + people[0].length)}`;
  }
  const out: { question: string; left: string[] }[] = [];
  if (left.length) out.push({ question: head, left: [...left] });
  const tail = TRAILING_PART.exec(question);
  if (tail && isContext(tail[1] ?? '', question.slice(0, tail.index))) {
    const cut = (q: string) => q.slice(0, q.lastIndexOf('?') + 1);
    out.push({ question: cut(question), left: [(tail[1] ?? '').trim()] });
    if (left.length) out.push({ question: cut(head), left: [...left, (tail[1] ?? '').trim()] });
  }
  // "…? guessing Monday because of the weekend backlog": the asker's guess at the answer; its
  // weekday or hour is the answer's own kind of bucket, not a time the question is about
  const guess = GUESS_TAIL.exec(question);
  if (guess) {
    const part = guess[1] ?? '';
    const rest = question.slice(0, guess.index + 1);
    if (
      !NARROWING.test(part) &&
      !namesSomeoneElse(part, rest) &&
      (ASKS_BUCKET.test(rest) || !leansOnTime(part, rest))
    )
      out.push({ question: rest, left: [part.trim()] });
  }
  // remarks of their own after the question (up to three, the last first), with or without the lead-in left out
  const starts: [string, string[]][] = left.length
    ? [
        [head, [...left]],
        [question, []],
      ]
    : [[question, []]];
  for (const [start, before] of starts) {
    let text = start;
    const dropped: string[] = [];
    for (let k = 0; k < 3; k++) {
      const remark = REMARK_TAIL.exec(text);
      const part = remark?.[1] ?? '';
      const rest = remark ? text.slice(0, remark.index).trim() : '';
      if (!remark || !/\S\s+\S+\s+\S/.test(rest) || !(isRemark(part, rest) || isContext(part, rest))) break;
      dropped.unshift(part.trim());
      text = /[?.!]$/.test(rest) ? rest : `${rest}?`;
      out.push({ question: text, left: [...before, ...dropped] });
    }
  }
  return out;
}

/**
 * "longest job we ever did? i.e. the max Job Completed value": the asker says it again, plainly;
 * the plain words alone, where the first words add no time, user or condition of their own.
 * Tried whatever refused the whole (an ambiguous "job" included: the restatement names it).
 */
export function withoutRestated(question: string, now: number): { question: string; left: string[] }[] {
  const restated = RESTATED.exec(question);
  if (!restated) return [];
  const [, head = '', rest = ''] = restated;
  if (NARROWING.test(head) || namesSomeoneElse(head, rest)) return [];
  if (!leansOnTime(head, rest)) return [{ question: rest, left: [head.trim()] }];
  // ("How many litres went into the fermenters last month? i.e. total BatchStarted value": the
  // plain words, with the time the first words gave, where they give one and the rest none)
  const timed = withTimeOf(head, rest, now);
  return timed ? [timed] : [];
}

/** The preposition a time phrase is said with ("in the last 3 months"), kept with it when it moves. */
const TIME_PREPOSITION = /(?:\b(?:on|in|during|over|for|from|since)\s+)?$/i;

/** The rest of a question with the one time its first part names, where the rest names none. */
function withTimeOf(head: string, rest: string, now: number): { question: string; left: string[] } | null {
  const times = findTimePhrases(head.toLowerCase(), now);
  if (times.length !== 1 || namesTime(rest) || !times[0]) return null;
  const { start, end } = times[0];
  const by = TIME_PREPOSITION.exec(head.slice(0, start))?.[0] ?? '';
  const time = head.slice(start - by.length, end).trim();
  return { question: `${rest.replace(/[?.!\s]+$/, '')} ${time}?`, left: [head.trim()] };
}

// a part that hangs on the question by a preposition or a conjunction ("— during the outage",
// "— for the enterprise plan") says when or which, never a remark
const ATTACHED =
  /^(?:during|while|whilst|when|at|in|on|for|from|after|before|since|until|till|between|among|within|over|under|by|with|of|per|and|or|plus|then|also|as|to|via|across|where)\b/i;
const COMMA_ASKS = /\b(?:what|which|how|who|whom|when|where|why|or)\b/i;
// a part that asks for something done ("then translate it into Klingon", "and write a haiku about
// it", "please chart it"): a request of its own, which the answer cannot leave out unsaid
const REQUEST =
  /(?:^|\b(?:then|and|also|please|pls|now|so)\s+)(?:write|compose|translate|draw|draft|email|e-mail|send|post|summari[sz]e|explain|make|generate|create|chart|plot|graph|predict|forecast|export|format|rewrite|sing|tell|give|show|list|put|turn|convert|read|print|tweet|share)\b/i;
// where a remark after the question may begin: a question mark, a dash, a full stop, a semicolon, a colon
const TAIL_START = /(?:\?|\s[-\u2013\u2014]+|[\u2013\u2014]|[.;:,](?=\s))\s*/g;

/**
 * "sms.sent in September versus October — the SMS vendor bills per message", "OrderPlaced on Nov 2
 * vs Oct 26 - how much did the outage cost us in orders?": where every word no reading explained
 * lies in the last part, after a question mark, a dash or a full stop, the question before it alone,
 * with that part left out as the asker's remark. Never a part that narrows ("only", "not"), hangs on
 * the question by a preposition ("during the outage"), names a user id, or gives a time the question
 * before it lacks.
 */
export function withoutUnreadTail(
  question: string,
  unread: readonly string[],
): { question: string; left: string[] }[] {
  if (!unread.length) return [];
  const starts = [...question.matchAll(TAIL_START)].map((m) => ({
    at: m.index,
    from: m.index + m[0].length,
  }));
  for (const { at, from } of starts.reverse()) {
    const head = question.slice(0, at + (question[at] === '?' ? 1 : 0)).trim();
    const tail = question.slice(from).trim();
    if (!tail || head.split(/\s+/).length < 3) continue;
    const lower = tail.toLowerCase();
    if (!unread.every((w) => lower.includes(w.toLowerCase()))) continue;
    // (after a comma, a part that asks or measures is the question itself: "out of everyone active
    // in the last 14 days, what percentage clocked in", "which email client, Gmail or Outlook?")
    if (question[at] === ',' && (COMMA_ASKS.test(tail) || MEASURE_TAIL.test(tail))) return [];
    // ("just checking the release billing looks sane": "just" before what the asker does narrows nothing)
    if (
      NARROWING.test(tail.replace(/^just\s+(?=\w+ing\b|curious|want|wanted|need|making sure)/i, '')) ||
      ATTACHED.test(tail) ||
      REQUEST.test(tail) ||
      (tail.match(ID_LIKE) ?? []).length ||
      // ("which weekday is quietest? thinking about giving the crew that day off": the day asked for)
      leansOnTime(ASKS_BUCKET.test(head) ? tail.replace(THE_BUCKET_ASKED, ' ') : tail, head)
    )
      return [];
    return [{ question: head, left: [tail] }];
  }
  return [];
}

// a short question of its own before the question ("Do reminders work? Of the users who …")
const LEAD_QUESTION = /^\s*([^?.!:]{3,80}\?)\s+(?=\S+\s+\S+\s+\S[^?]*\?\s*$)/;
// a lead-in before a colon or a dash ("New to the team - give me the lay of the land: how many …")
// ("the gateway came back after the outage, so how many …": the asker's reasoning before ", so")
const LEAD_IN =
  /^\s*([^?:.!]{3,80}?)(?:\s*:\s*|\s+[-\u2013\u2014]+\s+|\s*[\u2013\u2014]\s*|,\s+so\s+(?=(?:how|what|which|who|when|where|did|do|does|is|are|was|were|can|could)\b))(?=\S+\s+\S+\s+\S)/i;

// a sentence before the question, and the question's pointer to a time ("that day", "then")
// ("On Nov 7th the north cameras were down — how many … that day?": a dash ends it too)
const TIME_SCENE =
  /^\s*([^?.!;\u2013\u2014]{3,200}?)(?:[.!;]\s+|\s+[-\u2013\u2014]+\s+|\s*[\u2013\u2014]\s*)(?=\S+\s+\S+\s+\S[^?]*\?\s*$)/;
const TIME_POINTER =
  /(?:\b(?:on|in|during|over|for|since|after|before)\s+)?\b(?:(?:that|the same)\s+(?:day|week|month|date|time|period|year|quarter)\b|then\b)/i;

const DAY_MS = 86_400_000;
const POINTER_DAYS: Record<string, [number, number]> = {
  day: [1, 1],
  date: [1, 1],
  week: [7, 7],
  month: [28, 31],
  quarter: [90, 92],
  year: [365, 366],
};
/** "Nov 4 … that week" is not the week of Nov 4 in the question's words: the pointer's unit must be the time's length. */
function fitsPointer(time: FoundRange, pointer: string): boolean {
  const unit = /\b(day|date|week|month|quarter|year)\b/i.exec(pointer)?.[1]?.toLowerCase();
  const bounds = unit ? POINTER_DAYS[unit] : undefined;
  const { from, to } = time.range ?? {};
  if (!bounds || from == null || to == null) return true;
  const days = (to - from) / DAY_MS;
  return days >= bounds[0] && days <= bounds[1];
}

/**
 * "someone said the system went crazy on Nov 2. how many events did we record that day?": a
 * sentence before the question that names one time, which the question points back to, gives
 * the question that time in the pointer's place; the rest of the sentence is left out. Only
 * where the sentence narrows nothing and names no user, and (checked by the caller) no event
 * the question does not name.
 */
function resolveTimeScene(asked: string, now: number): { question: string; left: string[] } | null {
  // ("Support here. The payment page was down on 2026-11-08. How many … that day?": who asks first)
  const question = asked.replace(ASKER_HERE, '');
  const m = TIME_SCENE.exec(question);
  const part = m?.[1] ?? '';
  const rest = question.slice(m?.[0].length ?? 0);
  const pointer = TIME_POINTER.exec(rest);
  if (!m || !pointer || NARROWING.test(part) || (part.match(ID_LIKE) ?? []).length) return null;
  // the question's own time, besides the pointer, would make two periods
  if (TIME_WORD.test(rest.slice(0, pointer.index) + rest.slice(pointer.index + pointer[0].length)))
    return null;
  if (POINTS_BACK.test(rest)) return null;
  const times = findTimePhrases(part.toLowerCase(), now);
  const time = times[0];
  if (times.length !== 1 || !time || !fitsPointer(time, pointer[0])) return null;
  const lead = TIME_PREPOSITION.exec(part.slice(0, time.start))?.[0] ?? '';
  // "… launched on 2026-10-06. how many … since then": the pointer's own edge word is the question's
  const edge = /^(since|after|before)\s/i.exec(pointer[0])?.[1];
  const phrase = edge
    ? `${edge} ${part.slice(time.start, time.end).trim()}`
    : part.slice(time.start - lead.length, time.end).trim();
  const ask = `${rest.slice(0, pointer.index)}${phrase}${rest.slice(pointer.index + pointer[0].length)}`;
  return {
    question: ask,
    left: [`${part.slice(0, time.start - lead.length)}${part.slice(time.end)}`.trim()],
  };
}

/**
 * The question without what comes before it, when that is no context the asker's words say it
 * is: a question of its own or a lead-in before a colon. Weaker than withoutContext: the caller
 * takes such a reading only where what it leaves out names no event the rest does not name.
 */
export function withoutLead(question: string, now: number): { question: string; left: string[] }[] {
  const out: { question: string; left: string[] }[] = [];
  const timed = resolveTimeScene(question, now);
  if (timed) out.push(timed);
  const asked = LEAD_QUESTION.exec(question);
  // "Do we track a pesticide_applied event? how many of those are there?": the rest points back to it
  const pointsBack = (rest: string) => POINTS_BACK.test(rest) || /\b(?:that|such)\b/i.test(rest);
  if (
    asked &&
    !NARROWING.test(asked[1] ?? '') &&
    !pointsBack(question.slice(asked[0].length)) &&
    !namesSomeoneElse(asked[1] ?? '', question.slice(asked[0].length))
  )
    out.push({ question: question.slice(asked[0].length), left: [(asked[1] ?? '').trim()] });
  const left: string[] = [];
  let head = question;
  for (let k = 0, m = LEAD_IN.exec(head); m && k < 3; k++, m = LEAD_IN.exec(head)) {
    const part = m[1] ?? '';
    // "Marketing question about Germany:": what it is about may be what is counted
    if (NARROWING.test(part) || /\babout\b|^\s*\S+.*?\b[A-Z][a-z]+\b/.test(part)) break;
    if (namesSomeoneElse(part, head.slice(m[0].length))) break;
    // (an aside that glosses the value, "(it is minutes offline)", points nowhere)
    if (pointsBack(head.slice(m[0].length).replace(ASIDE, ''))) break;
    if (leansOnTime(part, head.slice(m[0].length))) {
      // "Who harvested the most honey in the last 3 months — top 3 by summed HarvestRecorded
      // value?": the question asked again, plainly, with the time the first asking gave
      const timed = withTimeOf(part, head.slice(m[0].length), now);
      if (timed) out.push({ question: timed.question, left: [...left, ...timed.left] });
      break;
    }
    left.push(part.trim());
    head = head.slice(m[0].length);
    out.push({ question: head, left: [...left] });
  }
  return out;
}
