// The reading's words as data: which words name people, money, rankings, comparisons, shares,
// churn and the things events do not carry. A synonym or a role noun is added here (or in
// ../words.ts and ../name-resolver.ts for the words of event names), not in the plan code.
import { MONTHS } from '../format.js';
import { ROLE_PEOPLE } from '../words.js';

// a currency or a unit: events carry one number with no currency or unit
export const CURRENCY =
  /\bin (euros?|dollars?|pounds?|yen|usd|eur|gbp)\b|\b(dollars?|euros?|pounds?) (vs|versus|and|or) |\bcurrenc(y|ies)\b/;
// "what was its value", "how hot did it get": the value of the one event just asked about (a
// second ask after "when was the last X"; regular-expression source)
export const ITS_VALUE =
  "what(?:'s|s)?\\s+(?:was|is)?\\s*(?:its|the|that one's)\\s+value|how (?:hot|cold|warm|much|big|high|large|long|heavy|low)\\b[^?]{0,30}\\b(?:it|that one|that)\\b";
// Stock and wages said with words a stored name may also have ("how many grip socks do we have
// left in the storeroom", "how much do we pay our technicians per hour"): read before the names
export const OUT_OF_SCOPE_PHRASE =
  /\b(?:in stock|in (?:the |our )?inventory|inventory (?:levels?|counts?|on hand)|stock levels?|(?:have|has|got|are|is) (?:\w+ ){0,2}left (?:in|on) (?:the |our )?(?:stock|store ?room|stockroom|warehouse|shelf|shelves)|(?:do|does|did) (?:we|they|you) pay (?:our |the |their )?[a-z]+s? (?:per|an|by the) hour)\b/i;
export const OUT_OF_SCOPE =
  /\b(weather|temperature|rain\w*|countr(?:y|ies)|city|cities|location\w*|region\w*|geo\w*|browser\w*|devices?|operating system|ios|android|mobile|desktop|screen size|referr\w*|utm|campaigns?|gender|age group|ages|languages?|ip address\w*|(daily|weekly) active users\s*(\/|to|over|vs\.?|versus)\s*(weekly|monthly) active users|stickiness|stock price|salar(?:y|ies)|wages?|pay rates?|(?:hourly|per hour) (?:rate|wage|pay)|(?:do|does|did) (?:we|they|you) pay\b[^.?]*\bper hour|employees?|estimate\w*|why|load time|latency|bounce rate|session length|duration|time between|(average|mean|median|typical) time (from|to|until)|how long (does|did|do|is|was|were|it takes?|until|between|before|after))\b/;
// a period that has not begun, or a prediction: no stored event can be in it yet
export const FUTURE =
  /\b(predict\w*|forecast\w*|projections?|tomorrow|next (?:week|weekend|month|year|quarter|day|period|\d+ (?:hours?|days?|weeks?|months?|years?))|this weekend|will (?:we|there|it|they|users|be)|going to be)\b/;
/** "the date span the data covers", "what dates does it cover", "how far back": the first and last event. */
export const DATA_SPAN =
  /\b(?:date|time) (?:span|range)\b|\bwhat dates\b|\bhow far back\b|\b(?:data|events?|it) (?:covers?|spans?)\b|\b(?:first|earliest|oldest) and (?:the )?(?:last|latest|newest|most recent) (?:event|date)s?\b/;
/** Physical units a value is measured in ("Food Donation Received kg", "total kWh"): the value itself. */
export const PHYSICAL_UNITS =
  'kwh|km|kilometres|kilometers|miles|kg|kgs|kilos|kilograms|lbs|tonnes|litres|liters|gallons|ml|millilitres|milliliters|oz|ounces|m3|cubic met(?:re|er)s|kb|mb|gb|tb|kilobytes|megabytes|gigabytes|terabytes|bytes';
/** Units a value is counted in, said after a name or before "per" ("ride_ended minutes", "downtime minutes per X"). */
export const VALUE_UNITS = `minutes|mins|seconds|secs|hours|days|nights|${PHYSICAL_UNITS}|points|credits|units|items|seats|usd|eur|dollars|euros`;
export const MONEY =
  /\b(revenue|sales|money|income|earn\w*|spent|spend\w*|spenders?|paid|pay|pays|paying|made|make|turnover|gmv)\b/;
