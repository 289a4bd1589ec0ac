// Finds the account's stored event names in a question: near forms (case, separators,
// camelCase, plurals, verb forms) are exact enough for `high`; reversed order, partial
// names, synonyms and typos are loose (at most `medium`).
import { editDistance, isVocabulary, nameStems, similarity, tokenize } from './words.js';
import type { Token } from './words.js';

export type MatchQuality = 'near' | 'loose';

export interface NameMatch {
  names: string[];
  phrase: string;
  start: number;
  end: number;
  quality: MatchQuality;
}

export interface NameResolution {
  matches: NameMatch[];
  /** Content words that are neither question vocabulary nor a stored name, as phrases. */
  unresolved: { phrase: string; start: number; end: number }[];
  /** A phrase that fits several stored names equally. */
  ambiguous: { phrase: string; names: string[] }[];
}

// Looser words people use for common product events (stems on both sides).
const SYNONYMS: Record<string, string[]> = {
  purchas: ['order', 'buy', 'checkout', 'payment', 'pay'],
  buy: ['purchas', 'order', 'checkout'],
  bought: ['purchas', 'order', 'buy'],
  order: ['purchas', 'checkout'],
  sale: ['order', 'purchas'],
  regist: ['signup', 'sign'],
  register: ['signup', 'sign'],
  join: ['signup', 'sign', 'register'],
  subscrib: ['subscript', 'subscrib'],
  subscript: ['subscrib'],
  pay: ['payment', 'purchas'],
  payment: ['pay', 'purchas'],
  unsubscrib: ['cancel'],
  visit: ['view', 'pageview'],
  listen: ['play'],
  stream: ['play'],
  watch: ['view', 'play'],
};

interface Candidate { tokenIdx: number[]; names: string[]; quality: MatchQuality }

const MAX_WINDOW = 6;

function indexCatalogue(catalogue: readonly string[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const name of catalogue) {
    const key = nameStems(name).join('');
    if (!key) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), name]);
  }
  return byKey;
}

function windowCandidates(tokens: Token[], seq: number[], byKey: Map<string, string[]>): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < seq.length; i++) {
    let key = '';
    for (let j = i; j < Math.min(seq.length, i + MAX_WINDOW); j++) {
      key += tokens[seq[j] ?? -1]?.stem ?? '';
      const names = byKey.get(key);
      const idx = seq.slice(i, j + 1);
      if (names) out.push({ tokenIdx: idx, names, quality: 'near' });
      if (j === i + 1) {
        const reversed = byKey.get(`${tokens[seq[j] ?? -1]?.stem ?? ''}${tokens[seq[i] ?? -1]?.stem ?? ''}`);
        if (reversed) out.push({ tokenIdx: idx, names: reversed, quality: 'loose' });
      }
    }
  }
  return out;
}

// Outcomes nobody means by the bare noun: "orders" is order_completed, not order_refunded.
const SIDE_OUTCOMES = /refund|cancel|fail|abandon|declin|delet|remov|start|view|error|attempt|reject|revers/i;

/** Stored names sharing a word (or a synonym, or a near-typo) with a content word. */
function looseNames(token: Token, catalogue: readonly string[]): string[] {
  const withWord = (wanted: Set<string>) => catalogue.filter(n => nameStems(n).some(s => wanted.has(s)));
  let byWord = withWord(new Set([token.stem]));
  if (!byWord.length) byWord = withWord(new Set(SYNONYMS[token.stem] ?? []));
  if (byWord.length > 1) {
    const main = byWord.filter(n => !SIDE_OUTCOMES.test(n));
    if (main.length === 1) return main;
  }
  if (byWord.length) return byWord;
  // typos: one edit in a word of 5+ letters, two in 8+
  if (token.stem.length < 5) return [];
  const max = token.stem.length >= 8 ? 2 : 1;
  return catalogue.filter(n => {
    const stems = nameStems(n);
    return editDistance(stems.join(''), token.stem, max) <= max || stems.some(s => s.length >= 5 && editDistance(s, token.stem, max) <= max);
  });
}

