// Finds the account's stored event names in a question: near forms (case, separators,
// camelCase, plurals, verb forms) are exact enough for `high`; reversed order, partial
// names, synonyms and typos are loose (at most `medium`).
import {
  ROLE_PEOPLE,
  editDistance,
  isMoneyWord,
  isFillerWord,
  marksAcronyms,
  isVocabulary,
  nameStems,
  nameWordStems,
  similarity,
  stem,
  tokenize,
} from './words.js';
import type { Token } from './words.js';
import { lemmaOf } from './lemmas.js';

export type MatchQuality = 'near' | 'loose';

export interface NameMatch {
  names: string[];
  phrase: string;
  start: number;
  end: number;
  quality: MatchQuality;
  /** A noun for the people doing an event ("listeners", "buyers"): users of that event. */
  agent?: boolean;
}

export interface NameResolution {
  matches: NameMatch[];
  /** Content words that are neither question vocabulary nor a stored name, as phrases. */
  unresolved: { phrase: string; start: number; end: number }[];
  /** A phrase that fits several stored names equally. */
  ambiguous: { phrase: string; names: string[] }[];
  /** People nouns read as plain users although their verb fits several stored names ("subscribers"). */
  loosePeople: string[];
}

// Looser words people use for common product events (stems on both sides).
const SYNONYMS: Record<string, string[]> = {
  purchas: ['order', 'buy', 'checkout', 'payment', 'pay'],
  buy: ['purchas', 'order', 'checkout'],
  bought: ['purchas', 'order', 'buy'],
  order: ['purchas', 'checkout'],
  sale: ['order', 'purchas'],
  // a parcel is a package, and the other way round
  parcel: ['packag'],
  packag: ['parcel'],
  sold: ['purchas', 'order', 'buy'],
  // money given back: a refund is a returned item where no refund is stored
  refund: ['return', 'chargeback'],
  // "left a review", "leave a comment": the review or comment written
  // ("left a comment" for comment-added, "left a rating" for Trip Rated)
  leav: ['submit', 'post', 'writ', 'add', 'rat'],
  left: ['submit', 'post', 'writ', 'add', 'rat'],
  sel: ['purchas', 'order', 'buy'],
  // "written the most incident reports" for incident_report_filed
  writ: ['fil', 'post', 'submit'],
  // ("who has written the most reviews" for review.left)
  written: ['fil', 'post', 'submit', 'writ', 'left', 'leav'],
  wrot: ['fil', 'post', 'submit', 'writ'],
  regist: ['signup', 'sign', 'account'],
  register: ['signup', 'sign', 'account'],
  join: ['signup', 'sign', 'register', 'account'],
  // "signups", "signed up" (one word by then) where account_created is stored
  signup: ['sign', 'regist', 'register', 'account'],
  finish: ['complet', 'end'],
  // "reservations" for booking_created
  reserv: ['book'],
  reservat: ['book'],
  // "network problems" for network_issue_reported
  problem: ['issu', 'error', 'fault', 'bug'],
  // "pause their membership" for MembershipFrozen
  paus: ['freez', 'frozen', 'hold'],
  freez: ['paus', 'frozen', 'hold'],
  // "no-shows" for appointment.missed (or a stored NoShow itself)
  noshow: ['miss', 'absent', 'absenc'],
  // "complained about a delivery" for delivery.problem_reported
  complain: ['complaint', 'problem'],
  complaint: ['complain', 'problem'],
  // "favourite a property", "favorited": a saved or liked thing
  favourit: ['sav', 'save', 'like', 'bookmark', 'favorit'],
  favorit: ['sav', 'save', 'like', 'bookmark', 'favourit'],
  subscrib: ['subscript', 'subscrib'],
  subscript: ['subscrib'],
  pay: ['payment', 'purchas'],
  payment: ['pay', 'purchas'],
  unsubscrib: ['cancel'],
  visit: ['view', 'pageview'],
  // "swapped a battery" for battery_replaced
  swap: ['replac', 'chang'],
  listen: ['play'],
  // "games played" for Match Played
  gam: ['match'],
  stream: ['play'],
  // "progress pics" for Progress Photo Uploaded
  pic: ['photo', 'pictur', 'imag'],
  pictur: ['photo', 'pic', 'imag'],
  photo: ['pictur', 'pic'],
  watch: ['view', 'play'],
  // "browse plants" for plant_viewed
  brows: ['view'],
  clos: ['resolv', 'complet'],
  resolut: ['resolv'],
  open: ['creat'],
  // "dropped out" (one word by then) for participant_withdrew
  dropout: ['withdrew', 'withdraw', 'quit', 'leav', 'left'],
  logon: ['login', 'log', 'signin'],
  // "irrigation runs kicked off", "launched a campaign": started
  kick: ['start', 'launch'],
  launch: ['start'],
  // "adjusted a setpoint": changed
  adjust: ['chang', 'updat', 'modifi'],
  tweak: ['chang', 'adjust', 'updat'],
  modifi: ['chang', 'updat', 'edit'],
  modify: ['chang', 'updat', 'edit'],
  edit: ['chang', 'updat', 'modifi'],
  // "booked an appraisal" for appraisal.scheduled
  book: ['schedul', 'reserv'],
  schedul: ['book'],
  // "redemptions" for stars_redeemed: the noun of an irregular verb
  redempt: ['redeem', 'appli'],
  // "redeemed a promo code" for promo.code_applied
  redeem: ['appli'],
  // "topped up a gift card" (one word by then) for gift-card-reload
  topup: ['reload', 'recharg', 'refil', 'load'],
  reload: ['topup', 'recharg', 'refil'],
  recharg: ['topup', 'reload', 'refil'],
};

