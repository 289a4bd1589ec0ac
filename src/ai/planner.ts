// Question → typed plan. Pure: the catalogue of names and the user ids known to exist are
// passed in, so every rule can be tested without a database.
import type {
  Plan,
  Reading,
  Refusal,
  Scope,
  TimeRange,
  ValueAgg,
  ValueFilter,
  Bucket,
  CompareMeasure,
  Measure,
} from './plan.js';
import {
  ALL_TIME,
  ambiguousSlashDate,
  digitizeNumberWords,
  findTimePhrases,
  previousFromNow,
  previousPeriod,
  relativeWindow,
  unreadTimeWord,
} from './time-range.js';
import type { FoundRange } from './time-range.js';
import { SIDE_OUTCOMES, closestNames, mainName, resolveEventNames } from './name-resolver.js';
import { DAY, MONTHS, anyOfNames, periodWords } from './format.js';
import {
  COMPARATOR,
  COMPARATORS,
  MONEY_NOUNS,
  ROLE_PEOPLE,
  editDistance,
  nameStems,
  paidForStems,
  stem,
} from './words.js';
import type { NameResolution } from './name-resolver.js';
import { findUserMentions } from './user-ids.js';
import type { UserMention } from './user-ids.js';

export interface PreparedQuestion {
  text: string;
  times: FoundRange[];
  /** The question with time phrases blanked, original case. */
  withoutTimes: string;
}

const blank = (text: string, spans: readonly { start: number; end: number }[]): string =>
  spans.reduce((s, x) => s.slice(0, x.start) + ' '.repeat(x.end - x.start) + s.slice(x.end), text);

