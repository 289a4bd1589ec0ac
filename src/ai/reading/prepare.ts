// The question's text before it is read: slips of typing fixed (typos.ts), contractions and
// abbreviations expanded, what the asker says around the question left out (asker.ts), time
// phrases found.
import {
  NUMBER_WORDS,
  digitizeNumberWords,
  expandTimeShorthands,
  findTimePhrases,
  settleSlashDates,
} from '../time-range.js';
import type { FoundRange } from '../time-range.js';
import { findUserMentions } from '../user-ids.js';
import type { UserMention } from '../user-ids.js';
import { withoutAsker } from './asker.js';
import { PHYSICAL_UNITS } from './lexicon.js';
import { fixTypos } from './typos.js';

export interface PreparedQuestion {
  text: string;
  times: FoundRange[];
  /** The question with time phrases blanked, original case. */
  withoutTimes: string;
  /** A physical unit the question names ("km", "kWh"): the value of some event, read as "value" in `text`. */
  unit?: string;
  /** "how long since the last X", "how many days since": the answer gives the time elapsed too. */
  elapsed?: boolean;
}

/** The question asks for the time elapsed since an event (read before "how long since" becomes "when"). */
const ELAPSED =
  /\bhow long (?:ago|since|has it been)\b|\bhow many (?:minutes|hours|days|weeks) (?:ago|since|has it been|have passed)\b/i;

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
  // written without the apostrophe: "havent", "didnt", "dont"
  [/\b(have|has|had|did|does|do|is|are|was|were|could|should|would)nt\b/gi, '$1 not'],
  [/\b(won)'t\b/gi, 'will not'],
  [/\b(can)'t\b/gi, 'can not'],
  [/\b(\w+)n't\b/gi, '$1 not'],
  [/\b(\w+)'(ve)\b/gi, '$1 have'],
  [/\b(\w+)'(re)\b/gi, '$1 are'],
  [/\b(\w+)'(ll)\b/gi, '$1 will'],
  [/\b(i|you|we|they|he|she|it)'d\b/gi, '$1 would'],
  [/\b(what|who|where|when|how|that|there|it|here|she|he)'s\b/gi, '$1 is'],
  // "whats the earliest event", "hows", "wheres": the same without the apostrophe
  [/\b(what|where|how)s\b/gi, '$1 is'],
  // spoken forms
  [/\bgimme\b/gi, 'give me'],
  [/\blemme\b/gi, 'let me'],
  [/\bwanna\b/gi, 'want to'],
  [/\bgonna\b/gi, 'going to'],
];
const expandContractions = (text: string): string =>
  CONTRACTIONS.reduce((s, [re, by]) => s.replace(re, by), text);

// Physical units a value is measured in ("total kWh"), with the energy units said only as a total
const UNITS = `kw|mwh|wh|watts|kilowatt[- ]hours|m³|${PHYSICAL_UNITS}`;

// Currencies a total is said in ("total CHF"): the values carry none, so the value itself
// a period right after "log(ged) in" ("log in September", "logged in the past 3 days"): the
// logging happened in it, no one logged in (a lookahead, for new RegExp)
const LOGGED_PERIOD =
  '(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b|\\d|(?:this|last|the) (?:week|month|year|quarter)\\b|(?:the )?(?:past|last|previous) \\w+|yesterday\\b|today\\b|total\\b)';
const CURRENCIES = 'chf|usd|eur|gbp|jpy|cad|aud|sek|nok|dkk|inr|dollars|euros|pounds|francs';

// Latin abbreviations of the prose around a question
const LATIN = /\b(?:i\.e\.|e\.g\.|etc\.?|viz\.)(?=\s|,|$)/gi;

// "… in October then got a seller-payout that same month": the one period the question names
const SAME_PERIOD =
  /\s*\b(?:in |during |within |over |on )?(?:that|the) same (?:day|week|month|year|quarter)\b(?!\s+(?:last|previous|prior|of|as|a|the|in)\b)/gi;
function sameAsTheOne(text: string, now: number): string {
  const without = text.replace(SAME_PERIOD, '');
  if (without === text) return text;
  return findTimePhrases(without.toLowerCase(), now).length === 1 ? without : text;
}

// "the 30 days before the last 30, with nothing in the last 30": the unit said once is every one's
// ("last 30 days vs the 30 before": the same)
const BARE_LAST = /\b(the (?:last|past|previous|prior) )(\d+)\b(?!\s*(?:[a-z]|[-\u2013]\s*\d))/gi;
const BARE_BEFORE = /\b(the )(\d+)(?= (?:before|prior|preceding|earlier)\b)/gi;
function sameUnit(text: string): string {
  const unitOf = (bare: string, lead: string, n: string) => {
    const unit = new RegExp(`\\b${n}\\s+(days?|weeks?|months?|years?|hours?)\\b`, 'i').exec(text)?.[1];
    return unit ? `${lead}${n} ${unit}` : bare;
  };
  return text.replace(BARE_LAST, unitOf).replace(BARE_BEFORE, unitOf);
}

export function prepareQuestion(question: string, now: number): PreparedQuestion {
  const prepared = digitizeNumberWords(
    expandTimeShorthands(
      expandAbbreviations(
        expandContractions(
          sameUnit(settleSlashDates(question.slice(0, 2000)))
            // "what share of our logged work is …": of all the events
            .replace(/\b(?:our |the )?(?:logged|recorded|tracked) (?:work|activity)\b/gi, 'all events')
            // "distinct users with Waiver Signed — i.e. first-timers": who they are, said again
            .replace(
              /\s*[-\u2013\u2014,(]?\s*i\.?e\.?,?\s+(?:the\s+)?(?:first[- ]timers?|newcomers|newbies|regulars|new (?:folks|people|customers|users|members))\)?\s*(?=[?.!]|$)/gi,
              '',
            )
            // "offers got turned down": declined
            .replace(/\b(got|get|gets|were|was|been|be|are|is) turned down\b/gi, '$1 declined')
            // "how many alarms went off": happened
            .replace(/\s+(?:went|go|goes|going|gone) off\b(?!\s+(?:the|a|an)\b)/gi, '')
            // "revenue per day yesterday? no, just events per day for the last 3 days": the asker
            // takes the first question back and asks the second
            .replace(
              /^[^?]*\?\s*(?:no|nah|nope|scratch that|wait|actually|sorry)\s*[,.!\u2013\u2014-]+\s*(?:just|only|rather|instead|i mean)\s+(?=\S)/i,
              '',
            )
            // "biggest customer by job_completed count": the top one by it
            .replace(
              /\b(?:biggest|largest)(\s+(?:\w+\s+)?(?:customers?|users?|clients?|members?|accounts?|buyers?|players?|patients?|subscribers?))(?=\s+by\b)/gi,
              'top$1',
            )
            // "minimum and... actually just the max": the measure the asker settles on
            .replace(
              /\b(?:min(?:imum)?|max(?:imum)?|average|avg|mean|median|total|sum)(?:\s+(?:and|or|&)(?:\s+(?:min(?:imum)?|max(?:imum)?|average|avg|mean|median|total|sum))?)?\s*(?:\.{2,}|\u2026|[-\u2013\u2014]+|,)\s*(?:actually|no wait|wait|sorry|scratch that|i mean)\b,?\s*(?:(?:just|only)\s+)?/gi,
              '',
            )
            // the API's own field names ("sum of eventValue"): the value, the event's name
            .replace(/\bevent_?value\b/gi, 'event value')
            // "last week, Monday to Sunday": the days of the week named, not a second period
            .replace(
              /\b((?:last|this|previous|past|that) week),?\s*\(?(?:from\s+)?mon(?:day)?\s*(?:to|through|thru|-|\u2013)\s*sun(?:day)?\)?/gi,
              '$1',
            )
            // "60 to 30 days ago (the 30 days before the last 30)": the period said again, in brackets
            .replace(
              /\b(ago|days?|weeks?|months?|fortnight|year)\s*\(([^()]{3,60})\)/gi,
              (all, lead: string, inner: string) =>
                inner
                  .toLowerCase()
                  .split(/[\s,.]+/)
                  .filter(Boolean)
                  .every((w) =>
                    /^(?:\d+|\d+-\d+|the|a|an|days?|weeks?|months?|hours?|before|after|last|past|previous|prior|preceding|i|e|ie|that|is|from|to|ago|active|nothing|none|no|since|then|quiet|inactive|events?)$/.test(
                      w,
                    ),
                  )
                  ? lead
                  : all,
            )
            // "how many distinct userIds": the users
            .replace(/\buser_?ids\b/gi, 'users')
            // "the dollar value of X": its value (the values carry no currency to convert)
            .replace(/\b(?:dollar|euro|pound|usd|eur|gbp)\s+(value|amount|total)s?\b/gi, '$1')
            // "(call minutes)", "(in USD)", "(hours worked)": the unit of the value written beside it, not a condition
            .replace(
              /\s*\((?:[^()]{0,30}\s)?(?:minutes|mins|seconds|secs|hours|nights|points|dollars|usd|eur|euros|cents|stars)(?:\s+(?:worked|spent|used|driven|delivered|charged|billed|played|watched|logged|booked|taken|earned))?\)/gi,
              '',
            )
            // "total kWh", "how many kWh", "kWh totals", ", in kWh": a physical unit names the value it is measured in
            .replace(new RegExp(`,?\\s*\\(?\\bin (?:${UNITS})\\)?(?=\\s*[?.!]?\\s*$)`, 'gi'), '')
            .replace(new RegExp(`\\bhow many (?:${UNITS})\\b`, 'gi'), 'how much value')
            // "saved the most kWh in PeakEventJoined events", "(kWh)" after what it measures
            .replace(new RegExp(`\\b(most|least|fewest) (?:${UNITS})\\b`, 'gi'), '$1 value')
            // ("the Mod Installed volume (MB)": an amount said in a unit is the values' total)
            .replace(
              new RegExp(`\\b(?:volume|size|amount|quantity)\\s*\\((?:${UNITS})\\)`, 'gi'),
              'total value',
            )
            .replace(new RegExp(`\\s*\\((?:${UNITS})\\)`, 'gi'), '')
            .replace(
              new RegExp(
                `\\b(total|sum of|sum of the|average|avg|mean|max|maximum|min|minimum|median|highest|lowest)\\s+(?:${UNITS})\\b`,
                'gi',
              ),
              '$1 value',
            )
            .replace(new RegExp(`\\b(?:${UNITS})\\s+(totals?|sums?)\\b`, 'gi'), 'value $1')
            // "Total CHF from lift_pass_purchased", "how many dollars": the money named is the value
            .replace(
              new RegExp(
                `\\b(total|sum of|sum of the|average|avg|mean|max|maximum|min|minimum|median|highest|lowest)\\s+(?:${CURRENCIES})\\b`,
                'gi',
              ),
              '$1 value',
            )
            // "by harvest_recorded kilograms", "irrigation-run-started litres": a unit right after a name as stored
            .replace(
              new RegExp(`\\b([A-Za-z][\\w]*[_.-][\\w.-]*\\w|[a-z]+[A-Z]\\w*)\\s+(?:${UNITS})\\b`, 'g'),
              '$1 value',
            )
            // "total SystemCommissioned watts": the unit after the name
            .replace(
              new RegExp(
                `\\b(total|sum|average|avg|mean|max|maximum|min|minimum|median|highest|lowest)\\b([^?.,;]{1,60}?)\\s(?:${UNITS})\\b`,
                'gi',
              ),
              '$1$2 value',
            )
            // how the answer should look ("one line per day", "as a table"): every answer lists its figures
            .replace(
              /,?\s*\b(?:one|a) (?:line|row) (?:per|for each|for every|each) (?:day|week|month|hour|user|event)\b/gi,
              '',
            )
            .replace(/,?\s*\bas an? (?:table|list|bullet list)\b/gi, '')
            // "unique users in the system", "on the platform": the account's own events
            .replace(
              // ("which weekday is busiest across the network": of every clinic or store)
              /\s*\b(?:in|on|across|within) (?:the|our) (?:system|platform|event (?:stream|feed))\b|\s*\bacross (?:the|our) (?:whole |entire )?network\b/gi,
              '',
            )
            // "at what hour is the system busiest": the account's events
            .replace(
              /\b(is|was) (?:the|our) (?:system|platform|app|site|service) (?=(?:busiest|quietest|most active|least active)\b)/gi,
              '$1 ',
            )
            // "when did we last hear from bot_7": when it was last seen
            .replace(/\b(last|first) (?:hear|heard) from\b/gi, '$1 see')
            // "anyone new this week?", "who is new": the new users
            .replace(/\b(?:anyone|anybody|someone|somebody) new\b/gi, 'any new users')
            .replace(/\bwho(?: is| are|'s| was| were) new\b/gi, 'who are the new users')
            // "crew_07's 3 most recent events — what were they?": the list named before the pointer is what is asked
            .replace(
              /^(.*\b(?:\d+|most recent|latest|newest|last|first|top|biggest|largest)\b.*?)\s*(?:[-\u2013\u2014:,]+)\s*(?:what|which)(?: ones)? (?:were|are|was|is) (?:they|those|these|them|it)\s*\?*\s*$/i,
              '$1?',
            )
            // "top 2 things atty_0042 does in the product": what a user does is their events
            .replace(
              /\b((?:top|main|most common|most frequent|the)\s+(?:\d+\s+)?)things(?= \S+ (?:does|do|did)\b)/gi,
              '$1actions',
            )
            .replace(
              /\s+(?:does|do|did)(?: in (?:the|our) (?:product|app|tool|service))?(?=\s+(?:in|on|during|over|since|this|last|today|yesterday)\b|\s*[?.!]?\s*$)/gi,
              (verb, at: number, all: string) => (/\bactions \S+$/i.test(all.slice(0, at)) ? '' : verb),
            )
            // "median starting price on listing_created", "average order size of X": what the value
            // of the event named after it measures (one describing word allowed before the noun)
            .replace(
              /\b(average|avg|mean|median|max|maximum|min|minimum|total|highest|lowest|biggest|largest|smallest)\s+(?:(?!(?:number|count|amount|value|time|day|week|month|hour)\b)([a-z]+)\s+)?(?:prices?|costs?|fees?|amounts?|sizes?|lengths?|durations?)(?:\s+(?:paid|charged|spent|given))?\s+(on|of|for)\b/gi,
              (all, agg: string, word: string | undefined, prep: string) =>
                // the describing word is a plain word, never a stored name ("smallest RoomServiceOrdered amount")
                word && /[A-Z_.]/.test(word) ? all : `${agg} value ${prep}`,
            )
            // "September vs October, with the % change": every comparison gives its change
            .replace(
              /,?\s*(?:with|and|plus|incl\.?|including) (?:the )?(?:%|percent(?:age)?|pct) (?:change|difference|diff)\b/gi,
              '',
            )
            // "which day spiked", "what hour peaked": the busiest one
            .replace(
              /\b(which|what) (day|week|month|hour|weekday)( of the (?:week|day))? (?:spiked|peaked)\b/gi,
              '$1 $2$3 had the most events',
            )
            // "(week starts monday)", "(Mon-Sun)": the week as SEMANTICS has it, said in brackets
            .replace(
              /\s*\((?:the\s+)?(?:weeks?\s+(?:starts?|begins?|runs?)(?:\s+on)?\s+mon(?:day)?s?|mon(?:day)?\s*(?:-|–|to|through)\s*sun(?:day)?)\)/gi,
              '',
            )
            // "…? exact number pls, not a ballpark": how precise the asker wants it, which every answer is
            .replace(
              /([?.!,])\s*(?:i need |need |give me )?(?:the |an? )?(?:exact|precise)(?: number| figure| count| answer| numbers| figures)?(?:\s+(?:please|pls|plz))?(?:,?\s*not an? (?:ballpark|estimate|guess|approximation|rough (?:number|guess|figure)))?\s*[.!]?\s*$/i,
              '$1',
            )
            // "since the start of September": from its first day
            .replace(
              /\b(since|from|after)\s+the\s+(?:start|beginning)\s+of\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b/gi,
              '$1 $2 1st',
            )
            // "top 3 events for her", after one user's id: that user
            .replace(
              /\s+(?:for|by|of|from)\s+(?:him|her|them)\b(?=\s*[?.!,]|\s*$)/gi,
              (w: string, at: number, all: string) =>
                // the id in the same sentence (a scene before names its user otherwise: asker.ts)
                (
                  all
                    .slice(0, at)
                    .split(/[.!]\s/)
                    .pop()
                    ?.match(/\b(?:[a-z][a-z0-9]*[_-][a-z0-9_-]+|[a-z]+\d+)\b/gi) ?? []
                ).length === 1
                  ? ''
                  : w,
            )
            // "is eng_priya still active?": when the user was last seen; "how long has X been with us":
            // since when (first seen), which the answer dates
            .replace(
              /\b(?:is|are) ([a-z][\w.@-]*[_\d.@-][\w.@-]*) still (?:active|around|here|using (?:it|us|the app|the product|the platform))\b/gi,
              'when was $1 last seen',
            )
            .replace(
              /\bhow long (?:has|have) ([a-z][\w.@-]*[_\d.@-][\w.@-]*) been (?:with us|around|a (?:user|customer|member|client)|using (?:it|us|the app|the product|the platform))\b/gi,
              'when was $1 first seen',
            )
            // "Black Friday", "Cyber Monday": moveable days, never the weekday they are named after
            .replace(/\bblack friday\b/gi, 'blackfriday')
            .replace(/\bcyber monday\b/gi, 'cybermonday')
            // "turned in homework", "handed in": submitted
            .replace(/\b(?:turn|hand)(s|ed|ing)? in\b/gi, (_all, end: string | undefined) =>
              end === 'ing' ? 'submitting' : end === 's' ? 'submits' : end === 'ed' ? 'submitted' : 'submit',
            )
            // "the amount paid, in dollars", "…? in euros": the unit the asker expects the figure in,
            // said after the question (a currency inside it, "fares in euros", stays: a conversion)
            .replace(/(?:,|(?<=\?))\s*in (?:us )?(?:dollars|usd|euros?|eur|gbp|\$|€|£)\s*([?.!]*)\s*$/i, '$1')
            // "rank them by how often, most to least": the order of a ranking, which is most first
            // unless it says "least to most" ("most" and "least" are not both what is ranked)
            .replace(
              /\b(?:from )?(?:the )?(most) (?:to|down to) (?:the )?(?:least|fewest)(?= (?:often|common|frequent|frequently|popular|used|active)\b)/gi,
              '$1',
            )
            .replace(
              /,?\s*\b(?:from )?(?:the )?(?:most|highest|largest|biggest|top) (?:to|down to) (?:the )?(?:least|fewest|lowest|smallest|bottom)\b/gi,
              '',
            )
            .replace(
              /\b(?:from )?(?:the )?(least|fewest|lowest|smallest) (?:to|up to) (?:the )?(?:most|highest|largest|biggest)\b/gi,
              '$1',
            )
            // "compare X between August and September": the two months side by side, not one range
            .replace(
              /\b(compar\w*|difference)\b([^?]*?)\bbetween ((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:,? \d{4})?) and ((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:,? \d{4})?)(?![\w/-]| \d)/gi,
              '$1$2in $3 vs $4',
            )
            // "number of users, number of events": a list of figures, as "… and …" says it (never the last alone)
            .replace(
              /\b((?:number|count|total) of (?:distinct |unique |active )?(?:users|people|customers|events)|how many (?:users|people|customers|events)),\s+(?:and\s+)?(?=(?:the\s+)?(?:number|count|total|how many)\b)/gi,
              '$1 and ',
            )
            // "monthly event totals", "weekly totals of events": how many events (a total of values
            // is said of a value or a named event: "total order value", "total sales")
            .replace(/\bevents? totals?\b/gi, 'number of events')
            // "the lowest plan-renewed amount we have ever charged": who moved the money says no more
            .replace(
              /\b(amounts?|prices?|values?|fees?|sums?|payments?|charges?) (?:that |which )?(?:we|they|anyone|someone|you|customers|users|people) (?:have |has |had |'ve )?(?:ever |yet )?(?:charged|paid|spent|received|billed|collected)\b/gi,
              '$1',
            )
            // "active last month, nothing this month": active in one, not in the other
            .replace(
              /\b(active (?:in |during )?[^,.;:?]{3,40}?),\s+(?:but\s+)?(?:nothing|no events|no activity|none|inactive|not active|silent|quiet)\b/gi,
              '$1 but not active',
            )
            // "total users, total events": both, as "… and …" says it
            .replace(
              // (the two alone: a third thing asked after them is read with the list as it is)
              /\b(total (?:users|people|customers|members|events)),\s+(?:and\s+)?(?=total (?:users|people|customers|members|events)\W*$)/gi,
              '$1 and ',
            )
            // ("total # of events": "#" is the number sign)
            .replace(/(^|\s)#\s*of\b/g, '$1number of')
            .replace(/\btotals? (?:number )?of (?:all )?(?:the )?events\b/gi, 'number of events')
            // "list every event type along with its count": with it
            .replace(/\balong with\b/gi, 'with')
            // "logged on" (a loose word for logged in) and "kicked off" (for started) are one verb each
            // (not "events logged on 2026-11-13", "logged on Monday": recorded, with a time after it)
            .replace(
              /\blog(?:s|ged|ging)? on\b(?=\s+(?:\d|(?:the|that|this|last|each|every|yesterday|today|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))/gi,
              'recorded on',
            )
            // ("hours logged on shift.ended": recorded on a name written as stored, never a logon)
            .replace(/\blog(?:s|ged|ging)? on\b(?=\s+[a-z0-9]+[._-][a-z0-9])/gi, 'recorded for')
            // (or in capitals: "crew hours logged on Tree Removed", "on CrewCheckIn")
            .replace(/\b[Ll]og(?:s|ged|ging)? on\b(?=\s+[A-Z][a-z]+(?:[A-Z]|\s+[A-Z]))/g, 'recorded for')
            .replace(/\blog(?:s|ged|ging)? on\b/gi, 'logon')
            // "how many times was X logged in the last 7 days": recorded, in a period (a passive, so
            // no one logged in; "users who logged in last week" stays the login)
            .replace(
              /\b(was|were|been)\b([^?]{1,40}?)\blogged in (?=(?:the|this|last|past|yesterday|today|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b)/gi,
              '$1$2recorded in ',
            )
            .replace(/\bkick(s|ed|ing)? off\b/gi, 'kick$1')
            // "sum of X values (doses)": what the values count, said in brackets after them
            .replace(/\b(values?)\s*\(\s*[a-z]+(?: (?:per|a|an|each) [a-z]+)?\s*\)/gi, '$1')
            // "the previous 30 days (30 to 60 days ago)": the period in brackets says which one
            .replace(
              /\b(?:the\s+)?(?:previous|prior|preceding|last)\s+\d+\s+(?:hours?|days?|weeks?|months?)\s*\(\s*([^()]*\bago)\s*\)/gi,
              '$1',
            )
            // "since the beginning", "since day one", "since the start of the data": all time
            .replace(
              /\s*,?\s*\b(?:since|from) (?:the (?:very )?(?:beginning|start)(?: of (?:the |our )?(?:data(?:set)?|records?|tracking|history|time|logs?|logging|events))?|day one|launch|forever)\b(?! of)/gi,
              '',
            )
            // "…? value = minutes the hub was dark": what the value stands for, said after the question
            .replace(
              /(\?)\s*\(?\s*(?:the\s+)?(?:event\s?)?values?\s*(?:=|:|is|are|means?|represents?)\s+[^?]{1,80}$/i,
              '$1',
            )
            // "(eventValue is nights)", "(value = minutes)": what the value stands for, in brackets
            .replace(
              /\s*\(\s*(?:the\s+)?(?:event\s?)?values?\s*(?:=|:|is|are|means?|represents?)\s+[^()]{1,60}\)/gi,
              '',
            )
            // "its length in seconds": the value, in the unit the asker knows it has ("trip length" stays a property)
            .replace(/\b(?:length|duration|time)\s+in\s+(seconds|secs|minutes|mins|hours)\b/gi, 'value in $1')
            .replace(/^[\s\S]*$/, fixTypos)
            // "During the storm on Oct 23, how many …": the day named, the asker's name for it left out
            .replace(
              /\b(?:during|amid|throughout)\s+(?:the|that|our)\s+(?:[a-z-]+\s+){1,2}?(on|in)\s+(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{4}-\d\d-\d\d\b|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/gi,
              '$1 ',
            )
            // "this week (Monday till now)": the week so far, said again; "up to now": so far
            .replace(
              /\bthis week\s*\(\s*(?:from\s+|since\s+)?(?:monday|mon)\s+(?:till|until|til|to|through)\s+(?:now|today)\s*\)/gi,
              'this week so far',
            )
            .replace(/\b(?:till|until|til|up to|up until) now\b/gi, 'so far')
            // "how long ago was the last refund": when it was
            .replace(/\bhow long ago\b/gi, 'when')
            // "percentage-wise": the word it is built on
            .replace(/\b([a-z]+)-wise\b/gi, '$1')
            // "signed up", "sign-ups": one word, so that a stored account_created can be its synonym
            // while "signed in" stays a login
            .replace(/\bsign(?:ed|ing)?[- ]ups?\b/gi, (w) => (/s$/i.test(w) ? 'signups' : 'signup'))
            // "at what hour are deliveries received mostly": most often
            .replace(
              /\b((?:what|which)\s+(?:hour|time of day|day of the week|weekday|day|month|week)\b[^?]*?)\bmostly\b/gi,
              '$1most',
            )
            // "how many new customers did we onboard": the new ones, the verb saying it again
            .replace(
              /\b(new [a-z]+) (?:did|have|has) (?:we|you|they) (?:onboard|onboarded|acquire|acquired|gain|gained|welcome|welcomed)\b/gi,
              '$1',
            )
            // "group.checkin → Payment Completed, last 2 weeks": a funnel of two steps, the conversion
            .replace(
              /^(\W*)([^?:,\u2192]{2,60}?)\s*(?:\u2192|->|=>)\s*([^?:,\u2192]{2,60}?)(?=\s*[:,?]|\s*$)/,
              '$1conversion from $2 to $3',
            )
            // "rank the 3 biggest event types by volume": the top ones
            .replace(
              /\brank (?:the )?(\d+ )?(?:biggest|largest|most common|top|busiest) (event types|event names|events|actions)(?: by (?:volume|count|frequency|number))?/gi,
              'top $1$2',
            )
            // "…, roughly our MAU": the asker's name for the figure asked, said after it
            .replace(
              /,\s*(?:roughly|about|basically|i\.?e\.?|aka|so)?\s*(?:our|the)\s+(?:mau|dau|wau)\s*([?.!]?)\s*$/i,
              '$1',
            )
            // "logging germination results": logging germination (the results are what is logged)
            .replace(
              /\b((?:log|logs|logged|logging|record|records|recorded|recording|report|reports|reported|reporting|submit|submits|submitted|submitting) [a-z]+) results\b/gi,
              '$1',
            )
            // "since they signed on with us": since they joined, all of their events
            .replace(
              /\s*\bsince (?:they|he|she|the user|the customer|the business) (?:first )?(?:signed on|signup|signed up|joined|registered|started)(?: with us)?\b/gi,
              '',
            )
            // "which event happened the fewest times": the event ranked by its count
            .replace(
              /\b(which|what) event (?:happened|occurred|was logged|was recorded) the (most|fewest|least) (?:times|often)\b/gi,
              (_a, w: string, m: string) =>
                `${w} event was the ${m.toLowerCase() === 'most' ? 'most' : 'least'} common`,
            )
            // "has vol_1466 checked in yet? if so when": when they last did it
            .replace(
              /^\W*(?:has|have|did) (\S+) ([a-z]+ed(?: in| out| up| on| off)?)\s+(?:[^?]{0,40}\s)?yet\s*\?\s*(?:and\s+)?(?:if so,?\s+)?when\b[^?]*\??\s*$/i,
              'when was the last time $1 $2?',
            )
            // "August through October": one stretch of months
            .replace(
              /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* (?:through|thru|to|till|until|-|\u2013) (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b(?! \d)/gi,
              (all, a: string, b: string, at: number, text: string) =>
                /\b(?:from|between)\s+$/i.test(text.slice(0, at)) ? all : `from ${all}`,
            )
            // "which event was most common on October 19? and the next two after it": the top three
            .replace(
              /\b(which|what) (?:event|action) was (?:the )?most common\b([^?]*)\?\s*(?:and|plus|,)\s*the next (\d+|one|two|three|four|five)(?:\s+(?:after|behind|below)\s+(?:it|that|them))?\W*$/i,
              (_all, w: string, rest: string, n: string) =>
                `${w} were the ${(NUMBER_WORDS[n.toLowerCase()] ?? Number(n)) + 1} most common events${rest}?`,
            )
            // "funnel: menu views to meal picks": the conversion from one to the other
            .replace(/^\W*funnel\s*[:\-\u2013\u2014]\s*(?!from\b)/i, 'conversion from ')
            // "is the club growing?": the business itself, its usage
            .replace(
              /\b(is|are) (?:the|our) (?:club|business|company|studio|shop|store|gym|school|service|app|platform|site|community|network|choir|team|product)\s+(growing|shrinking|doing)\b/gi,
              '$1 usage $2',
            )
            // "top 2 by app_opened": the users, the only ones a count of an event ranks
            .replace(/^(\W*)top (\d+) by\b/i, '$1top $2 users by')
            // "dropped out", "drop-outs": leaving, one word, never the fall of a figure ("dropped")
            .replace(/\bdrop(?:ped|ping|s)?[- ]?outs?\b/gi, (w) => (/s$/i.test(w) ? 'dropouts' : 'dropout'))
            // "topped up", "top-ups": one word, never the ranking word "top"
            .replace(/\btop(?:ped|ping|s)?[- ]?ups?\b/gi, (w) => (/s$/i.test(w) ? 'topups' : 'topup'))
            // "when did X last log in", "log-ins": the login, one word ("logged in September" is recorded)
            .replace(/\b(last|first) log ?-?in\b|\blog-ins?\b/gi, (w, when?: string) =>
              when ? `${when} login` : /s$/i.test(w) ? 'logins' : 'login',
            )
            // "how long since the last X", "how long ago did X happen": when, which the answer dates
            .replace(
              /\bhow long (?:has it been |is it )?since (?=the (?:last|latest|most recent|first)\b)/gi,
              'when was ',
            )
            .replace(/\bhow long ago\b/gi, 'when')
            // "how many days since the last X": the same; "how long since pat_42 paid", "how many
            // days since anyone posted a review": since the last time they did
            .replace(/\bhow many (?:minutes|hours|days|weeks) ago\b/gi, 'when')
            .replace(
              /\bhow many (?:minutes|hours|days|weeks) (?:has it been |is it |have passed )?since (?=the (?:last|latest|most recent|first)\b)/gi,
              'when was ',
            )
            .replace(
              /\bhow (?:long|many (?:minutes|hours|days|weeks)) (?:has it been |is it |have passed )?since\b/gi,
              'when was the last time',
            )
            // "this week compared to last?", "this month vs the previous one": the same unit before
            .replace(
              /\b(this|current) (day|week|month|quarter|year)\b([^?]{0,60}?\b(?:vs\.?|versus|compared (?:to|with)|against|than|over|to)\s+)(?:the )?(last|previous|prior)(?: one)?\b(?!\s+(?:\d|days?|weeks?|months?|quarters?|years?|period|time)\b)/gi,
              (_all, _this: string, unit: string, between: string) => `this ${unit}${between}last ${unit}`,
            )
            // "what do they add up to": their total
            .replace(
              /\bwhat (?:do|does|did) (they|it|those|these) (?:all )?add up to\b/gi,
              'what is $1 total',
            )
            .replace(/\badd(?:s|ed)? up to\b/gi, 'total')
            // "set off an alarm": triggered it
            .replace(/\b(?:set|sets|setting) off\b/gi, 'triggered')
            // "staff_ana tapped her keycard": the user's own thing, after their id
            // (in the id's own clause: "Support ticket from org_0113 … — what's their last seen
            // date?" points back to the id across the dash, which the asker's scene resolves)
            .replace(/\b(?:his|her|their)\s+(?=[a-z])/gi, (w: string, at: number, all: string) =>
              /(?:\b[a-z][a-z0-9]*[_-][a-z0-9_-]+|\S+@\S+)[^.?!:;\u2013\u2014]*$/i.test(all.slice(0, at)) &&
              !/\s[-\u2013\u2014]+\s[^-\u2013\u2014]*$/.test(all.slice(0, at))
                ? ''
                : w,
            )
            // "logged into the app": logged in
            .replace(
              /\b(log(?:ged|s|ging)?|sign(?:ed|s|ing)?) (?:in)?to\b(?= (?:the|our|your|their|his|her|my) )/gi,
              '$1 in',
            )
            // "did dispatch.maria log in the past 7 days": logged during the period, not a login
            // ("how many times did home_0042 log in last week" is one)
            .replace(
              /\b(did|do|does|have|has|had)\b([^?]{1,60}?)\blog in (?=the (?:past|last) )/gi,
              '$1$2log during ',
            )
            // "how many shift_started did lg_1033 log in September": a thing counted, then its
            // recording by someone, in a period ("how many times did X log in" stays the login)
            .replace(
              new RegExp(
                `\\b(how many (?!times\\b)\\S+(?: events?)? (?:did|has|have|had) \\S+ )log(?:ged)? in ${LOGGED_PERIOD}`,
                'gi',
              ),
              '$1log during ',
            )
            // "what do guards log in this app": recorded in the product, no login ("… logged into
            // the app" stays the login)
            .replace(
              /\b(what|which)\b([^?]{1,60}?\b(?:do|does|did)\b[^?]{1,40}?)\blog in (?:this|the|our) (?:app|platform|system|site|portal|product|tool)\b/gi,
              '$1$2log',
            )
            // "how many events did adm_01 log in October", "events logged in October": events recorded during it, not logins
            .replace(
              new RegExp(`\\b(events?|actions?)\\b([^?]{1,60}?)\\blog(?:ged)? in ${LOGGED_PERIOD}`, 'gi'),
              '$1$2log during ',
            )
            // "how many times was Audio Guide Played logged in October": recorded during it, not logins
            .replace(
              /\b(was|were|been|being|get|got|gets|are|is)\b((?![^?]*\b(?:users?|people|customers?|members?|accounts?|any(?:one|body)|some(?:one|body)|they|he|she|who)\b)\s+[^?\s][^?]{0,60}?)\blogged in (?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d|(?:this|last|the) (?:week|month|year|quarter)\b|yesterday\b|today\b)/gi,
              '$1$2logged during ',
            )
            .replace(/\bevent_?name\b/gi, 'event name')
            // "picked their parcel up", "brought the suit back": a phrasal verb with its object
            // between its words, read with the particle beside the verb
            .replace(
              /\b((?:pick|check|sign|log|drop|hand|top|turn|give|gave|bring|brought|send|sent|take|took|fill|print|clock|punch|call|back|write|wrote|cash|pay|paid)(?:s|ed|ing|ped|ping)?)\s+((?:their|the|a|an|his|her|my|our|its|your)\s+(?!(?:most|more|least|fewest|first|last)\b)[a-z]+)\s+(up|out|off|back)\b(?!\s+(?:to|on|with|of|at|for|from)\b)/gi,
              '$1 $3 $2',
            )
            // "ended up becoming members", "last became a subscriber": joined the membership, subscribed
            .replace(
              /\b(become|becomes|became|becoming) (?:an? )?(?:paying |paid |premium )?(member|subscriber)s?\b/gi,
              (_all, verb: string, noun: string) => {
                const form = ['become', 'becomes', 'became', 'becoming'].indexOf(verb.toLowerCase());
                return noun.toLowerCase() === 'member'
                  ? `${['join', 'joins', 'joined', 'joining'][form] ?? 'join'} membership`
                  : (['subscribe', 'subscribes', 'subscribed', 'subscribing'][form] ?? 'subscribe');
              },
            )
            // "total quoted value of appointment_booked", "the face value of X": the value
            .replace(/\b(?<![\w.-])(?:quoted|face|declared|estimated|nominal)\s+(value|amount)\b/gi, '$1')
            // "how many events are stored", "stored events": kept in the data, not a store's event
            .replace(/\b(are|is|were|was) (?:being )?stored\b(?! (?:by|at|in|on)\b)/gi, '$1 there')
            .replace(/\bstored (events?|event names?|data|records?|rows?)\b/gi, '$1')
            // "signed in to the portal": logged into it (never a sign-up; "envelope-signed in the
            // last 12 weeks" and a stored "sign in" stay as written)
            .replace(
              /(?<![\w.-])sign(s|ed|ing)? (?:in|on) ?to\b/gi,
              // ("from Shift Sign On to route_completed": a stored name in Title Case, then "to")
              (all, end?: string) =>
                /^Sign\w* (?:On|In)/.test(all)
                  ? all
                  : `log${end === 'ed' ? 'ged' : end === 'ing' ? 'ging' : (end ?? '')} in`,
            )
            // "did anyone set up a Payment Plan Created": created it
            .replace(/\bset(?:s|ting)? up\b/gi, 'created')
            // "(same month)", "(same period)": the period the question gives, said again
            .replace(/\s*\((?:in )?(?:the )?same (?:day|week|month|period|window|range|year)\)/gi, '')
            // "users who did StayBooked since Oct 16?": how many of them (a bare noun phrase)
            // ("users who got TicketsWon in the last 48 hours - how many?": more verbs, with the "how
            // many" said after it, which then goes)
            .replace(
              /^\W*(users|people|customers|members) (who|that) (did|have|had|made|used|(?:got|received|earned|won|triggered|completed|placed|sent|opened|bought|purchased|redeemed)(?=\b[^?]*\bhow many\W*$))\b/i,
              'how many $1 $2 $3',
            )
            .replace(/(\bhow many \w+ (?:who|that) [^?]*?)\s*[-\u2013\u2014,]+\s*how many\W*$/i, '$1?')
            // "Users with oversize_slot_purchased in the last 3 months?": how many of them
            .replace(
              /^\W*(users|people|customers|members) with (?=(?:an? |any )?[A-Za-z][\w.-]*[_.A-Z-][\w.-]*)/i,
              'how many $1 with ',
            )
            // "in the last 60 days but not in the last 14": the second number in the first one's unit
            .replace(
              /\b((?:last|past) \d+ (hour|day|week|month)s?\b[^?]*?\b(?:last|past|previous|prior) )(\d+)\b(?!\s*(?:hours?|days?|weeks?|months?|years?|%|percent|events?|users?|[a-z]))/gi,
              (_all, head: string, unit: string, n: string) => `${head}${n} ${unit}${n === '1' ? '' : 's'}`,
            )
            // "how many events in total, across all the hostels?": every place or channel together,
            // which is what a total is (never people: "average across all guests" is per person)
            .replace(
              /,?\s+across (?:all|every|each)(?: of)? (?:the |our |my )?(?![a-z]*(?:users?|people|persons?|customers?|members?|accounts?|clients?|players?|guests?|events?|names?|types?|kinds?|days?|weeks?|months?|hours?)\b)[a-z]+s\b(?=\s*[?.!]*\s*$)/gi,
              '',
            )
            // "total kg weighed across all X events": the unit is the value, the verb says nothing more
            .replace(new RegExp(`\\b(${UNITS}|values?) (?:weighed|measured)\\b`, 'gi'), '$1')
            // "vs the same stretch of time right before it": the period of the same length before
            .replace(
              /\bthe (?:same (?:stretch|span|length|amount|period|window)(?: of time)?|period of the same length) (?:right |just |immediately )?(?:before|prior to|preceding)(?: (?:it|that|this))?(?=\s*(?:[?.!,;:]|$))/gi,
              'the previous period',
            )
            // "which week had the most X? weeks starting Monday": the weeks are ISO weeks already
            .replace(
              /(?:[?.,;]\s*|\s+[-\u2013\u2014(]\s*|\s+)\(?(?:with |using |iso |calendar )?weeks? (?:start(?:s|ing)?|beginning|begin(?:s)?) (?:on )?mondays?\)?(?=\s*[?.!,;)]|\s*$)/gi,
              (all) => (/^[?.]/.test(all) ? all.slice(0, 1) : ''),
            )
            // "last-7-day active users": the period, written as one word
            .replace(/\b(last|past)-(\d+)-(hour|day|week|month)s?\b/gi, '$1 $2 $3s')
            // "new signups (first ever event)", "people joined (first event ever)": new users, as the
            // asker glosses them
            .replace(
              /\b(?:new [a-z-]+|(?:people|users|customers|members|singers|accounts) (?:joined|signed up|signup|started|arrived))\s*\(\s*(?:i\.?e\.?,?\s*)?(?:their |the )?first[- ]?(?:ever )?event(?: ever)?\s*\)/gi,
              'new users',
            )
            // "latest MissedBinReported timestamp?": when it was
            .replace(
              /^\W*(latest|last|most recent|newest) (\S+) (?:timestamp|time ?stamp|date and time)\W*$/i,
              'when was the $1 $2',
            )
            // "timestamp of the latest owner_signup": when it was
            .replace(/^\W*(?:the )?(?:exact )?(?:timestamp|date and time|time and date) of\b/i, 'when was')
            // "the full event catalogue": the event names
            .replace(/\bevent catalog(?:ue)?s?\b/gi, 'list of event names')
            // "cashed in loyalty points": redeemed them
            .replace(/\bcash(ed|es|ing)? in\b/gi, (_all, end?: string) => `redeem${end ?? ''}`)
            // "no-shows", "no shows": one word (its parts are words of asking: "no", "show me")
            .replace(/\bno[- ]show(s|ed)?\b/gi, (_all, end?: string) => `noshow${end ?? ''}`)
            // "our number one GiftCardSold buyer", "the #1 spender": the top one
            .replace(/\b(?:number|no\.?) one\b|#1\b/gi, 'top')
            // "check-ins at the door", "busiest day at the door": where admissions happen, no narrowing
            .replace(/\s*\bat the (?:door|entrance)\b/gi, '')
            // "how many event types exist in the data", "users in our system", "in the club app",
            // "what do we log in this system": where the events are kept
            .replace(
              /(?<!(?<!\b(?:we|you|they) )\b(?:log|logs|logged|logging|sign|signs|signed|signing)\s*)\s*\b(?:in|from|within|across) (?:the|our|your|this|all the|all our) (?:(?!(?:last|past|previous|first|next)\b)[a-z][\w-]* )?(?:data|dataset|data set|database|db|system|records|analytics|event log|logs?|tracking|app)\b(?=\s*(?:[?.!,;:]|$|\b(?:altogether|overall|in total|so far|right now|now|today|yesterday|this|last|since|over|during|between|for)\b))/gi,
              // ("which event names are in the data": are there)
              (_kept: string, at: number, all: string) =>
                /\b(?:are|is|were|was)$/i.test(all.slice(0, at)) ? ' there' : '',
            )
            // "quietest weekday in terms of activity": by it
            .replace(/\bin terms of\b/gi, 'by')
            // "top three things people do": events
            .replace(
              /\b(?:things|stuff) (?=(?:people|users|customers|folks|members|they) (?:do|did)\b)/gi,
              'events ',
            )
            // "name all tracked event types": list them
            .replace(/(^|[:;,.?!-]\s*)name (all|every|each)\b/gi, '$1list $2')
            // "all tracked event types, sorted by volume": the list of names is in that order already
            .replace(
              /(\bevent (?:types|names|kinds)\b[^?.]{0,30}?),?\s*(?:sorted |ordered |ranked )?by (?:volume|count|frequency|popularity|(?:the )?number of events)\b/gi,
              '$1',
            )
            // "the most cafe-purchase items (count)": the events counted, not their values
            .replace(
              /\b(?:items|units|things|products|pieces)\s*\(\s*(?:a |the |by )?(?:count|number of (?:them|events))\s*\)/gi,
              'events',
            )
            // "could you list every event we track": the event names
            .replace(
              /\b(list|name|show(?: me)?) (?:every|each|all(?: the| of the)?) (?:kinds? of |types? of )?events?\b(?! ?(?:types?|names?)\b)/gi,
              '$1 all event names',
            )
            // "does the kennel system record": where the events are kept, asked of
            .replace(
              /\b(does|do|did) (?:the|our|this) (?:[a-z]+ )?(?:system|platform|app|tool|product|service|software|database|backend|pipeline)s? (?=(?:record|track|log|capture|store|keep)\w*\b)/gi,
              '$1 we ',
            )
            // "yesterdays events": yesterday's, its apostrophe left out; "newcomers": new users
            .replace(/\b(yesterday|today)s\b/gi, "$1's")
            .replace(/\bnew-?comers?\b/gi, 'new users')
            // "from 2026-09-01 through the end of October": to the month's end, the month itself as the range's end
            .replace(
              /\b(through|thru|to|until|till) the (?:very )?end of ((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?)\b/gi,
              '$1 $2',
            )
            // "(first ever event, not just logins)": what the asker does not mean to narrow it to
            .replace(
              /,?\s*\bnot (?:just|only|merely) (?:the |their )?[\w.-]+(?: events?)?(?=\s*[),.?!;]|\s*$)/gi,
              '',
            )
            // "how big a slice of all activity": a share
            .replace(/\b(?:slice|chunk|piece) of\b/gi, 'share of')
            // "our active user base": the users
            .replace(/\buser ?base\b/gi, 'users')
            // "have had zero events in the last 30 days": none
            .replace(
              /\b(had|have|has|with) zero\b|\bzero(?= (?:events?|activity|activities|actions?)\b)/gi,
              (_w, verb?: string) => (verb ? `${verb} no` : 'no'),
            )
            .replace(/^[\s\S]*$/, withoutAsker)
            .replace(LATIN, ' ')
            .replace(/[\u2018\u2019]/g, "'")
            .replace(/[\u201C\u201D]/g, '"'),
        ),
      ),
    ),
  );
  const text = sameAsTheOne(prepared, now);
  const lower = text.toLowerCase();
  const same = lower.length === text.length;
  const times = findTimePhrases(lower, now);
  const unit = new RegExp(`\\b(?:${UNITS})\\b`, 'i').exec(question)?.[0];
  return {
    text: same ? text : lower,
    times,
    withoutTimes: blank(same ? text : lower, times),
    ...(unit ? { unit } : {}),
    ...(ELAPSED.test(question) ? { elapsed: true } : {}),
  };
}

export function findUserCandidates(prepared: PreparedQuestion, catalogue: readonly string[]): UserMention[] {
  return findUserMentions(prepared.withoutTimes, catalogue);
}
