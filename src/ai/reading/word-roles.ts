// What the words around an event name do: people nouns, objects and verbs that are part of
// the clause, ratio sides, the product's own name, identifiers that look like ids.
import { resolveEventNames } from '../name-resolver.js';
import type { NameResolution } from '../name-resolver.js';
import { editDistance, nameStems, stem } from '../words.js';
import { unique } from './context.js';
import {
  CALENDAR_WORDS,
  PEOPLE_NOUNS,
  PEOPLE_SLOT,
  PRODUCT_AS_PLACE,
  PRODUCT_AS_SUBJECT,
  PRODUCT_BEFORE,
  ROLE_NOUNS,
  TRADE_NOUNS,
  VALUE_PROPERTY,
} from './lexicon.js';
import { blank } from './prepare.js';
import { isPersonNoun, nounClass } from './wordnet.js';

export function isProductName(
  text: string,
  u: { phrase: string; start: number; end: number },
  catalogue: readonly string[],
): boolean {
  const word = u.phrase.trim();
  // (an acronym only as what records the events: "does the VPN app send"; "spend on AWS" is no product)
  const acronym = /^[A-Z]{2,6}$/.test(word);
  if (!(/^[A-Z][a-z]+[A-Za-z]*$/.test(word) || acronym) || !/\S/.test(text.slice(0, u.start))) return false;
  const before = text.slice(0, u.start);
  const after = text.slice(u.end);
  // ("what kinds of events does the VPN app send": the product, by its name and what it is)
  const subject =
    /\b(?:did|does|do|has|have|had)\s+(?:the\s+|our\s+)?$/i.test(before) && PRODUCT_AS_SUBJECT.test(after);
  const place =
    PRODUCT_BEFORE.test(before) &&
    !/\b(?:did|does|do|has|have|had)\s+$/i.test(before) &&
    // "customers in Texas" narrows the people to a place, which no event carries
    // ("how many buyers are in Germany", "sellers based in Ohio": the same, said with a verb)
    !/\b(?:users|customers|people|members|drivers|players|clients|visitors|accounts|someone|anyone|[a-z]+ers)\s+(?:(?:are|were|is|was|based|located|living|who (?:live|lives|are|were|is))\s+)?(?:in|from|at|near|around|of)\s+$/i.test(
      before,
    ) &&
    PRODUCT_AS_PLACE.test(after);
  if (!subject && !(place && !acronym)) return false;
  const lower = word.toLowerCase();
  if (CALENDAR_WORDS.some((m) => editDistance(m, lower, 2) <= 2)) return false;
  const nameWords = catalogue.flatMap((n) =>
    n.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/).map((w) => w.toLowerCase()),
  );
  return !nameWords.some((w) => w.length >= 3 && editDistance(w, lower, 1) <= 1);
}

interface Span {
  start: number;
  end: number;
}

/**
 * "ratio of cancellations to rides", "refunds-to-orders ratio": the two sides around the last "to" of
 * the ratio's clause, or null. Each side names its own events (ride_cancelled, then rides).
 */
function ratioSides(text: string): [Span, Span] | null {
  // "what's the A to B ratio" only when no "ratio of" follows: the clause before "ratio" is then the sides
  const clause =
    /\bratio (?:of|between) ([^,;:.?!]*)/i.exec(text) ?? /(?:^|[,;:.?!])([^,;:.?!]*) ratio\b/i.exec(text);
  const sides = clause?.[1];
  if (!clause || sides === undefined) return null;
  const to = [...sides.matchAll(/(?<=[\s-])to(?=[\s-])/gi)].at(-1);
  if (!to) return null;
  const start = clause.index + clause[0].indexOf(sides);
  return [
    { start, end: start + to.index },
    { start: start + to.index + 2, end: start + sides.length },
  ];
}

/** Names resolved on each side of a ratio apart, so that "cancellations to rides" is not one name. */
export function resolveRatioNames(text: string, catalogue: readonly string[]): NameResolution {
  const sides = ratioSides(text);
  if (!sides) return resolveEventNames(text, catalogue);
  const [a, b] = sides.map((other) => resolveEventNames(blank(text, [other]), catalogue)) as [
    NameResolution,
    NameResolution,
  ];
  // words outside both sides are read twice: keep one of each
  const once = <T extends { start: number }>(xs: T[]): T[] =>
    [...new Map(xs.map((x) => [x.start, x])).values()].sort((x, y) => x.start - y.start);
  return {
    matches: once([...b.matches, ...a.matches]),
    unresolved: once([...b.unresolved, ...a.unresolved]),
    ambiguous: [...new Map([...a.ambiguous, ...b.ambiguous].map((x) => [x.phrase, x])).values()],
    loosePeople: unique([...a.loosePeople, ...b.loosePeople]),
  };
}