// Nouns for the people who do something (stems): read as users, of the event they name when one fits.
const AGENTS: Record<string, string[]> = {
  listener: ['listen', 'play', 'stream'],
  buyer: ['buy', 'purchas', 'order'],
  purchaser: ['purchas', 'order'],
  viewer: ['view', 'watch'],
  watcher: ['watch', 'view'],
  subscriber: ['subscrib', 'subscript'],
  reader: ['read'],
  streamer: ['stream', 'play'],
  shopper: [],
  ...Object.fromEntries(ROLE_PEOPLE.map((w) => [stem(w), []])),
};

/** Agents whose noun is a status (paid, subscribed), not just use of the product. */
const STATUS_AGENTS = new Set(['subscriber', 'buyer', 'purchaser'].map(stem));

interface Candidate {
  tokenIdx: number[];
  names: string[];
  quality: MatchQuality;
  agent?: boolean;
}

const MAX_WINDOW = 6;
const BARRIERS = new Set([
  'most',
  'least',
  'more',
  'less',
  'not',
  'no',
  'than',
  'per',
  'each',
  'every',
  'and',
  'or',
  'but',
  // "members who signed up": a relative clause starts a new phrase (its subject is people, not a name's word)
  'who',
  'whom',
  'whose',
]);

function indexCatalogue(catalogue: readonly string[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const name of catalogue) {
    const key = nameStems(name).join('');
    if (!key) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), name]);
  }
  return byKey;
}

/** Runs of two or more words inside longer names: "log in" is part of user_logged_in. */
function indexParts(catalogue: readonly string[]): Map<string, string[]> {
  const byPart = new Map<string, string[]>();
  for (const name of catalogue) {
    const stems = nameStems(name);
    for (let i = 0; i < stems.length; i++) {
      for (let j = i + 2; j <= stems.length; j++) {
        const key = stems.slice(i, j).join('');
        if (j - i < stems.length && !byPart.get(key)?.includes(name))
          byPart.set(key, [...(byPart.get(key) ?? []), name]);
      }
    }
  }
  return byPart;
}

const PEOPLE_STEMS = new Set(
  ['user', 'customer', 'member', 'player', 'account', 'visitor', 'client', 'people'].map(stem),
);

const COMPOUND_PARTICLES = new Set(['in', 'out', 'up', 'on', 'off', 'down', 'over']);

/**
 * A verb and its particle that a stored name writes as one word: "logged in" for app-login,
 * "checked out" for checkout_completed (loose: the name's word is not said as such).
 */
function compoundCandidates(tokens: Token[], wordsOf: ReadonlyMap<string, string[]>): Candidate[] {
  const out: Candidate[] = [];
  const meant = (word: string) =>
    [...wordsOf]
      .filter(([, stems]) =>
        (ownEntry(PHRASAL_MEANS, word) ?? []).some((all) => all.every((w) => stems.includes(w))),
      )
      .map(([n]) => n);
  tokens.forEach((t, i) => {
    // the verb's noun, written as one word ("shift pickups", "clockins") where no name has it
    if (ownEntry(PHRASAL_MEANS, t.stem) && ![...wordsOf].some(([, stems]) => stems.includes(t.stem))) {
      const names = meant(t.stem);
      if (names.length) out.push({ tokenIdx: [i], names, quality: 'loose' });
    }
    const next = tokens[i + 1];
    if (!next || !COMPOUND_PARTICLES.has(next.raw.toLowerCase()) || timeGapBetween(tokens, i, i + 1)) return;
    const word = `${t.stem}${next.raw.toLowerCase()}`;
    let names = [...wordsOf].filter(([, stems]) => stems.includes(word)).map(([n]) => n);
    // "clocked in" where shift.started is stored: what the phrasal verb means, all of its words
    if (!names.length) names = meant(word);
    if (names.length) out.push({ tokenIdx: [i, i + 1], names, quality: 'loose' });
  });
  return out;
}

