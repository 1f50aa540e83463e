import { negatedClauses } from './option-scores';
import { normalizeText, wordsOf } from './text';

/**
 * Options said by a short code instead of their words: an initialism of a multi-word option ("SUP" →
 * "Stand-up paddleboard", "PT" → "Personal training"), a level code inside a range option ("tengo el C1" →
 * "C1-C2"), and "the normal one" for the one option marked as the plain level ("la normal" → "Afinación
 * básica"). Each returns null when nothing, or more than one option, fits.
 */

const JOINERS = new Set(['of', 'and', 'de', 'del', 'y', 'e', 'the', 'la', 'el', 'for', 'para', '&']);

/** The initials an option's words spell, with and without its joining words ("Bed and breakfast": bab, bb). */
function initialsOf(option: string): string[] {
  const words = normalizeText(option)
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s\-–/]+/u)
    .filter((w) => /^\p{L}/u.test(w));
  if (words.length < 2) return [];
  const all = words.map((w) => w[0]).join('');
  const content = words
    .filter((w) => !JOINERS.has(w))
    .map((w) => w[0])
    .join('');
  return [...new Set([all, content])].filter((i) => i.length >= 2);
}

/**
 * "a SUP board" → "Stand-up paddleboard": a word written in capitals (two to six letters) that spells the
 * initials of exactly one option of two words or more. A word of two capitals counts only in a short
 * answer ("PT please"): "we're in the UK" says no option. Lower-case words are never read as initials.
 */
export function optionByInitials(options: readonly string[], raw: string): string | null {
  const positive = negatedClauses(raw).positive;
  const kept = new Set(wordsOf(normalizeText(positive)));
  const capitals = [...raw.matchAll(/(?<![\p{L}\p{N}])(\p{Lu}{2,6})(?![\p{L}\p{N}])/gu)].map((m) => m[1]!);
  const short = wordsOf(normalizeText(raw)).length <= 4;
  const said = capitals.map((c) => c.toLowerCase()).filter((c) => kept.has(c) && (c.length >= 3 || short));
  if (said.length === 0) return null;
  // A capital word that is itself an option's word ("SEO", "VIP") is that option's name, not initials.
  const own = new Set(options.flatMap((o) => wordsOf(normalizeText(o))));
  const hits = new Set<string>();
  for (const c of said) {
    if (own.has(c)) return null;
    for (const o of options) if (initialsOf(o).includes(c)) hits.add(o);
  }
  return hits.size === 1 ? [...hits][0]! : null;
}

/** A level code: letters then a figure ("C1", "B2", "N3", "HSK4"), as [letters, figure]. */
const CODE = /^(\p{L}{1,3})(\d{1,2})$/u;

const codeOf = (w: string): [string, number] | null => {
  const m = CODE.exec(w);
  return m ? [m[1]!, Number(m[2])] : null;
};

const order = ([l, n]: [string, number]) => `${l.padStart(3, ' ')}${String(n).padStart(2, '0')}`;

/** A range option written as two codes ("A1-A2", "B1 – B2", "C1/C2"), as its ends. */
function codeRange(option: string): [[string, number], [string, number]] | null {
  const m = /^\s*(\p{L}{1,3}\d{1,2})\s*(?:-|–|—|\/|to|a)\s*(\p{L}{1,3}\d{1,2})\s*$/u.exec(
    normalizeText(option),
  );
  if (!m) return null;
  const ends = [codeOf(m[1]!), codeOf(m[2]!)];
  if (!ends[0] || !ends[1]) return null;
  // "N5-N4": a range written from the higher code down.
  return order(ends[0]) <= order(ends[1]) ? [ends[0], ends[1]] : [ends[1], ends[0]];
}

/**
 * "Tengo el C1 de inglés" → "C1-C2": when the options are ranges of level codes, each code said falls in one
 * range (letters first, then the figure: B2 is in "B1-B2", not in "C1-C2"). Codes falling in two options
 * ("B2 or C1") pick nothing.
 */
export function optionByCodeRange(options: readonly string[], raw: string): string | null {
  const ranges = options.map(codeRange);
  if (ranges.filter(Boolean).length < 2) return null;
  const codes = wordsOf(normalizeText(negatedClauses(raw).positive))
    .map(codeOf)
    .filter((c): c is [string, number] => c !== null);
  if (codes.length === 0) return null;
  const hits = new Set<string>();
  for (const c of codes) {
    const at = options.filter((_, i) => {
      const r = ranges[i];
      return r !== null && r !== undefined && order(r[0]) <= order(c) && order(c) <= order(r[1]);
    });
    if (at.length !== 1) return null;
    hits.add(at[0]!);
  }
  return hits.size === 1 ? [...hits][0]! : null;
}

/** "the normal one", "la normal", "lo de siempre": the plain level asked for without its name. */
const PLAIN_SAID =
  /(?:^|\b(?:the|a|an|just|only|la|el|lo|una|un|uno|solo|sólo|del|al)\s+)(?:normal|normalita|normalito|standard|estandar|usual|de siempre)\b|\b(?:nothing fancy|nada especial|nada del otro mundo)\b/u;

/** Option words that mark an option as the plain level of a service ("Afinación básica", "Standard wash"). */
const PLAIN_MARK =
  /\b(?:basic|basico|basica|standard|estandar|normal|regular|simple|sencill[oa]|classic|clasic[oa]|essential|esencial|comun)\b/u;

/**
 * "la normal, es para el piano de casa" → "Afinación básica": a visitor asking for the plain one gets the one
 * option marked as the plain level. Null when no option, or two ("Basic" and "Standard"), are so marked, or
 * when the plain word is ruled out ("not the standard one").
 */
export function optionByPlainLevel(options: readonly string[], raw: string): string | null {
  const said = normalizeText(negatedClauses(raw).positive);
  if (!PLAIN_SAID.test(said)) return null;
  const marked = options.filter((o) => PLAIN_MARK.test(normalizeText(o)));
  if (marked.length > 0) return marked.length === 1 ? marked[0]! : null;
  return baseOption(options);
}

/**
 * "Tarta de chocolate" beside "Tarta de chocolate blanco": the one option another option holds whole and adds
 * words to is the plain kind of it. Null when none, or two ("Corte", "Tinte" inside "Corte y tinte").
 */
function baseOption(options: readonly string[]): string | null {
  const words = options.map((o) => wordsOf(normalizeText(o)));
  const bases = options.filter((_, i) =>
    words.some(
      (other, j) => j !== i && other.length > words[i]!.length && words[i]!.every((w) => other.includes(w)),
    ),
  );
  return bases.length === 1 ? bases[0]! : null;
}
