// Words of a question: tokens with positions, a light stemmer, and the vocabulary that is
// never an event name.
import { lemmaOf } from './lemmas.js';
import type { ValueFilter } from './plan.js';

export interface Token {
  raw: string;
  stem: string;
  /** stem() of the word's lemma: "went" → go, "paid" → pay (lemmas.ts); the stem where they agree. */
  lemma: string;
  start: number;
  end: number;
  /** Filler word: may be skipped when matching names. */
  filler: boolean;
}

/** Reduces inflected and derived forms to one stem: uploads/uploaded/upload → upload. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (/^\d+$/.test(w) || w.length < 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ment') && w.length >= 9) w = w.slice(0, -4);
  // renewal → renew, arrival → arriv(e), referral → refer(red)
  else if (/(?:[vsw]|rr)al$/.test(w) && w.length >= 7) w = w.slice(0, -2);
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  // submission → submit, permission → permit (as submitted, permitted)
  else if (w.endsWith('mission') && w.length >= 9) w = `${w.slice(0, -7)}mit`;
  else if (w.endsWith('ion') && w.length > 6) {
    w = w.slice(0, -3);
    // cancellation → cancel, invitation → invit (as invite), but creation → creat
    if (w.endsWith('at') && w.length > 6) w = w.slice(0, -2);
  }
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  // cancelled → cancel, shipped → ship, logged → log
  if (w.length > 3 && /([bdgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  // failure → fail, capture(d) → capt: after the -ed/-e rules, so both forms meet
  if (w.endsWith('ur') && w.length >= 6) w = w.slice(0, -2);
  return w;
}

const FILLER = new Set(
  `a an the of to in on at by for from with and or but is are was were be been being has have had
  do does did done there their they them we our us i me my you your it its this that these those which what who whom whose
  how when where any anyone anybody someone ever so far as than then just please can could would should will shall may
  might must also some all each every per into out up about over under again more most less least very much many not no
  while whilst here onto upon themselves himself herself itself ourselves yourself yourselves myself`.split(
    /\s+/,
  ),
);

/** Whether capitals mark acronyms ("US", "QA"): not where most words are written in capitals. */
export function marksAcronyms(text: string): boolean {
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  return words.filter((w) => /^[A-Z]+$/.test(w)).length * 2 < words.length;
}

/** A function word ("the", "us"), whatever its case. */
export const isFillerWord = (word: string): boolean => FILLER.has(word.toLowerCase());

/** Words of the question language itself (measures, periods, verbs of asking): never a name. */
const VOCABULARY_WORDS = `event events action actions activity activities time times occurrence occurrences
  user users people person customer customers account accounts visitor visitors member members client clients unique distinct
  different active value values amount amounts total totals sum sums revenue sales spent spend spending spender spenders money
  average mean avg median minimum min maximum max lowest highest smallest largest biggest top bottom
  longest shortest heaviest lightest cheapest priciest costliest expensive cheap
  number count counts counted many much how often frequent frequently frequency common popular least most
  day days daily week weeks weekly month months monthly year years yearly hour hours hourly weekday weekdays weekend
  today yesterday tonight morning evening night date dates period periods quarter quarters
  show list tell give get got getting make made see seen find display break breakdown broken split group grouped
  happen happened happening occur occurred record recorded log logged track tracked tracking trigger triggered fire fired
  overall altogether combined whole entire name names type types kind kinds exist exists existing available
  busiest quietest peak slowest slow busy quiet each every traffic volume load size large big rarest rare worst
  first last latest recent recently lately newest oldest earliest previous prior before after since between during until later
  afterwards afterward subsequently following follow followed next went go
  compare compared comparison versus vs against growing grow growth grew trend trending increase increased decrease
  decreased change changed difference up down rise rises rose risen fell fall falls fallen drop drops dropped dip dips dipped climb climbs climbed gone jump jumped spike spiked surge surged
  improve improving improved improvement better worse worsening
  percent percentage percentages share proportion portion fraction ratio conversion convert converted funnel
  churn churned churning new retained retention lost stopped inactive silent quiet dormant lapsed nothing anything something
  did doing done going well doing use used using usage feature features product app
  still yet only ever overall really around approx approximately roughly exactly
  someone anyone everyone somebody everybody nobody people per cent
  which what whose who where why place placed put perform performed one ones two three four five six seven eight nine ten
  never without fewest fewer single individual separate unique overall altogether times thing things once twice repeat repeated
  shopper shoppers player players gamer gamers rider riders passenger passengers guest guests student students learner learners patient patients
  morning mornings afternoon afternoons evening evenings night nights overnight weekend weekends holiday holidays season
  summer winter spring autumn ytd mtd fortnight fortnights fiscal semester decade quarter quarters
  hey hi hello thanks thank fine great enough good nice cool perfect brand stack stacks stacked plus none
  stuff raw plain simple together usually typically normally generally tend spread row rows entry entries
  id ids am pm appear appears appeared
  filter filtered filtering everything rack racks racked clock clocked notch notched rang utc gmt
  matter matters barely hardly too also actually basically truly eventually ultimately finally even
  third fourth fifth 2nd 3rd 4th 5th site website platform service portal overview summary snapshot recap catalogue catalog
  wonder wondering curious earlier quick question questions ask asking kindly pls plz okay ok um moment currently presently
  look looking folks folk flow flows present
  among amongst across within via through throughout including both either
  bucket buckets bin bins bucketed binned somewhere somehow anywhere iso
  move moved moving evolve evolved evolving
  full sort sorts calendar separately individually respectively timestamp timestamps`.split(/\s+/);