/**
 * "how many agents resolved a ticket", "top 3 agents by replies" where agent_invited is stored:
 * a role noun in the place of the people counted, beside another event, names the users.
 */
// "how many watchers go on to bid": the doers of one event, then a later step, are that event's
// users in a conversion (a role noun, "how many drivers went on to …", stays every user)
const GOES_ON =
  /^\s+(?:(?:who|that)\s+)?(?:(?:go|goes|went|going|gone)\s+on\s+to|(?:end|ends|ended|ending)\s+up)\b/i;

export function peopleRoles(
  res: NameResolution,
  text: string,
  isIdNoun: (noun: string) => boolean = () => false,
): NameResolution['matches'] {
  return res.matches.filter(
    (m) =>
      activeDoers(m, text) ||
      // "Top brokers?" where ids are broker_07: the users
      (/\b(?:top|bottom)\s+$/i.test(text.slice(0, m.start)) &&
        m.quality === 'loose' &&
        isIdNoun(m.phrase.trim())) ||
      (PEOPLE_SLOT.test(text.slice(0, m.start)) &&
        // "how many cooks used X", "our 3 most active cooks" where ids are cook_0007: the users, always
        ((m.quality === 'loose' && isIdNoun(m.phrase.trim())) ||
          // a role noun, or the doer of one event ("viewers" of title_viewed), beside another
          ((ROLE_NOUNS.test(m.phrase.trim()) || (!!m.agent && !GOES_ON.test(text.slice(m.end)))) &&
            // another phrase names the events ("employers sent the most employer messages")
            res.matches.some(
              (o) =>
                o !== m &&
                (o.names.join() !== m.names.join() || (o.quality === 'near' && m.quality !== 'near')),
            )))),
  );
}

/** "active viewers", "viewers active in September": the doers of an event said to be active are people, not events. */
export const activeDoers = (m: NameResolution['matches'][number], text: string): boolean =>
  !!m.agent &&
  (/\bactive\s+$/i.test(text.slice(0, m.start)) ||
    /^\s+(?:who were |that were )?active\b/i.test(text.slice(m.end)));

/** A noun that is the account's user-id prefix itself ("cooks" for cook_0007, "listener"): its people. */
export const nounOfIds =
  (idPrefixes: readonly string[]) =>
  (noun: string): boolean => {
    const w = noun.toLowerCase();
    if (!/^[a-z]{3,}$/.test(w)) return false;
    const one = w.endsWith('s') ? w.slice(0, -1) : w;
    // the prefix itself, or its doer ("dispatchers" for dispatch.maria)
    return idPrefixes.some((p) => one === p || (one === `${p}er` && p.length >= 4));
  };

/**
 * Whether the word at `start` stands where the people of a question go ("how many X", "which X",
 * "did the X"; "how many tank cleanings did the brewers do": the article changes nothing).
 */
export const inPeopleSlot = (text: string, start: number): boolean =>
  PEOPLE_SLOT.test(
    text.slice(0, start).replace(/\b(did|do|does|have|had|has)\s+(?:(?:the|our|your|their)\s+)?$/i, 'which '),
  );

/**
 * "how many times did candidates apply": a role noun matching no name, where people are asked
 * about, is the users when the account's user ids are written with it (cand_0007, emp_012).
 */
export function unresolvedRoles(
  res: NameResolution,
  text: string,
  isRole: (noun: string) => boolean,
  isIdNoun: (noun: string) => boolean = () => false,
  /** The ids said who the role is: trades count too ("mechanics" for mech_07). */
  byIds = false,
): NameResolution['unresolved'] {
  return res.unresolved.filter(
    (u) =>
      isRole(u.phrase.trim()) &&
      (ROLE_NOUNS.test(u.phrase.trim()) ||
        isIdNoun(u.phrase.trim()) ||
        (byIds && (TRADE_NOUNS.test(u.phrase.trim()) || isPersonNoun(u.phrase.trim())))) &&
      (inPeopleSlot(text, u.start) ||
        // "the average rating drivers gave": the subject of the verb after it
        /^\s+(?:gave|give|made|make|did|took|sent|left|wrote|had|have|\w{3,}ed)\b/i.test(text.slice(u.end))),
  );
}