// Phrasal verbs (stem and particle run together) by the words of the event they mean
const PHRASAL_MEANS: Record<string, string[][]> = {
  clockin: [
    ['shift', 'start'],
    ['punch', 'in'],
    ['clock', 'in'],
  ],
  clockout: [
    ['shift', 'end'],
    ['punch', 'out'],
    ['clock', 'out'],
  ],
  // "picked up a shift" where shift.claimed is stored
  pickup: [['claim'], ['collect']],
};

const USE_FORMS = new Set(['use', 'uses', 'used', 'using', 'usage']);

/**
 * "Use" is a word of the question language ("which event types has plr_1120 used"), but with the
 * rest of a stored name beside it it is that name: "used a guest code", "guest code usage" for
 * guest_code.used (loose: the name is not said as stored).
 */
function useCandidates(tokens: Token[], catalogue: readonly string[]): Candidate[] {
  // each name's words once, not once per "use" in the question
  const named = catalogue.map((name) => [name, tokenize(name).map((w) => w.stem)] as const);
  const out: Candidate[] = [];
  tokens.forEach((t, i) => {
    if (!USE_FORMS.has(t.raw.toLowerCase())) return;
    for (const [name, words] of named) {
      const rest = words.filter((w) => w !== 'use' && w !== 'used');
      if (rest.length === words.length || !rest.length) continue;
      const after: number[] = [];
      for (let k = i + 1; k < tokens.length && after.length < rest.length; k++) {
        if (!tokens[k]?.filler) after.push(k);
        else if (after.length) break;
      }
      const before: number[] = [];
      for (let k = i - 1; k >= 0 && before.length < rest.length && !tokens[k]?.filler; k--) before.unshift(k);
      for (const idx of [after, before]) {
        if (idx.length === rest.length && idx.every((k, n) => tokens[k]?.stem === rest[n]))
          out.push({ tokenIdx: [...idx, i].sort((a, b) => a - b), names: [name], quality: 'loose' });
      }
    }
  });
  return out;
}

/** Forms of be, have and get between a name's words: a passive or perfect of its verb. */
const AUXILIARIES = new Set(
  'is are was were be been being has have had having get gets got getting gotten'.split(' '),
);

/**
 * Whether a time read out of the question (blanked to spaces) lies between two tokens: no
 * phrasal verb spans it ("did the portal log last week in total": no "log in").
 */
const timeGapBetween = (tokens: Token[], from: number, to: number): boolean =>
  tokens.slice(from, to).some((t, k) => (tokens[from + k + 1]?.start ?? 0) - t.end > 3);

function windowCandidates(
  tokens: Token[],
  seq: number[],
  byKey: Map<string, string[]>,
  byPart: Map<string, string[]>,
): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < seq.length; i++) {
    let key = '';
    for (let j = i; j < Math.min(seq.length, i + MAX_WINDOW); j++) {
      // ("did the portal log last week in total": no "log in" for portal_login)
      const particle = COMPOUND_PARTICLES.has(tokens[seq[j] ?? -1]?.raw.toLowerCase() ?? '');
      if (j > i && particle && timeGapBetween(tokens, seq[j - 1] ?? 0, seq[j] ?? 0)) break;
      key += tokens[seq[j] ?? -1]?.stem ?? '';
      const names = byKey.get(key);
      const idx = seq.slice(i, j + 1);
      if (names) {
        const raws = idx.map((k) => tokens[k]?.raw ?? '');
        // a name's words apart are no near form ("late fee anyone has paid"), but for the verb
        // forms of a passive or perfect ("appointments were booked", "calls has she logged")
        const together = idx.every(
          (k, n) =>
            n === 0 ||
            tokens
              .slice((idx[n - 1] ?? 0) + 1, k)
              .every((between) => AUXILIARIES.has(between.raw.toLowerCase())),
        );
        const near = together ? names.filter((n) => nearForm(raws, n)) : [];
        if (near.length) out.push({ tokenIdx: idx, names: near, quality: 'near' });
        else out.push({ tokenIdx: idx, names, quality: 'loose' });
      } else if (j > i && byPart.get(key)?.length === 1) {
        const part = byPart.get(key) ?? [];
        // "customers logged in" for user_logged_in: the name's own people word said as another one
        const prev = tokens[(seq[i] ?? 0) - 1];
        const stems = nameStems(part[0] ?? '');
        const peopleSaid =
          !!prev &&
          PEOPLE_STEMS.has(prev.stem) &&
          PEOPLE_STEMS.has(stems[0] ?? '') &&
          stems.slice(1).join('') === key;
        out.push({ tokenIdx: idx, names: part, quality: peopleSaid ? 'near' : 'loose' });
      }
      if (j === i + 1) {
        const reversed = byKey.get(`${tokens[seq[j] ?? -1]?.stem ?? ''}${tokens[seq[i] ?? -1]?.stem ?? ''}`);
        if (reversed) out.push({ tokenIdx: idx, names: reversed, quality: 'loose' });
      }
    }
  }
  return out;
}