const VOCABULARY = new Set(VOCABULARY_WORDS.map(stem));
// Question words that are also the words of some products' event names ("likes" for post_liked,
// "points" for points_earned): vocabulary only in an account where no stored name has them.
const SHARED_WORDS =
  `bring brings brought generate generates generated produce produces produced drive drives drove driven
  run runs ran running create creates created creating submit submits submitted submitting
  return returns returned returning turn turns turned turning
  collect collects collected receive receives received take takes took taken account accounted
  score scores point points minute minutes like likes liked know want need needs needed rank ranked ranking lose losing
  net minus gross pick picks picked picking come comes came coming back data dataset database store stored storing keep kept
  hit hits hitting achieve achieves achieved reach reaches reached send sends sending pay pays paid paying
  report reports reported reporting land lands landed landing arrive arrives arrived arriving
  gain gains gained acquire acquired win won star stars rating ratings carry carries carried
  shift shifts shifted shifting
  second seconds secs file files filed filing lodge lodged raise raised pull pulls pulled call called end ended ending
  manage manages managed managing mark marks marked marking
  swear swears swore sworn claim claims claimed insist insists insisted
  throw throws threw thrown throwing issue issues issued issuing
  post posts posted posting deliver delivers delivered delivering
  enter enters entered entering serve serves served serving part play plays played playing
  lead leads led leading charge charges charged charging`.split(/\s+/);
const SHARED = new Set(SHARED_WORDS.map(stem));

/** People by a role that does no one event of its own ("athletes", "fans"): read as users. */
export const ROLE_PEOPLE = [
  'athlete',
  'fan',
  'attendee',
  'participant',
  'traveler',
  'traveller',
  'diner',
  'eater',
  'foodie',
  'member',
  'rep',
  'seller',
  'salesperson',
  'salespeople',
  'consumer',
  'borrower',
  'investor',
  'trader',
  'donor',
  'volunteer',
  'client',
  'offender',
  'creator',
  'tenant',
  'freelancer',
  'teammate',
  'coworker',
  'contributor',
  'household',
  'homeowner',
  'family',
  'parent',
  'kid',
  'child',
  'children',
  'pupil',
  'teacher',
  'instructor',
  'payer',
  'engineer',
  'folk',
];

/** Words for money that name no event of their own ("fares", "fees"): read as revenue when no stored name takes them. */
const MONEY_WORDS =
  'earn|earns|earned|fares?|fees?|tips?|payments?|charges?|bill|billed|billings?|proceeds|takings|payouts?|commissions?|earnings|income|turnover|gmv|cash|dollars|euros';
export const MONEY_NOUNS = new RegExp(`\\b(?:${MONEY_WORDS})\\b`, 'gi');
const MONEY_WORD = new RegExp(`^(?:${MONEY_WORDS})$`, 'i');

// What a money noun is the price of: "fares" are carried by rides or trips, not by a renewed pass.
// (A tip or a fee is not the value of the thing it is paid on, so it has no entry.)
const PAID_FOR = new Map(
  Object.entries({
    fare: ['ride', 'trip', 'journey', 'flight', 'ticket', 'booking', 'fare'],
  }).map(([word, things]) => [stem(word), things.map(stem)]),
);

/** Stems of the things the money nouns of a question are paid for ("fares" → ride, trip, …). */
export function paidForStems(text: string): string[] {
  return [...text.matchAll(MONEY_NOUNS)].flatMap((m) => PAID_FOR.get(stem(m[0])) ?? []);
}

export function isMoneyWord(word: string): boolean {
  return MONEY_WORD.test(word);
}

