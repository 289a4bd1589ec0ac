// Sequences of events and users over periods: conversion, both A and B, net revenue, churn
// and new users.
import type { Plan, Refusal, TimeRange } from '../../plan.js';
import { nextPeriod, previousFromNow, previousPeriod, sincePeriod } from '../../time-range.js';
import { groupNames, names, range0, refuse, scopeOf, unique } from '../context.js';
import type { Ctx } from '../context.js';
import { BOTH, HOW_MANY, JOIN_WORDS, NET, TAKES_BACK_MONEY, USERS_WORD, isMoneyName } from '../lexicon.js';
import { periodsInOrder } from './compare.js';

/** Net revenue: what the money events brought in, less what the refunds took back; refused when no refund is stored. */
export function netPlan(c: Ctx): Plan | Refusal | null {
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
export function bothPlan(c: Ctx): Plan | Refusal | null {
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

/**
 * The events of the sentence that asks ("Do logins matter? Of the users who did signup …, what %
 * did login afterwards"): the ones from "of the users who" on, when an earlier sentence names
 * events too; null when that earlier sentence names another event.
 */
function ownGroups(c: Ctx): string[][] | null {
  const clause =
    /(?:[?.!]\s+)(?:so\s+|and\s+)?(?:of|among) (?:the |all |our |those )?(?:users|people|customers|accounts|members|\w+ers|those|them)\b/.exec(
      c.t,
    );
  if (!clause) return c.nameGroups;
  const before = (c.t.slice(0, clause.index).match(/\bevt\b/g) ?? []).length;
  if (!before) return c.nameGroups;
  const later = groupNames({ ...c.res, matches: c.res.matches.slice(before) });
  const earlier = c.res.matches.slice(0, before).flatMap((m) => m.names);
  return earlier.every((n) => later.some((g) => g.includes(n))) ? later : null;
}

export function conversionPlan(c: Ctx): Plan | Refusal | null {
  const own = ownGroups(c);
  const [first, then] = own ?? c.nameGroups;
  const twoQuestions = () =>
    refuse(
      'not-understood',
      'This holds two questions about different events. Please ask them one at a time.',
      [],
    );
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
    if (!own) return twoQuestions();
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
    /\bconver(sion|t|ted|ts)\b|\bfunnel\b|\b(result\w*|ended up|end up|led|lead|turn\w*) (in|to|into|with)\b|\b(ended|end|ends|ending) up (\w+ing|evt)\b/.test(
      c.t,
    ) ||
    (/\b(after(wards?)?|later|then|subsequently|went on|go on|followed by|followed (it |that |this |them |up )?with|eventually|next|(have|has|had) since)\b/.test(
      c.t,
    ) &&
      USERS_WORD.test(c.t)) ||
    // "what fraction of signups went on to buy a credit pack": the doers of the first, then the second
    /(\b(percent\w*|share|proportion|fraction|how many)\b|%) of (the |all |our |those )?(new |recent |fresh )?evt\b[^.?]*\b(went on|go on|goes on|later|eventually|subsequently|ended up|(have|has|had) since)\b[^.?]*\bevt\b/.test(
      c.t,
    ) ||
    // "Unit Reserved then RentPaid in the last 45 days: how many reserved, how many paid
    // afterwards?": a funnel of two steps written first, and how many made each
    (/^\W*evt (?:then|->|\u2192|followed by) evt\b/.test(c.t) &&
      /\b(how many|afterwards?|after that|later|convert\w*|percent\w*|%)/.test(c.t)) ||
    // "users who went from A to B", "moved from a trial to a plan": a step from one event to the next
    (/\b(went|go|goes|going|gone|moved?|moving|progress(ed|es|ing)?|got|get|made it) from\b[^.?]*\bevt\b[^.?]*\bto\b[^.?]*\bevt\b/.test(
      c.t,
    ) &&
      (USERS_WORD.test(c.t) || /\bhow many\b/.test(c.t))) ||
    // "how many new signups went on to book a pickup": the doers of the first, then the second
    /\bhow many (new |recent |fresh )?evt (went|go|goes) on to\b[^.?]*\bevt\b/.test(c.t) ||
    // "how many of the advertisers who signed up went on to create a campaign"
    /\bhow many of (the |all |our |those )?[^.?]*\bevt\b[^.?]*\b(went on|go on|goes on|later|then|afterwards?|eventually|subsequently|next)\b[^.?]*\bevt\b/.test(
      c.t,
    ) ||
    // "of those with A, how many later did B": the group of A, then the step after it
    (/\b(of|among) (those|them|these|the ones)\b[^.?]*\bevt\b/.test(c.t) &&
      /\b(after(wards?)?|later|then|subsequently|went on|go on|eventually|next)\b/.test(c.t)) ||
    // "from session booked to final payment, what % make it?": the step from one to the other
    (/\bfrom (?:a |an |the )?evt (?:to|->|\u2192) (?:a |an |the )?evt\b/.test(c.t) &&
      /(\b(percent\w*|share|proportion|fraction|how many|rate|make it|made it|makes it|convert\w*)\b|%)/.test(
        c.t,
      )) ||
    // "how many applicants (A) reached B afterwards, and what percentage is that": B after A, said after both
    (/\bevt\b[^.?]*\bevt\b[^.?]*\b(afterwards?|after that|later on|subsequently)\b/.test(c.t) &&
      /(\b(percent\w*|proportion|fraction|how many)\b|%)/.test(c.t)) ||
    // "of new cards (card_registered) in the past 90 days, what percent redeemed a prize
    // afterwards (Prize Redeemed)?": the doers of the first, the share who did the second after it
    (/^\W*(of|among) [^.?,]{0,30}\bevt\b/.test(c.t) &&
      /(\b(percent\w*|share|proportion|fraction|how many)\b|%)/.test(c.t) &&
      /\b(afterwards?|after that|later|subsequently|went on|eventually)\b/.test(c.t) &&
      (c.t.match(/\bevt\b/g) ?? []).length >= 2) ||
    // "what percentage of users who did A did B": of the users of A, those who also did B
    /(\b(percent\w*|share|proportion|fraction|how many)\b|%)[^.?]*\b(users|people|customers|accounts|members) (who|that)\b[^.?]*\bevt\b[^.?]*\bevt\b/.test(
      c.t,
    ) ||
    /\b(of|among) (the |all |our )?(users|people|folks|customers|accounts|members|\w+ers) (who|that)\b[^.?]*\bevt\b[^.?]*\b(how many|percent\w*|share|proportion|fraction)\b[^.?]*\bevt\b/.test(
      c.t,
    );
  if (!asks || !first || !then) return null;
  if (!own) return twoQuestions();
  // "how many people unsubscribed after a spam complaint": the event after "after" came first
  // (only with two events said: "… did B after their first signature" names the first one again)
  const reversed =
    (c.t.match(/\bevt\b/g) ?? []).length === 2 &&
    /\bevt\b[^.?]{0,30}?\b(?:after|following) (?:(?:a|an|the|their|his|her|its|getting|having|doing) )?(?:first )?evt\b/.test(
      c.t,
    );
  // "do campers book lessons afterwards? camp_signup then lesson_booked": the steps written in
  // order, as stored names, say which came first whatever the looser words before them said
  const stepsAt = /\bevt (?:then|->|\u2192|>|followed by) evt\b/.exec(c.t);
  const k = stepsAt ? (c.t.slice(0, stepsAt.index).match(/\bevt\b/g) ?? []).length : -1;
  const [a, b] = [c.res.matches[k], c.res.matches[k + 1]];
  const written =
    stepsAt && a && b && a.quality !== 'loose' && b.quality !== 'loose'
      ? a.names.some((n) => then.includes(n)) && b.names.some((n) => first.includes(n))
      : null;
  return (written ?? reversed)
    ? { kind: 'conversion', first: then, then: first, scope: scopeOf(c, range0(c), [...then, ...first]) }
    : { kind: 'conversion', first, then, scope: scopeOf(c, range0(c), [...first, ...then]) };
}

// "who are the new users", "list them": the ids asked for (not "people who were active …")
// "not since then", "nothing since", "haven't been back since": no event after the period named
const NOT_SINCE = /\b(?:not|nothing|none|no|never|n't)\b[^.?!]{0,30}?\bsince\b(?!\s+period\b)/;

const LIST_ASKED =
  /(?:^|[.?!:;]\s*|\s[-\u2013\u2014]+\s*)who (are|were|is|was)\b|\bwho (are|were) (the|our|these|those|they)\b|\b(list|show|name)\b/;

/**
 * "churned last week, meaning active the week before but not last week": the period written right
 * before "but not" is the active one and the one right after it the inactive one, whatever came first.
 */
function aroundButNot(c: Ctx): [TimeRange, TimeRange] | null {
  const at = /\b(but|and) not\b/.exec(c.t)?.index;
  const words = [...c.t.matchAll(/\bperiod\b/g)].map((m) => m.index);
  if (at === undefined || words.length !== c.mentions.length) return null;
  const k = words.filter((i) => i < at).length;
  const active = c.mentions[k - 1];
  const inactive = c.mentions[k];
  if (!active || !inactive || (active.from === inactive.from && active.to === inactive.to)) return null;
  return [active, inactive];
}

export function churnPlan(c: Ctx): Plan | Refusal | null {
  const { t } = c;
  const joined = USERS_WORD.test(t) && c.res.unresolved.some((u) => JOIN_WORDS.test(u.phrase.trim()));
  // "new users who joined since …": the join is the newness itself, not one more event
  const joinOnly = c.res.matches.length > 0 && c.res.matches.every((m) => JOIN_WORDS.test(m.phrase.trim()));
  // "for the first time", "first seen since", "first showed up": a first event ever in the period
  // ("how many users had their very first event in September": the same)
  const firstTime =
    (/\bfor the (very )?first time\b|\bfirst (seen|appeared|showed up|turned up|active|spotted|observed)\b/.test(
      t,
    ) ||
      (/\b(their|his|her|its|whose) (very )?first([- ]ever)? (event|action|activity)\b/.test(t) &&
        !/^\W*when\b/.test(t))) &&
    (USERS_WORD.test(t) || /\b(who|people)\b/.test(t));
  if (
    (/\b(brand[- ])?new (users?|customers?|people|accounts?|visitors?|members?|players?)\b|\bfirst[- ]time (users?|customers?|visitors?|members?|people|players?|buyers?|readers?)\b|\b(users?|customers?|people|accounts?|members?|players?) (who )?(were|was|are|is) (brand[- ])?new\b/.test(
      t,
    ) ||
      joined ||
      firstTime) &&
    (!c.names.length ||
      (joinOnly && /\bnew (users?|customers?|people|accounts?|members?|players?)\b/.test(t)))
  ) {
    if (joined && !/\bnew\b/.test(t))
      c.assumptions.push('Joining is read as a first event ever in the period');
    let range = c.ranges[0];
    if (!range) {
      range = previousFromNow({ n: 30, unit: 'day' }, c.now);
      c.assumptions.push('No period was given, so I used the last 30 days');
    }
    // "who are the new users", "list the new customers": their ids, not only how many
    // "who are the new users? how many are there?": both
    const list =
      LIST_ASKED.test(t) ||
      (/\bwhich (users?|people|customers?|accounts?|members?|players?)\b/.test(t) && !HOW_MANY.test(t));
    return { kind: 'new-users', scope: scopeOf(c, range, []), ...(list ? { list } : {}) };
  }
  // "how many new users in October did BidPlaced": no plan narrows the new users to those who did
  // an event; answering the users who did it would drop "new" at high
  if (
    c.names.length &&
    !joinOnly &&
    /\b(brand[- ])?new (users?|customers?|people|accounts?|visitors?|members?|players?|buyers?|sellers?)\b|\bfirst[- ]time (users?|customers?|visitors?|members?|people|players?|buyers?|readers?)\b/.test(
      t,
    )
  )
    return refuse(
      'not-understood',
      'I cannot narrow the new users of a period to those who did a named event. I can count the new users of a period, or the users who did an event in it.',
      [],
    );
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
    /\b(but not|and not|not active|inactive|did nothing|didn't do anything|did not do anything|no activity|no events|stopped|churn\w*|lost|lose|losing|never came back|did not (return|come back)|didn't (return|come back)|not (return\w*|come back|been back|back)|not (been )?seen|(stopped|stop|quit) (showing|coming|using)|not (show|shown|showed|turn|turned) up|(but|and|with|then) (none|nothing|no (evt|events?|activity))|(been|gone|went|are|were|is|was|fell|stayed|and|but|then) (silent|quiet|dormant)|(none|nothing) since|(were|was|are|is|had|have) gone(?! (?:out|up|down|through|over|live|by|back|into|to|from|off)\b)|not (had|have|done|do|shown|logged) (any|anything)|not been active|(done|do|did|doing) nothing|(had|have|has) no (events?|activity)|(had|have|has|with) nothing|lapsed)\b/;
  if (!lost.test(t)) return null;
  // "deposits lost to NoShow (sum of value)": money lost through an event, summed, no users lost
  if (
    /\b(?:lost|lose|losing) (?:to|on|through|via|from) evt\b/.test(t) ||
    /\bsum of (?:the )?values?\b/.test(t)
  )
    return null;
  const periods = periodsInOrder(c);
  // "which users stopped", "list the customers we lost": their ids too
  const list =
    LIST_ASKED.test(t) ||
    (/\bwhich (users?|people|customers?|accounts?|members?|players?|\w+s)\b/.test(t) && !HOW_MANY.test(t));
  const churn = (active: TimeRange, inactive: TimeRange): Plan => ({
    kind: 'churn',
    active,
    inactive,
    scope: scopeOf(c, active),
    ...(list ? { list } : {}),
  });
  if (periods.length >= 2 && periods[0] && periods[1]) {
    // "active in A but not in B" is read in its own order; "churned last month compared to the
    // month before" or "not seen this month, active last month" lose users from the earlier period
    const [active, inactive] = /\b(but|and) not\b/.test(t)
      ? (aroundButNot(c) ?? periods)
      : [...periods].sort((a, b) => (a.from ?? -Infinity) - (b.from ?? -Infinity));
    if (!active || !inactive) return null;
    return churn(active, inactive);
  }
  // "active in the week of Nov 2 and nothing the week after": that period, then the one right after it
  const named = periods[0];
  // "active before October 11th and not since then", "in September but nothing since": that
  // period, then everything after it up to now
  const since = periods.length === 1 && named && NOT_SINCE.test(t) ? sincePeriod(named, c.now) : null;
  if (named && since) return churn(named, since);
  const after =
    periods.length === 1 && named && /\bthe (day|week|month|year|period) (after|following)\b/.test(t)
      ? nextPeriod(named, c.now)
      : null;
  // (a period after that has not ended yet is cut at now, which the answer must say)
  if (named && after && after.to === c.now)
    c.assumptions.push(
      `The period after ends now, so it is shorter than ${named.label.replace(/ \(.*/, '')}`,
    );
  if (named && after) return churn(named, after);
  let inactive = periods[0];
  if (!inactive) {
    inactive = previousFromNow({ n: 30, unit: 'day' }, c.now);
    c.assumptions.push('No period was given, so I used the last 30 days');
  }
  const active = previousPeriod(inactive, undefined, c.now) ?? previousFromNow({ n: 30, unit: 'day' }, c.now);
  c.assumptions.push(
    `"Churned" is read as users active ${active.label.replace(/ \(.*/, '')} with no event ${inactive.label.replace(/ \(.*/, '')}`,
  );
  return churn(active, inactive);
}