const singular = (w: string): string =>
  w.endsWith('ies') && w.length > 4
    ? `${w.slice(0, -3)}y`
    : /(ss|us|is)$/.test(w)
      ? w
      : w.endsWith('es') && /(s|x|z|ch|sh)es$/.test(w)
        ? w.slice(0, -2)
        : w.endsWith('s')
          ? w.slice(0, -1)
          : w;

/** Forms of one stored word that count as the same word: plural, and verb endings of a base form. */
function sameWord(typed: string, storedWord: string): boolean {
  // (case is a near form: "pro shop purchases" for Pro Shop Purchase)
  const asked = typed.toLowerCase();
  const stored = storedWord.toLowerCase();
  const a = singular(asked);
  // ("purchases" is "purchase" + s, where singular() reads "purch-as-es")
  if (a === stored || asked === stored || asked === `${stored}s`) return true;
  if (stored.endsWith('ed')) return false; // "plays" is not "Played": a verb form of an inflected name is loose
  const base = stored.endsWith('e') ? stored.slice(0, -1) : stored;
  return [
    `${base}ed`,
    `${base}ing`,
    `${stored}${stored.slice(-1)}ed`,
    `${stored}${stored.slice(-1)}ing`,
  ].includes(a);
}

/**
 * Whether question words are a near form of a stored name. snake_case and kebab-case names
 * keep the stem rule (uploads/uploaded, cancellations/cancelled); names of several words
 * written in PascalCase or with spaces need each word as stored, plural or inflected from
 * its base ("songs played", "page views"), so that "song plays" for `SongPlayed` is loose.
 */
function nearForm(raws: string[], name: string): boolean {
  const stored = tokenize(name).map((t) => t.raw);
  if (/[_-]/.test(name) || stored.length < 2) return true;
  const asked = raws.filter((r) => r.length);
  // "sign up" for SignedUp (SEMANTICS): each word, or the base form of the stored word; "track
  // plays" for Track Played stays loose
  const sameLemma = (a: string, b: string) => a.toLowerCase() === lemmaOf(b.toLowerCase());
  if (asked.length === stored.length)
    return asked.every((r, i) => sameWord(r, stored[i] ?? '') || sameLemma(r, stored[i] ?? ''));
  // "signups" for SignedUp, as SEMANTICS has "signups" for signed_up: the stored words' lemmas run together
  const lemmas = stored.map((w) => lemmaOf(w.toLowerCase())).join('');
  return (
    singular(asked.join('')) === stored.join('') ||
    asked.join('') === stored.join('') ||
    singular(asked.join('')).toLowerCase() === lemmas
  );
}

// Outcomes nobody means by the bare noun: "orders" is order_completed, not order_refunded.
export const SIDE_OUTCOMES =
  /refund|cancel|fail|abandon|declin|delet|remov|error|reject|revers|reschedul|postpon|paus|damag|broke/i;
// Attempts, meant by the bare noun only when no other outcome remains: "subscriptions" is
// subscription_started beside subscription_cancelled, but "checkouts" is checkout_completed.
const ATTEMPTS = /start|view|attempt|request/i;
const OWNED = /subscri|plan|membership|trial/i;
const RENEWS = /renew/i;
// Among several outcomes of one noun, the one that makes the thing: "posts" is post_created beside post_liked.
const CREATES = /creat|add(?:ed)?(?![a-z])|placed|publish|submit|sent|upload|made|issu/i;

/**
 * "subscriptions" beside subscription_started, subscription_renewed and subscription_cancelled:
 * the new ones and their renewals (one first, the rest renewals), or null.
 */
function withRenewals(names: readonly string[]): string[] | null {
  const kept = names.filter((n) => !SIDE_OUTCOMES.test(n));
  const firsts = kept.filter((n) => !RENEWS.test(n));
  return kept.length >= 2 && firsts.length === 1 ? kept : null;
}

/** The one name a bare noun means among several sharing its word, or none. */
export function mainName(names: readonly string[]): string[] {
  if (names.length < 2) return [...names];
  const kept = names.filter((n) => !SIDE_OUTCOMES.test(n));
  // a started subscription or plan is the thing itself, not an attempt at it
  const done = kept.filter((n) => !ATTEMPTS.test(n) || OWNED.test(n));
  const made = done.filter((n) => CREATES.test(n));
  return done.length === 1 ? done : kept.length === 1 ? kept : made.length === 1 ? made : [];
}

