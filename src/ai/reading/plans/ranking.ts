// Rankings of events or users: "top 5 events", "most active user", "the second biggest spender".
import type { Plan, Refusal } from '../../plan.js';
import { countN, namesExactly, range0, refuse, scopeOf, valueNoun } from '../context.js';
import type { Ctx } from '../context.js';
import { ORDINALS } from '../../format.js';
import { isMoneyName, MONEY, ORDINAL_PLACE, USERS_WORD, VALUE_UNITS, VALUE_WORDS } from '../lexicon.js';
import { moneyNames } from './counts.js';
import { isPersonNoun } from '../wordnet.js';

/** "how many times each one occurred", "every event with its count": each event name with its count. */
const PEOPLE_PLURAL = /\b(users|customers|people|spenders|members|players|accounts|clients|visitors)\b/;

const EACH_EVENT_COUNTED =
  /\b(each|every) (one|event|action|event name|event type)s?\b[^?]*\b(how many( times)?|how often|counts?|occur\w*)\b|\b(how many times|how often)\b[^?]*\b(each|every) (one|event|action|event name|event type)\b|\bfor (each|every) (event|event name|event type)\b|\b(events|event names|event types) (and|with|along with) (their|its|the) (counts?|numbers?|totals?)\b|\b(events|event names|event types|kinds of events|types of events) with counts\b/;

// "by total ride_ended minutes": a unit after the name, its values' sum
const BY_TOTAL_IN_UNITS = new RegExp(`\\bby (the )?total evt (${VALUE_UNITS})\\b`);

