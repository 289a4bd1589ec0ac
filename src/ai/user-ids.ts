// Spots user ids in a question: emails, UUIDs, ids that mix letters and digits (u_0042,
// user42, cust-9), and any token right after "user"/"customer" (user 12345, user alice; a plain
// word there, "user engagement", is only a candidate, kept if the account has a user by that id),
// as are words joined by _, - or . without a digit (rdr_qmvx, lrn.mqzt).
import { COMPARATOR, nameStems } from './words.js';

/** soft: a plain word after "user"/"customer", a user only if the account has one by that id. */
export interface UserMention {
  id: string;
  start: number;
  end: number;
  soft?: boolean;
}

const PATTERNS: RegExp[] = [
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g,
  /\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g,
  // a separator after the word: in "player42" the word is part of the id
  /\b(?:user|customer|member|client|visitor|player|account)(?:\s+id)?(?:\s*[:#]\s*|\s+)["'`]?([A-Za-z0-9][\w.@+-]*[A-Za-z0-9]|\d)["'`]?/gi,
  /(?<![\w@.-])[A-Za-z]+[_-]?\d+[A-Za-z0-9_-]*(?![\w@])/g,
  /(?<![\w@.-])\d+[_-][A-Za-z][A-Za-z0-9_-]*(?![\w@])/g,
  // a bare number of 4+ digits that is no year: numeric ids such as 10234
  /(?<![\w@.:,-])(?!(?:19|20)\d{2}(?!\d))\d{4,}(?![\w@:,%-]|\.\d)/g,
  // parts joined by _ or - with a digit somewhere after the first: cus_k4d9a, usr-a1b2
  /(?<![\w@.-])[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+(?<=[_-][A-Za-z0-9]*\d[A-Za-z0-9]*)(?![\w@])/g,
  // the same without a digit (rdr_qmvx): only a candidate, a user when the account has one by that id
  /(?<![\w@.-])[A-Za-z][A-Za-z0-9]*(?:[._-][A-Za-z0-9]+)+(?![\w@-]|\.[A-Za-z0-9])/g,
];
const SOFT_PATTERNS = new Set([2, 7]);

// a number after a comparison or a currency sign is an amount ("revenue over 1000", "$5000"), never a user id
const AMOUNT_BEFORE = new RegExp(
  `(?:\\b(?:${COMPARATOR}|than)|\\bbetween\\s+[$€£]?\\s*\\d+(?:\\.\\d+)?\\s+and)\\s*[$€£]?\\s*$|[$€£]\\s*$`,
  'i',
);

// Not ids even though they mix letters and digits: quarters, units, ordinals.
const NOT_ID = /^(?:q[1-4]|h[12]|\d+(?:st|nd|rd|th|h|d|w|m|y|am|pm|k)|top\d+|v\d+)$/i;
const WORDS_AFTER_USER =
  /^(?:id|ids|with|who|that|which|has|had|have|is|was|by|and|or|in|on|of|the|a|an|s|activity|events?|count|name|names|level|base|signed|did|do|does)$/i;

/** Mentions of user ids, left to right, without overlaps; the catalogue's names are excluded. */
export function findUserMentions(text: string, catalogue: readonly string[]): UserMention[] {
  const nameKeys = new Set(catalogue.map((n) => nameStems(n).join('')));
  // ("earned a CO2 badge" where CO2 Badge Earned is stored: a word of a name, never a user)
  const nameWords = new Set(
    catalogue.flatMap((n) => n.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => /\d/.test(w)),
  );
  const out: UserMention[] = [];
  for (const [i, re] of PATTERNS.entries()) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const id = (i === 2 ? m[1] : m[0])?.replace(/'s$/, '') ?? '';
      const start = i === 2 ? m.index + m[0].lastIndexOf(id) : m.index;
      const end = start + id.length;
      if (!id || NOT_ID.test(id) || out.some((u) => start < u.end && end > u.start)) continue;
      if (i === 2 && WORDS_AFTER_USER.test(id)) continue;
      if (nameKeys.has(nameStems(id).join(''))) continue;
      if (nameWords.has(id.toLowerCase())) continue;
      if (/^\d+$/.test(id) && i !== 2 && AMOUNT_BEFORE.test(text.slice(0, start))) continue;
      out.push({ id, start, end, ...(SOFT_PATTERNS.has(i) && !/\d/.test(id) ? { soft: true } : {}) });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