/** The stem of a name's last word before its closing verb ("alert" in search_alert.created). */
function headNounStem(name: string): string {
  const words = tokenize(name);
  while (words.length > 1 && /(ed|ing)$/.test(words[words.length - 1]?.raw ?? '')) words.pop();
  return words[words.length - 1]?.stem ?? '';
}

/** Whether a word is two or more adjacent words of a name run together: "logins" in user_logged_in. */
function joinsWords(word: string, name: string): boolean {
  const stems = nameStems(name);
  return stems.some((_, i) =>
    stems.slice(i + 1).some((__, k) => stems.slice(i, i + k + 2).join('') === word),
  );
}

const withStems = (catalogue: readonly string[], wanted: readonly string[]): string[] =>
  catalogue.filter((n) => nameWordStems(n).some((s) => wanted.includes(s)));

/** Stored names sharing a word (or a synonym, or a near-typo) with a content word. */
// Words of a question are looked up as own keys only: "constructor" is not a synonym.
const ownEntry = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** Nouns in "-ing" whose meaning is not their verb's ("accounting" is no account made). */
const OTHER_MEANING = /^(?:accounting|building|settings?|meeting|listing|housing|clothing)s?$/i;

/** Words in -al that are no action of a verb ("signals" are no signups). */
const NOT_OF_A_VERB =
  /^(?:signal|portal|total|final|interval|original|general|personal|journal|capital|digital|terminal|tutorial|material|potential|manual|annual|several|hospital|festival|animal|medal|metal|pedal|rival|local|global|normal|usual|natural|central|special|mental|dental|rural|plural|sandal|crystal|ritual|virtual|visual|actual|casual|formal|legal|royal|loyal|vital)s?$/i;

function looseNames(token: Token, catalogue: readonly string[]): string[] {
  const withWord = (wanted: Set<string>) => withStems(catalogue, [...wanted]);
  let byWord = withWord(new Set([token.stem]));
  // an irregular form ("paid" for pay, "went" for go) by its lemma
  if (!byWord.length && token.lemma !== token.stem) byWord = withWord(new Set([token.lemma]));
  // (by a synonym, never a name word's "-ing" noun of another meaning: "signups" is no
  // `Export To Accounting`)
  if (!byWord.length) {
    const synonyms = ownEntry(SYNONYMS, token.stem) ?? [];
    byWord = catalogue.filter((n) =>
      tokenize(n).some(
        (w) => (synonyms.includes(w.stem) || synonyms.includes(w.lemma)) && !OTHER_MEANING.test(w.raw),
      ),
    );
  }
  // "deliveries" where only Delivery Rescheduled and delivery_failed share the noun: the thing
  // itself is the one name whose verb the noun comes from (parcel_delivered)
  if (byWord.length && byWord.every((n) => SIDE_OUTCOMES.test(n)) && token.stem.length >= 6) {
    const made = catalogue.filter(
      (n) =>
        !SIDE_OUTCOMES.test(n) &&
        nameWordStems(n).some((s) => s.length >= 5 && s !== token.stem && token.stem.startsWith(s)),
    );
    if (made.length === 1) return made;
  }
  if (!byWord.length) byWord = catalogue.filter((n) => joinsWords(token.stem, n));
  // "escalations" for ticket_escalated, "registrations" for user_registered: the verb a noun in
  // -ation is made from (the stemmer gives the two different stems)
  // ("submissions" for response.submitted, "deletions" for file_deleted: -ssion from -t, -tion from -te)
  const ation = /^(\w{3,}?)ations?$/.exec(token.raw);
  const ssion = /^(\w{3,}?)ssions?$/.exec(token.raw);
  const tion = /^(\w{3,}?)tions?$/.exec(token.raw);
  // ("rentals" for Board Rented, "renewals" for plan_renewed, "referrals" for friend_referred:
  // the verb a noun in -al is made from; not the adjectives and nouns of their own in -al)
  const al = NOT_OF_A_VERB.test(token.raw) ? null : /^(\w{4,}?)als?$/.exec(token.raw);
  const verbs = ation
    ? [`${ation[1]}ated`, `${ation[1]}ate`, `${ation[1]}ed`, `${ation[1]}er`, `${ation[1]}e`]
    : ssion
      ? [`${ssion[1]}t`, `${ssion[1]}tted`]
      : tion
        ? [`${tion[1]}te`, `${tion[1]}ted`]
        : al
          ? [`${al[1]}`, `${al[1]}e`, `${al[1]}ed`, (al[1] ?? '').replace(/(\w)\1$/, '$1')]
          : [];
  if (!byWord.length && verbs.length) byWord = withWord(new Set(verbs.map(stem)));
  // the name that has the word as it was said ("viewed": Listing Viewed, not Viewing Booked), or
  // as its head noun ("searches": Search Performed, not search_alert.created, an alert)
  if (byWord.length > 1) {
    const kept = byWord.filter((n) => !SIDE_OUTCOMES.test(n));
    const pool = kept.length ? kept : byWord;
    const said = pool.filter((n) => tokenize(n).some((t) => t.raw === token.raw));
    if (said.length === 1) return said;
    // (a noun's head only: "added" is a verb, whatever it was added to)
    const head = /(ed|ing)$/.test(token.raw) ? [] : pool.filter((n) => headNounStem(n) === token.stem);
    if (head.length === 1) return head;
  }
  const main = mainName(byWord);
  if (main.length) return main;
  if (byWord.length) return byWord;
  // typos: one edit in a word of 5+ letters, two in 8+
  if (token.stem.length < 5) return [];
  const max = token.stem.length >= 8 ? 2 : 1;
  // "unfollowed" for follow, "disliked" for like: the opposite of the name, not a typo of it
  const opposite = (s: string) => [`un${s}`, `dis${s}`, `de${s}`, `re${s}`].includes(token.stem);
  return catalogue.filter((n) => {
    const stems = nameStems(n);
    if (stems.some(opposite) || opposite(stems.join(''))) return false;
    return (
      editDistance(stems.join(''), token.stem, max) <= max ||
      stems.some((s) => s.length >= 5 && editDistance(s, token.stem, max) <= max)
    );
  });
}

