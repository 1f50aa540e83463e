import type { Language } from '../../../contract/enums';
import { makesFinal } from './cues';
import { reportedByAnother } from './figure-reported';
import { readRating } from './kinds';
import { findNumberMentions } from './numbers';
import { normalizeText } from './text';

type Rating = ReturnType<typeof readRating>;

/** Units that make a figure something other than a score ("esperar 40 minutos", "2 people"). */
const NOT_A_SCORE =
  /^(?:min|mins|minute|minutes|minuto|minutos|h|hr|hrs|hour|hours|hora|horas|day|days|dia|dias|week|weeks|semana|semanas|month|months|mes|meses|year|years|ano|anos|people|persons|personas|euros?|eur|dollars?|usd|pounds?|gbp|km|kg|kilos?|cm|m|metros?|meters?|%|times|veces)$/u;
const TOP =
  /\b(?:top score|top mark|the top|highest|the best|full marks|perfect score|max|maximum|la maxima|lo maximo|nota maxima|la mejor nota)\b/u;
const BOTTOM = /\b(?:lowest|the worst|minimum|the bottom|la minima|lo minimo|la peor nota)\b/u;

/**
 * "⭐⭐⭐⭐ would be 5 if parking was easier", "sería un 9 si no fuera por la espera": a score under a condition that
 * did not hold is not the score given; the words from "would be" to the "if" are set aside.
 */
export function withoutHypothetical(text: string): string {
  return text
    .replace(
      /\b(?:would|could|d|might)\s+(?:be|have been|give(?: it)?|get|rate(?: it)?)\s+(?:a|an)?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?\s+(?:if|unless|but for)\b/giu,
      ' if ',
    )
    .replace(
      /(?<!\p{L})(?:seria|sería|habria sido|habría sido|le daria|le daría|daria|daría|pondria|pondría)\s+(?:un|una)?\s*\d+(?:[.,]\d+)?\s+(?:si|de no ser|salvo)(?!\p{L})/giu,
      ' si ',
    );
}

/**
 * A score read against its question: the scale's own words ("1 = poor, 5 = amazing": "amazing" is 5; "the top
 * score" is the top), a scale said again ("out of 5, got it. 4 then") is no score, a figure with a unit ("40
 * minutes") is none either, two figures are one when a label of the question picks one ("food 5, delivery 2")
 * or the last is made final ("3 or 4... ok 4").
 */
export function readRatingFor(
  text: string,
  language: Language,
  questionText: string,
  bounds: { min: number; max: number },
): Rating {
  const said = normalizeText(text);
  const anchored = byAnchor(said, questionText);
  if (anchored !== null) return { kind: 'value', value: anchored };
  const digits = /\d/.test(said);
  if (!digits && TOP.test(said)) return { kind: 'value', value: bounds.max };
  if (!digits && BOTTOM.test(said)) return { kind: 'value', value: bounds.min };
  // "out of 5, got it", "del 1 al 5": the scale said again, not a score.
  const cleaned = withoutHypothetical(text)
    .replace(/\b(?:out of|sobre)\s+(?:\d+|five|ten|a hundred|one hundred|cinco|diez|cien)\b/giu, ' ')
    .replace(/\b(?:del?|from)\s+\d+\s+(?:al?|to)\s+\d+\b/giu, ' ');
  const r = readRating(cleaned, language);
  if (r.kind !== 'ambiguous') return r;
  const read = findNumberMentions(cleaned, language).filter((m) => !NOT_A_SCORE.test(m.unit));
  // "7. my husband would say 9": another's score is theirs, not the one given.
  const others = reportedByAnother(read, cleaned);
  const scores = read.filter((_, i) => !others.has(i));
  const values = [...new Set(scores.map((m) => m.value))];
  if (values.length === 1) return { kind: 'value', value: values[0]! };
  // "3 or 4... ok 4", "3, no, 4 then": the last figure made final, or said again after the others.
  const last = scores[scores.length - 1];
  const prev = [...scores].reverse().find((m) => m.value !== last?.value);
  if (last && prev && makesFinal(cleaned.slice(prev.end, last.start)))
    return { kind: 'value', value: last.value };
  if (last && scores.filter((m) => m.value === last.value).length >= 2)
    return { kind: 'value', value: last.value };
  const label = labelled(scores, questionText);
  if (label !== null) return { kind: 'value', value: label };
  return r;
}

