// Question → typed plan. Pure: the catalogue of names and the user ids known to exist are
// passed in, so every rule can be tested without a database. The reading's parts are in
// reading/: the text prepared (prepare.ts), the words as data (lexicon.ts), what words around a
// name do (word-roles.ts), value conditions (value-condition.ts), and one file per kind of plan
// (reading/plans/). This file orders them: refusals first, then the plan kinds in turn.
import type { Plan, Reading, Refusal, Scope, TimeRange } from './plan.js';
import {
  countN,
  groupNames,
  namesExactly,
  refuse,
  scopeOf,
  unique,
  unknownEvent,
} from './reading/context.js';
import type { Ctx, PlanInput } from './reading/context.js';
import {
  AGGREGATE_WORDS,
  COHORT,
  CURRENCY,
  EVENTS_AND_USERS,
  FUTURE,
  GROWTH,
  HOW_MANY,
  JOIN_WORDS,
  NEGATED_EVENT,
  NOT_RANKING,
  OUT_OF_SCOPE,
  OUT_OF_SCOPE_PHRASE,
  ITS_VALUE,
  VALUE_PROPERTY,
  PEOPLE_FIRST,
  DATA_SPAN,
  FIGURE_THEN_RANKING,
  PEOPLE_NOUNS,
  ACTION_REQUEST,
  PER_USER,
  PER_BUCKET,
  RELATED_PEOPLE,
  ROLE_IN_SLOT,
  ROLE_NOUNS,
  PEOPLE_SLOT,
  RANKABLE,
  RANKED_BY_PEOPLE,
  RANKED_THING,
  TWO_MEASURES,
  UNUSED_RANKING,
  VALUE_SAID,
  VALUE_NOUNS,
  VALUE_UNITS,
} from './reading/lexicon.js';
import { breakdownPlan } from './reading/plans/breakdown.js';
import { asksNamesContainingQuoted, catalogueFacet, namesContaining } from './reading/plans/catalogue.js';
import { comparePlan, periodsInOrder } from './reading/plans/compare.js';
import { countPlan, valuePlan } from './reading/plans/counts.js';
import { bothPlan, churnPlan, conversionPlan, netPlan } from './reading/plans/funnels.js';
import { byUserPlan, topPlan } from './reading/plans/ranking.js';
import { recencyPlan } from './reading/plans/recency.js';
import { ratioPlan, sharePlan, userSharePlan } from './reading/plans/shares.js';
import { activeDaysPlan, userDaysPlan, countedUsers, repeatPlan } from './reading/plans/users.js';
import { blank, findUserCandidates, replaceSpans } from './reading/prepare.js';
import { readTotalCheck, readValueCondition } from './reading/value-condition.js';
import { isPersonNoun, nounClass } from './reading/wordnet.js';
import {
  clauseVerbs,
  verbsOfNamed,
  passiveVerbsOfNamed,
  valueWordsOfNamed,
  verbsBeforeNamed,
  isProductName,
  objectNouns,
  qualifierNouns,
  unreadObjects,
  activeDoers,
  nounOfIds,
  peopleRoles,
  roleOfIds,
  unresolvedRoles,
  inPeopleSlot,
  resolveRatioNames,
  strayIdentifier,
} from './reading/word-roles.js';
import {
  ambiguousSlashDate,
  previousFromNow,
  previousPeriod,
  relativeWindow,
  unreadTimeWord,
} from './time-range.js';
import { SIDE_OUTCOMES, type NameMatch, type NameResolution } from './name-resolver.js';
import { MONEY_NOUNS, nameWordStems, paidForStems, stem, tokenize } from './words.js';

// an aggregate right before a measured noun ("the average number of", "biggest")
const AGGREGATE_BEFORE =
  /\b(?:average|avg|mean|median|min|minimum|max|maximum|smallest|largest|biggest|highest|lowest|fewest|most|total|sum of)(?:\s+(?:number|count|amount) of)?\s+(?:the\s+)?$/i;
// what joins a measured noun to the event that carries it ("per", "on one", "for each"; "mean
// severity of Patrol Incident Logged": the noun an aggregate measures of one exactly named event)
const EACH_OF = new RegExp(
  `^\\s+(?:(?:${VALUE_UNITS})\\s+)?(?:per|on (?:one|each|a|an|every)|in (?:one|each|a|an|every)|for (?:each|every|one|a|an|the)|of(?: (?:each|every|one|the|all))?|across(?: all)?)\\s+$`,
  'i',
);

// words that say "events" or "people" in any product, even where a stored name has them (app_open, user_signup)
const GENERIC_WORDS = new Set(
  'event events action actions activity activities user users people person customer customers member members account accounts app apps active new unique distinct total number count time times day days week weeks month months year years hour hours'
    .split(' ')
    .map(stem),
);

// the words a bracket may hold beside a stored name and still only name it, or its value
const VALUE_GLOSS =
  /(?:[\s,:=]*\b(?:the|its|of|in|as|sum|total|average|mean|event|eventvalue|values?|minutes?|mins|seconds?|secs|hours?|days?|kwh|km|kilometres|kilometers|miles|units?|items?|usd|eur|dollars?|euros?)\b)*[\s,:=]*/;
const BRACKET_OPENS = new RegExp(`\\(${VALUE_GLOSS.source}$`, 'i');
const BRACKET_CLOSES = new RegExp(`^${VALUE_GLOSS.source}\\)`, 'i');
// a word or two of plain letters: a noun the reading may take as one thing
const SHORT_PHRASE = /^\s*[a-z]+(?:\s+[a-z]+)?\s*$/i;

/**
 * "Sum of CellarAction values over the past 14 days (bottles handled)", "who handled the most bottles
 * in CellarAction? (sum of the value)": where the question names an event exactly and says "value",
 * a word read loosely as another event, in a bracket of its own or right before "in"/"of"/"per" and
 * the named event, is what the value counts; it is taken out of the matches and returned.
 */
function valueNamedLoosely(text: string, res: NameResolution): string[] {
  const near = res.matches.filter((m) => m.quality === 'near');
  if (!near.length || !VALUE_SAID.test(text)) return [];
  const exact = new Set(near.flatMap((m) => m.names));
  const inOwnBracket = (m: { start: number; end: number }) => {
    const open = text.lastIndexOf('(', m.start);
    const close = text.indexOf(')', m.end);
    return (
      open >= 0 &&
      close >= 0 &&
      !text.slice(open, m.start).includes(')') &&
      !near.some((n) => n.start > open && n.end <= close)
    );
  };
  const beforeNamed = (m: { end: number }) =>
    near.some(
      (n) =>
        n.start >= m.end && /^\s+(?:in|of|on|per|from|across|through)\s+$/i.test(text.slice(m.end, n.start)),
    );
  const taken = res.matches.filter(
    (m) =>
      m.quality === 'loose' &&
      !m.agent &&
      !m.names.some((x) => exact.has(x)) &&
      SHORT_PHRASE.test(m.phrase) &&
      (inOwnBracket(m) || (!/\s/.test(m.phrase.trim()) && beforeNamed(m))),
  );
  res.matches = res.matches.filter((m) => !taken.includes(m));
  return taken.map((m) => m.phrase.trim());
}

/**
 * "their refund estimate (estimate.viewed)": a stored name said exactly in brackets right after
 * loose words is what those words meant; the loose words name nothing of their own.
 */
function restatedInBrackets(text: string, res: NameResolution): void {
  for (const m of res.matches) {
    if (m.quality !== 'near') continue;
    // ("(session_ended value)", "(sum of the document.imported value)", "(InverterFault value, in minutes)")
    const open = BRACKET_OPENS.exec(text.slice(0, m.start));
    if (!open || !BRACKET_CLOSES.test(text.slice(m.end))) continue;
    // the words before the bracket, back to the clause's start (at most 40 characters)
    const from = Math.max(open.index - 40, text.slice(0, open.index).search(/[^,;:?!.]*$/));
    const before = (x: { start: number; end: number }) => x.start >= from && x.end <= open.index;
    res.matches = res.matches.filter((o) => o === m || !(o.quality === 'loose' && before(o)));
    res.unresolved = res.unresolved.filter((u) => !before(u));
  }
}

// a person by role or trade: the role nouns, and words made with -ist or -ian (pharmacists,
// librarians), never a list ("playlists created" are events)
// a ranking of people, and the words before the people it lists ("top 3", "which 3", "biggest")
const RANKS_PEOPLE = /\b(most|highest|top|biggest|heaviest|largest|by)\b/i;
const RANK_SLOT =
  /(?:\b(?:top|bottom|which|what|our|the)\s+(?:\d+\s+)?(?:(?:biggest|heaviest|best|top|most active)\s+)?|^\W*(?:(?:the|our)\s+)?(?:biggest|heaviest|best|top)\s+)$/i;
const DOER_PLURAL = /^[a-z]{3,}ers$/i;
// the verb of a ranking of people by what they did ("… logged the most", "… handled the fewest")
const RANKING_VERB =
  /^\s+(?:logged|did|had|made|filed|performed|completed|handled|created|submitted|sent|ran|processed|recorded|closed|opened|approved|produced|triggered|fired)\b[^?]*?\b(?:the )?(?:most|fewest|least)\b/i;
