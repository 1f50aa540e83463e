import { normalizeText, wordsOf } from './text';

/** Words before a multiselect answer that choose nothing ("honestly all of them", "pues todas"). */
export const MULTI_HEDGE =
  /^(?:(?:honestly|well|hmm+|um+|oh|ok|okay|so|pues|bueno|vale|la verdad|i think|i guess|creo que|i d say|yo diria)\s+)+/u;

const PLURAL_PICK =
  /\b(?:both|ones|all the|all of the|ambas|ambos|las de|los de|todas las|todos los|las dos|los dos)\b/u;
const FILLERS = new Set(
  'both the ones one all of ambas ambos las los de del todas todos dos two please por favor and y'.split(' '),
);

/**
 * "both the hire ones" → "Board hire", "Wetsuit hire"; "las de baño" → every option with "baño": a word several
 * options share, said with a plural ("both", "ones", "las de"), picks all of them (as many as "both" says).
 */
export function byCommonWord(options: readonly string[], said: string): string[] | null {
  const text = normalizeText(said);
  if (!PLURAL_PICK.test(text)) return null;
  const rest = wordsOf(text).filter((w) => !FILLERS.has(w));
  if (rest.length !== 1) return null;
  const word = rest[0]!;
  if (word.length < 3) return null;
  // "both lawns" → Front lawn, Back lawn; "los dos céspedes" → Césped delantero, Césped trasero: the word said
  // in the plural of the options' singular, or the other way round.
  const pluralOf = (a: string, b: string) => b === `${a}s` || b === `${a}es`;
  const sameWord = (w: string) => w === word || pluralOf(w, word) || pluralOf(word, w);
  const hits = options.filter((o) => wordsOf(normalizeText(o)).some(sameWord));
  if (hits.length < 2) return null;
  if (/\b(?:both|ambas|ambos|las dos|los dos)\b/u.test(text) && hits.length !== 2) return null;
  return hits;
}