// "rate" as in a conversion rate, by the word itself: its stem is also "rating"'s and "rated"'s,
// which name a stored Rating Submitted
const EXACT_VOCABULARY = new Set(['rate', 'rates']);

// verbs of money moved whose nouns are content ("total credited on returns", but "credit score")
const SHARED_VERB_FORMS = new Set(['credited', 'crediting']);

// "play" is also the word of playback.started and playlist.created
const SHARED_AS_PREFIX = new Set(['play']);

/** A word of the question language, not of an event name; `nameWords`: the stems of the account's stored names. */
export function isVocabulary(word: string, nameWords: ReadonlySet<string>): boolean {
  const lower = word.toLowerCase();
  if (EXACT_VOCABULARY.has(lower)) return true;
  const known = (s: string) =>
    VOCABULARY.has(s) ||
    (SHARED.has(s) &&
      !nameWords.has(s) &&
      !(SHARED_AS_PREFIX.has(s) && [...nameWords].some((w) => w.startsWith(s))));
  if (SHARED_VERB_FORMS.has(lower) && !nameWords.has(stem(lower))) return true;
  return FILLER.has(lower) || known(stem(word)) || (/^[a-z]{3,}$/.test(lower) && known(stem(lemmaOf(lower))));
}

/** A stored name's stems and the stems of their lemmas (`order_paid` → order, paid, pay): what a question's word may match. */
export function nameWordStems(name: string): string[] {
  return [...new Set(tokenize(name).flatMap((t) => [t.stem, t.lemma]))];
}

/** Splits camelCase/PascalCase and separators, keeping character positions of the source. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const acronyms = marksAcronyms(text);
  for (const m of text.matchAll(/[A-Za-z0-9\u00C0-\u024F]+/g)) {
    const word = m[0];
    // camelCase boundaries: "SongPlayed" → Song|Played, "HTTPRequest" → HTTP|Request
    // ("DMs", "APIs": an acronym's plural is one word)
    const parts = /^[A-Z]{2,}s$/.test(word)
      ? [word]
      : word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])/);
    let offset = m.index;
    for (const part of parts) {
      const raw = part.toLowerCase();
      const s = stem(raw);
      const lemma = /^[a-z]{3,}$/.test(raw) ? stem(lemmaOf(raw)) : s;
      // ("US" in capitals is a country, not the pronoun)
      const filler = FILLER.has(raw) && !(acronyms && /^[A-Z]{2,}$/.test(part));
      tokens.push({ raw, stem: s, lemma, start: offset, end: offset + part.length, filler });
      offset += part.length;
    }
  }
  return tokens;
}

/** A stored name's stems, e.g. `SongPlayed` → ["song", "play"]. */
export function nameStems(name: string): string[] {
  return tokenize(name).map((t) => t.stem);
}

/** A name or word by its letters and digits alone: "Invoice Paid", "invoice_paid" and "invoicePaid" are one. */
export const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Levenshtein distance, bounded for speed: returns max+1 when over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

/** Similarity in [0, 1] of two strings by shared character bigrams (Dice). */
export function similarity(a: string, b: string): number {
  const grams = (s: string) => {
    const out = new Map<string, number>();
    for (let i = 0; i < s.length - 1; i++) out.set(s.slice(i, i + 2), (out.get(s.slice(i, i + 2)) ?? 0) + 1);
    return out;
  };
  const x = grams(a);
  const y = grams(b);
  let shared = 0;
  for (const [g, n] of x) shared += Math.min(n, y.get(g) ?? 0);
  const total = Math.max(a.length - 1, 0) + Math.max(b.length - 1, 0);
  return total === 0 ? (a === b ? 1 : 0) : (2 * shared) / total;
}

/** The words of each comparison with a number ("over 50", "at least 3"): the value condition's and never a user id's. */
export const COMPARATORS: Readonly<Record<Exclude<ValueFilter['op'], 'between'>, readonly string[]>> = {
  gt: [
    'over',
    'above',
    'more than',
    'greater than',
    'higher than',
    'bigger than',
    'larger than',
    'longer than',
    'exceeding',
    'exceeds',
    'exceeded',
    'exceed',
    'in excess of',
  ],
  gte: ['at least', 'no less than', 'not less than', 'minimum of', 'min of'],
  lt: [
    'under',
    'below',
    'less than',
    'fewer than',
    'lower than',
    'smaller than',
    'shorter than',
    'cheaper than',
  ],
  lte: ['at most', 'no more than', 'not more than', 'up to', 'maximum of', 'max of'],
};
export const COMPARATOR = Object.values(COMPARATORS).flat().join('|');