// what the ranking is by, right after the people ("billers by total X", "daters have the highest
// total X", "bingers - top 5 by minutes"), not what happens to them ("trainers get the most messages")
const RANKED_BY =
  /^\s*(?:by\b|[-,?\u2013\u2014:]*\s*top \d+ by\b|(?:have|has|had) the (?:highest|most|biggest|largest)\b)/i;
// nouns in -ers that are things, never the people of a ranking
const THING_PLURAL =
  /^(?:orders|numbers|folders|timers|filters|papers|stickers|letters|banners|containers|trailers|chargers|routers|servers|printers|computers|markers|layers|headers|covers|posters|towers|meters|centers|centres|corners|vouchers|offers|tiers|chapters|registers|lockers|scooters|trackers|sensors|controllers|counters|clusters|parameters|answers|powers|waters|flowers)$/i;
// "at the gates", "from the tablet": a place or thing of the business's own, then nothing more
const PLACE_BEFORE = /\b(at|in|on|from|through|via|using|inside|with)\s+(?:the|our|this)\s+$/i;
const PLACE_AFTER =
  /^\s*(?:[?.!,;:]|$|(?:altogether|overall|in total|so far|today|yesterday|this|last|past|since|over|during|between|for|in|on)\b)/i;
// "how many … did the X": the auxiliary of a count's question, right before its subject
const COUNT_SUBJECT =
  /(?:\b(?:how many|how often|number of|count of)\b[^,;?]*\b(?:did|do|does|have|had|has)|\bwhen (?:did|does|has))\s+(?:(?:the|our|your|their|all|a|an|any|some)\s+)?$/i;
const PERSON_NOUN = new RegExp(`${ROLE_NOUNS.source}|^(?![a-z]*lists?$)[a-z]{3,}(?:ist|ian)s?$`, 'i');

// words that say one named thing is of, on, for or from another, not beside it
const RELATION =
  /\b(on|with|for|about|from|via|through|into|by|at|under|without|came|come|comes|led|lead|leads|made|caused|causing|resulted|resulting|due to|because of|tied to|linked to|attached to|after|following)\b/;

/** Two names in a row joined by a relation ("bookings made on mobile"), not by a list ("logins and signups"). */
function relatedNames(text: string, res: NameResolution): { a: NameMatch; b: NameMatch; by: string } | null {
  const matches = [...res.matches].sort((x, y) => x.start - y.start);
  for (let i = 1; i < matches.length; i++) {
    const [x, y] = [matches[i - 1], matches[i]];
    if (!x || !y || x.names.some((n) => y.names.includes(n))) continue;
    const gap = text.slice(x.end, y.start).toLowerCase();
    if (/\b(and|or|vs|versus|plus|than|then|but|nor|compared|against)\b|[,&/+;]/.test(gap)) continue;
    const by = RELATION.exec(gap)?.[0];
    if (by) return { a: x, b: y, by };
  }
  return null;
}

/** Words that rank counts as well as values, right before a name ("the most evt …"). */
const COUNTS_TOO = /\b(?:most|fewest)(?:\s+\S+){0,4}\s*$/i;
const UNIT = new RegExp(`^(?:${VALUE_UNITS})$|${VALUE_NOUNS.source}`, 'i');
/** "how many different …", "the number of distinct …": what follows is counted once each. */
const DIFFERENT_DOERS =
  /\b(?:how many|number of|count of)\s+(?:different|distinct|unique|separate|individual)\s+$/i;