function replaceSpans(text: string, spans: readonly { start: number; end: number; with: string }[]): string {
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
const PREAMBLE =
  /^\s*(?:(?:i|i'm|i am|we|we're|we are|for|context|so|ok|okay)\b[^:?]{0,80}:\s*(?=(?:how|what|which|who|when|where|is|are|was|were|did|do|does|can|could|show|list|give|tell)\b)|(?:quick|hey|hi|hello|one more|another one|planning|prepping|preparing|working on|looking at|reviewing|drafting|writing up|putting together)\b[^:?]{0,80}:\s*(?=\S[^:]*$))/i;
// "It feels like reps weren't logging in as much. How do last month's logins compare …?": a
// statement before the question sets the scene; the question alone is read
// ("Isn't Monday our big day? Which weekday …?": a question tag before the question, the same)
const SCENE =
  /^\s*(?:(?:it|i|i'm|we|we're|my|our|looks|seems|feels|so|context|background)\b[^.!?]{0,200}[.!]|(?:isn't|aren't|don't|doesn't|didn't|wasn't|weren't|haven't|hasn't|is it|i think|i guess)\b[^.!?]{0,120}\?)\s+(?=[^.!?]*\?\s*$)/i;
// Latin abbreviations of the prose around a question
const LATIN = /\b(?:i\.e\.|e\.g\.|etc\.?|viz\.)(?=\s|,|$)/gi;

export function prepareQuestion(question: string, now: number): PreparedQuestion {
  const text = digitizeNumberWords(
    expandAbbreviations(
      expandContractions(
        question
          .slice(0, 2000)
          .replace(PREAMBLE, '')
          // the scene stays when the question points back into it ("how many have used it")
          .replace(SCENE, (scene, _at: number, all: string) =>
            /\b(it|them|this one|that one)\b/i.test(all.slice(scene.length)) ? scene : '',
          )
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

export interface PlanInput {
  prepared: PreparedQuestion;
  now: number;
  catalogue: readonly string[];
  /** The mentioned user ids that exist in the account. */
  knownUsers: ReadonlySet<string>;
}

// a currency or a unit: events carry one number with no currency or unit
const CURRENCY =
  /\bin (euros?|dollars?|pounds?|yen|usd|eur|gbp)\b|\b(dollars?|euros?|pounds?) (vs|versus|and|or) |\bcurrenc(y|ies)\b/;
const OUT_OF_SCOPE =
  /\b(weather|temperature|rain\w*|countr(?:y|ies)|city|cities|location\w*|region\w*|geo\w*|browser\w*|devices?|operating system|ios|android|mobile|desktop|screen size|referr\w*|utm|campaigns?|gender|age group|ages|languages?|ip address\w*|stock price|salar(?:y|ies)|employees?|estimate\w*|why|load time|latency|bounce rate|session length|duration|time between|(average|mean|median|typical) time (from|to|until)|how long (does|did|do|is|was|were|it takes?|until|between|before|after))\b/;
// a period that has not begun, or a prediction: no stored event can be in it yet
const FUTURE =
  /\b(predict\w*|forecast\w*|projections?|tomorrow|next (?:week|weekend|month|year|quarter|day|period|\d+ (?:hours?|days?|weeks?|months?|years?))|this weekend|will (?:we|there|it|they|users|be)|going to be)\b/;
const MONEY = /\b(revenue|sales|money|income|earn\w*|spent|spend\w*|spenders?|paid|made|make|turnover|gmv)\b/;
const MONEY_NAME =
  /order|purchas|payment|paid|pay|subscri|upgrade|checkout|revenue|invoice|charge|sale|transaction|renew/i;
// subscribing to a newsletter, alerts or a channel costs nothing
const NOT_MONEY_NAME =
  /paywall|cancel|refund|fail|abandon|declin|delet|remov|view|downgrad|unsubscri|click|open|cart|trial|newsletter|mail|notif|alert|digest|channel|follow/i;
// a started checkout or payment is an attempt, while a started subscription or plan is paid
const ATTEMPT_NAME = /(start|begin|init)/i;
const isMoneyName = (n: string): boolean =>
  MONEY_NAME.test(n) &&
  !NOT_MONEY_NAME.test(n) &&
  (!ATTEMPT_NAME.test(n) || /subscri|plan|membership/i.test(n));

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
const PEOPLE_NOUNS = new RegExp(`\\b(?:${ROLES.join('|')})s?\\b`, 'g');

// "patients registered" for patient-registered: the people word of the name is also the subject
const PEOPLE_FIRST = new RegExp(
  `^(?:(?:${[...ROLES, 'user', 'customer', 'account', 'visitor', 'client'].join('|')})s|people)\\s`,
  'i',
);

interface Ctx {
  t: string; // intent text: lower case, names → "evt", periods → "period", users → "someuser"
  names: string[];
  nameGroups: string[][];
  ranges: TimeRange[];
  /** The "previous" marker is written before the period it refers to. */
  previousFirst?: boolean;
  previous: FoundRange['previous'];
  userId: string | undefined;
  now: number;
  assumptions: string[];
  res: NameResolution;
  catalogue: readonly string[];
  /** Stems of what the question's money nouns are paid for ("fares" → ride, trip). */
  paidFor: string[];
  /** A money word was asked while no stored name carries money. */
  noMoney?: boolean;
  /** A condition on each event's value ("orders over $50"), read out of `t`. */
  valueFilter?: ValueFilter;
  /** "is revenue over 1000", "were there more than 300 level ups": the number the total is compared with. */
  check?: ValueFilter;
  /** A condition on each user's summed value ("customers who spent over $100"), read out of `t`. */
  userTotal?: ValueFilter;
}

// "How many events did Deskly record", "what do members do most in Deskly?": the product's own
// name, a capitalised word like no stored name, month or weekday, where the product stands
const PRODUCT_BEFORE = /\b(?:did|does|do|has|have|had|in|on|inside|within|across|at|using|use)\s+$/i;
const PRODUCT_AS_SUBJECT = /^\s+(?:record|track|log|see|get|receive|capture|store|count|register)\w*\b/i;
const PRODUCT_AS_PLACE =
  /^\s*(?:[?.!,;:]|$|\s(?:so far|this|last|today|yesterday|over|during|since|for|in|on)\b)/i;
const CALENDAR_WORDS = [
  ...MONTHS.map((m) => m.toLowerCase()),
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

function isProductName(
  text: string,
  u: { phrase: string; start: number; end: number },
  catalogue: readonly string[],
): boolean {
  const word = u.phrase.trim();
  if (!/^[A-Z][a-z]+[A-Za-z]*$/.test(word) || !/\S/.test(text.slice(0, u.start))) return false;
  const before = text.slice(0, u.start);
  const after = text.slice(u.end);
  const subject = /\b(?:did|does|do|has|have|had)\s+$/i.test(before) && PRODUCT_AS_SUBJECT.test(after);
  const place =
    PRODUCT_BEFORE.test(before) &&
    !/\b(?:did|does|do|has|have|had)\s+$/i.test(before) &&
    PRODUCT_AS_PLACE.test(after);
  if (!subject && !place) return false;
  const lower = word.toLowerCase();
  if (CALENDAR_WORDS.some((m) => editDistance(m, lower, 2) <= 2)) return false;
  const nameWords = catalogue.flatMap((n) =>
    n.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/).map((w) => w.toLowerCase()),
  );
  return !nameWords.some((w) => w.length >= 3 && editDistance(w, lower, 1) <= 1);
}

export function planQuestion(input: PlanInput): Reading | Refusal {
  const { prepared, now, catalogue, knownUsers } = input;
  // a plain word after "user" ("user engagement") that names no user of the account stays words
  const mentions = findUserCandidates(prepared, catalogue).filter((m) => !m.soft || knownUsers.has(m.id));
  const known = mentions.filter((m) => knownUsers.has(m.id));
  const withoutUsers = blank(prepared.withoutTimes, mentions);
  const res = resolveRatioNames(withoutUsers, catalogue);
  res.unresolved = res.unresolved.filter((u) => !isProductName(withoutUsers, u, catalogue));
  // "users who sent a MessageSent": a word that could mean several names, one of them named exactly, is that name's verb
  const named = new Set(res.matches.filter((m) => m.quality === 'near').flatMap((m) => m.names));
  res.ambiguous = res.ambiguous.filter((a) => !a.names.some((n) => named.has(n)));
  const roles = peopleRoles(res, withoutUsers);
  const objects = objectNouns(res, withoutUsers);
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
    ...[...roles, ...doers].map((m) => ({ ...m, with: /s\s*$/i.test(m.phrase) ? ' users ' : ' user ' })),
    // "users logged in" for user_logged_in: the people word is also the subject
    ...res.matches.map((m) => ({
      ...m,
      with: m.agent || PEOPLE_FIRST.test(m.phrase) ? ' users evt ' : ' evt ',
    })),
  ])
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(PEOPLE_NOUNS, (w: string) => (w.endsWith('s') ? 'users' : 'user'))
    // "sales reps" are people, not sales
    .replace(/\bsales (users?)\b/g, '$1')
    .replace(MONEY_NOUNS, 'revenue')
    // rows, records and entries of the data are its events
    .replace(/\b(rows|entries|data points|records)( of data)?\b/g, 'events')
    // "total customers" counts people; a total is otherwise a sum of values
    .replace(/\btotal (users|customers|members|people|events|actions)\b/g, 'number of $1')
    // "out of everyone active last week": the users
    .replace(/\b(everyone|everybody)\b/g, 'all users')
    .replace(
      /\b(?:users?|customers?|members?|clients?|visitors?|players?|accounts?)(?: id)?\s*[:#]?\s*someuser\b/g,
      'someuser',
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
  if (OUT_OF_SCOPE.test(t)) {
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
  if (res.ambiguous.length && !res.matches.length) {
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
  // "in the previous 14 days" with no other period: the 14 days before now
  if (previous && !ranges.length) {
    ranges.push(previousFromNow(previous, now));
    previous = undefined;
  }
  const ctx: Ctx = {
    t,
    names: unique(res.matches.flatMap((m) => m.names)),
    nameGroups: groupNames(res),
    ranges,
    previous,
    previousFirst,
    userId: known[0]?.id,
    now,
    assumptions: [],
    res,
    catalogue,
    paidFor: paidForStems(withoutUsers),
  };
  const plan = choosePlan(ctx);
  if (plan.kind === 'new-users')
    res.unresolved = res.unresolved.filter((u) => !JOIN_WORDS.test(u.phrase.trim()));
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
  // Every content word must be explained (issue 15): an answer that leaves words out answers
  // another question, so a word matching no stored event and no question word is a refusal.
  if (res.unresolved.length) {
    const words = res.unresolved.map((u) => `"${u.phrase.trim()}"`).join(', ');
    return refuse(
      'not-understood',
      `I did not understand ${words}: no stored event and no word I know for a measure, a time or a user matches ${res.unresolved.length === 1 ? 'it' : 'them'}, and answering without ${res.unresolved.length === 1 ? 'it' : 'them'} would answer another question.`,
      [...catalogue].sort().slice(0, 5),
    );
  }
  for (const word of res.loosePeople) ctx.assumptions.push(`"${word}" is read as users with any event`);
  for (const m of roles)
    ctx.assumptions.push(`"${m.phrase.trim()}" is read as the users, not as \`${m.names.join('`, `')}\``);
  for (const f of prepared.times) if (f.assumption && f.range) ctx.assumptions.push(f.assumption);
  const unread = unreadTimeWord(prepared.withoutTimes);
  if (unread && plan.kind !== 'catalogue') {
    ctx.assumptions.push(
      `I cannot narrow the time to "${unread}", so the answer covers the whole period stated`,
    );
  }
  const looseNames = res.matches
    .filter((m) => m.quality === 'loose')
    .flatMap((m) => m.names.map((name) => ({ phrase: m.phrase.trim(), name })));
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
    PER_USER.test(ctx.t) &&
    !(plan.kind === 'users' || (plan.kind === 'top' && plan.by === 'user') || plan.kind === 'breakdown');
  if (perUser)
    return refuse(
      'not-understood',
      'I could not read the measure "per user" asks for here. I can give the average number of events per user, the average total value per user, or rank users by their events or value.',
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
  return { plan, assumptions: ctx.assumptions, looseNames, ...(ctx.check ? { check: ctx.check } : {}) };
}

const UNUSED_RANKING =
  /\b(rank\w*|top|most|least|fewest|busiest|quietest|rarest|highest|lowest|biggest|largest|best|worst)\b/;
// words of ranking that rank nothing: bounds ("at most 3"), recency ("the most recent"), "mostly"
const NOT_RANKING =
  /\b(at (most|least)|(the )?most (recent|recently)|not (the )?least|last but not least)\b/g;

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
function resolveRatioNames(text: string, catalogue: readonly string[]): NameResolution {
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

// People by their role, which may also be a word of a stored name (agent_invited, seller_verified).
const ROLE_NOUNS =
  /^(agent|admin|seller|host|driver|creator|author|teacher|employee|member|owner|developer|manager|moderator|rep|staff|operator|editor|reviewer|tutor|coach|instructor|vendor|merchant|partner|affiliate|recruiter|candidate|applicant|tenant|courier)s?$/i;
const PEOPLE_SLOT =
  /\b(how many|which|what|top \d+|bottom \d+|distinct|unique|different|of( the| our| all)?|among( the)?|per|each|every|most active|least active|share of|percent(age)? of)\s+$/i;

/**
 * "how many agents resolved a ticket", "top 3 agents by replies" where agent_invited is stored:
 * a role noun in the place of the people counted, beside another event, names the users.
 */
function peopleRoles(res: NameResolution, text: string): NameResolution['matches'] {
  return res.matches.filter(
    (m) =>
      ROLE_NOUNS.test(m.phrase.trim()) &&
      PEOPLE_SLOT.test(text.slice(0, m.start)) &&
      res.matches.some((o) => o !== m && o.names.join() !== m.names.join()),
  );
}

/**
 * "how many tickets did we close" (ticket_created, ticket_resolved): a bare noun read loosely as
 * one event is the object of a later verb whose event has that noun, not a second event.
 */
function objectNouns(res: NameResolution, text: string): NameResolution['matches'] {
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
 * "how many support tickets have passengers opened" (support_ticket, app_opened): a lone verb
 * read loosely as another event, after an exactly named event with no "and", "or", comma or
 * preposition between them, is what was done to that event, not a second event.
 */
function clauseVerbs(res: NameResolution, text: string): NameResolution['matches'] {
  return res.matches.filter(
    (m) =>
      m.quality === 'loose' &&
      !m.agent &&
      !/\s/.test(m.phrase.trim()) &&
      /ed$/i.test(m.phrase.trim()) &&
      res.matches.some(
        (n) =>
          n.quality === 'near' &&
          n.end <= m.start &&
          !n.names.some((x) => m.names.includes(x)) &&
          !/\b(and|or|nor|but|vs|versus|to|than|against|per|with|without|then|after|before|followed|by|who|that|which|where|plus)\b|[,;/&+]/i.test(
            text.slice(n.end, m.start),
          ),
      ),
  );
}

/**
 * An identifier written like a stored name (`invoice.refunded`, `coupon_redeemed`, `CartAbandoned`)
 * that no near match covers and that is no typo of a stored name: it names an event that does not exist.
 */
function strayIdentifier(text: string, res: NameResolution, catalogue: readonly string[]): string | null {
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

function refuse(reason: Refusal['reason'], detail: string, suggestions: string[]): Refusal {
  return { kind: 'refusal', reason, detail, suggestions };
}

function unknownEvent(phrase: string, catalogue: readonly string[]): Refusal {
  const closest = closestNames(phrase, catalogue);
  return refuse('unknown-event', `No event called "${phrase.trim()}" exists in this account.`, closest);
}

const unique = <T>(xs: T[]): T[] => [...new Set(xs)];

/** Names in order of mention, one group per mention (for conversion steps). */
function groupNames(res: NameResolution): string[][] {
  const groups: string[][] = [];
  for (const m of res.matches) {
    if (!groups.some((g) => g.join() === m.names.join())) groups.push(m.names);
  }
  return groups;
}

const range0 = (c: Ctx): TimeRange => c.ranges[0] ?? ALL_TIME;
const scopeOf = (c: Ctx, range = range0(c), names = c.names): Scope => ({
  range,
  eventNames: names,
  ...(c.userId ? { userId: c.userId } : {}),
  ...(c.valueFilter ? { valueFilter: c.valueFilter } : {}),
});

function countN(t: string, fallback: number): number {
  const m =
    /\b(?:top|first|bottom|the last|latest|newest|most recent)\s+(\d{1,3})\b(?! (?:hours?|days?|weeks?|months?|years?)\b)/.exec(
      t,
    ) ??
    /\b(\d{1,3})\s+(?:most|least|top|biggest|highest|largest|busiest|quietest|recent|latest|newest|last|users|customers|people|events|spenders|accounts)\b/.exec(
      t,
    ) ??
    /\bwhich\s+(\d{1,3})\b/.exec(t) ??
    /\b(?:give|show|list|get)(?: me| us)?(?: the)?(?: top)?\s+(\d{1,3})\b(?! (?:hours?|days?|weeks?|months?|years?)\b)/.exec(
      t,
    );
  const n = m ? Number(m[1]) : fallback;
  return n >= 1 && n <= 100 ? n : fallback;
}

// A condition on the value: "orders over $50", "worth at least 100 dollars" (money nouns read as
// "revenue" by then), "between 20 and 50", "with a value below 10". The unit word after the number
// tells whether the number is the value at all ("more than 3 times" is a per-user threshold).
const comparatorOp = (words: string) =>
  (Object.keys(COMPARATORS) as (keyof typeof COMPARATORS)[]).find((op) => COMPARATORS[op].includes(words));
// (not a percentage: "more than 50% of users" is a share)
const AMOUNT = '[$€£]?\\s?(\\d+(?:\\.\\d+)?)(?![\\d.]|\\s?%)';
// "with a value of", "worth", "valued at": words that say the number is the value
const VALUE_LEAD =
  '(?:(?:with|having|of|whose|where|and) (?:an? |the |their |its )?(?:event )?(?:value|amount|price|total|score|size)s?(?: (?:of|is|was|were|are|that is))? |(?:worth|valued at|costing|that cost|priced at) )?';
const VALUE_LEAD_ONLY = new RegExp(`^${VALUE_LEAD}`);
const VALUE_CONDITION = new RegExp(
  `${VALUE_LEAD}(?:between ${AMOUNT} and ${AMOUNT}|(${COMPARATOR}) ${AMOUNT})(?: ?([a-z]+))?(?: ([a-z]+))?`,
);
// the number is money, points, a score or a length of time: the value
const VALUE_UNIT =
  /^(revenue|usd|eur|gbp|pounds?|bucks|cents?|points?|pts|scores?|stars?|minutes?|mins?|seconds?|secs?|value)$/;
// the number counts something else: times, days, events, people (read by the per-user plans)
const COUNT_UNIT =
  /^(times?|once|twice|days?|weeks?|months?|years?|hours?|evt|events?|actions?|occurrences?|users?|people|customers?|members?|players?|accounts?|visitors?|clients?|someuser|percent)$/;
// words that may follow a bare number ("orders over 50 this month"): the number stands alone
const AFTER_NUMBER =
  /^(period|this|that|in|on|at|for|during|since|from|by|per|and|or|but|so|the|last|ever|each|every|overall|total|altogether|were|was|is|are|did|do|does|have|had|has|we|with|so far)$/;
const HOW_MANY = /\b(how many|number of|count|how often|tally|total number)\b/;
const NEGATED_EVENT =
  /\b(never|not|no|without|didn'?t|don'?t|doesn'?t|haven'?t|hasn'?t|other than|except|excluding|besides|apart from)( \w+){0,2} evt\b/;
const USERS_WORD =
  /\b(users?|people|persons?|customers?|visitors?|members?|accounts?|clients?|players?|who)\b/;

const EVENTS_AND_USERS =
  /\b(events?|event count|number of events)\b[^?.]*\band\b[^?.]*\b(active |unique |distinct )?(users|people|customers)\b|\b(active|unique|distinct) (users|people|customers)\b[^?.]*\band\b[^?.]*\b(events|event count|number of events)\b/;
const MEASURE = '(total|sum|average|mean|median|minimum|maximum|min|max|count|number)';
const TWO_MEASURES = new RegExp(`\\b${MEASURE}\\s+(and|&)\\s+(the\\s+)?${MEASURE}\\b`);

// "which course has the most enrollments": the thing ranked is a property of events (a course,
// a page, a plan) that no stored field holds; events, people and periods are what can be ranked
const RANKED_THING =
  /^\W*(?:which|what) (\w+) (?:has|had|have|gets?|got|received?|sees?|saw|with) (?:the )?(?:most|fewest|least|highest|lowest|biggest|largest|greatest|more|fewer)\b/;
// "which level number do players fail most often": the same, with the people doing it named
const RANKED_BY_PEOPLE =
  /^\W*(?:which|what) (\w+(?: \w+)?) (?:do|does|did) (?:users|people|customers|members|players|accounts|visitors|clients|someuser) (?:evt|\w+)(?: evt)? (?:the )?(?:most|least|more|less)\b/;
const RANKABLE =
  /^(users?|people|persons?|customers?|visitors?|members?|accounts?|clients?|players?|someuser|evt|events?|actions?|features?|period|day|days|date|week|weeks|month|months|year|years|hour|hours|time|weekday|weekdays|one|ones)$/;

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
    const catalogue = catalogueFacet(t, c);
    if (catalogue) return { kind: 'catalogue', facet: catalogue };
  }
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
  if (TWO_MEASURES.test(t)) {
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
      /\b(which|what)( different)? (events?|event names?|event types?|kinds? of events?|actions?)\b|\bevent names\b|\bwhat (has|did|does) someuser do\b/.test(
        t,
      ) &&
      !/\b(recent(ly)?|lately|latest|last|newest)\b/.test(t)
    ) {
      return { kind: 'user-profile', facet: 'names', scope: scopeOf(c) };
    }
  }
  // "users who never did X", "events other than X": no plan counts what lacks an event, so answering would count X
  if (c.nameGroups.length === 1 && NEGATED_EVENT.test(t)) {
    return refuse(
      'not-understood',
      'I cannot count users or events that lack an event. I can count those that have it, or the users who did one event but never another.',
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
    /\b(percent(age)?|share|proportion|fraction|portion) of (the |our |total |all )*(revenue|value|sales|money|amount|spend\w*)\b|\b(revenue|value|sales|money)\b[^.?]*\b(comes?|came|coming) from\b/.test(
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
  if (c.userTotal) return countedUsers(c, { total: c.userTotal });
  const plan = choosePlanKind(c);
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

/**
 * "orders over $50", "csat under 3", "invoices between 200 and 300 dollars": the value condition,
 * taken out of the intent text and kept in the context for the scope. A refusal when the number
 * cannot be tied to one event's value; null when there is no condition on the value.
 */
function readValueCondition(c: Ctx): Refusal | null {
  const m = VALUE_CONDITION.exec(c.t);
  if (!m) return null;
  const [whole, lo, hi, comparator, amount, unit = '', next = ''] = m;
  const phrase = next ? whole.slice(0, -next.length - 1) : whole;
  const stems = new Set(c.names.flatMap(nameStems));
  // "points" is a value even where points_earned is stored (and read as it); "more than 3 orders" counts orders
  const valueName =
    unit === 'evt' ? c.res.matches.find((x) => VALUE_UNIT.test(x.phrase.trim().toLowerCase())) : undefined;
  const namedByValue = valueName !== undefined;
  const counted = (word: string): boolean =>
    !VALUE_UNIT.test(word) && (COUNT_UNIT.test(word) || stems.has(stem(word)));
  const bare = !unit || AFTER_NUMBER.test(unit);
  // "more than 3 separate days": an adjective before what is counted
  if (!namedByValue && (counted(unit) || (!bare && counted(next)))) return null;
  const shown = (bare && unit ? phrase.slice(0, -unit.length) : phrase)
    .replace(VALUE_LEAD_ONLY, '')
    .replace(/\bevt$/, valueName?.phrase.trim() ?? 'evt')
    .trim();
  if (!bare && !namedByValue && !VALUE_UNIT.test(unit)) {
    return refuse(
      'not-understood',
      `I cannot tell whether "${shown}" is the events' value: each stored event has one number, its value. You can ask for the events whose value is over an amount, such as "orders over 50".`,
      [],
    );
  }
  // a person's total ("customers who spent over $100") is a sum per user, not one event's value
  const before = c.t.slice(0, m.index);
  // "is the order count over 100", "users over 30": the number is about a total or about people, not one event's value
  if (
    !VALUE_LEAD_ONLY.exec(whole)?.[0] &&
    /\b(count|number|total|sum|volume|revenue|usage|activity|events|users|people|customers|visitors|members|players|accounts)(?: (?:is|are|was|were|been|aged?))?\s*$/.test(
      before,
    )
  ) {
    return refuse(
      'not-understood',
      `I cannot tell whether "${shown}" applies to each event's value or to a total. I can count the events whose value is over an amount ("orders over 50"), or give the count or total for you to compare.`,
      [],
    );
  }
  // (and users' "points" after the number: "members who earned over 250 points", "with more than 100 points")
  const perUser =
    (USERS_WORD.test(c.t) &&
      (namedByValue ||
        /^(points?|pts)$/.test(unit) ||
        /\b(spent|spend\w*|paid|pay|earned|scored)\b|\bin total\b/.test(c.t))) ||
    /\b(users|people|customers|members|players|accounts|who) (with|having|who have|who had|that have|that had|have|had)\s*$/.test(
      before,
    );
  const op = comparator === undefined ? 'between' : comparatorOp(comparator);
  if (!op) return null;
  const [a, b] = [Number(lo ?? amount), Number(hi)];
  const filter: ValueFilter =
    op === 'between' ? { op, value: Math.min(a, b), to: Math.max(a, b) } : { op, value: a };
  // the phrase goes ("points" read as points_earned stays), a word after a bare number stays ("over 50 this month")
  const end = m.index + phrase.length - (bare && unit ? unit.length : 0) - (namedByValue ? unit.length : 0);
  c.t = `${c.t.slice(0, m.index)} ${c.t.slice(end)}`.replace(/\s+/g, ' ');
  // its words ("below", "worth") are the condition's, not unknown event names
  c.res.unresolved = c.res.unresolved.filter((u) => !phrase.includes(u.phrase.trim().toLowerCase()));
  // a person's total ("customers who spent over $100", "members with more than 100 points"): each user's summed value
  if (perUser) {
    // "top 3 spenders over 100": a ranking is not a count of users, and no plan ranks among those passing
    if (/\b(top|bottom|most|least|biggest|largest|highest|lowest|best|rank\w*)\b/.test(c.t)) {
      return refuse(
        'not-understood',
        `I cannot rank users among those whose total is ${shown}. I can rank users by their total value ("top 5 spenders"), or count the users whose total is ${shown}.`,
        [],
      );
    }
    if (!c.names.length && MONEY.test(c.t)) c.names = moneyNames(c);
    if (!c.names.length) {
      return refuse(
        'not-understood',
        `I cannot tell which events' values make up each user's total for "${shown}". Name the event, such as "customers who spent over 100 on orders".`,
        [],
      );
    }
    c.userTotal = filter;
    c.assumptions.push(
      `"${shown}" is compared with each user's total value of ${names(c.names)} events in the period`,
    );
    return null;
  }
  c.valueFilter = filter;
  // the number's unit is the value's only by assumption, unless the question says "value"
  if (/^(minutes?|mins?|seconds?|secs?)$/.test(unit))
    c.assumptions.push(
      `Each event's value is read as a length in ${unit.startsWith('min') ? 'minutes' : 'seconds'} ("${shown}")`,
    );
  else if (!/\bvalue\b/.test(phrase)) c.assumptions.push(`"${shown}" is compared with each event's value`);
  // "sales over $100" with no name: the events that carry money
  if (!c.names.length && MONEY.test(c.t)) c.names = moneyNames(c);
  else if (!c.names.length && !/\b(all|every|any) events?\b|\bevents?\b/.test(c.t))
    c.assumptions.push('No event name was given, so every event is included');
  return null;
}

function choosePlanKind(c: Ctx): Plan | Refusal {
  const { t } = c;
  // "what did u_1 do last", "the last thing they did": the one newest event
  const single =
    /\b(last|latest|most recent|newest) (event|action|thing|activity)\b|\bdo(ne)? (last|most recently)\b/.test(
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
    !HOW_MANY.test(t)
  ) {
    return { kind: 'recent-events', n: countN(t, single ? 1 : 5), scope: scopeOf(c) };
  }
  // "the 3 most recent purchases", "show the latest orders": a list of the named events, newest first
  const recentNamed =
    /\b(the )?(\d+ )?(most recent|latest|newest)\b|\b(show|list|give)( me)? the last \d+\b|\bthe last \d+ (?!(hours?|days?|weeks?|months?|years?)\b)/.test(
      t,
    );
  if (recentNamed && c.names.length && !HOW_MANY.test(t) && !AGGREGATE_WORDS.test(t) && !/\bwhen\b/.test(t)) {
    const plural = c.res.matches.some((m) => /[a-z](?<!s)s\b/i.test(m.phrase)) || /\bevents\b/.test(t);
    return { kind: 'recent-events', n: countN(t, plural ? 5 : 1), scope: scopeOf(c) };
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
    activeDaysPlan(c) ??
    repeatPlan(c) ??
    churnPlan(c) ??
    sharePlan(c) ??
    comparePlan(c) ??
    breakdownPlan(c) ??
    recencyPlan(c) ??
    topPlan(c) ??
    valuePlan(c) ??
    countPlan(c)
  );
}

function catalogueFacet(t: string, c: Ctx): 'names' | 'totals' | 'name-count' | null {
  // "what events does Forkly track", "what events do we track in Pipelane": a word read loosely as
  // one event (ForklyPlusJoined), or an unknown capitalised word, is the product's name
  if (
    c.res.matches.every((m) => m.quality === 'loose') &&
    c.res.unresolved.every((u) => /^[A-Z]/.test(u.phrase.trim())) &&
    /\b(what|which) (events|event names|event types|kinds of events|types of events) (do|does|did) \w+ (track|record|collect|log|capture|store|send|emit|report)\b/.test(
      t,
    )
  ) {
    c.res.matches = [];
    c.res.unresolved = [];
    return 'names';
  }
  if (c.names.length) return null;
  if (
    /\b(how many|count of|number of)\b.*\b((distinct|different|unique)\s+(event\s+)?(names|types|kinds)|(distinct|different|unique)\s+events|events?\s+(names|types|kinds)|(kinds|types|sorts) of (events|actions))\b/.test(
      t,
    )
  )
    return 'name-count';
  if (
    /\b(users|customers|members|people) and (how many |(the )?total |(the )?number of |all )?events\b|\bevents and (how many |(the )?total |(the )?number of |all )?(users|customers|members|people)\b/.test(
      t,
    ) &&
    !c.ranges.length
  )
    return 'totals';
  // "how large is our event log", "the size of our data": everything stored
  if (
    /\b(how (large|big)|size of|how much data)\b/.test(t) &&
    /\b(events?|log|logs|data|dataset|history|database|store)\b/.test(t) &&
    !c.ranges.length
  )
    return 'totals';
  if (
    /\b(which|what|list|show|name)\b.*\b(event names|event types|events|kinds of events|types of events|actions)\b.*\b(exist|exists|there|(do|are|have) we|tracked|track|tracking|available|recorded|recording|logged|logging|collected|collecting|captured|capturing|defined|known|stored|in (the|our) (data|dataset|database|logs?|system|app|product))\b/.test(
      t,
    ) ||
    /\b(list|show|give|tell)( me)?( all| every| each)?( the| of the| our)? (event names?|event types?|kinds of events|types of events)\b/.test(
      t,
    )
  )
    return 'names';
  return null;
}

// a measure of events, then the people who did another event: "level_up events by players who made a purchase"
const COHORT =
  /\b(evt|events?|revenue|value|sales|amount|total|sum)\b[^.?]*\b(by|from|of|among|for) (the |those |all |our )?(users|people|customers|members|accounts) (who|that|with)\b[^.?]*\bevt\b/;
// "users who did both A and B", "A and also B": one event, then the other, joined by "and"
const BOTH =
  /\bboth\b[^.?]*\bevt\b[^.?]*\band\b[^.?]*\bevt\b|\bevt (?:\w+ ){0,2}and (?:also )?(?:\w+ ){0,2}evt\b/;

// "net revenue", "revenue minus refunds", "how much did we make after refunds" (money nouns and refund names read by then)
const NET =
  /\bnet (revenue|sales|income|profit|earn\w*)\b|\b(revenue|sales|income|make|made|earn\w*|how much)\b[^.?]*\b(minus|less|net of|after|deducting|subtracting|take off|taking off)( the| all| any| our)? (evt|refunds?|chargebacks?|returns)\b/;

/** Net revenue: what the money events brought in, less what the refunds took back; refused when no refund is stored. */
function netPlan(c: Ctx): Plan | Refusal | null {
  if (!NET.test(c.t)) return null;
  const back = c.catalogue.filter((x) => TAKES_BACK_MONEY.test(x));
  const named = c.names.filter((x) => !back.includes(x));
  const paid = named.length ? named : c.catalogue.filter(isMoneyName);
  if (!back.length) {
    return refuse(
      'not-understood',
      `No stored event looks like a refund (a refund, chargeback or reversal), so I cannot take refunds off revenue. I can give the total value of ${paid.length ? names(paid) : 'a named event'} instead.`,
      paid,
    );
  }
  if (!paid.length) {
    c.noMoney = true;
    return null;
  }
  c.assumptions.push(
    `Net revenue is read as the value of ${names(paid)} events less the amount of each ${names(back)} event, whatever its sign`,
  );
  return { kind: 'net', paid, back, scope: scopeOf(c, range0(c), [...paid, ...back]) };
}

/** "how many users did both A and B": the users with at least one of each in range, in any order. */
function bothPlan(c: Ctx): Plan | Refusal | null {
  const { t } = c;
  if (c.nameGroups.length < 2 || c.userId || !USERS_WORD.test(t) || !BOTH.test(t)) return null;
  // "and then", "afterwards": the order matters, a conversion; "or" is either
  // a negated step ("but did not order") is not one more event done
  if (
    /\b(then|after(wards?)?|later|subsequently|followed|before|or|vs|versus|compared?|not|never|no|without|didn'?t|haven'?t|hasn'?t)\b/.test(
      t,
    )
  )
    return null;
  if (/\band (how many|what|which|the number of|how much)\b/.test(t)) {
    return refuse(
      'not-understood',
      'This asks several questions at once. Please ask one at a time, for example how many users did one event, or how many did both.',
      [],
    );
  }
  if (/\b(percent(age)?|share|proportion|fraction|rate|ratio)\b|%/.test(t)) {
    return refuse(
      'not-understood',
      'I cannot give the share of users who did both events. I can count the users who did both, or, of the users who did one event, give the percentage who did the other afterwards.',
      [],
    );
  }
  c.assumptions.push(
    'A user is counted when they had at least one of each event in the period, in any order',
  );
  return { kind: 'both', groups: c.nameGroups, scope: scopeOf(c, range0(c), unique(c.nameGroups.flat())) };
}

function conversionPlan(c: Ctx): Plan | Refusal | null {
  const groups = c.nameGroups;
  const [first, then] = groups;
  // "users who did A but never B": the users of A with no B in the range
  const without =
    /\b(never|not|no|without|didn't|did not|haven't|have not|hasn't|has not)\b[^.?]*\bevt\b/.test(
      c.t.slice(c.t.indexOf('evt') + 3),
    ) &&
    (USERS_WORD.test(c.t) || /\bwho\b/.test(c.t));
  // "did A and B but not C": which step is negated is not read, so no pair of them is answered
  if (without && c.nameGroups.length > 2) {
    return refuse(
      'not-understood',
      'I can count the users who did one event but never another, not a mix of more events. Ask about two events, for example users who did A but never B.',
      [],
    );
  }
  if (without && first && then) {
    c.assumptions.push(
      `"Never" is read as no ${then.map((n) => `\`${n}\``).join(' or ')} event in the same period`,
    );
    return {
      kind: 'conversion',
      first,
      then,
      without: true,
      scope: scopeOf(c, range0(c), [...first, ...then]),
    };
  }
  const asks =
    /\bconver(sion|t|ted|ts)\b|\bfunnel\b|\b(result\w*|ended up|end up|led|lead|turn\w*) (in|to|into|with)\b/.test(
      c.t,
    ) ||
    (/\b(after(wards?)?|later|then|subsequently|went on|go on|followed by|followed (it |that |this |them |up )?with|eventually|next)\b/.test(
      c.t,
    ) &&
      USERS_WORD.test(c.t)) ||
    // "what percentage of users who did A did B": of the users of A, those who also did B
    /(\b(percent\w*|share|proportion|fraction|how many)\b|%)[^.?]*\b(users|people|customers|accounts|members) (who|that)\b[^.?]*\bevt\b[^.?]*\bevt\b/.test(
      c.t,
    ) ||
    /\b(of|among) (the |all |our )?(users|people|customers|accounts|members|\w+ers) (who|that)\b[^.?]*\bevt\b[^.?]*\b(how many|percent\w*|share|proportion|fraction)\b[^.?]*\bevt\b/.test(
      c.t,
    );
  if (!asks || !first || !then) return null;
  return { kind: 'conversion', first, then, scope: scopeOf(c, range0(c), [...first, ...then]) };
}

// joining words where no stored name takes them: a new user's first event
const JOIN_WORDS = /^(joined|joins?|signed( up)?|sign ?ups?|registered|registrations?|onboarded)$/i;

function churnPlan(c: Ctx): Plan | Refusal | null {
  const { t } = c;
  const joined = USERS_WORD.test(t) && c.res.unresolved.some((u) => JOIN_WORDS.test(u.phrase.trim()));
  const firstTime = /\bfor the first time\b/.test(t) && (USERS_WORD.test(t) || /\b(who|people)\b/.test(t));
  if (
    (/\b(brand[- ])?new (users?|customers?|people|accounts?|visitors?|members?|players?)\b|\bfirst[- ]time (users?|customers?|visitors?|members?|people|players?|buyers?|readers?)\b|\b(users?|customers?|people|accounts?|members?|players?) (who )?(were|was|are|is) (brand[- ])?new\b/.test(
      t,
    ) ||
      joined ||
      firstTime) &&
    !c.names.length
  ) {
    if (joined && !/\bnew\b/.test(t))
      c.assumptions.push('Joining is read as a first event ever in the period');
    let range = c.ranges[0];
    if (!range) {
      range = previousFromNow({ n: 30, unit: 'day' }, c.now);
      c.assumptions.push('No period was given, so I used the last 30 days');
    }
    return { kind: 'new-users', scope: scopeOf(c, range, []) };
  }
  // "users who returned", "came back", "retained": no plan reads a return after a gap; counting
  // the active users would answer another question at high
  if (
    /\b(returned|returning|came back|come back|coming back|retained|retention|re-?engaged)\b/.test(t) &&
    !/\b(did not|didn'?t|never|not) (return\w*|come back|came back|been back)\b/.test(t)
  ) {
    return refuse(
      'not-understood',
      'I cannot tell which users "returned" (after how long away). I can count the users active in one period and not in another (churn), the new users of a period, or the active users of two periods side by side.',
      [],
    );
  }
  const lost =
    /\b(but not|and not|not active|inactive|did nothing|didn't do anything|did not do anything|no activity|no events|stopped|churn\w*|lost|lose|losing|never came back|did not (return|come back)|didn't (return|come back)|not (return\w*|come back|been back|back)|not (been )?seen|(stopped|stop|quit) (showing|coming|using)|not (show|shown|showed|turn|turned) up|(but|and) (none|nothing)|(none|nothing) since|not (had|have|done|do|shown|logged) (any|anything)|not been active|(done|do|did|doing) nothing|(had|have|has) no (events?|activity))\b/;
  if (!lost.test(t)) return null;
  const periods = periodsInOrder(c);
  if (periods.length >= 2 && periods[0] && periods[1]) {
    // "active in A but not in B" is read in its own order; "churned last month compared to the
    // month before" or "not seen this month, active last month" lose users from the earlier period
    const [active, inactive] = /\b(but|and) not\b/.test(t)
      ? periods
      : [...periods].sort((a, b) => (a.from ?? -Infinity) - (b.from ?? -Infinity));
    if (!active || !inactive) return null;
    return { kind: 'churn', active, inactive, scope: scopeOf(c, active, []) };
  }
  let inactive = periods[0];
  if (!inactive) {
    inactive = previousFromNow({ n: 30, unit: 'day' }, c.now);
    c.assumptions.push('No period was given, so I used the last 30 days');
  }
  const active = previousPeriod(inactive, undefined, c.now) ?? previousFromNow({ n: 30, unit: 'day' }, c.now);
  c.assumptions.push(
    `"Churned" is read as users active ${active.label.replace(/ \(.*/, '')} with no event ${inactive.label.replace(/ \(.*/, '')}`,
  );
  return { kind: 'churn', active, inactive, scope: scopeOf(c, active, []) };
}

/** Named periods in order of mention, with "the previous …" resolved against its neighbour. */
function periodsInOrder(c: Ctx): TimeRange[] {
  // a period named twice ("in the 30 days before the last 30 days … not in the last 30 days") is one period
  const out: TimeRange[] = c.ranges.filter(
    (r, i) => c.ranges.findIndex((o) => o.from === r.from && o.to === r.to) === i,
  );
  if (c.previous) {
    const base = c.ranges[0];
    const prev = base ? previousPeriod(base, c.previous, c.now) : previousFromNow(c.previous, c.now);
    if (prev && c.previousFirst) out.unshift(prev);
    else if (prev) out.push(prev);
  }
  return out;
}

/** upTo: "fewer than 3", "at most 2": a bound below only because users with none are not in the events. */
interface Bounds {
  min: number;
  max?: number;
  upTo?: boolean;
}

// a yes/no question ("is revenue over 1000", "were there more than 300 evt", "did we evt more than 100 evt"): the
// number is about the total before it, not about each event or each user
const YES_NO = /^\s*(is|was|were|are|did|does|do|has|have|had)\b/;
const TOTAL_BEFORE =
  /\b(revenue|sales|count|number|total|sum|volume|(average|avg|mean|median|total) (evt )?value|(number|count|total|sum|volume) of (the |our |all )?(evt|events))\s*$/;
// (the number ends the question but for what it counts and the period: "more than 100 evt tickets period")
const TOTAL_CHECK = new RegExp(
  `\\b(${COMPARATOR}) ${AMOUNT}(?=(?: ([a-z]+))?(?: ([a-z]+))?(?: period)?\\W*$)`,
);

/** Reads a total's comparison with a number out of `t` into `check`; the plan then gives the total. */
function readTotalCheck(c: Ctx): void {
  const m = TOTAL_CHECK.exec(c.t);
  if (!m || !YES_NO.test(c.t) || USERS_WORD.test(c.t)) return;
  const before = c.t.slice(0, m.index);
  // "more than 300 evt" counts them; "orders over $500" is each order's value (a value condition)
  const stems = new Set(c.names.flatMap(nameStems));
  const counts =
    !/[$€£]/.test(m[0]) &&
    [m[3], m[4]].some((w) => w !== undefined && (w === 'evt' || /^events?$/.test(w) || stems.has(stem(w))));
  if (!counts && !TOTAL_BEFORE.test(before)) return;
  const op = comparatorOp(m[1] ?? '');
  if (!op) return;
  c.check = { op, value: Number(m[2]) };
  c.t = `${before} ${c.t.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ');
  c.res.unresolved = c.res.unresolved.filter((u) => !m[0].includes(u.phrase.trim().toLowerCase()));
}

/**
 * "more than once", "at least 3 times", "fewer than 3 times", "at most 2 rides", "exactly once",
 * "between 2 and 4 times": the fewest and the most events a user may have, or null.
 * `counted`: whether a noun after the number names what is counted ("more than 5 songs" for SongPlayed).
 */
function repeatThreshold(text: string, counted: (noun: string) => boolean): Bounds | null {
  const t = text.replace(/\bonce\b/g, '1 times').replace(/\btwice\b/g, '2 times');
  const number = (m: RegExpExecArray | null, at: number): number => Number(m?.[at] ?? NaN);
  const noun = (m: RegExpExecArray | null, at: number): boolean => counted(m?.[at] ?? '');
  // the upper bounds first: "no more than 3" is at most 3, not more than 3
  const exactly = /\b(?:exactly|only|just) (\d{1,4}) ([a-z]+)\b/.exec(t);
  if (number(exactly, 1) >= 1 && noun(exactly, 2))
    return { min: number(exactly, 1), max: number(exactly, 1) };
  const between = /\bbetween (\d{1,4}) and (\d{1,4}) ([a-z]+)\b/.exec(t);
  if (between && noun(between, 3)) {
    const [a, b] = [number(between, 1), number(between, 2)];
    if (Math.max(a, b) >= 1) return { min: Math.max(Math.min(a, b), 1), max: Math.max(a, b) };
  }
  const fewer = /\b(?:fewer than|less than|under) (\d{1,4}) ([a-z]+)\b/.exec(t);
  if (number(fewer, 1) >= 2 && noun(fewer, 2)) return { min: 1, max: number(fewer, 1) - 1, upTo: true };
  const most =
    /\b(?:at most|no more than|not more than|up to) (\d{1,4}) ([a-z]+)\b/.exec(t) ??
    /\b(\d{1,4}) ([a-z]+) or (?:fewer|less)\b/.exec(t);
  if (number(most, 1) >= 1 && noun(most, 2)) return { min: 1, max: number(most, 1), upTo: true };
  if (/\b(multiple|several|repeated(ly)?) times\b/.test(t) && counted('times')) return { min: 2 };
  const more = /\b(?:more than|over) (\d{1,4}) ([a-z]+)\b/.exec(t);
  if (more && noun(more, 2)) return { min: number(more, 1) + 1 };
  const least =
    /\bat least (\d{1,4}) ([a-z]+)\b/.exec(t) ??
    /\b(\d{1,4}) ([a-z]+) or more\b/.exec(t) ??
    /\b(\d{1,4}) or more ([a-z]+)\b/.exec(t);
  return number(least, 1) >= 1 && noun(least, 2) ? { min: number(least, 1) } : null;
}

// "on 6 different days": the adjective does not change what is counted
const DAY_ADJECTIVES =
  /\b(?:different|distinct|separate|unique|individual|calendar|active|seperate) (days?)\b/g;

/** "users active on more than 5 days": users with at least N distinct UTC calendar days with an event in range. */
function activeDaysPlan(c: Ctx): Plan | null {
  if (c.userId || !USERS_WORD.test(c.t)) return null;
  const bounds = repeatThreshold(c.t.replace(DAY_ADJECTIVES, '$1'), (noun) => /^days?$/.test(noun));
  if (bounds === null) return null;
  c.assumptions.push(
    `A user's day counts when it has at least one ${c.names.length ? `${names(c.names)} event` : 'event'} in that UTC calendar day`,
  );
  return thresholdUsers(c, bounds, 'days');
}

const PERCENT_ASKED = /\b(percent(age)?|share|proportion|fraction|portion)\b|%/;

/** The users within `bounds` of events (or of days with one) in range; asked as a percentage, of the active users. */
function thresholdUsers(c: Ctx, bounds: Bounds, per: 'events' | 'days'): Plan {
  // users with none of the event are not in the events, so "fewer than 3" is among those with one
  if (bounds.upTo)
    c.assumptions.push(
      `Only users with at least one ${c.names.length ? `${names(c.names)} event` : 'event'} in the period are counted`,
    );
  return countedUsers(c, {
    minEvents: bounds.min,
    ...(bounds.max !== undefined ? { maxEvents: bounds.max } : {}),
    per,
  });
}

/** A count of the users past a threshold (`fields`), or as a percentage, of the active users in range. */
function countedUsers(
  c: Ctx,
  fields: Omit<Extract<Plan, { kind: 'users' }>, 'kind' | 'scope' | 'share'>,
): Plan {
  const share = PERCENT_ASKED.test(c.t);
  // over all time every user is active: only a period makes "of which users" a reading
  if (
    share &&
    c.ranges.length &&
    !/\b(active|all) (users|customers|people|members|players|accounts|visitors|clients)\b/.test(c.t)
  )
    c.assumptions.push('The percentage is of the active users in the period (those with any event)');
  else if (/\b(which|list|show|name)\b/.test(c.t) && !HOW_MANY.test(c.t))
    c.assumptions.push('I counted these users rather than listing them');
  return { kind: 'users', ...fields, ...(share ? { share } : {}), scope: scopeOf(c) };
}

/** "customers who ordered more than once": users with at least N of the named events in range. */
function repeatPlan(c: Ctx): Plan | null {
  if (c.userId || !USERS_WORD.test(c.t)) return null;
  const stems = new Set(c.names.flatMap(nameStems));
  // without a name, only "more than 5 events" counts something: all of a user's events
  const bounds = repeatThreshold(c.t, (noun) =>
    c.names.length
      ? noun === 'times' || noun === 'evt' || stems.has(stem(noun))
      : /^(events|actions)$/.test(noun),
  );
  if (bounds === null) return null;
  return thresholdUsers(c, bounds, 'events');
}

// outcomes that replace a success (a failed level), against those that undo one (a cancelled ride, a refund)
const ALTERNATIVE_OUTCOMES = /fail|declin|reject|abandon|error/i;
// (a created ticket or post is what a resolution or a like happens to)
const ATTEMPT_OUTCOMES = /start|request|attempt|init|begin|creat/i;
// a refund or chargeback takes back a payment: its rate is taken of the payments
const TAKES_BACK_MONEY = /refund|chargeback|revers/i;
// "churn rate of subscriptions": churn is the cancelling of the thing named
const CHURN_WORDS = /\b(churn\w*|attrition)\b/;
const CHURN_NAMES = /cancel|unsubscri|churn/i;

/**
 * "A to B ratio", "comments per post", "refund rate": one count against another. A rate of a side
 * outcome is taken of the events it happens to: the attempts of the same noun, else its main event.
 */
function ratioPlan(c: Ctx): Plan | null {
  const { t } = c;
  const [a, b] = c.nameGroups;
  if (a && b && c.nameGroups.length === 2) {
    if (/\bratio\b/.test(t) && !/\b(percent(age)?|share|proportion|fraction)\b|%/.test(t)) {
      return { kind: 'ratio', style: 'ratio', part: a, base: b, scope: scopeOf(c, range0(c), [...a, ...b]) };
    }
    // "level_fail events as a percentage of level_start": the first named as a part of the second
    if (
      /\bevt( events?)? (as|in) (an? |the )?(percent(age)?|share|proportion|fraction|%) of (all )?evt\b/.test(
        t,
      )
    ) {
      return { kind: 'ratio', style: 'rate', part: a, base: b, scope: scopeOf(c, range0(c), [...a, ...b]) };
    }
    if (/\bevt(?: \w+){0,3} (per|for (each|every)) evt\b/.test(t)) {
      // "points per post": events cannot be linked, so the first's summed value is divided by the second's events
      const sumPart = VALUE_WORDS.test(t) || valueNoun(c);
      if (sumPart)
        c.assumptions.push(
          `The value per ${names(b)} event is the total value of ${names(a)} events divided by the number of ${names(b)} events, as events cannot be linked to one another`,
        );
      return {
        kind: 'ratio',
        style: 'per',
        part: a,
        base: b,
        ...(sumPart ? { sumPart } : {}),
        scope: scopeOf(c, range0(c), [...a, ...b]),
      };
    }
  }
  if (!/\brates?\b/.test(t) || /\bconver/.test(t) || !c.names.length) return null;
  let part = c.names.filter((x) => SIDE_OUTCOMES.test(x));
  if (!part.length && CHURN_WORDS.test(t))
    part = c.catalogue.filter((x) => CHURN_NAMES.test(x) && sharesNoun(x, c.names));
  // "completion rate of rides": a success's rate is taken of its noun's attempts, when there are some
  const done = c.names.filter((x) => !ATTEMPT_OUTCOMES.test(x));
  if (!part.length && done.length && rateBase(done, c.catalogue).some((x) => ATTEMPT_OUTCOMES.test(x)))
    part = done;
  if (!part.length) return null;
  const base = rateBase(part, c.catalogue);
  c.assumptions.push(
    base.length
      ? `The rate is read as ${names(part)} events as a percentage of ${names(base)} events`
      : `The rate is read as ${names(part)} events as a percentage of all events, as no stored event names what they happen to`,
  );
  return { kind: 'ratio', style: 'rate', part, base, scope: scopeOf(c, range0(c), [...part, ...base]) };
}

const names = anyOfNames;
const nounStems = (name: string): string[] => nameStems(name).filter((s) => !SIDE_OUTCOMES.test(s));
const sharesNoun = (name: string, others: readonly string[]): boolean =>
  others.some((o) => o !== name && nounStems(o).some((s) => nounStems(name).includes(s)));

/** What a side outcome happens to: its noun's attempts, else the noun's main event (with the part when it replaces one). */
function rateBase(part: readonly string[], catalogue: readonly string[]): string[] {
  const siblings = catalogue.filter(
    (x) => !part.includes(x) && !SIDE_OUTCOMES.test(x) && part.some((p) => sharesNoun(p, [x])),
  );
  const attempts = siblings.filter((x) => ATTEMPT_OUTCOMES.test(x));
  if (attempts.length) return attempts;
  if (siblings.length && part.every((x) => ALTERNATIVE_OUTCOMES.test(x))) return [...siblings, ...part];
  const main = mainName(siblings);
  if (main.length) return main;
  if (siblings.length) return siblings;
  return part.every((x) => TAKES_BACK_MONEY.test(x))
    ? catalogue.filter((x) => !part.includes(x) && isMoneyName(x))
    : [];
}

function sharePlan(c: Ctx): Plan | null {
  if (!/\b(percent(age)?|share|proportion|fraction|ratio|portion|part of)\b|%/.test(c.t) || !c.names.length)
    return null;
  const ofUsers =
    /\b(of|among)\s+(all\s+)?(the\s+|our\s+)?(period\s*'?s?\s+)?(active\s+|unique\s+|distinct\s+)?(users|people|customers|accounts|visitors|members|players)\b/.test(
      c.t,
    ) || /\b(users|people|customers)\s+(who|that|have|had|did)\b/.test(c.t);
  // "what percentage of orders were refunded" asks for a part of some events, not of all events
  if (
    !ofUsers &&
    /\b(percent(age)?|share|proportion|fraction|ratio|portion|part) of (the |our )?evt\b/.test(c.t) &&
    !/\b(among|of|in|across) (all|every)( the| our)? (events|actions|activity)\b/.test(c.t)
  ) {
    c.assumptions.push(
      'The percentage is taken of all events in the period, as events cannot be linked to one another',
    );
  }
  return {
    kind: 'share',
    of: ofUsers ? 'users' : 'events',
    names: c.names,
    scope: scopeOf(c, range0(c), []),
  };
}

// a score given by people, whose average is what gets better: csat, nps, ratings, reviews
const RATING = /\b(scores?|ratings?|rated|stars?|satisfaction|csat|nps|feedback|reviews?|grades?)\b/;
const RATING_NAME = /csat|nps|rating|rated|score|review|feedback|satisfaction|survey/i;
const COMPARE =
  /\b(compare[sd]?|comparison|comparing|vs\.?|versus|against|than|relative to|difference|differ|stack(s|ed)? up|measure[sd]? up)\b/;
const OVER = /\b(day|week|month|year)[- ]over[- ]\1\b/;
const GROWTH =
  /\b(grow\w*|grew|growth|trend\w*|increas\w*|decreas\w*|declin\w*|going up|going down|up or down|rising|falling|shrink\w*|improv\w*|getting (better|worse)|worsen\w*)\b/;

function comparePlan(c: Ctx): Plan | null {
  const periods = periodsInOrder(c);
  const over = OVER.exec(c.t)?.[1];
  const asks = COMPARE.test(c.t) || GROWTH.test(c.t) || !!over;
  if (!asks && !(c.previous && periods.length >= 2)) return null;
  let pair: TimeRange[];
  if (periods.length >= 2) pair = periods.slice(0, 2);
  else if (periods[0]) {
    const prev = previousPeriod(periods[0], undefined, c.now);
    if (!prev) return null;
    pair = [periods[0], prev];
    c.assumptions.push(`I compared with the period of the same length right before`);
  } else if (over) {
    // "month over month": the last full month against the month before
    const later = findTimePhrases(over === 'day' ? 'yesterday' : `last ${over}`, c.now)[0]?.range;
    const earlier = later && previousPeriod(later, undefined, c.now);
    if (!later || !earlier) return null;
    pair = [later, earlier];
    c.assumptions.push(`"${over} over ${over}" is read as ${periodWords(later)} against the ${over} before`);
  } else {
    if (!GROWTH.test(c.t)) return null;
    const later = previousFromNow({ n: 30, unit: 'day' }, c.now);
    pair = [later, previousPeriod(later, undefined, c.now) ?? later];
    c.assumptions.push('"Growing" is read as the last 30 days against the 30 days before');
  }
  const [a, b] = pair;
  if (!a || !b) return null;
  const [earlier, later] = (a.from ?? -Infinity) <= (b.from ?? -Infinity) ? [a, b] : [b, a];
  // "total deposits", "how much did purchases bring in": the summed value of money-like events (SEMANTICS: total is eventValue)
  const moneyTotal =
    !VALUE_WORDS.test(c.t) &&
    c.names.length > 0 &&
    c.names.every(isMoneyName) &&
    (/\bhow much\b/.test(c.t) || (/\btotal\b/.test(c.t) && !HOW_MANY.test(c.t))) &&
    !/\b(events?|times|occurrences)\b/.test(c.t);
  if (moneyTotal) c.assumptions.push('"Total" of a payment event is read as the summed value of its events');
  // "is the average X going up", "is csat improving": the mean value of each period, when the average is not of counts per day or user
  const average =
    /\b(average|avg|mean)\b/.test(c.t) &&
    !PER_DAY.test(c.t) &&
    !/\b(average|avg|mean) (number|count) of\b|\bper (day|week|month|hour|users?|customers?|person|people|members?)\b/.test(
      c.t,
    );
  const better = /\b(improv\w*|getting (better|worse)|worsen\w*)\b/.exec(c.t);
  const rating =
    !!better &&
    !average &&
    c.names.length > 0 &&
    (RATING.test(c.t) || c.names.every((x) => RATING_NAME.test(x)));
  if (rating)
    c.assumptions.push(
      `"${better?.[0] ?? ''}" is read as a change in the average value of ${anyOfNames(c.names)} events`,
    );
  else if (average) c.assumptions.push("Each period's average is the mean value of its events");
  const measure: CompareMeasure =
    average || rating
      ? 'avg'
      : VALUE_WORDS.test(c.t) || moneyTotal
        ? 'sum'
        : /\b(users|people|customers|visitors)\b/.test(c.t) && !c.names.length
          ? 'users'
          : 'count';
  let names = c.names;
  if ((measure === 'sum' || measure === 'avg') && !names.length && MONEY.test(c.t)) names = moneyNames(c);
  // "users" and "events" are exact words; "usage" or no measure word is read as all events
  else if (
    !c.names.length &&
    !c.userId &&
    measure !== 'users' &&
    !(measure === 'count' && /\b(events?|actions?|activit(y|ies)|occurrences?)\b/.test(c.t))
  ) {
    c.assumptions.push('"Usage" is read as all events');
  }
  // "orders per day", "average daily level ups": each period's figure over its length in days (not for distinct users)
  const perDay =
    PER_DAY.test(c.t) &&
    (measure === 'count' || measure === 'sum') &&
    [earlier, later].every((r) => r.from !== null && r.to !== null);
  if (perDay)
    c.assumptions.push(
      "The average per day is each period's figure divided by its length in days; a period still running counts only the time elapsed so far",
    );
  // "daily active users this week vs last week" (DAU): each period's average of its UTC days' distinct users, not its distinct users
  const startOfDay = (t: number | null) => t !== null && t % DAY === 0;
  if (
    measure === 'users' &&
    DAILY_USERS.test(c.t) &&
    [earlier, later].every((r) => startOfDay(r.from) && (startOfDay(r.to) || r.to === c.now))
  ) {
    c.assumptions.push(
      "Daily active users are averaged over each period's UTC days: the distinct users of each day, summed and divided by the days begun",
    );
    return {
      kind: 'compare',
      measure: 'user-days',
      earlier,
      later,
      scope: scopeOf(c, later, names),
      perDay: true,
    };
  }
  return {
    kind: 'compare',
    measure,
    earlier,
    later,
    scope: scopeOf(c, later, names),
    ...(perDay ? { perDay } : {}),
  };
}

const PER_DAY = /\bper day\b|\b(average|avg|mean) daily\b|\bdaily (average|avg|mean|rate)\b/;
const DAILY_USERS = /\bdaily active users\b|\bactive users (per|a|each) day\b/;

// a value may be a score, points or minutes ("workout minutes"), though "30 minutes" is a time
const VALUE_NOUNS = /\b(scores?|points|(?<!\d )minutes)\b/;
const VALUE_WORDS = new RegExp(
  `\\b(value|revenue|amount|sum|spent|sales|income|money|earn\\w*)\\b|${VALUE_NOUNS.source}`,
);

/** Points, scores or minutes asked for, also as the word of a stored name ("points" for points_earned): values to sum. */
const valueNoun = (c: Ctx): boolean =>
  VALUE_NOUNS.test(c.t) || c.res.matches.some((m) => /^(scores?|points|minutes)$/i.test(m.phrase.trim()));

function bucketOf(t: string): Bucket | null {
  if (/\b(days? of (the )?week|weekdays?|week ?days?)\b/.test(t)) return 'weekday';
  if (/\b(hours?|hourly|time of (the )?day)\b/.test(t)) return 'hour';
  if (/\b(days?|daily|dates?)\b/.test(t)) return 'day';
  if (/\b(weeks?|weekly)\b/.test(t)) return 'week';
  if (/\b(months?|monthly)\b/.test(t)) return 'month';
  return null;
}

function breakdownPlan(c: Ctx): Plan | null {
  const bucket = bucketOf(c.t);
  if (!bucket) return null;
  const max = /\b(busiest|most|peak|highest|top|biggest|largest|max|maximum|best)\b/.test(c.t);
  const min = /\b(quietest|least|slowest|lowest|fewest|min|minimum|worst)\b/.test(c.t);
  const all =
    /\b(per|by|each|every|daily|weekly|monthly|hourly|break\w*|split|distribution|distributed|spread|across|over time|show|list|trend)\b/.test(
      c.t,
    );
  if (!max && !min && !all) return null;
  if (
    USERS_WORD.test(c.t) &&
    /\b(which|who|top)\b/.test(c.t) &&
    !/\b(which|what) (day|hour|week|month|weekday)\b/.test(c.t)
  )
    return null;
  const average =
    /\b(average|avg|mean|typical)\b/.test(c.t) &&
    /\b(per|a|each|every|daily|weekly|monthly|hourly)\b/.test(c.t);
  const pick = average
    ? 'avg'
    : min
      ? 'min'
      : max && !/\b(per|each|every|daily|weekly|monthly|hourly)\b/.test(c.t)
        ? 'max'
        : 'all';
  // "active users per day": distinct users in each bucket; "weekly revenue": summed values
  const measure: Measure = VALUE_WORDS.test(c.t)
    ? 'sum'
    : !c.userId &&
        // "when are users most active": the events of the busiest bucket, not a count of people
        ((/\b(active|unique|distinct)\b/.test(c.t) && !/\b(most|least|more|less) active\b/.test(c.t)) ||
          (USERS_WORD.test(c.t) && HOW_MANY.test(c.t) && !/\bwho\b/.test(c.t)))
      ? 'users'
      : 'count';
  if (average)
    c.assumptions.push(
      `The average is over the ${bucket === 'weekday' ? 'days of the week' : `${bucket}s`} that have events`,
    );
  const names = measure === 'sum' && !c.names.length && MONEY.test(c.t) ? moneyNames(c) : c.names;
  return { kind: 'breakdown', bucket, pick, measure, scope: scopeOf(c, range0(c), names) };
}

// superlatives of what the value may stand for: a length, a weight, a price
const LOW_ADJECTIVES = 'shortest|lightest|cheapest';
const HIGH_ADJECTIVES = 'longest|heaviest|priciest|costliest';
const AGGREGATE_WORDS = new RegExp(
  `\\b(average|mean|avg|median|minimum|min|maximum|max|lowest|highest|smallest|largest|biggest|${LOW_ADJECTIVES}|${HIGH_ADJECTIVES}|expensive|total|sum)\\b`,
);
const MIN_WORDS = new RegExp(`\\b(minimum|min|lowest|smallest|least|${LOW_ADJECTIVES})\\b`);
const MAX_WORDS = new RegExp(`\\b(maximum|max|highest|largest|biggest|most|${HIGH_ADJECTIVES})\\b`);
const VALUE_ADJECTIVE = new RegExp(`\\b(${LOW_ADJECTIVES}|${HIGH_ADJECTIVES}|most expensive)\\b`);

function recencyPlan(c: Ctx): Plan | null {
  const { t } = c;
  if (HOW_MANY.test(t)) return null;
  const when =
    /\bwhen\b/.test(t) && /\b(last|latest|most recent|recently|newest|first|earliest|ever)\b/.test(t);
  const exists =
    /\b(did|has|have|had|is|are|was|were)\s+(anyone|anybody|someone|any\s+\w+|there\s+(been|ever|any)|we\s+(ever\s+)?(had|seen|got|received|recorded))\b|\bever\b|\bany\b/.test(
      t,
    );
  // "has someuser done a evt yet?", "did someuser ever evt": whether one exists
  const userExists =
    /^\W*(has|have|did|does) someuser (ever |already )?((done|had|made|did|triggered|performed|got|gotten) )?((a|an|any) )?evt( events?)?( yet| ever| already)?\W*$/.test(
      t,
    );
  if (userExists && c.userId && c.names.length)
    return { kind: 'recency', which: 'last', exists: true, scope: scopeOf(c) };
  // "last evt by someuser?", "latest evt?": a fragment that asks for the newest one
  const fragment =
    /^\W*(the )?(last|latest|most recent|first|earliest) evt( by someuser| (for|of) someuser)?\W*$/.test(t);
  if (
    !when &&
    !exists &&
    !fragment &&
    !/\b(last|latest|most recent|first|earliest) (time|one|occurrence)\b/.test(t)
  )
    return null;
  // "the largest loan application ever" asks for a value, not whether one exists
  if (!when && AGGREGATE_WORDS.test(t)) return null;
  if (!c.names.length && !c.userId) return null;
  const which = /\b(first|earliest)\b/.test(t) && !/\b(last|latest|recent)\b/.test(t) ? 'first' : 'last';
  return {
    kind: 'recency',
    which,
    exists: exists && !when ? true : /^\s*(did|has|have|had|is|are|was|were)\b/.test(t),
    scope: scopeOf(c),
  };
}

const ORDINALS: Record<string, number> = {
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
};
const ORDINAL_PLACE =
  /\b(second|2nd|third|3rd|fourth|4th|fifth|5th)[- ](most|least|biggest|highest|busiest|largest|top|commonest|rarest)\b/;

function topPlan(c: Ctx): Plan | null {
  const { t } = c;
  const order = /\b(least|fewest|lowest|bottom|rarest|rare)\b/.test(t) ? 'asc' : 'desc';
  const usersRanked =
    /\b(most|least) active (users?|customers?|people|accounts?|members?|players?)\b|\b(busiest|heaviest)( \d+)? (users|customers|people|accounts|members|players)\b|\b(top|bottom|rank|ranked|ranking) (\d+ )?(the )?(users|customers|spenders|people|accounts|members|players)\b|\b(top|biggest|largest|best|heaviest|power) (spenders?|users|customers)\b/.test(
      t,
    ) ||
    (/\b(which|what|who)\b/.test(t) &&
      USERS_WORD.test(t) &&
      /\b(most|highest|top|biggest|largest|fewest|least|lowest)\b/.test(t));
  const eventsRanked =
    /\b(most|least) (common|popular|frequent|used|triggered|performed|done|recorded)\b|\b(top|bottom|rank|ranked|ranking) (\d+ )?(the |every |each |all (the )?|our )?((tracked|recorded|logged|stored|captured) )?(events?|actions?|features?|event names)\b|\b(which|what)( single| one| \d+)? (events?|actions?|features?)\b.*\b(most|least)\b|\brarest (events?|actions?)\b|\b(events?|actions?) (is|are) (the )?rarest\b/.test(
      t,
    ) ||
    (/\brarest\b/.test(t) && /\b(events?|actions?)\b/.test(t));
  const asksList =
    /\b(events|actions|features|users|customers|people|spenders|members|players|accounts|clients|visitors)\b/.test(
      t,
    ) || /\b(top|bottom) \d+\b/.test(t);
  if (
    eventsRanked &&
    !/\b((top|bottom|rank|ranked|ranking) (\d+ )?(the )?(users|customers|people))\b/.test(t)
  ) {
    if (/\bfeatures?\b/.test(t))
      c.assumptions.push('A "feature" is read as an event name, ranked by number of events');
    // "the second most common event": the ranking down to it, which names it last
    const place = ORDINAL_PLACE.exec(t)?.[1];
    if (place)
      return { kind: 'top', by: 'event', metric: 'count', order, n: ORDINALS[place] ?? 2, scope: scopeOf(c) };
    // "rank every event", "all events by how often": the whole catalogue
    const every = /\b(every|each|all( the| our)?) (events?|actions?|event names?|event types?)\b/.test(t);
    return {
      kind: 'top',
      by: 'event',
      metric: 'count',
      order,
      n: every ? 100 : countN(t, asksList ? 5 : 1),
      scope: scopeOf(c),
    };
  }
  if (!usersRanked) return null;
  // "by total steps" ranks by summed value (SEMANTICS: total is eventValue), "by total events" by count
  const byTotal = /\bby (the )?total (evt|scores?|points|minutes)\b/.test(t);
  // "who earned the most points": points, scores and minutes are values, so they are summed
  const bySum =
    byTotal || /\b(value|spent|spend\w*|revenue|amount|money|sales|paid|sum)\b/.test(t) || valueNoun(c);
  // "by total X value" says so itself; "by total steps" reads the steps as the events' values
  if (byTotal && !/\btotal evt (value|amount|sum)s?\b/.test(t))
    c.assumptions.push('"Total" is read as the summed value of the events');
  // "top riders?", "top customers": no word says by what, so the ranking's measure is a reading
  if (
    !bySum &&
    !c.names.length &&
    !/\b(active|busiest|heaviest|events?|actions?|activity|often|frequent\w*|times|count|number)\b/.test(t)
  )
    c.assumptions.push('"Top" is read as the most events, not the most value');
  let names = c.names;
  if (bySum && !names.length && MONEY.test(t)) names = moneyNames(c);
  return {
    kind: 'top',
    by: 'user',
    metric: bySum ? 'sum' : 'count',
    order,
    n: ORDINALS[ORDINAL_PLACE.exec(t)?.[1] ?? ''] ?? countN(t, asksList ? 5 : 1),
    scope: scopeOf(c, range0(c), names),
  };
}

/** Events that plainly carry money, for "revenue" without an event name. */
function moneyNames(c: Ctx): string[] {
  // "fares" are the value of completed rides: the main event of the thing paid for, when one is stored
  const paid = mainName(
    c.catalogue.filter((n) => !SIDE_OUTCOMES.test(n) && nameStems(n).some((s) => c.paidFor.includes(s))),
  );
  const names = paid.length === 1 ? paid : c.catalogue.filter(isMoneyName);
  if (paid.length === 1)
    c.assumptions.push(
      `The money asked for is read as the value of \`${paid.join()}\` events, what it is the price of`,
    );
  else if (names.length)
    c.assumptions.push(`"Revenue" is read as the value of ${names.map((n) => `\`${n}\``).join(', ')} events`);
  else c.noMoney = true;
  return names;
}

// "per user" after a measure: the measure divided among the users ("per paying player": among those who have one)
const PER_USER = /\bper (paying |active |unique )?(users?|customers?|people|person|accounts?|members?)\b/;
const OTHER_AGGREGATE = /\b(total|sum|median|max|maximum|min|minimum|highest|lowest|most|least|top)\b/;

function valuePlan(c: Ctx): Plan | null {
  const { t } = c;
  // "how much traffic", "how much activity": the number of events, not a sum of values
  if (/\bhow much (traffic|activity|usage|load)\b/.test(t) && !VALUE_WORDS.test(t)) return null;
  // "logins per player this month", "revenue per paying user": an average per user without the word
  const averaged = /\b(average|avg|mean|typical)\b/.test(t) || (PER_USER.test(t) && !OTHER_AGGREGATE.test(t));
  if (
    averaged &&
    /\b(per|each|by|a) (paying |active |unique )?(users?|customers?|people|person|accounts?|members?)\b/.test(
      t,
    ) &&
    (HOW_MANY.test(t) ||
      /\b(events?|actions?|times)\b/.test(t) ||
      (c.names.length && !VALUE_WORDS.test(t) && !valueNoun(c) && !/\b(spend|size|price)\b/.test(t)))
  ) {
    c.assumptions.push(
      'The average per user is the number of events divided by the users with at least one of them',
    );
    return { kind: 'users', perUser: 'events', scope: scopeOf(c) };
  }
  // "average order value per user": each user's total, averaged over the users who have one
  if (
    averaged &&
    /\b(per|each|by|a) (paying |active |unique )?(users?|customers?|people|person|accounts?|members?)\b/.test(
      t,
    ) &&
    (VALUE_WORDS.test(t) || valueNoun(c))
  ) {
    const names = c.names.length ? c.names : MONEY.test(t) ? moneyNames(c) : [];
    c.assumptions.push(
      'The average per user is the total value divided by the users with at least one of these events',
    );
    return { kind: 'users', perUser: 'value', scope: scopeOf(c, range0(c), names) };
  }
  // "how many users sent money": the people are counted, the money word only names what they did
  if (/\bhow many (users|people|customers|accounts|members|visitors|clients)\b/.test(t)) return null;
  let agg: ValueAgg | null = null;
  if (/\b(average|mean|avg|typical)\b/.test(t)) agg = 'avg';
  else if (/\bmedian\b/.test(t)) agg = 'median';
  else if (MIN_WORDS.test(t) && /\b(value|amount|size|price|spent|order|payment|revenue)\b|\bevt\b/.test(t))
    agg = 'min';
  else if (
    MAX_WORDS.test(t) &&
    /\b(value|amount|size|price|spent|order|payment|revenue)\b|\bevt\b/.test(t) &&
    !HOW_MANY.test(t)
  )
    agg = 'max';
  else if (!c.names.length && /\b(how many|number of|count of) (sales|purchases|payments)\b/.test(t)) {
    // "how many sales": the number of the events that carry money, not their value
    const stated = c.assumptions.length;
    const names = moneyNames(c);
    c.assumptions.splice(stated);
    if (names.length)
      c.assumptions.push(`Sales are read as ${names.map((x) => `\`${x}\``).join(', ')} events`);
    return { kind: 'count', scope: scopeOf(c, range0(c), names) };
  } else if (
    /\b(sum|value|amount|revenue|spent|spend|sales|how much|worth|earn\w*|money|income)\b/.test(t) ||
    (/\btotal\b/.test(t) && !HOW_MANY.test(t))
  )
    agg = 'sum';
  if (!agg) return null;
  // the value stands for a length, weight or price only by assumption
  const adjective = VALUE_ADJECTIVE.exec(t);
  if (adjective && (agg === 'min' || agg === 'max'))
    c.assumptions.push(
      `"${adjective[1]}" is read as the ${agg === 'min' ? 'lowest' : 'highest'} value of the events`,
    );
  let names = c.names;
  if (!names.length && MONEY.test(t)) names = moneyNames(c);
  else if (!names.length && !/\b(all|every|any) events?\b|\bevent values?\b/.test(t))
    c.assumptions.push("No event name was given, so every event's value is included");
  return { kind: 'value', agg, scope: scopeOf(c, range0(c), names) };
}

function countPlan(c: Ctx): Plan | Refusal {
  const { t } = c;
  const vague =
    /\bhow (are|is|am) (we|it|things|usage|the app|the product)\b|\bhow('s| is) (it|usage|everything) going\b|\b(overview|summary|summari[sz]e|status|health|kpis?|stats|statistics|dashboard|doing)\b/.test(
      t,
    );
  if (!c.names.length && !c.userId && vague) {
    c.assumptions.push(
      '"How are we doing" is read as events and active users in the last 7 days against the 7 days before',
    );
    return {
      kind: 'overview',
      scope: scopeOf(c, c.ranges[0] ?? previousFromNow({ n: 7, unit: 'day' }, c.now), []),
    };
  }
  // "how many times did users …" counts events
  // "how many level_up events across all players": the events are counted, the people only qualify them
  // "number of members who placed an order": the people are counted (role nouns read as users by then)
  const peopleWho =
    /\b(how many|number of|count of) (\w+ )?(users?|people|persons|customers?|accounts?|members?|visitors?|clients?) (who|that)\b/.test(
      t,
    );
  const users =
    !c.userId &&
    !/\b(how many|number of) (times|(evt )?events|evt(?! users))\b/.test(t) &&
    ((USERS_WORD.test(t) && !/\bwho\b/.test(t)) || /\b(unique|distinct|active)\b/.test(t) || peopleWho);
  // "orders placed this year", "login events on May 3": a plural names the things to count
  const plural =
    c.names.length > 0 &&
    (/\bevents\b/.test(t) || c.res.matches.some((m) => /[a-z](?<!s)s\b/i.test(m.phrase)));
  // "how busy was Tuesday", "how much traffic did we get": everyday words for the number of events
  const counts =
    HOW_MANY.test(t) ||
    /\b(total|times|occurrences|volume|amount of|busy|traffic|activity|usage|load)\b/.test(t) ||
    plural;
  if (users && (counts || /\b(active|unique|distinct)\b/.test(t)))
    return { kind: 'users', scope: scopeOf(c) };
  if (counts) return { kind: 'count', scope: scopeOf(c) };
  if (c.names.length || c.userId) {
    c.assumptions.push('The question names no measure, so I counted the events');
    return { kind: 'count', scope: scopeOf(c) };
  }
  return refuse('not-understood', 'I could not tell what to measure in this question.', []);
}
