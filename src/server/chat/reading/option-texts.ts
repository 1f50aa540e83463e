import { sameStem } from './stems';
import { containsPhrase, normalizeText, wordsOf } from './text';

/**
 * An option described by what the owner wrote about it: "the one in the pool" → Aqua when the question's help
 * says "Aqua classes take place in the pool"; "el de los 9 platos" → Menú degustación when it says "El menú
 * degustación son 9 platos pequeños". The owner's texts (the question's help, the form's knowledge and
 * description) are cut into passages; a passage that names exactly one option describes it. The visitor's
 * words (the light ones set aside) must all be in one such passage, and in no passage of another option:
 * when two options fit, nothing is picked and the question is asked again.
 */

/** Words that describe nothing of their own: articles, pronouns, light verbs, "one", "option". */
const LIGHT = new Set(
  (
    'the a an one ones that which who where with without in on at of for to by from and or is are was its it it s ' +
    'i i d i m want would like take need get have has had please thanks just maybe think guess some any ' +
    'option choice plan kind type thing stuff about that s where s which s this these those there ' +
    'el la lo los las un una uno unos unas que de del en con sin por para al y o es son esta estan ese esa ' +
    'eso este quiero querria quisiera prefiero me mi tiene tienen hay sea pues vale porfa favor gracias ' +
    'opcion tipo cosa cual donde'
  ).split(' '),
);

/** Passages of the owner's texts: sentences and clauses (a ";" or a line break ends one). */
function passagesOf(texts: readonly string[]): string[] {
  return texts
    .flatMap((t) => t.split(/\n+|;|(?<=[.!?])\s+/u))
    .map((p) => normalizeText(p).trim())
    .filter((p) => p.length > 0);
}

/** A passage that names several options ("Spin is on bikes, Aqua in the pool") in its comma clauses. */
const clausesOf = (passage: string) => [passage, ...passage.split(/\s*,\s*/u).filter((c) => c !== passage)];

/** The option a passage names (its full name, or a word of four letters or more only it has), if exactly one. */
function namedIn(options: readonly string[], passage: string): number | null {
  const names = options.map((o) => normalizeText(o).trim());
  const own = names.map((n) => wordsOf(n).filter((w) => w.length >= 4));
  const only = (w: string) => own.filter((ws) => ws.includes(w)).length === 1;
  const hits = new Set<number>();
  names.forEach((n, i) => {
    if (n.length >= 2 && containsPhrase(passage, n)) hits.add(i);
    else if (own[i]!.some((w) => only(w) && containsPhrase(passage, w))) hits.add(i);
  });
  return hits.size === 1 ? [...hits][0]! : null;
}

const sameWord = (a: string, b: string) =>
  a === b || (!/\d/.test(a + b) && (a.replace(/e?s$/, '') === b.replace(/e?s$/, '') || sameStem(a, b)));

/**
 * The one option whose passage in the owner's texts holds every describing word the visitor said. Null when
 * the words name an option themselves, say nothing describing, or fit passages of two options.
 */
export function optionByOwnerText(
  options: readonly string[],
  said: string,
  texts: readonly (string | null | undefined)[],
): string | null {
  const sources = texts.filter((t): t is string => typeof t === 'string' && t.trim().length > 0);
  if (sources.length === 0 || options.length < 2) return null;
  const optionWords = new Set(options.flatMap((o) => wordsOf(normalizeText(o))));
  const words = wordsOf(normalizeText(said).replace(/[’']/g, ' ')).filter(
    (w) => !LIGHT.has(w) && (w.length >= 3 || /\d/.test(w)),
  );
  // A message that names an option is read by name, not here; a long one is no description.
  if (words.length === 0 || words.length > 5 || words.some((w) => optionWords.has(w))) return null;
  const fits = new Set<number>();
  for (const passage of passagesOf(sources).flatMap(clausesOf)) {
    const at = namedIn(options, passage);
    if (at === null) continue;
    const held = wordsOf(passage);
    if (words.every((w) => held.some((h) => sameWord(w, h)))) fits.add(at);
  }
  return fits.size === 1 ? options[[...fits][0]!]! : null;
}