export function resolveEventNames(text: string, catalogue: readonly string[]): NameResolution {
  const tokens = tokenize(text);
  const byKey = indexCatalogue(catalogue);
  const byPart = indexParts(catalogue);
  const nameWords = new Set(catalogue.flatMap(nameWordStems));
  const acronyms = marksAcronyms(text);
  const isContentWord = (token: Token | undefined): boolean =>
    !!token &&
    // (two capitals are an acronym: "how many QA events" names something)
    (token.raw.length >= 3 || (/^[A-Z]{2}$/.test(text.slice(token.start, token.end)) && acronyms)) &&
    !/^\d+$/.test(token.raw) &&
    // ("US" in capitals is no pronoun)
    (!isVocabulary(token.raw, nameWords) || (!token.filler && isFillerWord(token.raw)));
  const all = tokens.map((_, i) => i);
  const content = all.filter((i) => !tokens[i]?.filler);
  // a window over content words skips fillers, but not one that carries meaning ("skipped the most songs")
  const runs: number[][] = [[]];
  for (const i of all) {
    // nor across a comma or a sentence end ("of riders who requested a ride, how many completed one")
    const gap = text.slice(tokens[i - 1]?.end ?? 0, tokens[i]?.start ?? 0);
    if (BARRIERS.has(tokens[i]?.raw ?? '') || /[,;:.?!]/.test(gap)) runs.push([]);
    else if (!tokens[i]?.filler) runs[runs.length - 1]?.push(i);
  }
  const candidates = [
    ...compoundCandidates(tokens, new Map(catalogue.map((n) => [n, nameWordStems(n)]))),
    ...useCandidates(tokens, catalogue),
    ...windowCandidates(tokens, all, byKey, byPart),
    ...runs.flatMap((run) => windowCandidates(tokens, run, byKey, byPart)),
  ];
  candidates.sort(
    (a, b) =>
      b.tokenIdx.length - a.tokenIdx.length ||
      (a.quality === b.quality ? 0 : a.quality === 'near' ? -1 : 1) ||
      (a.tokenIdx[0] ?? 0) - (b.tokenIdx[0] ?? 0),
  );

  const covered = new Set<number>();
  const picked: Candidate[] = [];
  for (const c of candidates) {
    const first = c.tokenIdx[0] ?? 0;
    const last = c.tokenIdx[c.tokenIdx.length - 1] ?? 0;
    // a window over content words may skip fillers, but never a covered word in between
    const inside = all.filter((i) => i >= first && i <= last);
    if (inside.some((i) => covered.has(i))) continue;
    c.tokenIdx.forEach((i) => covered.add(i));
    picked.push(c);
  }

  const ambiguous: NameResolution['ambiguous'] = [];
  const nearNames = new Set(picked.filter((c) => c.quality === 'near').flatMap((c) => c.names));
  const loosePeople: string[] = [];
  // people nouns: users, of the one event their verb names
  for (const i of content) {
    const token = tokens[i];
    if (!token || covered.has(i)) continue;
    // "depositors", "uploaders": the doers of a stored verb, when one name has it
    const doer = /^(\w{4,}?)(?:ers?|ors?)$/.exec(token.raw);
    const agent = Object.hasOwn(AGENTS, token.stem);
    const verb = doer && !agent && isContentWord(token) ? stem(doer[1] ?? '') : null;
    const names = agent
      ? withStems(catalogue, ownEntry(AGENTS, token.stem) ?? [])
      : verb
        ? withStems(catalogue, [verb])
        : [];
    const main = mainName(names);
    if (!agent && main.length !== 1) continue;
    covered.add(i);
    if (main.length === 1) picked.push({ tokenIdx: [i], names: main, quality: 'loose', agent: true });
    // "listeners" where tracks and podcasts are played: the app's users, as "riders" or "players";
    // "subscribers" or "buyers" are a status that no one name settles, so the reading is stated
    else if (names.length && STATUS_AGENTS.has(token.stem)) loosePeople.push(token.raw);
  }
  // two words written as one stored word: "check out" → checkout
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i];
    const b = tokens[i + 1];
    if (!a || !b || covered.has(i) || covered.has(i + 1) || a.filler || a.end !== b.start - 1) continue;
    if (!isContentWord(a) || a.raw.length < 3 || b.raw.length < 2 || /^\d/.test(b.raw)) continue;
    // "checked out" by its lemma as well
    const joined = stem(a.raw + b.raw);
    const main = mainName(withStems(catalogue, [joined, stem(lemmaOf(a.raw) + b.raw)]));
    if (main.length === 1) {
      picked.push({ tokenIdx: [i, i + 1], names: main, quality: 'loose' });
      covered.add(i);
      covered.add(i + 1);
    }
  }
  // words naming fewer stored names first: in "failed the most levels", "failed" (level_failed) makes "levels" a word of it
  const fits = new Map(
    content.map((i) => [i, withStems(catalogue, [tokens[i]?.stem ?? '']).length || Infinity]),
  );
  const leftovers = content
    .filter((i) => !covered.has(i) && isContentWord(tokens[i]))
    .sort((a, b) => (fits.get(a) ?? Infinity) - (fits.get(b) ?? Infinity) || a - b);
  // "rent the most boards", "board rentals" (Board Rented, wetsuit_rented, board-returned): two
  // words near each other, each of several names, that together fit one
  // (each leftover's names once, for the pairs and the loop after them)
  const namesOf = new Map(leftovers.map((i) => [i, tokens[i] ? looseNames(tokens[i], catalogue) : []]));
  const inOrder = [...leftovers].sort((a, b) => a - b);
  for (let p = 0; p + 1 < inOrder.length; p++) {
    const [i, j] = [inOrder[p] ?? 0, inOrder[p + 1] ?? 0];
    const [a, b] = [tokens[i], tokens[j]];
    if (!a || !b || j - i > 3 || /[,;:.?!]/.test(text.slice(a.end, b.start))) continue;
    const [ofA, ofB] = [namesOf.get(i) ?? [], namesOf.get(j) ?? []];
    const both = ofA.filter((n) => ofB.includes(n));
    if ((ofA.length < 2 && ofB.length < 2) || both.length !== 1) continue;
    // (apart, each is a mention of it, so that the words between stay: "the most")
    if (j === i + 1) picked.push({ tokenIdx: [i, j], names: both, quality: 'loose' });
    else picked.push(...[i, j].map((k) => ({ tokenIdx: [k], names: both, quality: 'loose' as const })));
    covered.add(i);
    covered.add(j);
    p++;
  }
  for (const i of leftovers) {
    const token = tokens[i];
    if (!token || covered.has(i)) continue;
    const names = namesOf.get(i) ?? [];
    const ofPicked = picked.some(
      (c) => c.quality === 'loose' && c.names.some((n) => nameStems(n).includes(token.stem)),
    );
    if (ofPicked || (names.length && names.every((n) => nearNames.has(n)))) {
      // a word of a name already matched ("created a PlaylistCreated event"): nothing new
      covered.add(i);
      continue;
    }
    // "opened a support chat" (Support Chat Started): a verb read only through a synonym, said
    // right before a name already matched, is that name's verb, not an event of its own
    const bySynonym = names.length > 0 && !withStems(names, [token.stem, token.lemma]).length;
    let next = i + 1;
    while (/^(?:a|an|the|their|his|her|our|my|some|any)$/i.test(tokens[next]?.raw ?? '')) next++;
    // (a name of one loose word may be the object only: "watched a lesson" is lesson.viewed)
    // ("how many massage-addon were sold": said after the name, with only a verb's auxiliaries between)
    let before = i - 1;
    while (before >= 0 && AUXILIARIES.has(tokens[before]?.raw.toLowerCase() ?? '')) before--;
    if (
      bySynonym &&
      picked.some(
        (c) =>
          (c.tokenIdx[0] === next && (c.tokenIdx.length > 1 || c.quality === 'near')) ||
          (c.quality === 'near' && c.tokenIdx[c.tokenIdx.length - 1] === before && before < i - 1),
      )
    ) {
      covered.add(i);
      continue;
    }
    const family = withRenewals(names);
    if (names.length === 1 || family) {
      picked.push({ tokenIdx: [i], names: family ?? names, quality: 'loose' });
      covered.add(i);
    } else if (names.length > 1) {
      // a neighbouring word may tell them apart ("tasks ... done"): keep the ones sharing most words
      ambiguous.push({ phrase: token.raw, names });
      covered.add(i);
    }
  }

  const matches = picked.map((c) => toMatch(c, tokens, text)).sort((a, b) => a.start - b.start);
  // a money word no stored name takes ("fares") is read as revenue by the planner, not as an unknown event
  const stray = content.filter(
    (i) => !covered.has(i) && isContentWord(tokens[i]) && !isMoneyWord(tokens[i]?.raw ?? ''),
  );
  const unresolved = groupPhrases(
    [...new Set([...stray, ...phrasalActions(tokens, covered)])].sort((a, b) => a - b),
    tokens,
    text,
  );
  return { matches, unresolved, ambiguous, loosePeople };
}