/** The tops of the scales a message names: "8 out of 10", "7 sobre 10", "9/10", "de 1 a 10", "on a 1-10 scale". */
export function scalesSaid(text: string): number[] {
  const said = normalizeText(text);
  const tops = [
    ...said.matchAll(/\d+(?:[.,]\d+)?\s*(?:\/|out of|sobre)\s*(\d+)\b/g),
    ...said.matchAll(/\b(?:del?|from|entre|scale of|escala de(?:l)?)\s+[01]\s*(?:al?|to|y|-|–)\s*(\d+)\b/g),
    ...said.matchAll(/\b[01]\s*(?:-|–|to|a)\s*(\d+)\s+(?:scale|escala)\b/g),
  ];
  return [...new Set(tops.map((m) => Number(m[1])))];
}

/**
 * "8 out of 10" to a 1–5 rating: a score said on a scale whose top is not the question's (nor one the question
 * names itself) is not read as if it were on the question's scale; the visitor is asked again.
 */
export function onOtherScale(
  text: string,
  questionText: string,
  bounds: { min: number; max: number },
): boolean {
  const own = new Set([bounds.max, ...scalesSaid(questionText)]);
  return scalesSaid(text).some((top) => !own.has(top));
}

/** "1 = poor, 5 = amazing" in the question: the word said picks its figure. */
function byAnchor(said: string, questionText: string): number | null {
  const anchors = [...normalizeText(questionText).matchAll(/(\d+)\s*=\s*(\p{L}[\p{L} ]*?)(?=[,;)]|$)/gu)];
  const hits = anchors.filter((a) => new RegExp(`\\b${a[2]!.trim()}\\b`, 'u').test(said));
  return hits.length === 1 ? Number(hits[0]![1]) : null;
}

/** Whether a figure's label ends with a word of the question ("food 5" to "Rate the food"), not one of `others`'. */
function labelNames(label: string, questionText: string, others: readonly string[] = []): boolean {
  const wordsOf = (t: string) =>
    normalizeText(t)
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 4)
      .map((w) => w.slice(0, 5));
  const theirs = new Set(others.flatMap(wordsOf));
  const words = wordsOf(questionText).filter((w) => !theirs.has(w));
  const last = label
    .split(' ')
    .filter((w) => !/^(?:un|una|a|an|the|la|el|le|pongo|doy|give)$/.test(w))
    .pop();
  return !!last && last.length >= 4 && words.includes(last.slice(0, 5));
}

/** The one figure right after a word of the question ("food 5" to "Rate the food"). */
function labelled(scores: ReturnType<typeof findNumberMentions>, questionText: string): number | null {
  const hits = [...new Set(scores.filter((m) => labelNames(m.label, questionText)).map((m) => m.value))];
  return hits.length === 1 ? hits[0]! : null;
}

/**
 * A score for a rating question that is not being asked: the one figure, within its scale, right after a word
 * that names this question and none of `others` ("food 5, delivery 2": delivery's is 2). Null otherwise.
 */
export function labelledScore(
  text: string,
  language: Language,
  questionText: string,
  bounds: { min: number; max: number },
  others: readonly string[],
): { value: number; start: number; end: number } | null {
  const hits = findNumberMentions(text, language).filter(
    (m) =>
      !NOT_A_SCORE.test(m.unit) &&
      m.alt === undefined &&
      Number.isInteger(m.value) &&
      m.value >= bounds.min &&
      m.value <= bounds.max &&
      labelNames(m.label, questionText, others),
  );
  return new Set(hits.map((m) => m.value)).size === 1 ? hits[0]! : null;
}
