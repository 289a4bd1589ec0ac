// Shares and rates: "what % of users", "share of events", "refund rate", "A per B".
import { SIDE_OUTCOMES, mainName } from '../../name-resolver.js';
import type { Plan } from '../../plan.js';
import { squash } from '../../words.js';
import { names, range0, scopeOf, sharesNoun, valueNoun } from '../context.js';
import type { Ctx } from '../context.js';
import {
  ALTERNATIVE_OUTCOMES,
  ATTEMPT_OUTCOMES,
  CHURN_NAMES,
  CHURN_WORDS,
  TAKES_BACK_MONEY,
  VALUE_WORDS,
  isMoneyName,
} from '../lexicon.js';

/**
 * "A to B ratio", "comments per post", "refund rate": one count against another. A rate of a side
 * outcome is taken of the events it happens to: the attempts of the same noun, else its main event.
 */
export function ratioPlan(c: Ctx): Plan | null {
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
  // "what % of bookings got cancelled": a side outcome of the things named, as a share of them
  const shareOfOutcome =
    /(?:\b(?:percent(?:age)?|share|proportion|fraction|portion)|%)\s+of\s+(?:the\s+|all\s+|our\s+)?(?:(?!(?:events?|actions?|activit\w*|things?|records?)\s)[a-z]+\s+(?:got|get|gets|were|was|are|is|have been|has been|had been|ended up|end up)\s+)?evt\b/.test(
      t,
    ) &&
    c.names.length > 0 &&
    // (not "% of booking-cancelled …", the stored name written out: a part of those events)
    c.res.matches.every((m) => !m.names.some((n) => squash(n) === squash(m.phrase))) &&
    c.names.every((x) => SIDE_OUTCOMES.test(x));
  if ((!/\brates?\b/.test(t) && !shareOfOutcome) || /\bconver/.test(t) || !c.names.length) return null;
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

/**
 * "what fraction of X events came from usr_7", "what % of all events are by usr_7", "usr_7's share
 * of X": the user's part of everyone's events. Not "what % of usr_7's events were X" (the user's
 * events are then the whole), so the user is named after every event name.
 */
export function userSharePlan(c: Ctx): Plan | null {
  const { t, userId } = c;
  if (!userId || !/\b(percent(age)?|share|proportion|fraction|portion)\b|%/.test(t)) return null;
  const said =
    /\b(?:from|by) someuser\b|\bdid someuser (?:do|make|have|send|trigger|log|generate|account for)\b|\bsomeuser\s*'?s? (?:share|portion|part)\b|\bsomeuser (?:accounts?|accounted) for\b/.exec(
      t,
    );
  if (!said || t.lastIndexOf('evt') > said.index) return null;
  return { kind: 'user-share', names: c.names, scope: { ...scopeOf(c, range0(c), c.names), userId } };
}

export function sharePlan(c: Ctx): Plan | null {
  // ("how much of our activity is pushes": a part of all events, as a share)
  const partOfAll = /\bhow much of (?:our |the |all (?:the |our )?)?(?:activity|events|traffic|usage)\b/.test(
    c.t,
  );
  if (
    (!/\b(percent(age)?|share|proportion|fraction|ratio|portion|part of)\b|%/.test(c.t) && !partOfAll) ||
    !c.names.length
  )
    return null;
  const ofUsers =
    /\b(of|among)\s+(all\s+)?(the\s+|our\s+)?(period\s*'?s?\s+)?(active\s+|unique\s+|distinct\s+)?(users|people|customers|accounts|visitors|members|players)\b/.test(
      c.t,
    ) || /\b(users|people|customers)\s+(who|that|have|had|did)\b/.test(c.t);
  // "what percentage of orders were refunded" asks for a part of some events, not of all events
  if (
    !ofUsers &&
    /\b(percent(age)?|share|proportion|fraction|ratio|portion|part) of (the |our )?evt\b/.test(c.t) &&
    !/\b(among|of|in|across) (all|every)( the| our)? (events|actions|activity)\b|\b(among|across|of|in) ((the|our) )?(period\s*'?s?\s+)?(events|actions|activity)\b/.test(
      c.t,
    ) &&
    // "share of Logged In events": the events of that name among all events, said outright
    !/\bof (the |our )?evt (events?|actions?)\b/.test(c.t)
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