export function topPlan(c: Ctx): Plan | Refusal | null {
  const { t } = c;
  const order = /\b(least|fewest|lowest|bottom|rarest|rare)\b/.test(t) ? 'asc' : 'desc';
  const usersRanked =
    // ("the user with the most DefectReported in the last 60 days": a ranking said without a question word)
    // ("list the 2 users with the most events since …")
    /^\W*(?:(?:list|show|give|get|find|name)(?: me| us)? )?(the )?(\d{1,3} )?(users?|customers?|people|persons?|accounts?|members?|players?) (with|who (has|had|have|did|made|got)) the (most|highest|biggest|largest|fewest|least|lowest)\b/.test(
      t,
    ) ||
    /\b(most|least) active (\d+ )?(users?|customers?|people|persons?|accounts?|members?|players?)\b|\b(busiest|heaviest)( \d+)?( evt)? (users|customers|people|accounts|members|players)\b|\b(top|bottom|rank|ranked|ranking) (\d+ )?(the )?([a-z]+ )?(users?|customers?|spenders?|people|accounts?|members?|players?)\b|\b(top|biggest|largest|best|heaviest|power) (spenders?|users|customers)\b|\b(top|biggest|largest|best|heaviest)( \d+)? evt (users?|customers?)\b/.test(
      t,
    ) ||
    (/\b(which|what|who)\b/.test(t) &&
      // ("which driver offered the most seats": a person by trade, WordNet's class)
      (USERS_WORD.test(t) || isPersonNoun(/\bwhich ([a-z]{3,})\b/.exec(t)?.[1] ?? '')) &&
      /\b(most|highest|top|biggest|largest|fewest|least|lowest)\b/.test(t));
  const eventsRanked =
    /\b(most|least) (common|popular|frequent|used|triggered|performed|done|recorded)\b|\b(top|bottom|rank|ranked|ranking) (\d+ )?(the |every |each |all (the )?|our )?((tracked|recorded|logged|stored|captured) )?(events?|actions?|features?|event names)\b|\b(which|what)( single| one| \d+)? (events?|actions?|features?)\b.*\b(most|least)\b|\brarest (events?|actions?)\b|\b(events?|actions?) (is|are) (the )?rarest\b/.test(
      t,
    ) ||
    (/\brarest\b/.test(t) && /\b(events?|actions?)\b/.test(t)) ||
    // "what are people doing most on the platform today?": what is done, the events ranked
    /\bwhat (?:(?:kinds? of |sorts? of )?things )?(?:are|do|did|does|is) (?:people|users|customers|folks|everyone|everybody|members) (?:do|doing|use|using)(?: the)? most\b/.test(
      t,
    ) ||
    // "what does hub_0117 send most often": that user's events ranked
    (!!c.userId && /\bwhat (does|did|do) someuser \w+ (the )?(most|least)( often)?\b/.test(t)) ||
    EACH_EVENT_COUNTED.test(t);
  // a list is of things or people in the plural, or of a number ("top 3"); "which driver had the
  // most trip_scored events" asks for one user, whatever the events are called
  const listOfN = /\b(top|bottom) \d+\b/.test(t);
  const peopleList = PEOPLE_PLURAL.test(t) || listOfN;
  // ("… give me a list", "list them": a list, of however many)
  const asksList =
    /\b(events|actions|features|types|kinds|names)\b|\b(a|the) list\b|\blist (them|those|these|it)\b/.test(
      t,
    ) || peopleList;
  if (
    eventsRanked &&
    !/\b((top|bottom|rank|ranked|ranking) (\d+ )?(the )?(users|customers|people))\b/.test(t)
  ) {
    // "which events had the most users": events ranked by their users is no plan; by count would answer another question
    if (
      /\b(most|fewest|least) (unique |distinct |different |active )?(users|people|customers|players|members|accounts)\b|\bby (the )?(number of |count of |how many )?(unique |distinct |different |active )?(users|people|customers|players|members|accounts)\b/.test(
        t,
      )
    )
      return refuse(
        'not-understood',
        'I cannot rank events by how many users did them. I can rank events by how often they happened, or count the users of one event.',
        [],
      );
    // "most common complaint", "the most popular room service order": kinds of one event, which events do not carry
    if (c.names.length === 1)
      return refuse(
        'not-understood',
        `\`${c.names[0] ?? ''}\` is one event name, and events carry no kind or item beyond their name, so there is nothing to rank within it. I can count \`${c.names[0] ?? ''}\` events, rank the users who did them, or rank all events.`,
        [],
      );
    if (/\bfeatures?\b/.test(t))
      c.assumptions.push('A "feature" is read as an event name, ranked by number of events');
    // "the second most common event": the ranking down to it, which names it last
    const place = ORDINAL_PLACE.exec(t)?.[1];
    if (place)
      return { kind: 'top', by: 'event', metric: 'count', order, n: ORDINALS[place] ?? 2, scope: scopeOf(c) };
    // "rank every event", "all events by how often": the whole catalogue
    const every =
      /\b(every|each|all( the| our)?) (events?|actions?|event names?|event types?)\b/.test(t) ||
      EACH_EVENT_COUNTED.test(t);
    return {
      kind: 'top',
      by: 'event',
      metric: 'count',
      order,
      n: every ? 100 : countN(t, asksList ? 5 : 1),
      scope: scopeOf(c),
    };
  }
  // "which players made a purchase today", "list the users who joined a clan": the users
  // themselves, each with their number of those events (the first 100)
  const listed =
    !usersRanked &&
    c.names.length > 0 &&
    !c.userId &&
    /^\W*(?:which|list|show(?: me)?|name) (?:the |all |our |all the )?(?:users|customers|people|accounts|members|players|clients|visitors) (?:(?:who|that) )?(?:have |had |did |has )?(?!(?:are|were|is|was)\b)[a-z]+\b/.test(
      t,
    ) &&
    !/\b(how many|number|count|most|least|more|less|fewer|fewest|top|best|worst|highest|lowest|biggest|largest|smallest|percent\w*|share|first|last|never|not|no|before|after|then)\b/.test(
      t,
    );
  if (listed) {
    c.assumptions.push('The users are listed by their number of these events, the first 100 at most');
    return { kind: 'top', by: 'user', metric: 'count', order: 'desc', n: 100, scope: scopeOf(c) };
  }
  if (!usersRanked) return null;
  // "by total steps" ranks by summed value (SEMANTICS: total is eventValue), "by total events" by count
  // ("which 3 users have the highest total RentPaid", "the highest Copay Charged total": the summed value too)
  const byTotal =
    /\bby (the )?total (?!(?:number|count|events?|actions?|activity|times)\b)[a-z]+\b|\bby (their |the )?evt (totals?|sums?)\b|\b(highest|biggest|largest|greatest) total evt\b|\b(highest|biggest|largest|greatest|most) evt (totals?|sums?)\b/.test(
      t,
    );
  // "who earned the most points": points, scores and minutes are values, so they are summed
  const bySum =
    byTotal ||
    // "who had the most tool_booking hours": the hours the events carry
    new RegExp(`\\b(most|fewest|least) evt (${VALUE_UNITS})\\b`).test(t) ||
    /\b(value|values|spent|spend\w*|revenue|amounts?|money|sales|paid|sum)\b/.test(t) ||
    // "which user gave the most in donation.received": what was given, summed
    // ("who gave the most driver ratings": ratings given, counted, where no money is named)
    (/\b(gave|give|gives|given|donated|contributed) (the )?most\b/.test(t) &&
      (/\bmost in\b/.test(t) || c.names.every(isMoneyName))) ||
    // "which tutor received the most in tutor_payout": the amount received, summed
    /\b(received|receives|earned|earns|collected|got paid|was paid|were paid) (the )?most in\b/.test(t) ||
    // "who paid the most" where "paid" names BillPaid: the money paid, not the payments
    // ("who paid the most bills" counts the bills)
    (c.res.matches.some((m) => /^(paid|pay|pays|paying|spent|spends?|spending)$/i.test(m.phrase.trim())) &&
      /\bevt (the )?most\b(?! (?!events\b)[a-z]+s\b)/.test(t)) ||
    valueNoun(c);
  // "by total X value" says so itself; "by total steps" reads the steps as the events' values
  // (a measure of one event named exactly, "by total hours in timesheet_submitted", is its values'
  // sum: SEMANTICS; "by total ride_completed" may still be the number of rides)
  // ("by total ride_ended minutes": a unit after the name, its values' sum)
  // ("by total Payment Received": money received, its sum)
  const measureOfExact =
    namesExactly(c.res) &&
    (!/\bby (the )?total evt\b/.test(t) || BY_TOTAL_IN_UNITS.test(t) || c.names.every(isMoneyName));
  if (byTotal && !measureOfExact && !/\btotal (evt )?(value|amount|sum)s?\b|\bevt (totals?|sums?)\b/.test(t))
    c.assumptions.push('"Total" is read as the summed value of the events');
  // "top riders?", "top customers": no word says by what, so the ranking's measure is a reading
  if (
    !bySum &&
    !c.names.length &&
    !/\b(active|busiest|heaviest|events?|actions?|activity|often|frequent\w*|times|count|number)\b/.test(t)
  )
    c.assumptions.push('"Top" is read as the most events, not the most value');
  // "the highest single payment", "the biggest order ever and who made it", "who paid the biggest
  // late fee" (one fee, said in the singular): each user's largest value
  const singular = c.res.matches.some((m) => !/s\s*$/i.test(m.phrase));
  const single =
    c.names.length > 0 &&
    (/\b(highest|largest|biggest|smallest|lowest) single\b|\b(highest|largest|biggest|best|top)\b[^?]*\bon (a|one) single evt\b|\bsingle (largest|biggest|highest)\b|\b(biggest|largest|highest) evt\b(?! (events|users|customers))[^?]*\bwho\b/.test(
      t,
    ) ||
      (singular &&
        /\bwho\b[^?]*\b(?:the|a) (biggest|largest|highest|most expensive) evt\b(?! (events|users|customers))/.test(
          t,
        )));
  let names = c.names;
  if (bySum && !names.length && MONEY.test(t)) names = moneyNames(c);
  return {
    kind: 'top',
    by: 'user',
    metric: single ? 'max' : bySum ? 'sum' : 'count',
    order,
    n: ORDINALS[ORDINAL_PLACE.exec(t)?.[1] ?? ''] ?? countN(t, peopleList ? 5 : 1),
    scope: scopeOf(c, range0(c), names),
  };
}

