import { optionDoubted } from './option-doubts';
import { containsPhrase, normalizeText } from './text';

/**
 * "I did the beginner course last year, now I'd like advanced" → Advanced; "el año pasado hice iniciación,
 * ahora quiero el avanzado" → Avanzado: of two or more options named in full, the one left when every
 * mention of each other is doubted (in a clause about what was, turned down, set against, someone else's, …;
 * see `optionDoubted`). Null when none or several are left.
 */
export function namedLeftUndoubted(
  options: readonly string[],
  reply: string,
  question: string,
): string | null {
  const folded = normalizeText(reply).replace(/[’']/g, ' ');
  const named = options.filter((o) => {
    const name = normalizeText(o).trim();
    return name.length >= 3 && containsPhrase(folded, name);
  });
  if (named.length < 2) return null;
  const kept = named.filter((o) => !optionDoubted(options, o, reply, question));
  return kept.length === 1 ? kept[0]! : null;
}
