import { MONTH_ALT } from './date-words';
import { readDate } from './dates';
import { meaningsIn } from './lexicon';
import { readNumber } from './numbers';
import { normalizeText } from './text';

const YES =
  /^(?:yes|yeah|yep|yup|sure|of course|definitely|absolutely|correct|please do|si|claro|por supuesto|desde luego|vale|afirmativo|eso es|exacto)$/;
const NO =
  /^(?:no|nope|nah|not really|no thanks|no thank you|para nada|de ninguna manera|negative|ni hablar|no gracias|en absoluto)$/;
const YES_OPTION = /^(?:yes|si)$/;
const NO_OPTION = /^no$/;

const plain = (s: string) =>
  normalizeText(s)
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "yep" → Yes, "para nada" → No, when the options are a yes and a no. */
function yesNo(options: readonly string[], said: string): string | null {
  const yes = options.find((o) => YES_OPTION.test(plain(o)));
  const no = options.find((o) => NO_OPTION.test(plain(o)));
  if (!yes || !no) return null;
  const words = said.replace(/\s+(?:please|thanks|thank you|gracias|por favor)$/, '');
  if (YES.test(words)) return yes;
  if (NO.test(words)) return no;
  return null;
}

/** The figures an option covers: "1-10", "11 to 50", "51+", "more than 200", "menos de 10", "up to 5". */
export function optionRange(option: string): [number, number] | null {
  // "Small (1-10)", "Mediana: 11 a 50": the range inside a label.
  const inner = /\(([^)]*\d[^)]*)\)|:\s*(.*\d.*)$/.exec(option);
  if (inner) {
    const r = optionRange(inner[1] ?? inner[2]!);
    if (r) return r;
  }
  const s = plain(option.replace(/(\d)[.,](?=\d{3}\b)/g, '$1')).replace(/(\d) (?=\d{3}\b)/g, '$1');
  let m = /^(?:de |from |between |entre )?(\d+) ?(?:-|to|a|y|and|hasta)? ?(\d+)(?: \p{L}+)*$/u.exec(
    s.replace(/[–—]/g, '-'),
  );
  if (m && /\d\s*(?:-|to|a|y|and|hasta)\s*\d|^\d+ \d+/.test(s)) return [Number(m[1]), Number(m[2])];
  m = /^(\d+) ?(?:\+|or more|o mas|and more|y mas|and up|plus)(?: \p{L}+)*$/u.exec(s) ?? null;
  if (m || /^\d+\s*\+/.test(option.trim())) return [Number(m?.[1] ?? /\d+/.exec(option)![0]), Infinity];
  const sign = /^\s*([<>])\s*\d/.exec(option)?.[1];
  m =
    /^(?:more than|over|above|mas de|por encima de) ?(\d+)(?: \p{L}+)*$/u.exec(s) ??
    (sign === '>' ? /^(\d+)/.exec(s) : null);
  if (m) return [Number(m[1]) + 1e-9, Infinity];
  m =
    /^(?:less than|under|below|fewer than|menos de|por debajo de) ?(\d+)(?: \p{L}+)*$/u.exec(s) ??
    (sign === '<' ? /^(\d+)/.exec(s) : null);
  if (m) return [-Infinity, Number(m[1]) - 1e-9];
  m = /^(?:up to|hasta|max|maximo|no more than) ?(\d+)(?: \p{L}+)*$/u.exec(s);
  if (m) return [-Infinity, Number(m[1])];
  return null;
}

const REFERRED =
  /\b(?:(?:la|el|lo|las|los) (?:del?|de las?)|the one (?:on|from|for|of|starting) (?:the )?)\s*(\d{1,4})(?:st|nd|rd|th)?\b(?!\s*(?:al|a|to|-|y|and)\s*\d)(?!\s*(?:€|\$|£|%|eur|euros?|dollars?|dolares|pounds?|libras?|pesos?|k|mil)(?!\p{L}))/gu;

/**
 * "mejor la del 19, que el 14 tenemos boda": among several figures, the one said as the option's ("la del N",
 * "the one on the Nth"), when exactly one is.
 */
function referredFigure(raw: string): number | null {
  const said = [...normalizeText(raw).matchAll(REFERRED)].map((m) => Number(m[1]));
  return new Set(said).size === 1 ? said[0]! : null;
}