/**
 * "how many tickets did we close" (ticket_created, ticket_resolved): a bare noun read loosely as
 * one event is the object of a later verb whose event has that noun, not a second event.
 */
export function objectNouns(res: NameResolution, text: string): NameResolution['matches'] {
  return res.matches.filter(
    (m) =>
      m.quality === 'loose' &&
      !/\s/.test(m.phrase.trim()) &&
      res.matches.some(
        (v) =>
          v.start > m.end &&
          v.names.some((n) => !m.names.includes(n) && nameStems(n).includes(stem(m.phrase.trim()))) &&
          !/\b(and|or|vs|versus|to|than|against|per|with)\b|[,;]/i.test(text.slice(m.end, v.start)),
      ),
  );
}

/**
 * "how many support tickets have passengers opened" (support_ticket, app_opened), "how many
 * SurveySubmitted events did res_0042 send" (sms.sent): a lone verb
 * read loosely as another event, after an exactly named event with no "and", "or", comma or
 * preposition between them, is what was done to that event, not a second event.
 */
export function clauseVerbs(res: NameResolution, text: string): NameResolution['matches'] {
  return res.matches.filter(
    (m) =>
      m.quality === 'loose' &&
      !m.agent &&
      !/\s/.test(m.phrase.trim()) &&
      (objectOfVerb(m, res, text) ||
        res.matches.some(
          (n) =>
            n.quality === 'near' &&
            n.end <= m.start &&
            !n.names.some((x) => m.names.includes(x)) &&
            // ("how many SurveySubmitted events did res_0042 send": a base form after "did")
            (/ed$/i.test(m.phrase.trim()) || /\b(?:did|do|does)\b/i.test(text.slice(n.end, m.start))) &&
            !/\b(and|or|nor|but|vs|versus|to|than|against|per|with|without|then|after|before|followed|by|who|that|which|where|plus)\b|[,;/&+]/i.test(
              text.slice(n.end, m.start),
            ),
        )),
  );
}

/**
 * "how many accounts reported machine-fault", "still completed a vend_purchase": a lone verb no
 * stored name explains, right before an event named exactly, is what was done: that event itself.
 * Only in the question's clause ("We shipped Automation Created ten weeks ago." is a statement).
 */
export function verbsOfNamed(res: NameResolution, text: string): NameResolution['unresolved'] {
  return res.unresolved.filter(
    (u) =>
      /^\s*[a-z]+ed\s*$/i.test(u.phrase) &&
      /\b(?:how many|who|which|what|users?|people|accounts?|customers?|members?|anyone|anybody|someone|somebody)\b[^.!?]*$/i.test(
        text.slice(0, u.start),
      ) &&
      res.matches.some(
        (m) =>
          m.quality === 'near' &&
          m.start >= u.end &&
          /^\s+(?:(?:a|an|the|any|some|one|their|his|her|its)\s+)?$/i.test(text.slice(u.end, m.start)),
      ),
  );
}

/**
 * "largest store.purchase ticket" where maintenance-ticket is stored: a word for what a value
 * measures, read loosely as another event right after an event named exactly, is its value.
 */
export function valueWordsOfNamed(res: NameResolution, text: string): NameResolution['matches'] {
  return res.matches.filter(
    (v) =>
      v.quality === 'loose' &&
      VALUE_PROPERTY.test(v.phrase.trim()) &&
      res.matches.some(
        (m) => m.quality === 'near' && m.end <= v.start && !/\S/.test(text.slice(m.end, v.start)),
      ),
  );
}

/**
 * "How many different users sent a Review Submitted" (photo_update_sent, Review Submitted): a lone
 * verb read loosely as another event, right before an event named exactly (an article between at
 * most), is the verb of doing the named one.
 */
