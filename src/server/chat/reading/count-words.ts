import type { NumberReading } from './numbers';
import { ordinalAnswer } from './ordinals';
import { normalizeText, type Span } from './text';

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
