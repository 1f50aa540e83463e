import { FILLER } from './option-positions';
import { negatedClauses } from './option-scores';
import { stemsOf } from './stems';
import { normalizeText, wordsOf } from './text';

/**
 * Words of one family: a word and the words made from it by a derivation that keeps its meaning ("salina" is
 * of "sal", "realista" of "Realismo", "guitarist" of "Guitar", "pianist" of "Piano"), besides the inflected
 * forms `sameStem` already joins ("snapped"/"snap", "cenar"/"cena"). Only suffixes that say "of that thing"
 * or "one who does it" count; suffixes that change the thing named ("-ero": "cartera" is no "carta"; "-ante":
 * "estudiante" is no "estudio"; "-y": "party" is no "part"; "-less") stay out.
 */
const DERIVATIONS = [
  // Spanish: "realista"/"realismo", "arenoso" (sandy).
  'istas',
  'ista',
  'ismos',
  'ismo',
  'osos',
  'osas',
  'oso',
  'osa',
  // English: "guitarist", "realism", "realistic", "colourful", "greenish".
  'istic',
  'ists',
  'ist',
  'isms',
  'ism',
  'ful',
  'ish',
];

/**
 * Spanish "-ino"/"-ina" ("salina": of salt, "marino": of the sea) ends many nouns of their own too ("cortina",
 * "oficina", "cocina"), so it counts only when what is left is the other word itself, unchanged.
 */
const EXACT_ONLY = ['inas', 'inos', 'ina', 'ino'];

const strip = (word: string, suffixes: string[]) =>
  suffixes.flatMap((s) =>
    word.endsWith(s) && word.length - s.length >= 3 ? [word.slice(0, -s.length)] : [],
  );

/** The roots a word is derived from by one suffix of the list (three letters or more). */
const rootsOf = (word: string) => strip(word, DERIVATIONS);

/** A base word and the forms a root may take of it: itself, without its last vowel, its stems. */
function basesOf(word: string): string[] {
  const [en, es] = stemsOf(word);
  return [...new Set([word, word.replace(/[aeiou]$/u, ''), en, es])];
}

/**
 * Whether two words (folded) are of one family: one form of the other, derived from the other, or both derived
 * from one root. A root of three letters counts only as the whole other word ("salina" and "Sal"; "cocina" is
 * no "coco"); a shared root of two derived words needs four ("realista", "realismo").
 */
export function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  if (/\d/.test(a + b)) return false;
  // One form of the other, by a stem long enough to tell ("casado" is no "casa": both "cas").
  const [ea, sa] = stemsOf(a);
  const [eb, sb] = stemsOf(b);
  if (a.length >= 4 && b.length >= 4 && ((ea.length >= 4 && ea === eb) || (sa.length >= 4 && sa === sb)))
    return true;
  const derivedFrom = (x: string, y: string) =>
    rootsOf(x).some((r) => r === y || (r.length >= 4 && basesOf(y).includes(r)));
  if (derivedFrom(a, b) || derivedFrom(b, a)) return true;
  if (strip(a, EXACT_ONLY).includes(b) || strip(b, EXACT_ONLY).includes(a)) return true;
  const shared = rootsOf(a).filter((r) => r.length >= 4);
  return shared.length > 0 && rootsOf(b).some((r) => shared.includes(r));
}

/**
 * "locked out" and "Lockout", "set up" and "Setup", "work out" and "Workout": two words said apart that make
 * one word of an option, the first in any form ("locked" → "lock").
 */
function joinsInto(first: string, second: string, word: string): boolean {
  if (word.length < 5 || !word.endsWith(second) || second.length < 2) return false;
  const head = word.slice(0, -second.length);
  return head.length >= 3 && (first === head || stemsOf(first).includes(head));
}

/** An option's words of three letters or more, a hyphenated one also in its parts ("Anti-snap" → snap). */
const optionWords = (option: string) =>
  wordsOf(normalizeText(option))
    .flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w]))
    .filter((w) => w.length >= 3 && !/\d/.test(w));

/**
 * "usamos electrólisis salina" → "Sal"; "un tatu realista" → "Realismo"; "I'm locked out" → "Lockout"; "the
 * one that can't be snapped" → "Anti-snap cylinder": in a short answer (four words that say something, at
 * most), the one option a word of which is of the family of a word said (not in a clause ruled out). A word several options share tells nothing; when words point
 * to two options, nothing is picked (the question is asked again).
 */
export function optionByFamily(options: readonly string[], raw: string): string | null {
  if (options.length < 2) return null;
  const said = wordsOf(negatedClauses(raw).positive.replace(/[’']/g, ' ')).filter(
    (w) => !FILLER.has(w) && !/\d/.test(w),
  );
  // A short answer only: in a longer message a word of one form with an option's word is as often about
  // something else (measured: on longer messages it stored a wrong option on an unread set).
  if (said.length === 0 || said.length > 4) return null;
  const own = options.map(optionWords);
  const shared = (w: string) => own.filter((ws) => ws.includes(w)).length > 1;
  // Two words that join into an option's word are read as that word, not each by itself ("locked out" is
  // "Lockout", not the "lock" of "Lock change").
  const joined = new Set<number>();
  const hits = new Set<number>();
  own.forEach((ws, i) => {
    for (const w of ws.filter((x) => !shared(x)))
      said.forEach((s, k) => {
        if (k + 1 < said.length && joinsInto(s, said[k + 1]!, w)) {
          joined.add(k).add(k + 1);
          hits.add(i);
        }
      });
  });
  const single = said.filter((s, k) => !joined.has(k) && s.length >= 4);
  own.forEach((ws, i) => {
    if (ws.some((w) => !shared(w) && !FILLER.has(w) && single.some((s) => sameFamily(s, w)))) hits.add(i);
  });
  return hits.size === 1 ? options[[...hits][0]!]! : null;
}
