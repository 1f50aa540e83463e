import { editDistance, foldKeepingIndexes, normalizeText } from '../reading/text';

// "two Ls in O'Driscoll", "Nuñez con ñ", "it's spelt Lindqvist": a word written again with words about its
// spelling, a letter or two apart from one word of a stored short text, replaces that word.

// Words about how a word is written: letters counted or named, accents, "spelt"/"se escribe".
const SPELLING_TALK = new RegExp(
  [
    String.raw`\b(?:two|double|2)\s+\p{L}(?:'?s)?\b`,
    String.raw`\bwith\s+(?:an?|two|double|one)\s+\p{L}(?:'?s)?\b`,
    String.raw`\b(?:spelt|spelled|spelling|spell it)\b`,
    String.raw`\bcon\s+(?:dos|doble|una?)\s+\p{L}+\b`,
    String.raw`\b(?:with|con)\s+(?:la\s+)?\p{L}(?![\p{L}'])`,
    String.raw`\b(?:con|sin)\s+(?:tilde|acento|hache|h|ñ|n)\b`,
    String.raw`\bse escribe\b`,
  ].join('|'),
  'iu',
);

/** A stored short text (a name, a company) with one of its words respelled as the message writes it. */
export interface Respelled {
  key: string;
  value: string;
  /** Where the message writes the word. */
  at: number;
}

/**
 * The one stored text (of at most four words) holding a word that the message writes again, a letter or two
 * apart and starting alike ("O'Driscol" → "O'Driscoll"), when the message talks about spelling. Two candidates,
 * or none, change nothing.
 */
export function spelledWord(message: string, stored: { key: string; value: string }[]): Respelled | null {
  const folded = foldKeepingIndexes(message).replace(/[’]/g, "'");
  if (!SPELLING_TALK.test(folded)) return null;
  // "Katia, with a K": the letters the message names, which may start the word anew.
  const lettersNamed = new Set(
    [...folded.matchAll(/\b(?:with|con)\s+(?:an?|una?|la)?\s*(\p{L})(?![\p{L}'])/gu)].map((m) => m[1]!),
  );
  const said = [...message.matchAll(/[\p{L}][\p{L}'’-]{2,}/gu)].map((m) => ({
    word: m[0].replace(/’/g, "'"),
    at: m.index,
  }));
  const hits: Respelled[] = [];
  for (const { key, value } of stored) {
    const words = value.split(/\s+/);
    if (words.length > 4) continue;
    for (const [i, w] of words.entries()) {
      const near = said.filter((s) =>
        closeRespelling(normalizeText(w), normalizeText(s.word), w, s.word, lettersNamed),
      );
      if (near.length !== 1) continue;
      const next = [...words];
      next[i] = near[0]!.word;
      hits.push({ key, value: next.join(' '), at: near[0]!.at });
    }
  }
  return hits.length === 1 ? hits[0]! : null;
}

/**
 * Another spelling of the same word: not the same letters, one or two edits apart, 4+ letters, starting alike
 * (or with the one letter changed that the message names: "Katia, with a K" for "Catia").
 */
function closeRespelling(
  old: string,
  now: string,
  oldRaw: string,
  nowRaw: string,
  named: Set<string>,
): boolean {
  if (oldRaw === nowRaw || old.length < 4 || now.length < 4) return false;
  if (old[0] !== now[0])
    return named.has(now[0]!) && old.slice(1) === now.slice(1) && old.length === now.length;
  const d = editDistance(old, now, 2);
  return (d >= 1 && d <= 2) || (d === 0 && oldRaw.toLowerCase() !== nowRaw.toLowerCase());
}
