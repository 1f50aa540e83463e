const SMALL: Record<string, number> = {};
const ADD = (words: string, start: number, step = 1) =>
  words.split(' ').forEach((w, i) => {
    SMALL[w] = start + i * step;
  });
ADD('zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen', 0);
ADD('sixteen seventeen eighteen nineteen', 16);
ADD('twenty thirty forty fifty sixty seventy eighty ninety', 20, 10);
ADD('cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince', 0);
ADD('dieciseis diecisiete dieciocho diecinueve veinte veintiuno veintidos veintitres veinticuatro', 16);
ADD('veinticinco veintiseis veintisiete veintiocho veintinueve', 25);
ADD('treinta cuarenta cincuenta sesenta setenta ochenta noventa', 30, 10);
ADD(
  'doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos',
  200,
  100,
);
ADD(
  'doscientas trescientas cuatrocientas quinientas seiscientas setecientas ochocientas novecientas',
  200,
  100,
);
Object.assign(SMALL, { una: 1, un: 1, veintiun: 21, cien: 100, ciento: 100 });
const ARTICLES = new Set(['un', 'una', 'one']);
const CONNECTORS = new Set(['and', 'y']);

const isNumberWord = (w: string) => w in SMALL || w === 'hundred' || w === 'thousand' || w === 'mil';

function value(run: string[]): number {
  let total = 0;
  let current = 0;
  for (const w of run) {
    if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'thousand' || w === 'mil') {
      total += (current || 1) * 1000;
      current = 0;
    } else current += SMALL[w] ?? 0;
  }
  return total + current;
}

/** A number spelled in English or Spanish words ("twenty-five", "treinta y dos"), when exactly one is given. */
export function parseNumberWords(normalized: string): number | null {
  const words = normalized.split(/[^a-z]+/).filter(Boolean);
  const runs: string[][] = [];
  let run: string[] = [];
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (isNumberWord(w)) run.push(w);
    else if (CONNECTORS.has(w) && run.length > 0 && next !== undefined && isNumberWord(next)) return;
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  });
  if (run.length > 0) runs.push(run);
  // "un perro", "one of them": an article alone is not a number unless it is the whole answer.
  const meaningful = runs.filter((r) => !(r.length === 1 && ARTICLES.has(r[0]!)) || words.length === 1);
  return meaningful.length === 1 ? value(meaningful[0]!) : null;
}