export function resolveEventNames(text: string, catalogue: readonly string[]): NameResolution {
  const tokens = tokenize(text);
  const byKey = indexCatalogue(catalogue);
  const all = tokens.map((_, i) => i);
  const content = all.filter(i => !tokens[i]?.filler);
  const candidates = [...windowCandidates(tokens, all, byKey), ...windowCandidates(tokens, content, byKey)];
  candidates.sort((a, b) => b.tokenIdx.length - a.tokenIdx.length || (a.quality === b.quality ? 0 : a.quality === 'near' ? -1 : 1)
    || (a.tokenIdx[0] ?? 0) - (b.tokenIdx[0] ?? 0));

  const covered = new Set<number>();
  const picked: Candidate[] = [];
  for (const c of candidates) {
    const first = c.tokenIdx[0] ?? 0;
    const last = c.tokenIdx[c.tokenIdx.length - 1] ?? 0;
    // a window over content words may skip fillers, but never a covered word in between
    const inside = all.filter(i => i >= first && i <= last);
    if (inside.some(i => covered.has(i))) continue;
    c.tokenIdx.forEach(i => covered.add(i));
    picked.push(c);
  }

  const ambiguous: NameResolution['ambiguous'] = [];
  const leftovers = content.filter(i => !covered.has(i) && isContentWord(tokens[i]));
  for (const i of leftovers) {
    const token = tokens[i];
    if (!token) continue;
    const names = looseNames(token, catalogue);
    if (names.length === 1) {
      picked.push({ tokenIdx: [i], names, quality: 'loose' });
      covered.add(i);
    } else if (names.length > 1) {
      // a neighbouring word may tell them apart ("tasks ... done"): keep the ones sharing most words
      ambiguous.push({ phrase: token.raw, names });
      covered.add(i);
    }
  }

  const matches = picked
    .map(c => toMatch(c, tokens, text))
    .sort((a, b) => a.start - b.start);
  const unresolved = groupPhrases(content.filter(i => !covered.has(i) && isContentWord(tokens[i])), tokens, text);
  return { matches, unresolved, ambiguous };
}

function isContentWord(token: Token | undefined): boolean {
  return !!token && token.raw.length >= 3 && !/^\d+$/.test(token.raw) && !isVocabulary(token.raw);
}

function toMatch(c: Candidate, tokens: Token[], text: string): NameMatch {
  const start = tokens[c.tokenIdx[0] ?? 0]?.start ?? 0;
  const end = tokens[c.tokenIdx[c.tokenIdx.length - 1] ?? 0]?.end ?? 0;
  return { names: [...c.names].sort(), phrase: text.slice(start, end), start, end, quality: c.quality };
}

/** Adjacent content words (only fillers between) form one phrase. */
function groupPhrases(idx: number[], tokens: Token[], text: string): NameResolution['unresolved'] {
  const out: NameResolution['unresolved'] = [];
  let prev = -2;
  for (const i of idx) {
    const t = tokens[i];
    if (!t) continue;
    const gapIsFiller = prev >= 0 && tokens.slice(prev + 1, i).every(x => x.filler) && i - prev <= 2;
    const last = out[out.length - 1];
    if (last && gapIsFiller) {
      last.end = t.end;
      last.phrase = text.slice(last.start, last.end);
    } else {
      out.push({ phrase: text.slice(t.start, t.end), start: t.start, end: t.end });
    }
    prev = i;
  }
  return out;
}

/** The stored names closest to a phrase, best first. */
export function closestNames(phrase: string, catalogue: readonly string[], n = 3): string[] {
  const norm = (s: string) => tokenize(s).map(t => t.stem).join(' ');
  const p = norm(phrase);
  return [...catalogue]
    .map(name => ({ name, score: similarity(p, norm(name)) }))
    .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1))
    .slice(0, n)
    .map(x => x.name);
}
