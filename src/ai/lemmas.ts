// Lemmas from a real English model (wink-nlp with wink-eng-lite-web-model, shipped in the npm
// package: no download at run time). The hand-written stem() folds regular endings; the model
// knows the irregular forms people write: "went" → go, "took" → take, "paid" → pay,
// "bought" → buy, "children" → child. Words are read one at a time and remembered.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const nlp = winkNLP(model);
const its = nlp.its;
const known = new Map<string, string>();
/** Bounds the memory of a long-running process that is asked about many different words. */
const MAX_KNOWN = 50_000;

/** The lemma of one lower-case word ("went" → "go"); the word itself where the model has none. */
export function lemmaOf(word: string): string {
  let lemma = known.get(word);
  if (lemma !== undefined) return lemma;
  const tokens = nlp.readDoc(word).tokens();
  // the model's typings of its.lemma and out() disagree; the value is the lemma as a string
  lemma =
    tokens.length() === 1
      ? String((tokens.out as (f: unknown) => unknown[])(its.lemma)[0] ?? word).toLowerCase()
      : word;
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(word, lemma);
  return lemma;
}