/** One user, in the words a breakdown by user is asked with ("by customer", "per player"). */
const A_USER = '(?:user|customer|person|member|account|player|client)';

/** Users listed in a breakdown "by user" ("total payments by user last month"): the first this many. */
const BY_USER_LISTED = 10;

/**
 * "total SubscriptionPayment value by user", "logins per customer last month": a figure for each
 * user, listed as a ranking of the first BY_USER_LISTED (an average per user is valuePlan's).
 */
export function byUserPlan(c: Ctx): Plan | null {
  const { t } = c;
  const by = new RegExp(`\\b(?:by|for each|for every|broken down by|split by|grouped by) ${A_USER}\\b`).test(
    t,
  );
  // "X count per user, top 5", "total X value per buyer": each user's figure; "how many X per
  // user" (no such word) is the average, valuePlan's
  const per =
    new RegExp(`\\bper ${A_USER}\\b`).test(t) &&
    /\b(?:top|totals?|sums?|counts?|list|show|break ?down)\b/.test(t) &&
    !/\bhow (many|much)\b/.test(t);
  if (
    c.userId ||
    !(by || per) ||
    /\b(average|avg|mean|typical|median|how many (users|people|customers))\b/.test(t)
  )
    return null;
  const bySum = VALUE_WORDS.test(t) || valueNoun(c);
  // "…, top 5": the ranking asked for, of that many
  const top = /\btop (\d+)\b/.exec(t)?.[1];
  if (!top)
    c.assumptions.push(
      `The figure for each user is listed for the ${BY_USER_LISTED} users with the most ${bySum ? 'value' : 'events'}`,
    );
  return {
    kind: 'top',
    by: 'user',
    metric: bySum ? 'sum' : 'count',
    order: 'desc',
    n: top ? Number(top) : BY_USER_LISTED,
    scope: scopeOf(c),
  };
}
