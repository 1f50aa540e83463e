import { unitWord } from './number-words';
import { negatedClauses } from './option-scores';
import { normalizeText, wordsOf } from './text';

/** Option words naming a period, with its length in months. */
const PERIOD_WORDS: [RegExp, number][] = [
  [/^(?:monthly|mensual|mensuales|mensualidad)$/, 1],
  [/^(?:bimonthly|bimestral|bimestrales)$/, 2],
  [/^(?:quarterly|trimestral|trimestrales)$/, 3],
  [/^(?:semestral|semestrales|semiannual|semi-annual|half-yearly|biannual)$/, 6],
  [/^(?:annual|yearly|anual|anuales)$/, 12],
];

const UNIT = '(months?|meses|mes|years?|anos?)';
/** A count and a unit of time, after a word that makes it the option's length, or opening the reply. */
const LENGTH_SAID = new RegExp(
  `(?:^|[,.;:]\\s*|\\b(?:de|del|cada|every|each|el|la|lo|los|las|the|a|an|plan|cuota|pago|bono|option|opcion)\\s+)(\\d{1,2}|\\p{L}+)[\\s-]${UNIT}\\b`,
  'gu',
);
const HALF_YEAR = /\b(?:medio ano|half a year|half-year|half year)\b/u;

const ARTICLE_COUNT: Record<string, number> = { a: 1, an: 1 };

/** The length in months of the option's period, if it names one. */
function periodOf(option: string): number | null {
  for (const w of wordsOf(normalizeText(option)))
    for (const [re, months] of PERIOD_WORDS) if (re.test(w)) return months;
  return null;
}

/** The lengths in months said in the words, as an option's would be. */
function lengthsSaid(text: string): number[] {
  const out: number[] = [];
  if (HALF_YEAR.test(text)) out.push(6);
  for (const m of text.matchAll(LENGTH_SAID)) {
    const count = /^\d+$/.test(m[1]!) ? Number(m[1]) : (unitWord(m[1]!) ?? ARTICLE_COUNT[m[1]!]);
    if (count === undefined || count <= 0) continue;
    out.push(/^(?:year|ano)/.test(m[2]!) ? count * 12 : count);
  }
  return out;
}

/**
 * Options that say how often something recurs ("Mensual", "Trimestral", "Annual plan") are picked by the length
 * said in months or years: "la de tres meses" → Trimestral, "every 6 months" → Semestral, "the 12-month one" →
 * Annual. The length must be said as the option's (after "de", "cada", "every", "the", "a"…, or as the whole
 * reply), never as a time from now ("me mudo en tres meses") or a span of use ("for 3 months"). Undefined (other readers go on)
 * when no option, or two, last that long, or the lengths said point to different options.
 */
export function optionByPeriod(options: readonly string[], raw: string): string | undefined {
  const periods = options.map(periodOf);
  if (periods.filter((p) => p !== null).length < 2) return undefined;
  const said = new Set(lengthsSaid(normalizeText(negatedClauses(raw).positive).replace(/[’']/g, ' ')));
  if (said.size !== 1) return undefined;
  const months = [...said][0];
  const hits = options.filter((_, i) => periods[i] === months);
  return hits.length === 1 ? hits[0]! : undefined;
}
