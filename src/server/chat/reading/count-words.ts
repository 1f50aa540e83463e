import type { NumberReading } from './numbers';
import { ordinalAnswer } from './ordinals';
import { foldKeepingIndexes, normalizeText, type Span } from './text';

// A number question answered without a figure: "zero", "none", "just me", "the two of us", "un tercero".

const COUNT = /\b(?:how many|cuant[oa]s)\b/;
const NONE = /^(?:none|nobody|no one|ninguno|ninguna|nadie)$/;
const ONE = /^(?:just me|only me|me alone|myself|solo yo|yo solo|solamente yo|solo una persona|just one)$/;
const TWO =
  /^(?:(?:me|i) and my \w+|my \w+ and (?:me|i)|the two of us|a couple|a couple of us|un par|mi \w+ y yo|yo y mi \w+|los dos|las dos|nosotros dos)$/;

/**
 * "zero", "cero"; to "how many …?" "none", "ninguno", "just me", "me and my wife"; to a question about a place in
 * an order, the ordinal ("un tercero" = 3, "planta baja" = 0). Null when the words are no number.
 */
export function countWithoutFigures(text: string, question = '', blocked: Span[] = []): NumberReading | null {
  const count = COUNT.test(normalizeText(question));
  const said = normalizeText(text)
    .replace(/[^\p{L}\s]+/gu, ' ')
    .trim();
  const whole = { start: 0, end: text.length };
  const value = (n: number): NumberReading => ({ kind: 'value', value: n, span: whole });
  if (said === 'zero' || said === 'cero' || (count && NONE.test(said))) return value(0);
  if (/^(?:one|uno|una|un)$/.test(said)) return value(1);
  if (count && ONE.test(said)) return value(1);
  if (count && TWO.test(said)) return value(2);
  // "just the one dog" to "How many dogs?".
  if (count && oneOfCounted(text, question)) return value(1);
  // A day of the month ("30th") or a value another question took is no place in an order.
  const place = ordinalAnswer(blank(text, blocked), question);
  if (place && place.length === 2) return { kind: 'ambiguous', candidates: place, range: false, span: whole };
  return place ? value(place[0]!) : null;
}

const blank = (text: string, spans: Span[]) =>
  spans.reduce(
    (t, s) => t.slice(0, s.start) + ' '.repeat(Math.max(0, s.end - s.start)) + t.slice(s.end),
    text,
  );

/** The plural noun a count question names ("How many dogs…?" → dogs, "¿Cuántas habitaciones…?" → habitaciones). */
const COUNTED_NOUN = /\b(?:how many|cuant[oa]s|number of|numero de)\s+(\p{L}{3,}s)\b/u;
/** "just the one dog", "only one room", "a single car", "un solo perro", "solo una habitación". */
const ONE_OF =
  /\b(?:(?:just|only|solo|solamente)\s+(?:the\s+)?(?:one|a|a single|un|una|un solo|una sola)|one|a single|un solo|una sola|un unico|una unica)\s+(\p{L}{3,})\b/gu;

/**
 * A short reply that is one of the very thing a count question names ("just the one dog" to "How many dogs?"):
 * 1. An article alone ("a dog", "un perro") is no count, another noun ("one cat") says nothing of this one, a
 * question that qualifies its noun ("How many new hives…?") is not answered by one said of another time, and a
 * longer message is about more than the count ("I inherited one hive last spring").
 */
export function oneOfCounted(text: string, question: string): (Span & { value: number }) | null {
  const noun = COUNTED_NOUN.exec(normalizeText(question))?.[1];
  if (
    !noun ||
    normalizeText(text)
      .split(/[^\p{L}]+/u)
      .filter(Boolean).length > 6
  )
    return null;
  const folded = foldKeepingIndexes(text);
  const singular = [noun.slice(0, -1), noun.replace(/es$/, '')];
  const hits = [...folded.matchAll(ONE_OF)].filter((m) => m[1] === noun || singular.includes(m[1]!));
  if (hits.length !== 1) return null;
  const m = hits[0]!;
  return { start: m.index, end: m.index + m[0].length, value: 1 };
}