export function verbsBeforeNamed(res: NameResolution, text: string): NameResolution['matches'] {
  return res.matches.filter(
    (v) =>
      v.quality === 'loose' &&
      /^\s*(?:[a-z]+ed|sent|made|left|gave|took|wrote|did|got|put|had)\s*$/i.test(v.phrase) &&
      res.matches.some(
        (m) =>
          m !== v &&
          m.quality === 'near' &&
          m.start >= v.end &&
          !m.names.some((x) => v.names.includes(x)) &&
          /^\s+(?:(?:a|an|the|any|some|one|their|his|her|its)\s+)?$/i.test(text.slice(v.end, m.start)) &&
          // ("riders who requested a ride completed one": the verb and the next noun name ride_requested)
          !v.names.some((x) =>
            nameStems(x).some((s) =>
              m.phrase
                .trim()
                .split(/\s+/)
                .some((w) => stem(w) === s),
            ),
          ),
      ),
  );
}

/**
 * "How many maintenance tickets were opened …" (maintenance-ticket, reservation.created): a lone
 * verb read loosely as another event, right after an event named exactly and an auxiliary, is
 * what was done to the named one, its own event.
 */
export function passiveVerbsOfNamed(res: NameResolution, text: string): NameResolution['matches'] {
  return res.matches.filter(
    (v) =>
      v.quality === 'loose' &&
      /^\s*[a-z]+ed\s*$/i.test(v.phrase) &&
      res.matches.some(
        (m) =>
          m !== v &&
          m.quality === 'near' &&
          m.end <= v.start &&
          !m.names.some((x) => v.names.includes(x)) &&
          /^\s+(?:were|was|got|get|are|is|have been|has been|had been|been|being)\s+$/i.test(
            text.slice(m.end, v.start),
          ),
      ),
  );
}

/**
 * "when did someone last open a support chat" (app_open, support-chat-started): a verb read
 * loosely as one event, right before the object that names another ("a", "the" between at most),
 * is what was done to that object's event.
 */
function objectOfVerb(m: NameResolution['matches'][number], res: NameResolution, text: string): boolean {
  const verb = m.phrase.trim();
  const asVerb =
    /[a-z]ed$/i.test(verb) ||
    /\b(?:did|does|do|to|will|can|could|would)\s+(?:\w+\s+){0,2}$/i.test(text.slice(0, m.start));
  return (
    asVerb &&
    res.matches.some(
      (n) =>
        n !== m &&
        n.start >= m.end &&
        /^\s+(?:a|an|the|their|his|her|its|some|any|new)\s+$/i.test(text.slice(m.end, n.start)) &&
        /\s/.test(n.phrase.trim()) &&
        n.quality === 'loose' &&
        !n.names.some((x) => m.names.includes(x)) &&
        // ("requested a ride completed one": the verb and its object name ride_requested together)
        !m.names.some((x) =>
          n.phrase
            .trim()
            .split(/\s+/)
            .some((w) => nameStems(x).includes(stem(w))),
        ),
    )
  );
}

/**
 * An identifier written like a stored name (`invoice.refunded`, `coupon_redeemed`, `CartAbandoned`)
 * that no near match covers and that is no typo of a stored name: it names an event that does not exist.
 */
