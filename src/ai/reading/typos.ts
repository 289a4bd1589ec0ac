// Slips of typing in the question's own words, fixed before it is read: a table of the commonest,
// and every swap of two neighbouring letters (or one inner letter left out) of the words a
// question is built from. Never inside an id or a stored name's identifier.
// the commonest slips of typing, fixed before reading
const TYPO_FIX: Record<string, string> = {
  teh: 'the',
  hte: 'the',
  waht: 'what',
  hwo: 'how',
  hw: 'how',
  shwo: 'show',
  whcih: 'which',
  wich: 'which',
  evnets: 'events',
  evetns: 'events',
  usres: 'users',
  hav: 'have',
  ppl: 'people',
  uesrs: 'users',
  ovr: 'over',
  abt: 'about',
  evnts: 'events',
  evnt: 'event',
  evts: 'events',
  mnth: 'month',
  yday: 'yesterday',
  befor: 'before',
  evr: 'ever',
};
const TYPOS = new RegExp(`\\b(?:${Object.keys(TYPO_FIX).join('|')})\\b`, 'gi');
// the question's own words with two neighbouring letters swapped ("mnay", "evnets", "avearge"):
// every such slip of these words, none of which is itself a word one would ask with
const CORE_WORDS = [
  'many',
  'much',
  'what',
  'which',
  'when',
  'where',
  'users',
  'events',
  'average',
  'total',
  'number',
  'count',
  'month',
  'week',
  'today',
  'yesterday',
  'active',
  'daily',
  'weekly',
  'monthly',
  'people',
  'customers',
  'between',
  'since',
  'during',
  'compare',
  'percentage',
  'unique',
  'distinct',
  'track',
  'tracked',
  'record',
  'recorded',
  'different',
  'names',
  'before',
];
const SWAPPED = new Map<string, string>();
for (const w of CORE_WORDS)
  for (let i = 0; i + 1 < w.length; i++) {
    const slip = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
    if (slip !== w && !CORE_WORDS.includes(slip)) SWAPPED.set(slip, w);
  }
// and with one inner letter left out ("numbr", "actve", "averge"), in the longer of them; never
// the last letter of a plural, which leaves a word ("customer")
for (const w of CORE_WORDS.filter((x) => x.length >= 6))
  for (let i = 1; i < w.length - 1; i++) {
    const slip = w.slice(0, i) + w.slice(i + 1);
    if (!CORE_WORDS.includes(slip) && !SWAPPED.has(slip)) SWAPPED.set(slip, w);
  }
const fixSwaps = (text: string): string =>
  // a word on its own, never a part of an id ("dsk-hwen")
  text.replace(/(?<![\w.@-])[a-z]{4,}(?![\w@-])/gi, (w) => SWAPPED.get(w.toLowerCase()) ?? w);

// "who many users …": a slip of "how many" (no question asks "who many")
const WHO_MANY = /\bwho (many|much)\b/gi;

/** The question with its slips of typing fixed. */
export const fixTypos = (text: string): string =>
  fixSwaps(text.replace(TYPOS, (w) => TYPO_FIX[w.toLowerCase()] ?? w).replace(WHO_MANY, 'how $1'));