/** "about 30 people" → "11-50" when every option is a range of figures. */
function byFigure(options: readonly string[], raw: string): string | null {
  const ranges = options.map((o) => optionRange(o));
  if (ranges.filter(Boolean).length < Math.max(2, options.length - 1)) return null;
  const en = readNumber(raw, 'EN');
  const es = readNumber(raw, 'ES');
  // "unos 3.000 €" against "Entre 1.000 y 5.000 €": the options' own way of writing thousands decides.
  const style = options.some((o) => /\d\.\d{3}\b/.test(o))
    ? es
    : options.some((o) => /\d,\d{3}\b/.test(o))
      ? en
      : null;
  const read = style ?? (en.kind === 'value' && es.kind === 'value' && en.value === es.value ? en : null);
  const value = read?.kind === 'value' ? read.value : referredFigure(raw);
  if (value === null) return null;
  const hits = options.filter((_, i) => {
    const r = ranges[i];
    return r !== null && r !== undefined && value >= r[0] && value <= r[1];
  });
  return hits.length === 1 ? hits[0]! : null;
}

/**
 * "we're moving out of a 4-bed house" → "Large move (3+ bedrooms)": a figure with a unit that starts the
 * word a range option counts in picks the one range it falls in, even when other options hold no range.
 */
export function byCountedFigure(options: readonly string[], raw: string): string | null {
  const counted = options.map((o) => {
    const r = optionRange(o);
    const inner = /\(([^)]*\d[^)]*)\)|:\s*(.*\d.*)$/.exec(o);
    const unit = normalizeText(inner?.[1] ?? inner?.[2] ?? o).match(/\p{L}{3,}/u)?.[0] ?? null;
    return r && unit ? { r, unit } : null;
  });
  if (counted.filter(Boolean).length < 2) return null;
  const said = normalizeText(raw);
  const hits = new Set<string>();
  for (const m of said.matchAll(/(?<![\d.,])(\d{1,4})\s*-?\s*(\p{L}{3,})/gu)) {
    const value = Number(m[1]);
    const word = m[2]!;
    options.forEach((o, i) => {
      const c = counted[i];
      if (c && c.unit.startsWith(word.slice(0, 3)) && value >= c.r[0] && value <= c.r[1]) hits.add(o);
    });
  }
  return hits.size === 1 ? [...hits][0]! : null;
}

/** "del 8 al 12", "from the 5th to the 9th", "8-12": the two ends of a range the words say, when they say one. */
const RANGE_SAID =
  /(?<![\d.,:/])(\d{1,4})(?:st|nd|rd|th)?\s*(?:-|–|to|till|until|al|a|hasta)\s*(?:the\s+|el\s+)?(\d{1,4})(?:st|nd|rd|th)?(?![\d.,:/])/u;
const BETWEEN =
  /\b(?:between|entre)\s+(?:the\s+|el\s+)?(\d{1,4})(?:st|nd|rd|th)?\s+(?:and|y)\s+(?:the\s+|el\s+)?(\d{1,4})\b/u;

/**
 * "la del 8 al 12" → "8-12 julio", "from the 12th to the 16th" → "Semana 2 (12-16 julio)": a range said whose
 * two ends are exactly those of one option's range.
 */
export function byRangeSaid(options: readonly string[], raw: string): string | null {
  const said = normalizeText(raw);
  const m = BETWEEN.exec(said) ?? RANGE_SAID.exec(said);
  if (!m) return null;
  const [from, to] = [Number(m[1]), Number(m[2])];
  if (!(from < to)) return null;
  const hits = options.filter((o) => {
    const r = optionRange(o);
    return r !== null && r[0] === from && r[1] === to;
  });
  return hits.length === 1 ? hits[0]! : null;
}

const ARROW = /\s*(?:→|->|=>|>|\bto\b|\ba\b|\binto\b|\bal\b)\s*/u;

/** The meanings of a text in the order they are said ("del español al inglés": spanish, then english). */
function meaningsInOrder(text: string): number[] {
  const out: number[] = [];
  for (const word of normalizeText(text).split(/[^\p{L}]+/u))
    for (const m of meaningsIn(word).keys()) if (!out.includes(m)) out.push(m);
  return out;
}

/**
 * Options that go from one thing to another ("Spanish → English"): the one whose two ends the words say in the
 * same order ("del español al inglés", "from English into Spanish").
 */
function byDirection(options: readonly string[], raw: string): string | null {
  if (!options.every((o) => /→|->|=>/.test(o))) return null;
  const said = meaningsInOrder(raw);
  if (said.length < 2) return null;
  const hits = options.filter((o) => {
    const [from, to] = o.split(ARROW).map(meaningsInOrder);
    const a = said.indexOf(from?.[0] ?? -1);
    const b = said.indexOf(to?.[0] ?? -1);
    return a >= 0 && b > a;
  });
  return hits.length === 1 ? hits[0]! : null;
}