export function strayIdentifier(
  text: string,
  res: NameResolution,
  catalogue: readonly string[],
): string | null {
  const keys = catalogue.map((n) => nameStems(n).join(''));
  for (const m of text.matchAll(
    /(?<![\w@.-])[A-Za-z][A-Za-z0-9]*(?:[._][A-Za-z0-9]+)+(?![\w@-])|(?<![\w@.-])[a-z]+(?:[A-Z][a-z0-9]+)+(?![\w@.-])|(?<![\w@.-])[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+(?![\w@.-])/g,
  )) {
    const start = m.index;
    const end = start + m[0].length;
    if (res.matches.some((x) => x.quality === 'near' && x.start <= start && x.end >= end)) continue;
    const key = nameStems(m[0]).join('');
    if (keys.some((k) => editDistance(k, key, 2) <= (key.length >= 8 ? 2 : 1))) continue;
    return m[0];
  }
  return null;
}

/** A role noun whose stem starts like the account's user ids ("candidates" for cand_0007): its people are the users. */
export const roleOfIds =
  (idPrefixes: readonly string[]) =>
  (noun: string): boolean => {
    const w = noun.toLowerCase().replace(/s$/, '');
    // the id's letters in the noun's order, from its first letter: cand, emp, drv ("driver"), plr ("player")
    const inOrder = (p: string) => {
      let at = 0;
      for (const ch of p) {
        at = w.indexOf(ch, at);
        if (at < 0) return false;
        at++;
      }
      return true;
    };
    return idPrefixes.some((p) => p.length >= 3 && p[0] === w[0] && inOrder(p));
  };

/**
 * Two loose one-word names side by side are one thing, not two events: "delivery rating" is a
 * rating (the last noun is the head), "rated a delivery" a rating (the verb, with its object).
 * Returns the match that only qualifies the other.
 */
export function qualifierNouns(res: NameResolution, text: string): NameResolution['matches'] {
  const single = res.matches
    .filter((m) => m.quality === 'loose' && !m.agent && !/\s/.test(m.phrase.trim()))
    .sort((a, b) => a.start - b.start);
  const out: NameResolution['matches'] = [];
  for (let i = 0; i + 1 < single.length; i++) {
    const [a, b] = [single[i], single[i + 1]];
    if (!a || !b || a.names.some((n) => b.names.includes(n))) continue;
    const verbFirst = /ed$/i.test(a.phrase.trim());
    // a verb's object may follow a preposition: "replied to a campaign", "commented on a post"
    const gap = text
      .slice(a.end, b.start)
      .replace(verbFirst ? /^\s*(?:to|on|in|for|at|with|about)\b/i : /^$/, '');
    if (
      !/^\s*(?:(?:a|an|the|their|our|its|each|every|this|that|my|your)\s+)?(?:(?:most|more|fewest|least|many|few)\s+)?$/i.test(
        gap,
      )
    )
      continue;
    out.push(verbFirst ? b : a);
  }
  return out;
}

// people by their role anywhere in a phrase (PEOPLE_NOUNS is global, for replacing)
const PEOPLE_NOUN = new RegExp(PEOPLE_NOUNS.source, 'i');

/**
 * "how many people messaged a relative", "who viewed the most properties", "saved a home": a noun
 * no stored name has, right after a verb read loosely as an event (with at most an article or
 * "the most" between), is what that event is done to, not a second thing asked about.
 */
export function unreadObjects(res: NameResolution, text: string): NameResolution['unresolved'] {
  // (never a measure of the event, "delivery distance"; nor people by trade, "pay our hygienists";
  // nor a word of a remark after the question, "— did the sync outage hit us?"; nor the object of
  // a verb whose event is also named exactly, "imported the most tax forms? (… document.imported …)")
  const firstBreak = text.search(/\?|\s[-\u2013\u2014]+\s|[\u2013\u2014]|[.;:]\s/);
  const exact = new Set(res.matches.filter((m) => m.quality === 'near').flatMap((m) => m.names));
  return res.unresolved.filter(
    (u) =>
      !VALUE_PROPERTY.test(u.phrase.trim()) &&
      !/(?:ist|ian)s?$/i.test(u.phrase.trim()) &&
      !PEOPLE_NOUN.test(u.phrase) &&
      (firstBreak < 0 || u.start < firstBreak) &&
      res.matches.some(
        (v) =>
          v.quality === 'loose' &&
          !v.agent &&
          !v.names.some((n) => exact.has(n)) &&
          !/\s/.test(v.phrase.trim()) &&
          v.end <= u.start &&
          /^[a-z]+(?:\s+[a-z]+)?$/.test(u.phrase.trim()) &&
          objectGap(u.phrase.trim(), text.slice(v.end, u.start)),
      ),
  );
}

/**
 * Whether the word after a loosely read event is what that event is done to: after an article or
 * "the most" ("saved a home", "viewed the most properties"), always; right after it, unless the
 * two make a compound whose head names something the events do not record, a possession,
 * measure, substance or person by WordNet's class ("grant budget", "scooter speed", "kiln
 * electricity", "email provider"; not "book tables", "promo code", "rehearsal attendance").
 */
function objectGap(object: string, gap: string): boolean {
  if (/^\s*(?:a|an|the|their|his|her|our|its|some|any|more|most|the most)\s+$/i.test(gap)) return true;
  if (!/^\s*$/.test(gap)) return false;
  const head = object.split(/\s+/).pop()!.toLowerCase();
  return !NOT_RECORDED_CLASSES.has(nounClass(head) ?? '');
}
const NOT_RECORDED_CLASSES = new Set([
  'possession',
  'attribute',
  'quantity',
  'substance',
  'phenomenon',
  'time',
  'person',
]);