// Verbs of the question language that name an action with a particle: "log" is asking, "log in" is an event.
const PHRASAL_ACTIONS = new Set([
  'log',
  'logs',
  'logged',
  'logging',
  'clock',
  'clocks',
  'clocked',
  'clocking',
]);
const PARTICLES = new Set(['in', 'on', 'out', 'off']);
const PASSIVE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);

/** Token indices of an action phrase no stored name took ("first log in" where no login is stored). */
function phrasalActions(tokens: Token[], covered: ReadonlySet<number>): number[] {
  const out: number[] = [];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    // "events were logged in May" records; "users logged in", "first log in" act
    // ("how many ComplaintFiled did we log in October": the asker recording, not a login)
    const passive = PASSIVE.has(tokens[i - 1]?.raw ?? '') || /^(?:we|i)$/i.test(tokens[i - 1]?.raw ?? '');
    if (
      PHRASAL_ACTIONS.has(t.raw) &&
      next &&
      PARTICLES.has(next.raw) &&
      // (not across a time read out of the question: "log last week in total")
      !timeGapBetween(tokens, i, i + 1) &&
      // "logged in total", "logged in all": the particle starts another phrase
      !/^(total|all|sum)$/i.test(tokens[i + 2]?.raw ?? '') &&
      !passive &&
      !covered.has(i) &&
      !covered.has(i + 1)
    )
      out.push(i, i + 1);
  });
  return out;
}