export function planQuestion(input: PlanInput): Reading | Refusal {
  const { prepared, now, catalogue, knownUsers } = input;
  // a plain word after "user" ("user engagement") that names no user of the account stays words
  const mentions = findUserCandidates(prepared, catalogue).filter((m) => !m.soft || knownUsers.has(m.id));
  const known = mentions.filter((m) => knownUsers.has(m.id));
  const withoutUsers = blank(prepared.withoutTimes, mentions);
  const res = resolveRatioNames(withoutUsers, catalogue);
  res.unresolved = res.unresolved.filter((u) => !isProductName(withoutUsers, u, catalogue));
  restatedInBrackets(withoutUsers, res);
  const valueNouns = valueNamedLoosely(withoutUsers, res);
  // "users who sent a MessageSent": a word that could mean several names, one of them named exactly, is that name's verb
  const named = new Set(res.matches.filter((m) => m.quality === 'near').flatMap((m) => m.names));
  res.ambiguous = res.ambiguous.filter((a) => !a.names.some((n) => named.has(n)));
  // "how many Consultation Recorded events did vet_003 log in October": with a name said exactly,
  // "log" before a time is the verb of recording it, not a login
  if (res.matches.some((m) => m.quality === 'near' && !/\blog/i.test(m.phrase)))
    res.matches = res.matches.filter(
      (m) =>
        !(
          /^\s*log(?:ged)?\s+in\s*$/i.test(m.phrase) &&
          /^\s*(?:period\b|$)/.test(withoutUsers.slice(m.end).replace(/[?.!]/g, ' '))
        ),
    );
  // "paid an invoice (invoice.paid)", "invoice.paid (paid invoices)": a loose phrase glossed by the
  // name in brackets beside it, or the other way round, is that one exact name
  for (const exact of res.matches.filter((m) => m.quality === 'near')) {
    // ("did anyone sign a permission slip in the past 2 weeks? (permission-slip-signed)": the name
    // in brackets closing the question restates the loose words, wherever they are)
    // ("(chat-joined events)": the name and the word "events")
    const closing =
      /\(\s*$/.test(withoutUsers.slice(0, exact.start)) &&
      /^\s*(?:events?\s*)?\)\W*$/i.test(withoutUsers.slice(exact.end));
    const gloss = res.matches.find(
      (m) =>
        m.quality === 'loose' &&
        m.names.every((n) => exact.names.includes(n)) &&
        (/^\s*\(\s*$/.test(withoutUsers.slice(m.end, exact.start)) ||
          /^\s*\(\s*$/.test(withoutUsers.slice(exact.end, m.start))),
    );
    // (its words stay where they are, said exactly: a period may lie between them and the bracket)
    if (!gloss && closing)
      for (const m of res.matches)
        if (m.quality === 'loose' && m.end <= exact.start && m.names.every((n) => exact.names.includes(n)))
          m.quality = 'near';
    if (!gloss) continue;
    exact.start = Math.min(exact.start, gloss.start);
    exact.end =
      Math.max(exact.end, gloss.end) +
      (/^\s*\)/.exec(withoutUsers.slice(Math.max(exact.end, gloss.end)))?.[0].length ?? 0);
    exact.phrase = withoutUsers.slice(exact.start, exact.end);
    res.matches = res.matches.filter((m) => m !== gloss);
  }
  // "how many uploads got approved": the thing done to a noun is the event counted, the noun its object
  res.matches = res.matches.filter(
    (x) =>
      !res.matches.some(
        (y) =>
          y !== x &&
          y.start >= x.end &&
          !x.names.some((n) => y.names.includes(n)) &&
          /^\s*(?:got|get|gets|getting|were|was|are|is|been|have been|has been|had been)\s+$/i.test(
            withoutUsers.slice(x.end, y.start),
          ) &&
          /ed\s*$/i.test(y.phrase) &&
          // ("maintenance tickets were opened": a noun said exactly keeps its event, the verb read
          // only loosely is what was done to it; passiveVerbsOfNamed)
          !(x.quality === 'near' && y.quality === 'loose'),
      ),
  );
  const isRole = roleOfIds(input.userIdPrefixes ?? []);
  const isIdNoun = nounOfIds(input.userIdPrefixes ?? []);
  const roles = peopleRoles(res, withoutUsers, isIdNoun);
  const idRoles = unresolvedRoles(res, withoutUsers, isRole, isIdNoun, true);
  // "how many hosts …" where the ids do not say who is a host: the users, as a stated assumption
  const assumedRoles = unresolvedRoles(res, withoutUsers, () => true).filter((u) => !idRoles.includes(u));
  const assume = (more: typeof assumedRoles) =>
    assumedRoles.push(...more.filter((u) => !assumedRoles.includes(u) && !idRoles.includes(u)));
  // "Biggest billers by total InvoiceSent amount", "which 3 daters have the highest total X value":
  // a doer noun no stored name explains, in the slot of the people a ranking lists, is the users
  const rankedDoers = RANKS_PEOPLE.test(withoutUsers)
    ? res.unresolved.filter(
        (u) =>
          // ("biggest blood givers": a word before them saying which)
          DOER_PLURAL.test(u.phrase.trim().replace(/^[a-z]+\s+(?=[a-z]{3,}ers$)/i, '')) &&
          !THING_PLURAL.test(u.phrase.trim().split(/\s+/).pop() ?? '') &&
          RANK_SLOT.test(withoutUsers.slice(0, u.start)) &&
          RANKED_BY.test(withoutUsers.slice(u.end)),
      )
    : [];
  assume(rankedDoers);
  // "biggest referral_credit earner by total value", "top 3 api_call senders": a doer noun right
  // after a ranked name said exactly is whoever did it, the users
  const doersOfNamed = res.unresolved.filter(
    (u) =>
      /^\s*[a-z]{3,}ers?\s*$/i.test(u.phrase) &&
      !THING_PLURAL.test(`${u.phrase.trim().replace(/s$/i, '')}s`) &&
      res.matches.some(
        (m) =>
          m.quality === 'near' &&
          m.end <= u.start &&
          !/\S/.test(withoutUsers.slice(m.end, u.start)) &&
          /\b(?:top|biggest|largest|heaviest|best|most active)\s+(?:\d+\s+)?$/i.test(
            withoutUsers.slice(0, m.start),
          ),
      ),
  );
  assume(doersOfNamed);
  // "which lab tech logged the most lab.qc_failed", "which dock hand logged the most
  // dock-task-logged entries": whoever a ranking of one exactly named event asks for is the users
  const rankedSubjects = namesExactly(res)
    ? res.unresolved.filter(
        (u) =>
          SHORT_PHRASE.test(u.phrase) &&
          /^\W*(?:which|what)\s+(?:[a-z]+\s+)?$/i.test(withoutUsers.slice(0, u.start)) &&
          RANKING_VERB.test(withoutUsers.slice(u.end)),
      )
    : [];
  assume(rankedSubjects);
  // "how many tank cleanings did the brewers do", "how many hints did teams buy": people or a group
  // of them (WordNet's class of the noun) as the subject of a count are whoever did the events,
  // every one counted; asked to be told apart ("which doctor did the most …") they are not the users
  // (asked to be told apart: no count subject is the users)
  const toldApart = /\b(?:which|who|whom|whose|top|rank\w*)\b/i.test(withoutUsers);
  const countSubjects = toldApart
    ? []
    : res.unresolved.filter(
        (u) =>
          /^\s*[a-z]{3,}\s*$/i.test(u.phrase) &&
          COUNT_SUBJECT.test(withoutUsers.slice(0, u.start)) &&
          ['person', 'group'].includes(nounClass(u.phrase.trim()) ?? ''),
      );
  assume(countSubjects);
  // "boarding scans at the gates", "sent from the tablet": a thing or a place (WordNet's class of
  // the noun) the business's own ("the", "our", no other word) where the events happen; events
  // carry no place, so every one is counted, as a stated assumption
  const places = res.unresolved.flatMap((u) => {
    const noun = u.phrase.trim();
    const before = PLACE_BEFORE.exec(withoutUsers.slice(0, u.start));
    const classes = ['artifact', 'location'].concat(
      ['at', 'with'].includes(before?.[1]?.toLowerCase() ?? '') ? ['group'] : [],
    );
    return /^[a-z]{3,}$/i.test(noun) &&
      before &&
      PLACE_AFTER.test(withoutUsers.slice(u.end)) &&
      classes.includes(nounClass(noun) ?? '')
      ? [{ u, said: `${before[0].trim()} ${noun}` }]
      : [];
  });
  res.unresolved = res.unresolved.filter((u) => !places.some((p) => p.u === u));
  // "booked mentor office hours", "the judge scores": a person noun (WordNet's class) right
  // before a named event says whose kind of event it is; events carry no such detail, so every
  // one is counted, as a stated assumption
  // (one noun, as a modifier is: "hackers submitted a project" is who did it, "married" no noun here)
  const whoseKind = res.unresolved.filter(
    (u) =>
      /^\s*[a-z]{3,}(?<![sd])\s*$/i.test(u.phrase) &&
      isPersonNoun(u.phrase.trim()) &&
      res.matches.some(
        (m) =>
          m.start >= u.end &&
          !/\S/.test(withoutUsers.slice(u.end, m.start)) &&
          !/^\s*[a-z]+(?:ed|ing)\b/i.test(m.phrase),
      ),
  );
  res.unresolved = res.unresolved.filter((u) => !whoseKind.includes(u));
  const unknownRoles = [...idRoles, ...assumedRoles];
  res.unresolved = res.unresolved.filter((u) => !unknownRoles.includes(u));
  // "avg walk length", "the delivery fee of X": a property right after a named event is its value
  // "the average number of recipients per EnvelopeSent", "smallest api-bulk-send batch": a noun
  // measured by an aggregate of one named event is what its value counts
  const measured = (u: { start: number; end: number }) =>
    res.matches.some(
      (m) =>
        m.quality === 'near' &&
        ((AGGREGATE_BEFORE.test(withoutUsers.slice(0, u.start)) &&
          EACH_OF.test(withoutUsers.slice(u.end, m.start))) ||
          (m.end <= u.start &&
            !/\S/.test(withoutUsers.slice(m.end, u.start)) &&
            AGGREGATE_BEFORE.test(withoutUsers.slice(0, m.start)))),
    );
  const valueProperties = res.unresolved.filter(
    (u) =>
      /^\s*[a-z]+\s*$/i.test(u.phrase) &&
      ((VALUE_PROPERTY.test(u.phrase.trim()) &&
        // only after a name said exactly: "delivery distance" where DeliveryLate is stored is no value of it
        res.matches.some(
          (m) => m.quality === 'near' && m.end <= u.start && !/\S/.test(withoutUsers.slice(m.end, u.start)),
        )) ||
        measured(u)),
  );
  res.unresolved = res.unresolved.filter((u) => !valueProperties.includes(u));
  // "how many different hackers submitted a project": a person noun (WordNet's class) in the
  // people slot of a question that tells no one apart is whoever did the events, the users
  // ("which browser do most visitors use", "top authors": asked to be told apart, they are not)
  const personSubjects = toldApart
    ? []
    : res.unresolved.filter(
        (u) =>
          /^\s*[a-z]{3,}s\s*$/i.test(u.phrase) &&
          (isPersonNoun(u.phrase.trim()) ||
            // ("how many homes got a moisture warning": a place or group that did the events, the
            // subject of a count with its verb right after)
            (['location', 'group'].includes(nounClass(u.phrase.trim()) ?? '') &&
              /\bhow many\s+(?:(?:different|distinct|unique)\s+)?$/i.test(withoutUsers.slice(0, u.start)) &&
              /^\s+(?:got|[a-z]{3,}ed)\b/i.test(withoutUsers.slice(u.end)))) &&
          inPeopleSlot(withoutUsers, u.start),
      );
  assume(personSubjects);
  unknownRoles.push(...personSubjects);
  res.unresolved = res.unresolved.filter((u) => !personSubjects.includes(u));
  // "how many accounts reported machine-fault": the verb of a name said exactly
  const namedVerbs = verbsOfNamed(res, withoutUsers);
  res.unresolved = res.unresolved.filter((u) => !namedVerbs.includes(u));
  // words read loosely as a second event that belong to a name said exactly: its value ("largest
  // store.purchase ticket"), its passive verb ("maintenance tickets were opened"), or its verb
  // ("sent a Review Submitted")
  const ofNamed = [
    ...valueWordsOfNamed(res, withoutUsers),
    ...passiveVerbsOfNamed(res, withoutUsers),
    ...verbsBeforeNamed(res, withoutUsers),
  ];
  res.matches = res.matches.filter((m) => !ofNamed.includes(m));
  // "how many pharmacists verified prescriptions" where pharmacist-chat is stored: a people noun
  // right before the verb of the clause is its subject, the users, not a second event or a qualifier
  const subjectRoles = res.matches.filter(
    (m) =>
      m.quality === 'loose' &&
      !m.agent &&
      !roles.includes(m) &&
      PERSON_NOUN.test(m.phrase.trim()) &&
      PEOPLE_SLOT.test(withoutUsers.slice(0, m.start)) &&
      res.matches.some(
        (n) => n.start >= m.end && !/\S/.test(withoutUsers.slice(m.end, n.start)) && /ed\s*$/i.test(n.phrase),
      ),
  );
  res.matches = res.matches.filter((m) => !subjectRoles.includes(m));
  const objects = [...objectNouns(res, withoutUsers), ...qualifierNouns(res, withoutUsers)];
  const verbs = clauseVerbs(res, withoutUsers);
  // "new subscriptions": the first ones, not the renewals a bare "subscriptions" also covers
  for (const m of res.matches) {
    const firsts = m.names.filter((n) => !/renew/i.test(n));
    if (firsts.length && firsts.length < m.names.length && /\bnew\s+$/i.test(withoutUsers.slice(0, m.start)))
      m.names = firsts;
  }
  // "biggest tippers by summed TipGiven amount": the doers of an event also named exactly add nothing
  const doers = res.matches.filter(
    (m) =>
      m.agent &&
      res.matches.some((n) => n !== m && n.quality === 'near' && m.names.every((x) => n.names.includes(x))),
  );
  res.matches = res.matches.filter(
    (m) => !roles.includes(m) && !objects.includes(m) && !verbs.includes(m) && !doers.includes(m),
  );
  const t = replaceSpans(prepared.text, [
    ...prepared.times.map((f) => ({ ...f, with: ' period ' })),
    ...mentions.map((m) => ({ ...m, with: ' someuser ' })),
    // "the number of recipients": the value, not a count of events
    ...valueProperties.map((m) => ({
      ...m,
      start:
        m.start - (/\b(?:number|count|amount) of\s+$/i.exec(withoutUsers.slice(0, m.start))?.[0].length ?? 0),
      with: ' value ',
    })),
    ...[...roles, ...doers, ...unknownRoles, ...subjectRoles].map((m) => ({
      ...m,
      with: /s\s*$/i.test(m.phrase) ? ' users ' : ' user ',
    })),
    // "users logged in" for user_logged_in: the people word is also the subject
    ...res.matches.map((m) => ({
      ...m,
      // ("which designer uploaded the most designs": one doer, one user)
      // ("how many different trucks checked in" for truck_checkin: the doers that the name's
      // first word says, counted once each)
      with:
        m.agent ||
        PEOPLE_FIRST.test(m.phrase) ||
        (DIFFERENT_DOERS.test(withoutUsers.slice(0, m.start)) && /^\s*\w+s\s+\w+ed\b/i.test(m.phrase))
          ? m.agent && !/s\s*$/i.test(m.phrase)
            ? ' user evt '
            : ' users evt '
          : ' evt ',
    })),
  ])
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(PEOPLE_NOUNS, (w: string) => (w.endsWith('s') ? 'users' : 'user'))
    // ("which tutor received the most": one user, as said)
    .replace(ROLE_IN_SLOT, (all: string, slot: string, noun: string) =>
      isRole(noun) ? `${slot} ${/s$/.test(noun) ? 'users' : 'user'}` : all,
    )
    // "how many cooks used X" where ids are cook_0007 and X is also named exactly
    .replace(/\b[a-z]{3,}\b/g, (w: string, at: number, all: string) =>
      isIdNoun(w) && PEOPLE_SLOT.test(all.slice(0, at)) ? (/s$/.test(w) ? 'users' : 'user') : w,
    )
    // "sales reps" are people, not sales
    .replace(/\bsales (users?)\b/g, '$1')
    .replace(MONEY_NOUNS, 'revenue')
    // rows, records and entries of the data are its events
    .replace(/\b(rows|entries|data points|records)( of data)?\b/g, 'events')
    // "total customers" counts people; a total is otherwise a sum of values
    .replace(/\btotal (users|customers|members|people|events|actions)\b/g, 'number of $1')
    // "how many minutes did people listen": the minutes are the values, summed
    .replace(/\bhow many (minutes|seconds|points)\b/g, 'total $1')
    // "out of everyone active last week": the users
    .replace(/\b(everyone|everybody)\b/g, 'all users')
    .replace(
      /\b(?:users?|customers?|members?|clients?|visitors?|players?|accounts?)(?: id)?\s*[:#]?\s*someuser\b/g,
      'someuser',
    );

  if (ACTION_REQUEST.test(prepared.text))
    return refuse(
      'out-of-scope',
      'I only read the stored events to answer questions; I cannot change or delete them. Erasing the events of a user is done through the admin API (see the README).',
      [],
    );
  // "how many followers does usr_42 have": people related to a user; an event records who did it, not to whom
  if (known.length && RELATED_PEOPLE.test(prepared.text))
    return refuse(
      'out-of-scope',
      'The stored events say which user did what, not to whom it was done, so the people related to a user (followers, friends, fans) cannot be counted. You can ask how many events of a kind the user did.',
      [],
    );
  // "how many events in the last 30?": a period with no unit, which no reading may guess
  const bareLast =
    /\b(?:in|over|during|for|within) the (?:last|past|previous|prior) \d+\b(?=\s*(?:[?.!,;:]|$))/.exec(
      prepared.withoutTimes,
    );
  if (bareLast)
    return refuse(
      'not-understood',
      `I cannot tell what "${bareLast[0]}" counts: days, weeks, months or events. Please say the unit, for example "in the last 30 days".`,
      [],
    );
  const slashDate = ambiguousSlashDate(prepared.withoutTimes);
  if (slashDate) {
    return refuse(
      'not-understood',
      `"${slashDate}" could be read as day/month or as month/day. Please write it as a year-month-day date (2026-11-03) or with the month's name (Nov 3).`,
      [],
    );
  }
  // a window tied to each user's own events would be dropped, and the answer would cover another period
  const window = relativeWindow(prepared.withoutTimes);
  if (window) {
    return refuse(
      'not-understood',
      `I cannot measure "${window.trim()}": a window that starts at each user's own event, or any stretch of that length, is not something I can compute. You can ask about a fixed period ("in the last 3 days"), or how many users who did one event did another afterwards.`,
      [],
    );
  }
  const bare = prepared.times.find((f) => f.bare);
  if (bare && prepared.times.some((f) => f !== bare)) {
    return refuse(
      'not-understood',
      `I cannot tell how "${prepared.text.slice(bare.start, bare.end).trim()}" narrows the other period in the question. Ask about one period, such as "in the last 3 days" or "last week".`,
      [],
    );
  }
  if (FUTURE.test(t)) {
    return refuse(
      'out-of-scope',
      'This asks about a period that has not happened yet (or for a prediction): the stored events only go up to now, so nothing can be counted in it. Ask about a past period instead, for example the same period last time.',
      [],
    );
  }
  const currency = CURRENCY.exec(withoutUsers.toLowerCase());
  if (currency) {
    return refuse(
      'out-of-scope',
      `The stored values carry no currency or unit, so "${currency[0].trim()}" cannot be answered from them.`,
      [],
    );
  }
  // "on 5G", "in 4K": a word of digits and letters that is no time, ordinal or amount names a
  // dimension events do not carry (it was dropped, and the rest answered)
  const coded = [...withoutUsers.matchAll(/(?<![\w.@-])\d+[a-z]+(?![\w@-])/gi)]
    .map((m) => m[0])
    .find((w) => !/^\d+(?:st|nd|rd|th|k|m|bn|b|s|h|d|w|y|am|pm|x)$/i.test(w));
  if (coded)
    return refuse(
      'not-understood',
      `I did not understand "${coded}": no stored event, time or user matches it, and answering without it would answer another question.`,
      [...catalogue].sort().slice(0, 5),
    );
  // a dimension events do not carry, unless the account's own names have the word ("campaign"
  // where campaign_launched is stored)
  const outOfScope = OUT_OF_SCOPE.exec(t)?.[0] ?? OUT_OF_SCOPE_PHRASE.exec(withoutUsers)?.[0];
  if (outOfScope && !catalogue.some((n) => nameWordStems(n).includes(stem(outOfScope)))) {
    return refuse(
      'out-of-scope',
      'The stored events only carry an event name, a user id, a value and a time, so this cannot be answered from them.',
      [],
    );
  }
  // a plan has one user: answering for the first one named would present one user's events as both users'
  const ids = unique(mentions.map((m) => m.id));
  if (ids.length > 1) {
    return refuse(
      'not-understood',
      `This names ${ids.length} users (${ids.join(', ')}), and I answer about one user at a time. Ask the question for each of them, for example about ${ids[0] ?? ''} first.`,
      [],
    );
  }
  if (mentions.length && !known.length) {
    const ids = mentions.map((m) => m.id);
    return refuse(
      'unknown-user',
      `There is no user ${ids.map((id) => `"${id}"`).join(' or ')} in this account's events.`,
      [],
    );
  }
  // "top 5 restaurants by orders": a ranking of things the events do not carry (only the word of an event name)
  // "which hotels get the most hotelBooked events": the same, asked with "which"
  const ranked =
    /\b(?:top|bottom|best|worst)(?: \d+)? (\w+) by\b/i.exec(withoutUsers) ??
    /\b(?:which|what) (\w+) (?:get|gets|got|have|has|had|receive[sd]?|see|saw|draw|draws|drew)\b.*\b(?:most|fewest|least)\b/i.exec(
      withoutUsers,
    );
  const rankedWord = ranked?.[1];
  const rankedThing =
    rankedWord &&
    (res.matches.find((m) => m.phrase.trim() === rankedWord && m.quality === 'loose' && !m.agent)?.phrase ??
      res.ambiguous.find((a) => a.phrase.trim() === rankedWord)?.phrase);
  if (rankedThing) {
    return refuse(
      'out-of-scope',
      `I cannot rank "${rankedThing.trim()}": the stored events carry only an event name, a user id, a value and a time. I can rank events by name, or users.`,
      [],
    );
  }
  const identifierLike = res.unresolved.find((u) => /[_-]|[a-z][A-Z]/.test(u.phrase.trim()));
  if (identifierLike) return unknownEvent(identifierLike.phrase, catalogue);
  const strayId = strayIdentifier(withoutUsers, res, catalogue);
  if (strayId) return unknownEvent(strayId, catalogue);
  if (res.ambiguous.length && !res.matches.length && !asksNamesContainingQuoted(t)) {
    const a = res.ambiguous[0];
    if (a)
      return refuse(
        'ambiguous-event',
        `"${a.phrase}" could mean several events: ${a.names.join(', ')}. Please name one.`,
        a.names,
      );
  }

  const ranges = prepared.times.filter((f) => f.range).map((f) => f.range as TimeRange);
  const previousFound = prepared.times.find((f) => f.previous);
  let previous = previousFound?.previous;
  // "the 30 days before the last 30 days": the earlier period is named first
  const previousFirst =
    !!previousFound && previousFound.start < (prepared.times.find((f) => f.range)?.start ?? -1);
  // each period in the order written ("the week before" resolved against the first one named)
  const mentioned = prepared.times.map((f) => {
    if (f.range) return f.range;
    const base = ranges[0];
    if (!f.previous) return null;
    return base ? previousPeriod(base, f.previous, now) : previousFromNow(f.previous, now);
  });
  // "in the previous 14 days" with no other period: the 14 days before now
  if (previous && !ranges.length) {
    ranges.push(previousFromNow(previous, now));
    previous = undefined;
  }
  const ctx: Ctx = {
    t,
    mentions: mentioned,
    names: unique(res.matches.flatMap((m) => m.names)),
    nameGroups: groupNames(res),
    ranges,
    previous,
    previousFirst,
    userId: known[0]?.id,
    now,
    ...(prepared.elapsed ? { elapsed: true } : {}),
    assumptions: [],
    readAs: [],
    res,
    catalogue,
    paidFor: paidForStems(withoutUsers),
    ...(input.valueSamples ? { valueSamples: input.valueSamples } : {}),
  };
  // "how many patients paid", "did pt_39902 ever pay": with no event named, the verb names the
  // stored payment events (a money word never names them: "revenue" is the value of money events)
  const payVerb = /\b(paid|pay|pays|paying)\b/.exec(t)?.[1];
  const payments =
    payVerb &&
    !ctx.names.length &&
    !/\b(revenue|sales|how much|total|sum|spen\w*|amounts?|values?|money|most|top|biggest|largest)\b/.test(t)
      ? catalogue.filter((n) => /pay|paid/i.test(n) && !SIDE_OUTCOMES.test(n))
      : [];
  if (payments.length) {
    ctx.names = payments;
    ctx.nameGroups = [payments];
    ctx.assumptions.push(`"${payVerb}" is read as ${payments.map((n) => `\`${n}\``).join(', ')} events`);
  }
  const plan = choosePlan(ctx);
  // "bookings made on mobile", "refunds for cancelled bookings": two names, one said of the other;
  // events cannot be linked, and counting both would answer another question
  const link = relatedNames(withoutUsers, res);
  if (
    link &&
    !('reason' in plan) &&
    ['count', 'users', 'value', 'top', 'breakdown', 'recency', 'recent-events'].includes(plan.kind) &&
    'scope' in plan &&
    plan.scope.eventNames.length > 1 &&
    // ("total credits burned through Asset Downloaded": a loose noun beside an exact name, in a total, is what its value counts)
    !(plan.kind === 'value' && link.a.quality !== link.b.quality)
  )
    return refuse(
      'not-understood',
      `I read "${link.a.phrase.trim()}" and "${link.b.phrase.trim()}" joined by "${link.by}", but events cannot be linked to one another: each is one event with a user, a value and a time. I can count each of them, or the users who did both.`,
      [],
    );
  // every period the question names is read: a plan of one period where two are named would drop
  // one ("new accounts, last 14 days vs prior 14 days"; "active in August with nothing since …")
  const periods = periodsInOrder(ctx);
  const both =
    !('reason' in plan) &&
    plan.kind === 'breakdown' &&
    periods.every(
      (r) =>
        (plan.scope.range.from ?? -Infinity) <= (r.from ?? -Infinity) &&
        (plan.scope.range.to ?? Infinity) >= (r.to ?? Infinity),
    );
  if (!('reason' in plan) && plan.kind !== 'compare' && plan.kind !== 'churn' && !both && periods.length > 1)
    return refuse(
      'not-understood',
      `I read two periods in this question (${periods
        .slice(0, 2)
        .map((r) => r.label.replace(/ \(.*/, ''))
        .join(
          ' and ',
        )}) but found no reading that uses both. You can compare the events or users of two periods, or ask for the users active in one period and not in another.`,
      [],
    );
  // a percentage asked of a reading that gives none ("what percentage of all events come from
  // fl_0007" read as the user's count) would answer another question
  if (
    !('reason' in plan) &&
    /(?<![\d.]\s?)(\b(percent(age)?s?|proportion|fraction)\b|%)/.test(t) &&
    (['user-profile', 'recency', 'recent-events'].includes(plan.kind) ||
      (plan.kind === 'count' && !!plan.scope.userId) ||
      // "what percent of our activity is people collecting their stuff", the part not read: a
      // plain total of events or users is no percentage
      ((plan.kind === 'count' || plan.kind === 'users') &&
        !plan.scope.userId &&
        !plan.scope.eventNames.length))
  )
    return refuse(
      'not-understood',
      'I could not read what this percentage is of. I can give the percentage of events that are a named event, or of active users who did one.',
      [],
    );
  if (plan.kind === 'new-users') {
    // "new users who joined": the join is the newness, read by the plan, not a loose event name
    res.unresolved = res.unresolved.filter((u) => !JOIN_WORDS.test(u.phrase.trim()));
    res.matches = res.matches.filter((m) => !JOIN_WORDS.test(m.phrase.trim()));
  }
  const firstUnresolved = res.unresolved[0];
  if ('reason' in plan)
    return plan.reason === 'not-understood' && firstUnresolved && !res.matches.length
      ? unknownEvent(firstUnresolved.phrase, catalogue)
      : plan;
  // summing every event's value (opens, ratings, counts) as "revenue" or "fares" would be a made-up figure
  if (ctx.noMoney) {
    return refuse(
      'not-understood',
      'No stored event name looks like a payment (an order, purchase, payment, subscription or upgrade), so I cannot tell which values are money. Ask for the total value of a named event instead.',
      [...catalogue].sort().slice(0, 5),
    );
  }
  const needsNames = !['catalogue', 'overview'].includes(plan.kind);
  if (needsNames && res.unresolved.length && !res.matches.length) {
    const u = res.unresolved[0];
    if (u) return unknownEvent(u.phrase, catalogue);
  }
  const unreadObjectsOf = unreadObjects(res, withoutUsers);
  res.unresolved = res.unresolved.filter((u) => !unreadObjectsOf.includes(u));
  for (const u of unreadObjectsOf)
    ctx.assumptions.push(
      `"${u.phrase.trim()}" is read as what the events are done to, not as a kind of them`,
    );
  for (const u of whoseKind)
    ctx.assumptions.push(
      `"${u.phrase.trim()}" is read as describing the events: they do not record it, so every one is counted`,
    );
  for (const { said } of places)
    ctx.assumptions.push(
      `"${said}" is read as where the events happened: events do not record a place, so every one is counted`,
    );
  // Every content word must be explained (issue 15): an answer that leaves words out answers
  // another question, so a word matching no stored event and no question word is a refusal.
  if (res.unresolved.length) {
    const words = res.unresolved.map((u) => `"${u.phrase.trim()}"`).join(', ');
    const why = refuse(
      'not-understood',
      `I did not understand ${words}: no stored event and no word I know for a measure, a time or a user matches ${res.unresolved.length === 1 ? 'it' : 'them'}, and answering without ${res.unresolved.length === 1 ? 'it' : 'them'} would answer another question.`,
      [...catalogue].sort().slice(0, 5),
    );
    return { ...why, unread: res.unresolved.map((u) => u.phrase.trim()) };
  }
  for (const word of res.loosePeople) ctx.assumptions.push(`"${word}" is read as users with any event`);
  // ("how many hosts got a payout.sent", "top 3 hosts by meeting_started": the people who did an
  // event named exactly are its users, whatever the role is called)
  // (nor where the answer is the names alone: "what kinds of things do guards log")
  for (const u of namesExactly(res) || plan.kind === 'catalogue' ? [] : [...assumedRoles, ...subjectRoles])
    ctx.assumptions.push(
      `"${u.phrase.trim()}" is read as the users: the user ids do not say who is one, so every user is counted`,
    );
  // "average api_call latency", "median pages per document_uploaded": a property of one event named
  // exactly can only be the one figure it carries; the answer says so, without lowering the
  // confidence (fourteen blind authors of eleven rounds, none expecting `medium`). Said by the
  // asker ("(the event value)"), it needs no word at all.
  if (!VALUE_SAID.test(withoutUsers))
    for (const p of valueProperties) {
      // ("who sent the most Broadcast Sent messages": after a word that ranks counts too, a noun
      // that is no unit may be the events themselves, so the reading is said)
      const word = p.phrase.trim();
      if (COUNTS_TOO.test(withoutUsers.slice(0, p.start)) && !UNIT.test(word))
        ctx.assumptions.push(`"${word}" is read as the value the events carry, not as the events themselves`);
      else ctx.readAs.push([word, 'the value the events carry']);
    }
  for (const phrase of valueNouns) ctx.readAs.push([phrase, 'what the value counts']);
  // (a role the account's user ids are written with, "employers" for emp_012, needs no assumption)
  // (nor do the doers of an event the question also names exactly: "top uploaders … by DocumentUploaded events")
  const namedExactly = (r: NameMatch) =>
    r.names.length > 0 &&
    r.names.every((n) => res.matches.some((x) => x.quality === 'near' && x.names.includes(n)));
  // (nor a role noun whose doers' event is not the one asked about, where another is named exactly:
  // "how many renters have ever signed a lease? (the lease.signed event)")
  for (const m of roles.filter(
    (r) =>
      !isRole(r.phrase.trim()) &&
      !activeDoers(r, withoutUsers) &&
      !namedExactly(r) &&
      !(ROLE_NOUNS.test(r.phrase.trim()) && namesExactly(res)),
  ))
    ctx.assumptions.push(`"${m.phrase.trim()}" is read as the users, not as \`${m.names.join('`, `')}\``);
  for (const f of prepared.times) if (f.assumption && f.range) ctx.assumptions.push(f.assumption);
  // (a word of a name the question says, "SeasonPassRenewed", is that name's, not a time)
  const unread = unreadTimeWord(
    res.matches.reduce((text, m) => text.replace(m.phrase.trim(), ' '), prepared.withoutTimes),
  );
  // "what has u_1 been doing lately": the newest events are what "lately" asks for, not a period
  const newest =
    plan.kind === 'recent-events' && !plan.oldest && /^(recently|lately|of late)$/.test(unread ?? '');
  if (unread && plan.kind !== 'catalogue' && !newest) {
    ctx.assumptions.push(
      `I cannot narrow the time to "${unread}", so the answer covers the whole period stated`,
    );
  }
  const usedNames = new Set('scope' in plan ? plan.scope.eventNames : []);
  const exactlySaid = new Set(
    res.matches.filter((m) => m.quality !== 'loose' && m.names.length === 1).flatMap((m) => m.names),
  );
  const wordsOfExact = (phrase: string) =>
    [...exactlySaid].some((name) =>
      phrase
        .trim()
        .split(/\s+/)
        .every((w) => nameWordStems(name).includes(stem(w))),
    );
  const restatesExact = (m: { names: string[]; phrase: string }) =>
    m.names.every((name) => exactlySaid.has(name)) ||
    (!m.names.some((name) => usedNames.has(name)) && wordsOfExact(m.phrase));
  const looseNames = res.matches
    .filter((m) => m.quality === 'loose')
    // "… did B after their first signature": the conversion's own first event, said again
    .filter(
      (m) =>
        !(
          plan.kind === 'conversion' &&
          /\bafter (?:(?:their|the|his|her|its) )?(?:first|initial)\s+$/i.test(withoutUsers.slice(0, m.start))
        ),
    )
    // "lens-order-placed → glasses_collected: what % of buyers picked up?": a looser word for a
    // name the question also says as stored restates it; it adds no guess
    // ("tag_issued → gantry.pass: how many new tags got used?": a word of a name said as stored)
    .filter((m) => !restatesExact(m))
    .flatMap((m) => m.names.map((name) => ({ phrase: m.phrase.trim(), name })));
  // A word that could mean several events is left out (stated) only where the question does not
  // need it: where a matched name already says it ("sent" in "users who sent a MessageSent", "streams"
  // in "song streams" of Track Played), it is the asker's verb of recording ("everything logged on
  // 18 October") or a noun ("across all campaigns"). Never when it is negated or a second thing the
  // users did ("opened the app but never borrowed anything", "… and borrowed something"), nor a verb
  // of what happened ("what % of reservations got cancelled"): leaving it out would answer another
  // question.
  const negatedOrJoined = (a: { phrase: string }) =>
    new RegExp(
      `\\b(?:never|not|no|without|didn't|did not|haven't|hasn't|have not|has not|don't|doesn't|won't|and|but|then|also)\\b[^,.;?]{0,30}\\b${a.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
      'i',
    ).test(withoutUsers);
  const saidAgain = (a: { phrase: string; names: string[] }) =>
    res.matches.some((m) =>
      m.names.some((n) => a.names.includes(n) || nameWordStems(n).includes(stem(a.phrase))),
    );
  const unsaid = res.ambiguous.find(
    (a) =>
      negatedOrJoined(a) ||
      // (a verb form says what happened; a noun, "across all campaigns", may be a mere qualifier)
      (!saidAgain(a) &&
        /(?:ed|ing)$/i.test(a.phrase) &&
        !/^(?:logged|logging|recorded|tracked)$/i.test(a.phrase)),
  );
  if (unsaid)
    return refuse(
      'ambiguous-event',
      `"${unsaid.phrase}" could mean several events: ${unsaid.names.map((n) => `\`${n}\``).join(', ')}. Please name one.`,
      unsaid.names,
    );
  if (res.ambiguous.length)
    ctx.assumptions.push(
      `"${res.ambiguous.map((a) => a.phrase).join('", "')}" could mean several events and was left out`,
    );
  // the comparison is stated of one figure: a count, a total or a number of users
  if (
    ctx.check &&
    !(
      plan.kind === 'count' ||
      plan.kind === 'value' ||
      (plan.kind === 'users' && plan.minEvents === undefined && !plan.total && !plan.perUser)
    )
  ) {
    return refuse(
      'not-understood',
      'I can compare one count or total with a number ("is revenue over 1000 this week", "were there more than 300 orders last week"), but not the figures this question asks for. Ask for them, and compare them yourself.',
      [],
    );
  }
  // a ranking word that the plan does not rank by ("most active user" answered with a count of
  // the active users) means another question was answered: say so rather than give it at high
  const perUser =
    PER_USER.test(ctx.t) && !(plan.kind === 'users' || (plan.kind === 'top' && plan.by === 'user'));
  if (perUser)
    return refuse(
      'not-understood',
      'I could not read the measure "per user" asks for here. I can give the average number of events per user, the average total value per user, or rank users by their events or value.',
      [],
    );
  // "what % of parcels were scanned twice": a repeat the plan does not count per user would be dropped
  const repeat =
    /\b(?:twice|thrice|more than once|(?:\d+|two|three|four|five|several|multiple) times)\b/.exec(ctx.t)?.[0];
  if (repeat && !(plan.kind === 'users' && (plan.minEvents || plan.maxEvents)))
    return refuse(
      'not-understood',
      `I could not read "${repeat}" here. I can count the users who did an event ${repeat} (or at least, or at most, so many times).`,
      [],
    );
  // "how many km did courier_0007 drive": a unit is the value of one event, never of every event
  const unit = prepared.unit;
  if (unit && usesValue(plan) && !plan.scope.eventNames.length)
    return refuse(
      'not-understood',
      `I cannot tell which event's values are in ${unit}. Name the event, for example "total ${unit} of <event>".`,
      [...catalogue].sort().slice(0, 5),
    );
  // "open rate last month", "click-through rate": a rate whose base no reading found, not a count
  if (/\brates?\b/.test(ctx.t) && (plan.kind === 'count' || plan.kind === 'users'))
    return refuse(
      'not-understood',
      'I could not read what this rate is of. I can give one event as a percentage of another ("X as a percentage of Y"), the share of users who did an event, or a conversion from one event to another.',
      [],
    );
  // "new users per week", "top tippers per month", "churned each month": a series the plan does
  // not break down would answer the whole period's one figure for it
  const series = PER_BUCKET.exec(ctx.t)?.[0];
  if (
    series &&
    !['breakdown', 'compare'].includes(plan.kind) &&
    !(plan.kind === 'users' && plan.per === 'days')
  )
    return refuse(
      'not-understood',
      `I could not break this figure down "${series}". I can give counts of events, distinct users and sums of values per day, week, month, hour or weekday, or this figure for the whole period.`,
      [],
    );
  // "how many shares this week" where story_shared is stored: a question word that is also a
  // word of a stored name would otherwise be dropped and every event counted, at high
  // (a question that says "events", "actions" or "active" asks about all of them)
  if (
    (plan.kind === 'count' || plan.kind === 'users') &&
    !plan.scope.eventNames.length &&
    // ("used the app at all")
    !/\b(events?|actions?|activity|activities|active|anything|everything|at all|used (?:the |our )?(?:app|product|service|platform|site|website|system|tool))\b/.test(
      ctx.t,
    )
  ) {
    const nameWords = new Set(catalogue.flatMap(nameWordStems));
    const shared = tokenize(withoutUsers).find(
      (w) =>
        !w.filler &&
        !GENERIC_WORDS.has(w.stem) &&
        nameWords.has(w.stem) &&
        !res.matches.some((m) => w.start >= m.start && w.end <= m.end),
    );
    if (shared) {
      const like = catalogue.filter((n) => nameWordStems(n).includes(shared.stem));
      return refuse(
        'ambiguous-event',
        `"${shared.raw}" is also a word of the stored event ${like.map((n) => `\`${n}\``).join(', ')}: I cannot tell whether you mean ${like.length === 1 ? 'it' : 'one of them'} or all events. Name the event, or ask about all events.`,
        like,
      );
    }
  }
  // "how did the number of X change from September to October": a change read as one period's figure
  if (/\b(chang(e|ed|es|ing)|evolv(e|ed|ing))\b/.test(ctx.t) && !['compare', 'breakdown'].includes(plan.kind))
    return refuse(
      'not-understood',
      'I could not read how the change should be measured here. Ask to compare two periods, for example "active users in September vs October", or for a breakdown by month.',
      [],
    );
  const ranking = UNUSED_RANKING.exec(ctx.t.replace(NOT_RANKING, ' '))?.[1];
  if (ranking && (plan.kind === 'count' || (plan.kind === 'users' && !plan.minEvents && !plan.total))) {
    return refuse(
      'not-understood',
      `I could not read what "${ranking}" ranks in this question. You can ask for the top events or the top users of a period, or the busiest day, week, month, hour or weekday.`,
      [],
    );
  }
  return {
    plan,
    assumptions: ctx.assumptions,
    looseNames,
    ...(ctx.readAs.length ? { readAs: ctx.readAs } : {}),
    ...(ctx.check ? { check: ctx.check } : {}),
  };
}

function choosePlan(c: Ctx): Plan | Refusal {
  const { t } = c;
  const thing =
    RANKED_THING.exec(t)?.[1] ??
    RANKED_BY_PEOPLE.exec(t)?.[1]
      ?.split(' ')
      .find((w) => !RANKABLE.test(w));
  if (thing && !RANKABLE.test(thing))
    return refuse(
      'out-of-scope',
      `Events carry no "${thing}": only an event name, a user id, a value and a time, so they cannot be ranked by ${thing}. You can rank event names, users, days, weeks, months, hours or weekdays.`,
      [],
    );
  if (!c.userId) {
    const containing = namesContaining(t, c);
    // none contains it: as a name that does not exist (low, the closest names)
    if (containing && !containing.names.length) return unknownEvent(containing.word, c.catalogue);
    if (containing)
      return { kind: 'catalogue', facet: 'names', asked: containing.names, containing: containing.word };
    const catalogue = catalogueFacet(t, c);
    // "…, and the date span the data covers": the totals' first and last event too (its words read)
    const span = catalogue === 'totals' && DATA_SPAN.test(t);
    if (span)
      c.res.unresolved = c.res.unresolved.filter(
        (u) =>
          !/^(?:\s*(?:the|our|date|dates|time|span|spans|range|data|cover|covers|it|what|does|do)\b)+\s*$/i.test(
            u.phrase,
          ),
      );
    if (catalogue)
      return {
        kind: 'catalogue',
        facet: catalogue,
        ...(c.names.length ? { asked: c.names } : {}),
        ...(span ? { span: true } : {}),
      };
  }
  // "how many distinct users and event names does the account have": the catalogue, whose answer
  // gives the names, their number and the users
  if (
    !c.names.length &&
    !c.userId &&
    !c.ranges.length &&
    /\b(users|people|customers)\b[^?.]*\band\b[^?.]*\b(event names|event types|kinds of events|types of events|distinct events|different events)\b|\b(event names|event types|distinct events|different events)\b[^?.]*\band\b[^?.]*\b(users|people|customers)\b/.test(
      t,
    )
  )
    return { kind: 'catalogue', facet: 'names' };
  // "this week's event count and active users": both figures, as the overview gives them
  if (!c.names.length && !c.userId && c.ranges.length && EVENTS_AND_USERS.test(t)) {
    c.assumptions.push(
      'Read as the events and the active users of the period, with the period before beside them',
    );
    return { kind: 'overview', scope: scopeOf(c, c.ranges[0], []) };
  }
  // "how many X events last week, and how many users did that": the users of X, whose answer
  // gives both the users and the events
  if (
    c.names.length &&
    !c.userId &&
    /\bhow many\b[^?]*\band how many (users|people|customers|members|accounts)\b/.test(t)
  )
    return { kind: 'users', scope: scopeOf(c) };
  // "the total and the average order value": two figures no one plan gives
  // ("which day did X peak, and how many were there that day?": the peak's own count, which its answer gives)
  const peakCount =
    /\b(busiest|quietest|peak\w*|most)\b[^?]*,?\s*(and|plus)\s+how many\b[^?]*(\b(that|the same|on that) (day|week|month|hour|weekday)\b|\b(did|does) it\b|\bit (had|has)\b)|\b(busiest|quietest|peak\w*)\b[^?]*,?\s*(and|plus)\s+how many (events|times|of them)\W*$/.test(
      t,
    );
  if (TWO_MEASURES.test(t) || (FIGURE_THEN_RANKING.test(t) && !peakCount)) {
    return refuse(
      'not-understood',
      'This asks for two figures at once. Please ask for one at a time, for example the total first, then the average.',
      [],
    );
  }
  if (c.userId && !c.names.length) {
    if (
      /\b(first|last) seen\b|\bfirst and last\b|\bjoin(ed)?\b|\bfirst (active|event)\b|\bwhen did someuser (start|begin)\b|\bhow active\b/.test(
        t,
      ) ||
      // "when did they first show up, and when were they last active": both ends of their history
      (/\b(first|earliest)\b/.test(t) && /\b(last|latest|most recent)\b/.test(t) && /\bwhen\b/.test(t))
    ) {
      return { kind: 'user-profile', facet: 'summary', scope: scopeOf(c) };
    }
    if (
      /\b(which|what)( different)? (events?|event names?|event types?|kinds? of events?|actions?|kinds|types|sorts)\b|\bevent names\b|\bwhat (has|did|does) someuser do\b|\bwhat (has|have) someuser (done|been doing|been up to)\b|\bhow many (different |distinct |unique )(events?|event names?|event types?|kinds? of events?|actions?|kinds|types)\b/.test(
        t,
      ) &&
      // "what did someuser do first": their oldest event (choosePlanKind), not the names they used
      !/\b(recent(ly)?|lately|latest|last|newest|first|earliest|oldest)\b/.test(t)
    ) {
      // "what did they do and when": the names, and when the first and the last was
      const when = /\band when\b|\bwhen and what\b/.test(t);
      return { kind: 'user-profile', facet: when ? 'both' : 'names', scope: scopeOf(c) };
    }
  }
  // "users who never did X", "events other than X": no plan counts what lacks an event, so answering would count X
  if (c.nameGroups.length === 1 && NEGATED_EVENT.test(t)) {
    // "did X in September but no X in October": the users of X in one period and not the other
    const churn = periodsInOrder(c).length >= 2 ? churnPlan(c) : null;
    if (churn && 'kind' in churn && churn.kind === 'churn') return churn;
    return refuse(
      'not-understood',
      'I cannot count users or events that lack an event. I can count those that have it, or the users who did one event but never another.',
      [],
    );
  }
  // "users who only did X", "did nothing but X": users none of whose events is another; "repeat
  // buyers": users with a second purchase; "placed their first bid last week": a first event ever
  // in the period. No plan reads these, and dropping the word would answer for every user who did X.
  const qualifier =
    /\b(only|just|exclusively) (did|do|does|had|have|has|used|uses|performed)\b|\bnothing (but|except|other than)\b/.exec(
      t,
    ) ??
    /\brepeat (users?|customers?|buyers?|shoppers?|visitors?|clients?|members?|players?|purchasers?|guests?|patients?|[a-z]+ers)\b/.exec(
      t,
    ) ??
    /(?<!\bafter )\b(their|his|her) (very )?first(?:[- ]ever)? (?!(seen|event|time|day|week|month|ever)\b)[a-z]+/.exec(
      t,
    );
  // (one user's own first X, "when did u_1 place their first bid", is a date the recency reads)
  if (qualifier && !(/first/.test(qualifier[0]) && (c.userId || /\bwhen\b/.test(t)))) {
    const said = /\b(evt|someuser|period)\b/.test(qualifier[0]) ? ' this' : ` "${qualifier[0]}"`;
    return refuse(
      'not-understood',
      `I cannot read${said}: no plan counts users by whether they repeated an event, did only one event, or did it for the first time ever in the period. I can count the users who did an event, or who did it a number of times ("2 or more").`,
      [],
    );
  }
  // no plan ranks events by their change or divides summed values: say so rather than answer another question
  if (/\b(which|what) (events?|actions?|features?)\b/.test(t) && GROWTH.test(t)) {
    return refuse(
      'not-understood',
      'I cannot rank events by how much they changed. I can compare one named event, or all events, between two periods.',
      [],
    );
  }
  if (
    /\b(percent(age)?|share|proportion|fraction|portion) of (the |our |total |all )*(evt (events? )?)?(revenue|value|sales|money|amount|spend\w*)\b|\b(revenue|value|sales|money)\b[^.?]*\b(comes?|came|coming) from\b/.test(
      t,
    )
  ) {
    return refuse(
      'not-understood',
      'I cannot give a share of a total value. I can give the share of events or of users, and the total value of each event separately.',
      [],
    );
  }
  readTotalCheck(c);
  const condition = readValueCondition(c);
  if (condition) return condition;
  // "how many big refunds", "only the large ones": a size no number bounds selects events by a value nobody gave
  const size = VAGUE_SIZE.exec(c.t);
  if (size && !c.valueFilter) {
    return refuse(
      'not-understood',
      `I cannot tell which events count as "${size[1]}": each event carries one number, its value, and the question gives no amount. Ask for the events over an amount, such as "${c.names[0] ?? 'orders'} over 100".`,
      [],
    );
  }
  if (c.userTotal) return countedUsers(c, { total: c.userTotal });
  const plan = choosePlanKind(c);
  // "how many title_rated events with 5 stars", "with a value of 5": a number no reading used
  // would be dropped, and the answer would count every event
  const stray = STRAY_NUMBER.exec(c.t);
  if (
    stray &&
    !('reason' in plan) &&
    NUMBERLESS_PLANS.has(plan.kind) &&
    !(plan.kind === 'users' && (plan.minEvents || plan.maxEvents))
  )
    return refuse(
      'not-understood',
      `I could not read what "${stray[0].trim()}" says here: the stored events carry one number each, their value, and the question does not say how this one narrows them. You can ask for events over, under or between values ("over 4").`,
      [],
    );
  // "which tenant opened the gate the most times on a single day": a ranking of users within one
  // day, which no plan gives; the ranking over the whole period would drop "a single day"
  const within = /\b(?:on|in|during|within) (?:a single|one single|one|a) (day|week|month|hour)\b/.exec(c.t);
  if (
    within &&
    !('reason' in plan) &&
    (plan.kind === 'top' || plan.kind === 'users' || plan.kind === 'count')
  )
    return refuse(
      'not-understood',
      `I cannot rank or count by what happened within ${within[0].replace(/^\w+ /, '')}. I can give the busiest ${within[1]} of a period, or rank users over the whole period.`,
      [],
    );
  // the plans that read only their scope's events in the query; a share or a conversion would drop the condition
  if (
    c.valueFilter &&
    !('reason' in plan) &&
    !['count', 'users', 'value', 'top', 'breakdown', 'compare', 'recency', 'recent-events'].includes(
      plan.kind,
    )
  ) {
    return refuse(
      'not-understood',
      'I can apply a condition on the value (such as orders over $50) to counts, users, totals, averages, rankings, breakdowns and comparisons, but not to this kind of question.',
      [],
    );
  }
  return plan;
}

// a number left in the question once times, ids and conditions are read
// ("more than 50% of users" is a share; "when was the last one" a pointer, digits by then)
const STRAY_NUMBER =
  /(?<![\w.])(?<!\b(?:last|first|latest|newest|oldest|recent|top) )\d+(?:\.\d+)?(?:\s*[-\u2013]?\s*(?:stars?|points?|pts|minutes?|mins?|seconds?|secs?|items?|units?))?(?![\w.%])(?!\s*(?:%|percent))/;
const NUMBERLESS_PLANS = new Set(['count', 'value', 'users', 'share', 'compare', 'recency']);

// a size before the events counted, or of "the ones" asked for ("the most expensive order" is the largest value)
const VAGUE_SIZE =
  /(?<!\b(?:most|least|more|less|too|how)\s)\b(big|bigger|large|larger|huge|massive|hefty|sizable|sizeable|small|smaller|tiny|little|high-value|low-value|expensive|cheap|pricey)\s+(?:evt|ones|events?)\b/;

const WHO_LAST =
  /^\W*(who|which (user|person|customer|account|member|one)s?)\b[^?]*?\b(?<which>most recently|last|latest|first|earliest)\b/;
// "when was the last X, and who did it?"
const WHO_AFTER = /(?:,|\band)\s+(?:who\b[^?]{0,30}\b(?:it|that|this|them|one)|by whom)\W*$/;
const LAST_OR_FIRST = /\b(?<which>most recent|last|latest|first|earliest)\b/;
// "when was the last X, and what was its value?", "… - when and how hot did it get?": that event's value
const VALUE_AFTER = new RegExp(`(?:,|\\band)\\s+(?:${ITS_VALUE})|\\(its value\\)|\\band its value\\b`);

function choosePlanKind(c: Ctx): Plan | Refusal {
  const { t } = c;
  // "the very first thing u_1 did, and when": the one oldest event, named and dated
  if (
    (/\b(very )?first (thing|action|event|activity)\b[^?]*\b(did|do|does|done|was|were)\b|\b(do|did) first\b/.test(
      t,
    ) ||
      /\b(what|which) (was|is|were) the (very )?first (thing|action|event|activity)\b/.test(t)) &&
    !/^\W*when\b/.test(t) &&
    // ("the users whose first event ever was in the last 4 days": new users)
    !/\bwhose (very )?first\b/.test(t) &&
    !c.names.length &&
    !HOW_MANY.test(t)
  )
    return { kind: 'recent-events', n: countN(t, 1), scope: scopeOf(c), oldest: true };
  // "what did u_1 do last", "the last thing they did": the one newest event
  // ("what did u_1 do most recently" is what they have been doing lately: the newest few, newest first)
  const single = /\b(last|latest|most recent|newest) (event|action|thing|activity)\b|\bdo(ne)? last\b/.test(
    t,
  );
  // "how is everyone doing lately" asks for a judgement, not for a list of events
  const lately = /\b(do|did|done|doing|been up to)( \w+)? (recently|lately)\b/.test(t) && !/\bhow\b/.test(t);
  if (
    (single ||
      lately ||
      (/\b(most recent|latest|newest|last \d+|recent)\b/.test(t) &&
        /\b(events?|actions?|activit(y|ies)|things?)\b/.test(t))) &&
    !c.names.length &&
    !HOW_MANY.test(t) &&
    // "when is the earliest event and when the latest": both ends of the data, not a list
    !(/\bwhen\b/.test(t) && /\b(first|earliest|oldest)\b/.test(t))
  ) {
    return { kind: 'recent-events', n: countN(t, single ? 1 : 5), scope: scopeOf(c) };
  }
  // "who did X most recently", "who was the first to do X": the one newest (oldest) X, with its user
  const valueOfIt = VALUE_AFTER.test(t);
  const whoLast = WHO_LAST.exec(t) ?? (WHO_AFTER.test(t) || valueOfIt ? LAST_OR_FIRST.exec(t) : null);
  if (
    whoLast &&
    c.names.length &&
    !c.userId &&
    !HOW_MANY.test(t) &&
    !/\bmost\b(?! recent)|\b(top|least|fewest)\b/.test(t)
  ) {
    const oldest = /^(first|earliest)$/.test(whoLast.groups?.which ?? '');
    return {
      kind: 'recent-events',
      n: 1,
      scope: scopeOf(c),
      ...(oldest ? { oldest } : {}),
      ...(valueOfIt ? { withValue: true } : {}),
    };
  }
  // "the 3 most recent purchases", "show the latest orders": a list of the named events, newest first
  const recentNamed =
    /\b(the )?(\d+ )?(most recent|latest|newest)\b|\b(show|list|give)( me)? the last \d+\b|\bthe last \d+ (?!(hours?|days?|weeks?|months?|years?)\b)|^\W*last \d+ evt\b/.test(
      t,
    );
  if (
    recentNamed &&
    (c.names.length || c.userId) &&
    !HOW_MANY.test(t) &&
    !AGGREGATE_WORDS.test(t) &&
    !/\bwhen\b/.test(t)
  ) {
    const plural = c.res.matches.some((m) => /[a-z](?<!s)s\b/i.test(m.phrase)) || /\bevents\b/.test(t);
    // "last 3 BidPlaced": the fragment's own number
    const fragment = /^\W*last (\d+) evt\b/.exec(t)?.[1];
    const n =
      fragment && Number(fragment) >= 1 && Number(fragment) <= 100
        ? Number(fragment)
        : countN(t, plural ? 5 : 1);
    return { kind: 'recent-events', n, scope: scopeOf(c) };
  }
  // "orders by users who added to cart": no plan restricts events to the users of another event, and the union would answer another question
  if (COHORT.test(t)) {
    return refuse(
      'not-understood',
      'I cannot restrict events or values to the users who did another event. I can count the users who did both events, or, of the users who did one event, how many did the other afterwards.',
      [],
    );
  }
  const both = bothPlan(c);
  if (both) return both;
  const net = netPlan(c);
  if (net) return net;
  return (
    conversionPlan(c) ??
    ratioPlan(c) ??
    userDaysPlan(c) ??
    activeDaysPlan(c) ??
    repeatPlan(c) ??
    churnPlan(c) ??
    userSharePlan(c) ??
    sharePlan(c) ??
    comparePlan(c) ??
    breakdownPlan(c) ??
    recencyPlan(c) ??
    byUserPlan(c) ??
    topPlan(c) ??
    valuePlan(c) ??
    countPlan(c)
  );
}

/** Whether a plan's figure is made of event values (a total, an average, a ranking by value). */
function usesValue(plan: Plan): plan is Plan & { scope: Scope } {
  switch (plan.kind) {
    case 'value':
      return true;
    case 'top':
      return plan.metric !== 'count';
    case 'breakdown':
      return plan.measure === 'sum';
    case 'compare':
      return plan.measure === 'sum' || plan.measure === 'avg';
    case 'users':
      return plan.perUser === 'value' || !!plan.total;
    default:
      return false;
  }
}
