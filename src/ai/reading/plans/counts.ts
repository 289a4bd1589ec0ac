// Counts and values: "how many X", "total / average / median value of X", money words.
import { SIDE_OUTCOMES, mainName } from '../../name-resolver.js';
import type { Plan, Refusal, ValueAgg } from '../../plan.js';
import { previousFromNow } from '../../time-range.js';
import { nameStems } from '../../words.js';
import { isPersonNoun } from '../wordnet.js';
import { range0, refuse, scopeOf, valueNoun } from '../context.js';
import type { Ctx } from '../context.js';
import {
  RATING,
  RATING_NAME,
  HOW_MANY,
  MAX_WORDS,
  MIN_WORDS,
  MONEY,
  OTHER_AGGREGATE,
  PER_USER,
  USERS_WORD,
  VALUE_ADJECTIVE,
  VALUE_SAID,
  VALUE_WORDS,
  TIP_NAME,
  isMoneyName,
  mayCarryMoney,
} from '../lexicon.js';

/** Events that plainly carry money, for "revenue" without an event name. */
export function moneyNames(c: Ctx): string[] {
  // "fares" are the value of completed rides: the main event of the thing paid for, when one is stored
  const paid = mainName(
    c.catalogue.filter((n) => !SIDE_OUTCOMES.test(n) && nameStems(n).some((s) => c.paidFor.includes(s))),
  );
  // "top spenders" where expenses are claimed: the claims (not their approvals) are the spending
  const expenses = SPEND.test(c.t)
    ? c.catalogue.filter((n) => /expense/i.test(n) && !/approv|reject|declin|fail|paid/i.test(n))
    : [];
  const names =
    paid.length === 1 ? paid : expenses.length ? expenses : moneyOfRecord(c.catalogue.filter(isMoneyName), c);
  if (paid.length === 1)
    c.assumptions.push(
      `The money asked for is read as the value of \`${paid.join()}\` events, what it is the price of`,
    );
  else if (names.length)
    c.assumptions.push(`"Revenue" is read as the value of ${names.map((n) => `\`${n}\``).join(', ')} events`);
  else c.noMoney = true;
  return names;
}

// "invoice.paid", "payment-completed", "Bill Paid": a payment of whatever was bought
const PAYMENT_OF_RECORD =
  /^(?:payments?|invoices?|bills?)[_.\s-]?(?:paid|completed?|succeeded|received|captured|settled|made)$|^(?:paid|completed|received)[_.\s-]?(?:payments?|invoices?|bills?)$/i;
const ORDER_PLACED = /order/i;
// "Seats Purchased", "items_ordered": the value of a plural unit bought is how many of them, not a price
const QUANTITY_BOUGHT =
  /(?:seats|licen[cs]es|units|items|minutes|hours|nights|days)[_.\s-]?(?:purchas|bought|added|ordered|sold)/i;
const GIFT = /donat|pledge/i;
const SAID_MONEY = /money|cash|monetary|funds?(?![a-z])|dollars?|euros?/i;
const SPEND = /\b(spent|spend\w*)\b/;

/**
 * Of the names that carry money, those that are income (or spending) of record: an order
 * placed is paid by the payment event when one is stored (both would count it twice); seats or
 * items bought are most likely counted in them (an account whose only money name it is keeps it);
 * a donation is given, not spent, and one said to be money leaves gifts in kind out; a tip is
 * passed on to whoever was tipped (the laundry, salon and moving authors leave tips out, the
 * podcasts author counts them). Each only when others remain. Then what the newest values say.
 */
function moneyOfRecord(names: string[], c: Ctx): string[] {
  const { t } = c;
  let kept = names;
  const drop = (out: (n: string) => boolean) => {
    const rest = kept.filter((n) => !out(n));
    if (rest.length) kept = rest;
  };
  if (kept.some((n) => PAYMENT_OF_RECORD.test(n)))
    drop((n) => ORDER_PLACED.test(n) && !/pa(?:id|y)/i.test(n));
  drop((n) => QUANTITY_BOUGHT.test(n));
  if (SPEND.test(t)) drop((n) => GIFT.test(n));
  // a tip is passed on to who served, not the business's income, beside money of its own
  drop((n) => TIP_NAME.test(n));
  // "donation-money" beside "Food Donation Received": where a gift is said to be money, the others are gifts in kind
  if (kept.some((n) => GIFT.test(n) && SAID_MONEY.test(n))) drop((n) => GIFT.test(n) && !SAID_MONEY.test(n));
  const samples = c.valueSamples;
  if (!samples) return kept;
  // what the values say: all zero is no amount ("Membership Renewed" 0); all whole with a median
  // of 1 or 2 counts things ("ticket.purchased" carrying the seats), not a price
  drop((n) => valuesLook(samples.get(n)) === 'zero');
  drop((n) => valuesLook(samples.get(n)) === 'count');
  // a booking made is what is paid where no payment or purchase of its own is stored, when its
  // values look like prices (many amounts, not a handful of minutes or party sizes)
  if (!kept.some((n) => PAID_OR_BOUGHT.test(n)))
    kept = [
      ...kept,
      ...c.catalogue.filter(
        (n) =>
          !kept.includes(n) && mayCarryMoney(n) && !isMoneyName(n) && valuesLook(samples.get(n)) === 'prices',
      ),
    ];
  return kept;
}

const PAID_OR_BOUGHT = /pa(?:y|id)|purchas|bought|charg|invoice|bill|checkout|transaction|sale/i;

/** The shape of a name's newest values: none given, all zero, small whole counts, varied amounts of 20 or more. */
function valuesLook(values: readonly number[] | undefined): 'zero' | 'count' | 'prices' | 'other' {
  if (!values?.length) return 'other';
  if (values.every((v) => v === 0)) return 'zero';
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  if (values.every(Number.isInteger) && median <= 2) return 'count';
  if (values.length >= 5 && median >= 20 && new Set(values).size >= 10) return 'prices';
  return 'other';
}

// "per user", "each customer", "a member", "the average user": one user's share of the measure
const PER_USER_SAID =
  /\b(per|each|by|a|average|typical) (paying |active |unique )?(users?|customers?|people|person|accounts?|members?)\b/;

export function valuePlan(c: Ctx): Plan | null {
  const { t } = c;
  // "how much traffic", "how much activity": the number of events, not a sum of values
  if (/\bhow much (traffic|activity|usage|load)\b/.test(t) && !VALUE_WORDS.test(t)) return null;
  // "logins per player this month", "revenue per paying user": an average per user without the word
  const averaged = /\b(average|avg|mean|typical)\b/.test(t) || (PER_USER.test(t) && !OTHER_AGGREGATE.test(t));
  if (
    averaged &&
    PER_USER_SAID.test(t) &&
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
  if (averaged && PER_USER_SAID.test(t) && (VALUE_WORDS.test(t) || valueNoun(c))) {
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
    // "which users sent the most evt", "which evt reported the most faults", "what time do most
    // evt start": "most" is a number of events (a ranking, the busiest hour), unless it is said of
    // a value ("the most expensive", "the most spent")
    MAX_WORDS.test(
      t.replace(/\bmost\b(?! (?:evt )?(?:expensive|valuable|costly|value|money|spent|revenue|amount))/g, ' '),
    ) &&
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
    (/\btotal\b/.test(t) &&
      !HOW_MANY.test(t) &&
      // ("total active customers from … to …": how many of them, not a value)
      !/\btotal (?:number of )?(?:active |unique |distinct |different )?(?:users|user|customers|people|clients|members|accounts|visitors|events|actions|activity|usage|traffic)\b/.test(
        t,
      ))
  )
    agg = 'sum';
  if (!agg) return null;
  // the value stands for a length, weight or price only by assumption
  const adjective = VALUE_ADJECTIVE.exec(t);
  // ("the longest meeting (max value)", "longest incident.resolved value" say themselves that the value is meant)
  if (adjective && !VALUE_SAID.test(t) && (agg === 'min' || agg === 'max'))
    c.assumptions.push(
      `"${adjective[1]}" is read as the ${agg === 'min' ? 'lowest' : 'highest'} value of the events`,
    );
  let names = c.names;
  // "avg star rating this month": the one stored event that names ratings, as a stated reading
  const rated = c.catalogue.filter((n) => RATING_NAME.test(n));
  if (!names.length && RATING.test(t) && rated.length === 1) {
    names = rated;
    c.assumptions.push(`The rating is read as the value of \`${rated[0]}\` events`);
  } else if (!names.length && MONEY.test(t)) names = moneyNames(c);
  else if (!names.length && !/\b(all|every|any) events?\b|\bevent values?\b/.test(t))
    c.assumptions.push("No event name was given, so every event's value is included");
  return { kind: 'value', agg, scope: scopeOf(c, range0(c), names) };
}