// "tip_added", "TipGiven": a tip
export const TIP_NAME = /(?:^|[_.\s-])tip(?:s|ped)?(?:[_.\s-]|$)|(?:^|[a-z])Tip(?:s|ped)?(?:[A-Z]|$)/;
const MONEY_NAME = new RegExp(
  `order|purchas|payment|paid|pay|subscri|upgrade|checkout|revenue|invoice|plan[_.\\s-]?renew|renew\\w*[_.\\s-]?plan|charge(?!r|[_.\\s-]?session)|sale|sold|transaction|donat|billing|cost(?!ume)|(?:^|[_.\\s-])fees?(?:[_.\\s-]|$)|membership|boosted|top_?-?up|${TIP_NAME.source}`,
  'i',
);
// subscribing to a newsletter, alerts or a channel costs nothing; a work order is a job, a picked
// or packed order (or one ready, prepared or collected) a step of its fulfilment; an invoice sent or issued is a bill, not money received;
// a disputed payment is money contested and a payout (or prize paid out) money paid out, neither revenue nor spending
// (a renewed loan, prescription or policy is no payment either: "renew" alone names no money;
// a subscription paused or skipped, or a subscriber signed up, is no payment; a plan renewed is)
const NOT_MONEY_NAME =
  /paywall|cancel|refund|fail|abandon|declin|delet|remov|error|reject|track|view|downgrad|unsubscri|paus|skip|fro?ze|freez|sign(?:ed)?[_.\s-]?up|marked|unsold|sold[_.\s-]?out|click|open|cart|trial|newsletter|mail|notif|alert|digest|channel|follow|enabl|disabl|setting|work[_.\s-]?orders?|disput|payout|paid[_.\s-]?out|picked|packed|shipped|dispatch|fulfil|ready|prepar|collected|(?:invoice|bill)s?[_.\s-]?(?:sent|issued|creat|generat|draft)|(?:sent|issued|created|generated|drafted)[_.\s-]?(?:invoice|bill)/i;
// a started checkout or payment is an attempt, while a started subscription or plan is paid
const ATTEMPT_NAME = /(start|begin|init)/i;
export const isMoneyName = (n: string): boolean =>
  MONEY_NAME.test(n) &&
  !NOT_MONEY_NAME.test(n) &&
  (!ATTEMPT_NAME.test(n) || /subscri|plan|membership/i.test(n));
// "booking.confirmed", "hotelBooked": a booking made (not asked for, changed or called off), paid
// where the account stores no payment of its own; its values tell whether they are prices
export const BOOKED_NAME = /book(?!mark)|reserv/i;
const BOOKING_STEP = /request|modif|chang|resched|remind/i;
/** Names whose values a money word may mean: those that carry money, and bookings (by their values). */
export const mayCarryMoney = (n: string): boolean =>
  isMoneyName(n) || (BOOKED_NAME.test(n) && !NOT_MONEY_NAME.test(n) && !BOOKING_STEP.test(n));

// People by their role in a product: read as users.
const ROLES = [
  'shopper',
  'buyer',
  'purchaser',
  'listener',
  'viewer',
  'watcher',
  'subscriber',
  'reader',
  'streamer',
  'player',
  'gamer',
  'rider',
  'passenger',
  'guest',
  'student',
  'learner',
  'patient',
  ...ROLE_PEOPLE,
];
export const PEOPLE_NOUNS = new RegExp(`\\b(?:${ROLES.join('|')})s?\\b`, 'g');

// "patients registered" for patient-registered: the people word of the name is also the subject
export const PEOPLE_FIRST = new RegExp(
  `^(?:(?:${[...ROLES, 'user', 'customer', 'account', 'visitor', 'client'].join('|')})s|people)\\s`,
  'i',
);

// "How many events did Deskly record", "what do members do most in Deskly?": the product's own
// name, a capitalised word like no stored name, month or weekday, where the product stands
export const PRODUCT_BEFORE =
  /\b(?:did|does|do|has|have|had|in|on|inside|within|across|at|using|use|used|uses|opened|visited)\s+$/i;
export const PRODUCT_AS_SUBJECT =
  /^\s+(?:(?:app|apps|platform|site|website|service|system|tool|backend|server)\s+)?(?:record|track|log|see|get|receive|capture|store|count|register|send|emit|fire)\w*\b/i;
export const PRODUCT_AS_PLACE =
  /^\s*(?:[?.!,;:]|$|\s(?:so far|this|last|today|yesterday|over|during|since|for|in|on)\b)/i;