/** The option an answer means without naming it: a yes or a no, or the range of figures its number falls in. */
export function optionByMeaning(options: readonly string[], raw: string): string | null {
  const direction = byDirection(options, raw);
  if (direction) return direction;
  // A thumbs up or down to a yes/no question.
  const thumb = /^\s*(?:👍|👌|✅|✔️?|🆗)\s*$/u.test(raw)
    ? 'yes'
    : /^\s*(?:👎|❌|🚫)\s*$/u.test(raw)
      ? 'no'
      : null;
  return (
    yesNo(options, thumb ?? plain(raw)) ??
    byFigure(options, raw) ??
    byCountedFigure(options, raw) ??
    byRangeSaid(options, raw) ??
    byDay(options, raw)
  );
}

const MONTH_SAID = new RegExp(`\\b(?:${MONTH_ALT})\\b`, 'u');
const optionDays = new Map<string, (string | null)[]>();

/** The day (month and day) each option names, for options that are dates ("Saturday 20 November"). */
function daysOf(options: readonly string[]): (string | null)[] {
  const key = options.join('\n');
  let days = optionDays.get(key);
  if (!days) {
    const now = new Date();
    days = options.map((o) => {
      const r = MONTH_SAID.test(normalizeText(o)) ? readDate(o, 'EN', now) : { kind: 'none' as const };
      const es = r.kind === 'value' ? r : readDate(o, 'ES', now);
      return es.kind === 'value' ? es.value.slice(5) : null;
    });
    if (optionDays.size > 500) optionDays.clear();
    optionDays.set(key, days);
  }
  return days;
}

/** "the 20th of November" → "Saturday 20 November": of options that are days, the one whose day is said with its month. */
function byDay(options: readonly string[], raw: string): string | null {
  if (!MONTH_SAID.test(normalizeText(raw))) return null;
  const days = daysOf(options);
  if (days.filter(Boolean).length < 2) return null;
  for (const language of ['EN', 'ES'] as const) {
    const said = readDate(raw, language, new Date());
    if (said.kind !== 'value') continue;
    const hits = options.filter((_, i) => days[i] === said.value.slice(5));
    if (hits.length === 1) return hits[0]!;
  }
  return null;
}

const STOPWORDS = new Set(
  'what which when where your would like want need have will does the para que quieres quiere necesitas tienes'.split(
    ' ',
  ),
);

/**
 * "no demo, thanks" or "yes to the demo" for "Do you want a demo?" (Yes/No), said beside other answers:
 * a yes or a no together with the thing asked.
 */
export function yesNoAbout(
  options: readonly string[],
  questionText: string,
  fragment: string,
): string | null {
  const yes = options.find((o) => YES_OPTION.test(plain(o)));
  const no = options.find((o) => NO_OPTION.test(plain(o)));
  if (!yes || !no) return null;
  const asked = plain(questionText)
    .split(' ')
    .filter((w) => w.length >= 4 && !STOPWORDS.has(w));
  const words = plain(fragment).split(' ');
  const about = words.some((w) => asked.some((a) => w.length >= 4 && w.slice(0, 5) === a.slice(0, 5)));
  if (!about || words.length > 6) return null;
  if (/^(?:no|sin|without|nope)$/.test(words[0]!)) return no;
  if (/^(?:yes|si|con|with|sure|claro)$/.test(words[0]!)) return yes;
  return null;
}

/** An option that is "none" itself: "Ninguna", "None", "Ninguno todavía", "No tengo". */
const NONE_OPTION = /^(?:none|none yet|ninguna|ninguno|ningun|nada|no tengo|no tenemos)(?: todavia| aun)?$/;
/** Words that deny having the thing: "ninguno tiene…", "nobody has…", "no tenemos…". */
const DENIED =
  /\b(?:ninguno|ninguna|ningun|nadie|none of us|nobody|no one|no tenemos|no tengo|no tiene|no tienen|we don t have|i don t have|we have no|i have no|dont have|don t have)\b/;

/**
 * "ninguno tiene el título todavía" for "¿Qué titulación tenéis?" (Ninguna, Open Water, Advanced): a fragment
 * that denies having the thing the question asks about (a word of the question said in it) picks the option
 * that is "none". Not when it names another option ("nadie tiene el Advanced") or says no denial.
 */
export function noneAbout(options: readonly string[], questionText: string, fragment: string): string | null {
  const none = options.filter((o) => NONE_OPTION.test(plain(o)));
  if (none.length !== 1) return null;
  const said = plain(fragment).replace(/[’']/g, ' ');
  const words = said.split(' ');
  if (words.length > 8 || !DENIED.test(said)) return null;
  const asked = plain(questionText)
    .split(' ')
    .filter((w) => w.length >= 4 && !STOPWORDS.has(w));
  const about = words.some((w) => w.length >= 4 && asked.some((a) => w.slice(0, 5) === a.slice(0, 5)));
  const namesOther = options.some(
    (o) => o !== none[0] && plain(o).length >= 2 && ` ${said} `.includes(` ${plain(o)} `),
  );
  return about && !namesOther ? none[0]! : null;
}
