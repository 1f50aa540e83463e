import { foldKeepingIndexes, type Span } from './text';

const UNITS: Record<string, number> = {};
const add = (words: string, start: number, step = 1) =>
  words.split(' ').forEach((w, i) => {
    UNITS[w] = start + i * step;
  });
add('zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen', 0);
add('sixteen seventeen eighteen nineteen', 16);
add('twenty thirty forty fifty sixty seventy eighty ninety', 20, 10);
add('cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince', 0);
add('dieciseis diecisiete dieciocho diecinueve veinte veintiuno veintidos veintitres veinticuatro', 16);
add('veinticinco veintiseis veintisiete veintiocho veintinueve', 25);
add('treinta cuarenta cincuenta sesenta setenta ochenta noventa', 30, 10);
add(
  'doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos',
  200,
  100,
);
add(
  'doscientas trescientas cuatrocientas quinientas seiscientas setecientas ochocientas novecientas',
  200,
  100,
);
Object.assign(UNITS, { una: 1, un: 1, veintiun: 21, veintiuna: 21, cien: 100, ciento: 100 });

/** A single number word's value ("tres" → 3, "veintiuno" → 21), or undefined. */
export function unitWord(word: string): number | undefined {
  return UNITS[word];
}

/** Words that multiply what comes before them ("two thousand", "dos mil", "3 millones"). */
export const SCALES: Record<string, number> = {
  hundred: 100,
  hundreds: 100,
  thousand: 1_000,
  thousands: 1_000,
  grand: 1_000,
  mil: 1_000,
  million: 1_000_000,
  millions: 1_000_000,
  millon: 1_000_000,
  millones: 1_000_000,
  billion: 1_000_000_000,
  lakh: 100_000,
  lakhs: 100_000,
  crore: 10_000_000,
  crores: 10_000_000,
  dozen: 12,
  dozens: 12,
  docena: 12,
  docenas: 12,
};
const ARTICLES = new Set(['a', 'an', 'un', 'una', 'one']);
const HALF = new Set(['half', 'medio', 'media']);

/** A number written in words, with where it is in the text. */
export interface WordNumber extends Span {
  value: number;
  /** Ends in a scale word ("thousand", "mil"): a range's other end may share it. */
  scale: number | null;
}

interface Token extends Span {
  w: string;
}