function toMatch(c: Candidate, tokens: Token[], text: string): NameMatch {
  const start = tokens[c.tokenIdx[0] ?? 0]?.start ?? 0;
  const end = tokens[c.tokenIdx[c.tokenIdx.length - 1] ?? 0]?.end ?? 0;
  return {
    names: [...c.names].sort(),
    phrase: text.slice(start, end).replace(/\s+/g, ' '),
    start,
    end,
    quality: c.quality,
    ...(c.agent ? { agent: true } : {}),
  };
}

/** Adjacent content words (only fillers between) form one phrase. */
function groupPhrases(idx: number[], tokens: Token[], text: string): NameResolution['unresolved'] {
  const out: NameResolution['unresolved'] = [];
  let prev = -2;
  for (const i of idx) {
    const t = tokens[i];
    if (!t) continue;
    const gapIsFiller = prev >= 0 && tokens.slice(prev + 1, i).every((x) => x.filler) && i - prev <= 2;
    const last = out[out.length - 1];
    if (last && gapIsFiller) {
      last.end = t.end;
      last.phrase = text.slice(last.start, last.end);
    } else {
      out.push({ phrase: text.slice(t.start, t.end).replace(/\s+/g, ' '), start: t.start, end: t.end });
    }
    prev = i;
  }
  return out;
}

/** The stored names closest to a phrase, best first. */
export function closestNames(phrase: string, catalogue: readonly string[], n = 3): string[] {
  const norm = (s: string) =>
    tokenize(s)
      .map((t) => t.stem)
      .join(' ');
  const p = norm(phrase);
  return [...catalogue]
    .map((name) => ({ name, score: similarity(p, norm(name)) }))
    .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1))
    .slice(0, n)
    .map((x) => x.name);
}
