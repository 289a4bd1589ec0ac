// Conditions on a value or a total written in the question ("orders over $50", "is revenue over
// 1000"): read out of the intent text into the context.
import type { Refusal, ValueFilter } from '../plan.js';
import { COMPARATOR, COMPARATORS, nameStems, stem } from '../words.js';
import { names, refuse } from './context.js';
import type { Ctx } from './context.js';
import { MONEY, TOTAL_BEFORE, USERS_WORD, YES_NO } from './lexicon.js';
import { moneyNames } from './plans/counts.js';

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
const EXACT_VALUE = new RegExp(
  `${VALUE_LEAD}(?:exactly|precisely|equal to|equals?|=) ${AMOUNT}(?: ?([a-z]+))?`,
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

/**
 * "orders over $50", "csat under 3", "invoices between 200 and 300 dollars": the value condition,
 * taken out of the intent text and kept in the context for the scope. A refusal when the number
 * cannot be tied to one event's value; null when there is no condition on the value.
 */
export function readValueCondition(c: Ctx): Refusal | null {
  // "BidPlaced of exactly 100", "invoices equal to 250": one value, which no plan selects
  // ("exactly 2 times" counts per user, read elsewhere)
  const exact = EXACT_VALUE.exec(c.t);
  if (
    exact &&
    !COUNT_UNIT.test(exact[2] ?? '') &&
    !c.names.some((n) => nameStems(n).includes(stem(exact[2] ?? '')))
  )
    return refuse(
      'not-understood',
      `I cannot select the events whose value is exactly ${exact[1] ?? ''}. I can count those over, under or between amounts ("between 99 and 101").`,
      [],
    );
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
  // "how many households sent at least one": any event at all, no condition on a value
  if (
    bare &&
    !VALUE_LEAD_ONLY.exec(whole)?.[0] &&
    Number(amount) === 1 &&
    /^at least$/.test(comparator ?? '') &&
    /\b(sent|did|had|made|logged|triggered|recorded|used|done|performed|completed)\s+$/.test(before)
  ) {
    c.t = `${c.t.slice(0, m.index)} ${c.t.slice(m.index + phrase.length)}`.replace(/\s+/g, ' ');
    return null;
  }
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
// (the number ends the question but for what it counts and the period: "more than 100 evt tickets period")
const TOTAL_CHECK = new RegExp(
  `\\b(${COMPARATOR}) ${AMOUNT}(?=(?: ([a-z]+))?(?: ([a-z]+))?(?: period)?\\W*$)`,
);

/** Reads a total's comparison with a number out of `t` into `check`; the plan then gives the total. */
export function readTotalCheck(c: Ctx): void {
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
