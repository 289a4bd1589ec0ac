// The asker's gloss of the value (issue 15): "smallest payrun.completed value …, i.e. the tiniest
// pay run by headcount", "Shortest notice on a booking_cancelled … — what is the minimum value?",
// "How much total downtime (InverterFault value, in minutes) was logged on Nov 2?". Where the
// question is refused whole for words no reading explains, the gloss tells what they were.
import { resolveEventNames } from '../name-resolver.js';
import type { Reading, Refusal } from '../plan.js';
import { NARROWING } from './asker.js';
import { VALUE_SAID } from './lexicon.js';

export interface Gloss {
  head: string;
  gloss: string;
}

// the asker's gloss of the value: "…, i.e. the tiniest pay run by headcount", "… — what is the
// minimum value?", "(sum of the document.imported value)", "(InverterFault value, in minutes)"
const GLOSS_AFTER =
  /(?:[\s,;:?.!-]*\b(?:i\.?e\.?|that is|in other words|aka)[,:]?\s+|\s+[-\u2013\u2014]+\s+|\s*[\u2013\u2014]\s*)([^()]{5,})$/i;
const GLOSS_BRACKETS = /\(([^()]{3,80})\)/;

/**
 * Where the asker glosses the value in their own words, the question's head and that gloss. The
 * head or the gloss must say "value"; a gloss of anything else is a remark, read elsewhere.
 */
export function valueGloss(question: string): Gloss | null {
  const bracket = GLOSS_BRACKETS.exec(question);
  // (in brackets right after "value": "Total AccountingSynced value (records pushed)")
  if (
    bracket &&
    (VALUE_SAID.test(bracket[1] ?? '') || /\bvalues?\s*$/i.test(question.slice(0, bracket.index)))
  )
    return {
      head: `${question.slice(0, bracket.index)} ${question.slice(bracket.index + bracket[0].length)}`
        .replace(/\s+/g, ' ')
        .replace(/\s+([?.!])/g, '$1')
        .trim(),
      gloss: bracket[0],
    };
  const after = GLOSS_AFTER.exec(question);
  const head = after ? question.slice(0, after.index) : '';
  if (
    after &&
    after.index > 8 &&
    VALUE_SAID.test(`${head} ${after[1] ?? ''}`) &&
    !NARROWING.test(after[1] ?? '')
  )
    return { head: head.trim(), gloss: question.slice(after.index).trim() };
  return null;
}

/**
 * "smallest payrun.completed value …, i.e. the tiniest pay run by headcount": the head alone,
 * where it says "value" itself. "Shortest notice on a booking_cancelled … — what is the minimum
 * value?", "total downtime (InverterFault value, in minutes)": the head's words no reading
 * explains are what the gloss calls the value, read as it, and said so.
 */
export function readGlossed(
  question: string,
  g: Gloss,
  unread: string[],
  readAgain: (text: string) => Reading | Refusal,
  catalogue: readonly string[],
): { reading: Reading; left: string[] } | null {
  if (VALUE_SAID.test(g.head)) {
    const head = readAgain(g.head);
    if (!('reason' in head)) return { reading: head, left: [g.gloss] };
  }
  const inHead = (w: string) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  if (!unread.length || !unread.every((w) => inHead(w).test(g.head))) return null;
  // the events the gloss names exactly must be the reading's ("downtime (InverterFault value)")
  const glossNames = resolveEventNames(g.gloss, catalogue)
    .matches.filter((m) => m.quality === 'near')
    .flatMap((m) => m.names);
  const keeps = (r: Reading) =>
    glossNames.every((n) => 'scope' in r.plan && r.plan.scope.eventNames.includes(n));
  const dropped = unread.reduce((q, w) => q.replace(inHead(w), ' '), question);
  // (a gloss in brackets may stand where the words were: "total InverterFault value, in minutes was logged")
  const bracket = /^\((.*)\)$/.exec(g.gloss)?.[1];
  const [first = '', ...rest] = unread;
  const moved =
    bracket &&
    rest.reduce(
      (q, w) => q.replace(inHead(w), ' '),
      question.replace(g.gloss, ' ').replace(inHead(first), bracket),
    );
  // "top 3 skiers by vertical metres (summed gate.scan value)": the people ranked stay, by the gloss
  const rankedBy = /^([a-z]+s) by (.+)$/i.exec(first);
  const ranked =
    bracket &&
    rankedBy &&
    /\b(?:top|bottom|which|who|rank\w*|most|least|fewest)\b/i.test(g.head) &&
    question.replace(g.gloss, ' ').replace(inHead(first), `users by ${bracket}`);
  for (const text of [ranked, dropped, moved].filter((x): x is string => !!x)) {
    const again = readAgain(text.replace(/\s+/g, ' '));
    if ('reason' in again || !keeps(again)) continue;
    // (ranked: only the measure after "by" is the value; the people stay people)
    const measured = text === ranked && rankedBy?.[2] ? [rankedBy[2]] : unread;
    const readAs = measured.map((w): [string, string] => [w, 'the value the events carry']);
    return { reading: { ...again, readAs: [...(again.readAs ?? []), ...readAs] }, left: [] };
  }
  return null;
}
