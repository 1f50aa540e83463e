import { meaningsIn } from './lexicon';
import { KINDS_OF } from './lexicon/kinds-of';
import { negatedClauses } from './option-scores';
import { normalizeText } from './text';

/**
 * "headshots" to Photography / Video / Drone → Photography; "a labrador" to Dog / Cat → Dog; "salmon" to Meat /
 * Fish / Vegetarian → Fish; "un tinto" to Vino / Cerveza → Vino: a kind said picks the option that is its
 * category (`lexicon/kinds-of.ts`, one way only). The nearest category an option holds counts (a headshot is a
 * portrait before it is photography); a kind whose categories fall in two options, or two kinds pointing to
 * different options, pick nothing (the question is asked again). Words that mean or name an option are read by
 * meaning and by name, not here.
 */

/** kind phrase → the categories (keys as written, "beer|cerveza") it belongs to. */
const PARENTS = new Map<string, string[]>();
for (const line of KINDS_OF) {
  const at = line.indexOf(':');
  const category = line.slice(0, at).trim();
  for (const kind of line.slice(at + 1).split(',')) {
    const k = kind.trim();
    if (!k) continue;
    const known = PARENTS.get(k) ?? [];
    if (!known.includes(category)) PARENTS.set(k, [...known, category]);
  }
}
const LONGEST = Math.max(...[...PARENTS.keys()].map((k) => k.split(' ').length));

const wordsFor = (text: string) =>
  normalizeText(text)
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);

/** A listed kind for a phrase, as written or in its plural ("labradors", "sardinas"). */
function kindAt(phrase: string): string | null {
  if (PARENTS.has(phrase)) return phrase;
  for (const single of [phrase.replace(/s$/, ''), phrase.replace(/es$/, '')])
    if (single !== phrase && PARENTS.has(single)) return single;
  return null;
}

/** The kinds a text says, longest phrases first, each word used once. */
export function kindsIn(text: string): string[] {
  const words = wordsFor(text);
  const used = new Set<number>();
  const found: string[] = [];
  for (let size = Math.min(LONGEST, words.length); size >= 1; size--)
    for (let i = 0; i + size <= words.length; i++) {
      if ([...Array(size).keys()].some((k) => used.has(i + k))) continue;
      const kind = kindAt(words.slice(i, i + size).join(' '));
      if (!kind) continue;
      for (let k = 0; k < size; k++) used.add(i + k);
      if (!found.includes(kind)) found.push(kind);
    }
  return found;
}

/** The categories of a kind, nearest first: [its own], [theirs], … (three steps at most, no loops). */
export function categoriesOf(kind: string): string[][] {
  const levels: string[][] = [];
  const seen = new Set<string>();
  let from = [kind];
  for (let depth = 0; depth < 3 && from.length > 0; depth++) {
    const next = from.flatMap((k) => PARENTS.get(k) ?? []).filter((c) => !seen.has(c));
    for (const c of next) seen.add(c);
    if (next.length > 0) levels.push([...new Set(next)]);
    // A category written as a kind of another ("dog" under "pet") goes up one more step.
    from = next.flatMap((c) => c.split('|').map((n) => n.trim()));
  }
  return levels;
}

const singular = (w: string) => w.replace(/(?:es|s)$/, '');

/** Whether an option holds a phrase as its own words, singular or plural ("Beers" holds "beer"). */
function holdsWords(option: string, phrase: string): boolean {
  const ow = wordsFor(option).map(singular);
  const pw = wordsFor(phrase).map(singular);
  if (pw.length === 0) return false;
  for (let i = 0; i + pw.length <= ow.length; i++) if (pw.every((w, k) => ow[i + k] === w)) return true;
  return false;
}

/**
 * Whether an option is the category: it holds one of its names, or every lexicon meaning of one ("Baño perro
 * grande" is a "large dog": large and dog; "Large (25kg+)" is not).
 */
function isCategory(option: string, category: string): boolean {
  const own = meaningsIn(option);
  return category.split('|').some((name) => {
    const n = name.trim();
    if (holdsWords(option, n)) return true;
    const meant = [...meaningsIn(n).keys()];
    return meant.length > 0 && meant.every((m) => own.has(m));
  });
}

/**
 * The options a kind's nearest categories point to. A category every option is tells them apart no more
 * ("mastín" to three dog baths is a dog for all three; a large dog for one).
 */
function optionsForKind(options: readonly string[], kind: string): string[] {
  for (const level of categoriesOf(kind)) {
    const telling = level
      .map((c) => options.filter((o) => isCategory(o, c)))
      .filter((hits) => hits.length > 0 && hits.length < options.length);
    if (telling.length === 0) continue;
    // A kind is each of its categories: the options all of them fit (a rottweiler: a dog, and a large dog);
    // when none fits all (a honda: a car or a motorbike), every one is a candidate and it is asked.
    const all = telling.reduce((a, b) => a.filter((o) => b.includes(o)));
    return all.length > 0 ? all : [...new Set(telling.flat())];
  }
  return [];
}

/** The options the words mean by themselves (a lexicon meaning they share), when that tells some from the rest. */
function meantOptions(options: readonly string[], said: string): string[] {
  const meant = meaningsIn(said);
  const hits = options.filter((o) => [...meaningsIn(o).keys()].some((m) => meant.has(m)));
  return hits.length < options.length ? hits : [];
}

/** The one option the kinds said are a kind of; null when none, or when they point to two options. */
export function optionByKind(options: readonly string[], raw: string): string | null {
  if (options.length < 2) return null;
  const said = negatedClauses(raw).positive;
  const kinds = kindsIn(said);
  // A kind that an option names is read by name ("salmon" to Salmon / Fish), not lifted to its category.
  if (kinds.length === 0 || kinds.some((k) => options.some((o) => holdsWords(o, k)))) return null;
  // Words that already mean some options are read by meaning: a kind never settles between them ("que me
  // saquen una muela del juicio": extraction and a tooth, asked, not the tooth's cleaning).
  if (meantOptions(options, said).length > 0) return null;
  // A kind that means an option by itself points to it ("guitarra" to Guitar), not to its category.
  const hits = new Set(
    kinds.flatMap((k) => {
      const own = meantOptions(options, k);
      return own.length > 0 ? own : optionsForKind(options, k);
    }),
  );
  return hits.size === 1 ? [...hits][0]! : null;
}