export const CALENDAR_WORDS = [
  ...MONTHS.map((m) => m.toLowerCase()),
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

export const UNUSED_RANKING =
  /\b(rank\w*|top|most|least|fewest|busiest|quietest|rarest|highest|lowest|biggest|largest|best|worst)\b/;
// words of ranking that rank nothing: bounds ("at most 3"), recency ("the most recent"), "mostly"
export const NOT_RANKING =
  /\b(at (most|least)|(the )?most (recent|recently)|not (the )?least|last but not least)\b/g;

// People by their role, which may also be a word of a stored name (agent_invited, seller_verified).
export const ROLE_NOUNS =
  /^(agent|admin|seller|host|driver|creator|author|teacher|employee|member|owner|developer|manager|moderator|rep|staff|operator|editor|reviewer|tutor|coach|instructor|vendor|merchant|partner|affiliate|recruiter|candidate|applicant|tenant|courier|employer|organizer|organiser|renter|landlord|respondent|requester|backer|supporter|tech)s?$/i;
// trades that are people where the account's user ids say so ("mechanics" for mech_07), never by
// assumption: every person noun WordNet knows (reading/wordnet.ts), and these, which it does not
// class as people ("cleaner" is first a thing that cleans)
export const TRADE_NOUNS = /^(cleaner|installer|carer)s?$/i;
// a role noun left in the intent text where people are asked about ("which employers sent …")
export const ROLE_IN_SLOT = new RegExp(
  `\\b(how many|which|what|which \\d+|what \\d+|top \\d+|of the|of our|of all|among the|among) (?:(?:different|distinct|unique|individual|active) )?((?:${ROLE_NOUNS.source.replace(/^\^\(|\)s\?\$$/g, '')})s?)\\b`,
  'g',
);
export const PEOPLE_SLOT =
  /\b(how many|which|what|which \d+|what \d+|top \d+|the top|who(?: are|'re| were) (?:the|our)(?: top)? \d+|bottom \d+|did|do|does|have|had|has|distinct|unique|different|of( the| our| all)?|among( the)?|per|each|every|most active|least active|share of|percent(age)? of|new|active|any|our|all|total)\s+$|^\W*$/i;
/** Words for what usually happens ("when do brokers usually upload"): a habit, not one time. */
export const USUALLY =
  /\b(usually|typically|normally|generally|mostly|most often|often|tend to|tends to|tend)\b/;
/** "anybody", "someone": people, asked of without a people noun. */
export const ANYONE = /\b(anyone|anybody|someone|somebody)\b/;
export const HOW_MANY = /\b(how many|number of|count|how often|tally|total number)\b/;
export const NEGATED_EVENT =
  /\b(never|not|no|without|didn'?t|don'?t|doesn'?t|haven'?t|hasn'?t|other than|except|excluding|besides|apart from)( \w+){0,2} evt\b/;
export const USERS_WORD =
  /\b(users?|people|persons?|customers?|visitors?|members?|accounts?|clients?|players?|who)\b/;

export const EVENTS_AND_USERS =
  /\b(events?|event count|number of events)\b[^?.]*\band\b[^?.]*\b(active |unique |distinct )?(users|people|customers)\b|\b(active|unique|distinct) (users|people|customers)\b[^?.]*\band\b[^?.]*\b(events|event count|number of events)\b|\bhow many (users|people|customers)\b[^?.]*\band how many (events|actions)\b/;
const MEASURE = '(total|sum|average|mean|median|minimum|maximum|min|max|count|number)';
// ("highest single X in the past 2 weeks, and the lowest?": both ends, said apart)
const TOP_END = '(highest|largest|biggest|maximum|max)';
const LOW_END = '(lowest|smallest|minimum|min)';
const ENDS_APART = (a: string, b: string) => `\\b${a}\\b[^?]*,?\\s+and\\s+(the\\s+)?${b}\\b`;
export const TWO_MEASURES = new RegExp(
  `\\b${MEASURE}\\s+(and|&)\\s+(the\\s+)?${MEASURE}\\b|${ENDS_APART(TOP_END, LOW_END)}|${ENDS_APART(LOW_END, TOP_END)}`,
);
/** "how many orders last week, and the busiest day": a figure and then a ranking, two answers. */
export const FIGURE_THEN_RANKING =
  /\b(how many|number of|count of|total)\b[^?]*,\s*(and|plus)\s+(also\s+)?(the\s+|which\s+|what\s+)?(busiest|quietest|most|least|top|peak|fewest)\b|\b(busiest|quietest|peak)\b[^?]*,\s*(and|plus)\s+(also\s+)?(the\s+)?(how many|number of|count of|total)\b/;

// "which course has the most enrollments": the thing ranked is a property of events (a course,
// a page, a plan) that no stored field holds; events, people and periods are what can be ranked
export const RANKED_THING =
  /^\W*(?:which|what) (\w+) (?:has|had|have|gets?|got|received?|sees?|saw|with) (?:the )?(?:most|fewest|least|highest|lowest|biggest|largest|greatest|more|fewer)\b/;
// "which level number do players fail most often": the same, with the people doing it named
export const RANKED_BY_PEOPLE =
  /^\W*(?:which|what) (\w+(?: \w+)?) (?:do|does|did) (?:users|people|customers|members|players|accounts|visitors|clients|someuser) (?:evt|\w+)(?: evt)? (?:the )?(?:most|least|more|less)\b/;
export const RANKABLE =
  /^(users?|people|persons?|customers?|visitors?|members?|accounts?|clients?|players?|someuser|evt|events?|actions?|features?|period|day|days|date|week|weeks|month|months|year|years|hour|hours|time|weekday|weekdays|one|ones|\d+)$/;

// a measure of events, then the people who did another event: "level_up events by players who made a purchase"
export const COHORT =
  /\b(evt|events?|revenue|value|sales|amount|total|sum)\b[^.?]*\b(by|from|of|among|for) (the |those |all |our )?(users|people|customers|members|accounts) (who|that|with)\b[^.?]*\bevt\b/;
// "users who did both A and B", "A and also B": one event, then the other, joined by "and"
export const BOTH =
  /\bboth\b[^.?]*\bevt\b[^.?]*\band\b[^.?]*\bevt\b|\bevt (?:\w+ ){0,2}and (?:also )?(?:\w+ ){0,2}evt\b/;

// "net revenue", "revenue minus refunds", "how much did we make after refunds" (money nouns and refund names read by then)
export const NET =
  /\bnet (revenue|sales|income|profit|earn\w*)\b|\b(revenue|sales|income|make(?! an? )|made(?! an? )|earn\w*|how much)\b[^.?]*\b(minus|less|net of|after|deducting|subtracting|take off|taking off)( the| all| any| our)? (evt|refunds?|chargebacks?|returns)\b/;

// joining words where no stored name takes them: a new user's first event
export const JOIN_WORDS = /^(joined|joins?|signed( up)?|sign ?ups?|registered|registrations?|onboarded)$/i;

// a yes/no question ("is revenue over 1000", "were there more than 300 evt", "did we evt more than 100 evt"): the
// number is about the total before it, not about each event or each user
export const YES_NO = /^\s*(is|was|were|are|did|does|do|has|have|had)\b/;
export const TOTAL_BEFORE =
  /\b(revenue|sales|count|number|total|sum|volume|(average|avg|mean|median|total) (evt )?value|(number|count|total|sum|volume) of (the |our |all )?(evt|events))\s*$/;

// "on 6 different days": the adjective does not change what is counted
export const DAY_ADJECTIVES =
  /\b(?:different|distinct|separate|unique|individual|calendar|active|seperate) (days?)\b/g;

export const PERCENT_ASKED = /\b(percent(age)?|share|proportion|fraction|portion)\b|%/;

// outcomes that replace a success (a failed level), against those that undo one (a cancelled ride, a refund)
export const ALTERNATIVE_OUTCOMES = /fail|declin|reject|abandon|error/i;
// (a created ticket or post is what a resolution or a like happens to)
export const ATTEMPT_OUTCOMES = /start|request|attempt|init|begin|creat/i;
// a refund or chargeback takes back a payment: its rate is taken of the payments
export const TAKES_BACK_MONEY = /refund|chargeback|revers/i;
// "churn rate of subscriptions": churn is the cancelling of the thing named
export const CHURN_WORDS = /\b(churn\w*|attrition)\b/;
export const CHURN_NAMES = /cancel|unsubscri|churn/i;

// a score given by people, whose average is what gets better: csat, nps, ratings, reviews
export const RATING = /\b(scores?|ratings?|rated|stars?|satisfaction|csat|nps|feedback|reviews?|grades?)\b/;
export const RATING_NAME = /csat|nps|rating|rated|score|review|feedback|satisfaction|survey/i;
export const COMPARE =
  /\b(compare[sd]?|comparison|comparing|vs\.?|versus|against|than|relative to|difference|differ|stack(s|ed)? up|measure[sd]? up)\b/;
export const OVER = /\b(day|week|month|year)[- ]over[- ]\1\b/;
export const GROWTH =
  /\b(grow\w*|grew|growth|trend\w*|increas\w*|decreas\w*|declin\w*(?! (?:an?|the|their|his|her|our|my|any|some) )|going up|going down|up or down|(?:go|goes|went|gone|gotten|got) (?:up|down)(?! (?:the|a|an|their|our|his|her|that|this)\b)|ris(?:e|es|en)|rose|climb(?:s|ed|ing)?|drop(?:s|ped)?(?!(?: \w+){0,2} (?:off|out)\b)|f[ae]ll(?:s|en)?(?! off| out)|dip(?:s|ped)?|rising|falling|shrink\w*|improv\w*|getting (better|worse)|worsen\w*|jump(s|ed)?|spik(e|es|ed)|surg(e|es|ed)|chang(?:e|ed) (?=from|between|since|over)|(?<=\bhow (?:did|has|have|does|do|is|are|was|were)\b[^?.]{1,40})\bchang(?:e|ed|ing)\b)\b/;

export const PER_DAY = /\bper day\b|\b(average|avg|mean) daily\b|\bdaily (average|avg|mean|rate)\b/;
export const DAILY_USERS =
  /\bdaily active (users|people|customers|members|players)\b|\bactive (users|people|customers|members|players) (per|a|each) day\b/;

// a value may be a score, points or minutes ("workout minutes"), though "30 minutes" is a time
// (a physical unit said beside a name is what its values are counted in: "Food Donation Received kg")
export const VALUE_NOUNS = new RegExp(
  `\\b(scores?|points|(?<!\\d )minutes|(?<!\\d )seconds|(?<!\\d )(?:${PHYSICAL_UNITS}))\\b`,
);
/** The asker names the value itself ("max value", "(the event value)", "eventValue"). */
export const VALUE_SAID = /\b(?:event ?)?values?\b/i;
export const VALUE_WORDS = new RegExp(
  `\\b(value|revenue|amount|sum|summed|spent|sales|income|money|earn\\w*)\\b|${VALUE_NOUNS.source}`,
);

// what a value may measure, said right after an event's name ("walk length", "delivery fee",
// "fuel.purchased ticket" as in a shop's ticket size): its value
export const VALUE_PROPERTY =
  /^(lengths?|durations?|distances?|sizes?|prices?|costs?|fees?|amounts?|totals?|tickets?|baskets?)$/i;

// superlatives of what the value may stand for: a length, a weight, a price
const LOW_ADJECTIVES = 'shortest|lightest|cheapest';
const HIGH_ADJECTIVES = 'longest|heaviest|priciest|costliest';
export const AGGREGATE_WORDS = new RegExp(
  `\\b(average|mean|avg|median|minimum|min|maximum|max|lowest|highest|smallest|largest|biggest|${LOW_ADJECTIVES}|${HIGH_ADJECTIVES}|expensive|total|sum)\\b`,
);
export const MIN_WORDS = new RegExp(`\\b(minimum|min|lowest|smallest|least|${LOW_ADJECTIVES})\\b`);
export const MAX_WORDS = new RegExp(`\\b(maximum|max|highest|largest|biggest|most|${HIGH_ADJECTIVES})\\b`);
export const VALUE_ADJECTIVE = new RegExp(`\\b(${LOW_ADJECTIVES}|${HIGH_ADJECTIVES}|most expensive)\\b`);

export const ORDINAL_PLACE =
  /\b(second|2nd|third|3rd|fourth|4th|fifth|5th)[- ](most|least|biggest|highest|busiest|largest|top|commonest|rarest)\b/;

// "per user" after a measure: the measure divided among the users ("per paying player": among those who have one)
export const PER_USER =
  /\bper (paying |active |unique )?(users?|customers?|people|person|accounts?|members?)\b/;
/** A series asked for: one figure per day, week, month or hour ("new users per week", "each month"). */
export const PER_BUCKET =
  /\b(?:per|each|every|by)\s+(?:day|week|month|hour|weekday|year|quarter)\b|\b(?:daily|weekly|monthly|hourly|day by day|week by week|month by month|week over week|month over month)\b/;
export const OTHER_AGGREGATE = /\b(total|sum|median|max|maximum|min|minimum|highest|lowest|most|least|top)\b/;

/** People related to a user ("followers of usr_42", "how many fans does she have"): no event records them. */
export const RELATED_PEOPLE =
  /\b(?:how many|number of|count of|list|which|who are)\b[^?.]*\b(?:followers|friends|fans|connections|contacts|subscribers|referrals|followees)\b[^?.]*\b(?:does|do|did|has|have|of)\b|\b(?:followers|friends|fans|connections|contacts|referrals) of\b|'s (?:followers|friends|fans|connections|contacts|referrals)\b/i;

/** A request to change data ("delete all events for m_42", "reset the counts"): the engine only reads. */
export const ACTION_REQUEST =
  /^\W*(?:please\s+|can you\s+|could you\s+)?(?:delete|remove|erase|purge|wipe|drop|update|edit|modify|insert|reset|ban|block)\s+(?:me\s+)?(?:all|the|every|this|these|those|my|our|his|her|their|each|any|users?|events?|data|everything|account)\b/i;