export function countPlan(c: Ctx): Plan | Refusal {
  const { t } = c;
  const vague =
    /\bhow (are|is|am) (we|it|things|usage|the app|the product)\b|\bhow('s| is) (it|usage|everything) going\b|\b(overview|summary|summari[sz]e|status|health|kpis?|stats|statistics|dashboard|doing)\b|^\W*what (happened|went on)\b/.test(
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
  // "how many drivers checked in" (driver_check_in): the people a name begins with, who did it,
  // are counted; "(distinct users with X)" says so outright
  const peopleDid =
    /\b(how many|number of) evt\b/.test(t) &&
    c.res.matches.some((m) => {
      const did = /^([a-z]{3,})s\s+[a-z]+ed\b/i.exec(m.phrase.trim());
      return !!did?.[1] && isPersonNoun(did[1].toLowerCase());
    });
  const users =
    !c.userId &&
    (/\b(unique|distinct) (users|people|customers)\b/.test(t) ||
      peopleDid ||
      (!/\b(how many|number of) (times|(evt )?events|evt(?! users))\b/.test(t) &&
        ((USERS_WORD.test(t) && !/\bwho\b/.test(t)) || /\b(unique|distinct|active)\b/.test(t) || peopleWho)));
  // "orders placed this year", "login events on May 3": a plural names the things to count
  const plural =
    ((c.names.length > 0 || !!c.userId) && /\bevents\b/.test(t)) ||
    (c.names.length > 0 && c.res.matches.some((m) => /[a-z](?<!s)s\b/i.test(m.phrase))) ||
    // "checkouts logged (child.checked_out) in September?": a plural, then the name it stands for
    /^\W*(?:[a-z]+\s+){0,4}[a-z]+[a-z](?<!s)s(?:\s+[a-z]+ed)?\s*\(\s*evt\s*\)/.test(t);
  // "how busy was Tuesday", "how much traffic did we get": everyday words for the number of events
  const counts =
    HOW_MANY.test(t) ||
    /\b(total|times|occurrences|volume|amount of|busy|traffic|activity|usage|load|together|combined|altogether)\b/.test(
      t,
    ) ||
    plural ||
    // "were there more than 100 X this week?": the number it is held against is one of events
    c.check !== undefined ||
    // "events this month so far?", "events today": the word for events and a time alone ask how many
    (/^[\s?.!]*(?:(?:events?|actions?|period|so far|and|on|in|at|during|over|for|the|from|to|between)[\s?.!,]*)+$/.test(
      t,
    ) &&
      /\bevents?\b/.test(t) &&
      /\bperiod\b/.test(t));
  if (users && (counts || /\b(active|unique|distinct)\b/.test(t)))
    return { kind: 'users', scope: scopeOf(c) };
  if (counts) return { kind: 'count', scope: scopeOf(c) };
  if (c.names.length || c.userId) {
    // "app_open on Nov 20?", "Care Plan Cancelled since Sep 26": a name and a time alone ask how many
    if (
      !c.userId &&
      /^[\s?.!]*(?:(?:evt|period|and|or|on|in|at|during|over|for|the|from|to|between)[\s?.!,]*)+$/.test(t) &&
      /\bevt\b/.test(t)
    )
      return { kind: 'count', scope: scopeOf(c) };
    // "users who got a reminder.sent since Oct 11?": the people, said first, are what is counted
    if (
      /^\W*(?:(?:unique|distinct|different)\s+)?(?:users|people|customers|members|accounts|clients|players)\s+(?:who|that)\b/.test(
        t,
      )
    )
      return { kind: 'users', scope: scopeOf(c) };
    c.assumptions.push('The question names no measure, so I counted the events');
    return { kind: 'count', scope: scopeOf(c) };
  }
  return refuse('not-understood', 'I could not tell what to measure in this question.', []);
}