function tokens(text: string): Token[] {
  const folded = foldKeepingIndexes(text);
  return [...folded.matchAll(/\p{L}+/gu)].map((m) => ({
    w: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const isNumberWord = (w: string) => w in UNITS || w in SCALES || HALF.has(w);
const TENS = new Set(
  'twenty thirty forty fifty sixty seventy eighty ninety treinta cuarenta cincuenta sesenta setenta ochenta noventa'.split(
    ' ',
  ),
);
const PLURAL_SCALES = new Set(['hundreds', 'thousands', 'millions', 'millones', 'dozens', 'docenas']);

/** "and"/"y" inside one number ("one hundred and twenty", "treinta y dos", "seven and a half"), not between two. */
function joins(w: string, prev: string, next: string, afterNext: string | undefined): boolean {
  if (w === 'and') return (next === 'a' && afterNext === 'half') || (prev in SCALES && next in UNITS);
  if (w === 'y')
    return HALF.has(next) || (TENS.has(prev) && (UNITS[next] ?? 0) >= 1 && (UNITS[next] ?? 0) <= 9);
  return false;
}

/** The value of a run of number words ("one hundred and twenty", "siete y medio", "medio millón"). */
function runValue(run: string[]): number | null {
  let total = 0;
  let current = 0;
  let lastScale = 1;
  let pendingHalf = false;
  for (let i = 0; i < run.length; i++) {
    const w = run[i]!;
    if (w === 'and' || w === 'y') continue;
    if (HALF.has(w)) {
      // "and a half" / "y medio": half of the unit just said; "half a million" / "medio millón": half of what follows.
      const after = run[i + 1];
      const joined = run[i - 1] === 'and' || run[i - 1] === 'y' || run[i - 2] === 'and' || run[i - 1] === 'a';
      if (joined && (current > 0 || total > 0) && !(after && after in SCALES && current === 0)) {
        if (current > 0) current += 0.5;
        else total += 0.5 * lastScale;
      } else pendingHalf = true;
      continue;
    }
    if (w === 'a' || w === 'an') continue;
    // "un cinco" (a five, said of a score) is 5: an article before a number word is no "one".
    if (i === 0 && /^(?:un|una)$/.test(w) && run[i + 1] !== undefined && run[i + 1]! in UNITS) continue;
    if (w in SCALES) {
      const scale = SCALES[w]!;
      const base = pendingHalf ? 0.5 : current || 1;
      pendingHalf = false;
      if (scale === 100) current = base * 100;
      else {
        total += base * scale;
        current = 0;
        lastScale = scale;
      }
      continue;
    }
    if (w in UNITS) current += UNITS[w]!;
  }
  if (pendingHalf) return null;
  const v = total + current;
  return Number.isFinite(v) && v > 0
    ? v
    : v === 0 && run.some((w) => w === 'zero' || w === 'cero')
      ? 0
      : null;
}

/**
 * Every number written in English or Spanish words ("twenty-five", "treinta y dos", "a dozen",
 * "seven and a half", "un millón"), with its span. A lone article ("a", "un", "one") is not a number.
 */
export function findWordNumbers(text: string): WordNumber[] {
  const toks = tokens(text);
  const out: WordNumber[] = [];
  let i = 0;
  while (i < toks.length) {
    const t = toks[i]!;
    const startsRun = isNumberWord(t.w) || (ARTICLES.has(t.w) && isNumberWord(toks[i + 1]?.w ?? ''));
    if (!startsRun) {
      i++;
      continue;
    }
    const run: Token[] = [t];
    let j = i + 1;
    while (j < toks.length) {
      const w = toks[j]!.w;
      const next = toks[j + 1]?.w ?? '';
      const gap = text.slice(toks[j - 1]!.end, toks[j]!.start);
      if (/[^\s-]/.test(gap)) break;
      if (isNumberWord(w)) run.push(toks[j]!);
      else if (joins(w, toks[j - 1]!.w, next, toks[j + 2]?.w)) run.push(toks[j]!);
      else if (w === 'a' && (toks[j + 1]?.w === 'half' || (next in SCALES && run.length > 0)))
        run.push(toks[j]!);
      else break;
      j++;
    }
    const words = run.map((r) => r.w);
    const meaningful = words.filter((w) => !ARTICLES.has(w) && w !== 'and' && w !== 'y');
    // "un perro", "one of them": a lone article is not a number; "medio" alone is not either.
    const lone = meaningful.length === 1 ? meaningful[0]! : '';
    // "a couple thousand" = 2,000; "a few hundred", "several thousand" are no figure; "thousand" alone
    // needs its article in English ("a thousand"), while Spanish "mil", "cien" stand alone.
    const before = toks[i - 1]?.w ?? '';
    const bareScale =
      meaningful.length > 0 && meaningful.every((w) => w in SCALES) && words[0] === meaningful[0];
    const vague =
      /^(?:few|several|many|some|varios|varias|algunos|algunas|cuantos|cuantas|muchos|muchas)$/.test(before);
    const couple = /^(?:couple|par)$/.test(before);
    if (couple && bareScale) words.unshift('two');
    if (
      meaningful.length > 0 &&
      !HALF.has(lone) &&
      !PLURAL_SCALES.has(lone) &&
      !(vague && bareScale) &&
      !(bareScale && !couple && !/^(?:mil|cien|ciento|millon|docena)$/.test(meaningful[0]!))
    ) {
      const value = runValue(words);
      if (value !== null) {
        const lastWord = words[words.length - 1]!;
        out.push({
          start: run[0]!.start,
          end: run[run.length - 1]!.end,
          value,
          scale: lastWord in SCALES && SCALES[lastWord]! >= 1000 ? SCALES[lastWord]! : null,
        });
      }
    }
    i = j;
  }
  return out;
}

/** A number spelled in words when the whole answer holds exactly one ("twenty-five", "treinta y dos"). */
export function parseNumberWords(text: string): number | null {
  const found = findWordNumbers(text);
  if (found.length === 1) return found[0]!.value;
  // "one" alone is the answer "1".
  if (found.length === 0 && /^\s*(?:one|uno|una|un)\s*$/i.test(text)) return 1;
  return null;
}
