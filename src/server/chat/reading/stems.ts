import { newStemmer } from 'snowball-stemmers';
import { normalizeText } from './text';

/**
 * Words by their stem, in English and Spanish (Snowball, the stemmers search engines use): "cenar" and "Cena",
 * "reparar" and "Reparación", "alquiler" and "Alquilar", "renovating" and "Renovation" share one. Visitors
 * write Spanish without accents, and Snowball's Spanish suffixes carry them ("-ación"), so a folded word gets
 * its suffix's accent back before it is stemmed.
 */
const EN = newStemmer('english');
const ES = newStemmer('spanish');

const ACCENTED: [RegExp, string][] = [
  [/([cs])ion(es)?$/, '$1ión$2'],
  [/logia(s)?$/, 'logía$1'],
];

const cache = new Map<string, readonly [string, string]>();

/** A word's English and Spanish stems, folded (lower case, no accents). */
export function stemsOf(word: string): readonly [string, string] {
  const folded = normalizeText(word);
  const hit = cache.get(folded);
  if (hit) return hit;
  const accented = ACCENTED.reduce((w, [re, to]) => w.replace(re, to), folded);
  const out = [normalizeText(EN.stem(folded)), normalizeText(ES.stem(accented))] as const;
  if (cache.size > 20_000) cache.clear();
  cache.set(folded, out);
  return out;
}

/**
 * Whether two words are one word in another form ("cenar"/"cena", "bikes"/"bike"): the same stem in either
 * language, at least three letters long, of words of at least four letters (short words stay exact).
 */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 4 || b.length < 4 || /\d/.test(a + b)) return false;
  const [ea, sa] = stemsOf(a);
  const [eb, sb] = stemsOf(b);
  if ((ea.length >= 3 && ea === eb) || (sa.length >= 3 && sa === sb)) return true;
  // "tiendecita" is a little "Tienda", "perrito" a little "perro", "cafecito" a little "café".
  return (
    undiminished(a).some((x) => x !== a && sameStem(x, b)) ||
    undiminished(b).some((x) => x !== b && sameStem(a, x))
  );
}

const DIMINUTIVES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(\p{L}{4,})ecit([oa])(s?)$/u, (m) => `${m[1]}${m[2]}${m[3]}`],
  [/^(\p{L}{4,})cit[oa](s?)$/u, (m) => `${m[1]}${m[2]}`],
  [/^(\p{L}{4,})it([oa])(s?)$/u, (m) => `${m[1]}${m[2]}${m[3]}`],
  [/^(\p{L}{4,})ill([oa])(s?)$/u, (m) => `${m[1]}${m[2]}${m[3]}`],
];

/** A Spanish diminutive's possible base words ("tiendecita" → "tienda", "cafecito" → "cafe"), long enough ones. */
function undiminished(word: string): string[] {
  const w = normalizeText(word);
  return DIMINUTIVES.flatMap(([re, base]) => {
    const m = re.exec(w);
    return m ? [base(m)] : [];
  });
}
