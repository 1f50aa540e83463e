import { normalizeText, type Span } from './text';

const LEAD_STOP =
  /^(?:what|which|your|this|that|with|from|have|does|cual|cuál|como|para|tiene|tienes|esta|este)$/;
const wordsIn = (s: string) =>
  normalizeText(s)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4 && !LEAD_STOP.test(w));

/** Whether a lead says a word of the question (its first five letters) that no other open question has. */
function leadNamesQuestion(lead: string, question: string, others: readonly string[]): boolean {
  const stem = (w: string) => w.slice(0, 5);
  const own = new Set(wordsIn(question).map(stem));
  const theirs = new Set(others.flatMap(wordsIn).map(stem));
  return wordsIn(lead).some((w) => own.has(stem(w)) && !theirs.has(stem(w)));
}

/**
 * "oh the name, sorry: The Crooked Spoon" to "Business name?": a short lead that names the question (its own
 * words, no other open question's), then a colon; the words after the colon are the answer. A lead with a
 * figure ("at 10:30") or a web address ("https://…") is no label.
 */
export function afterQuestionLabel(
  text: string,
  question: string,
  others: readonly string[],
): (Span & { text: string }) | null {
  const at = text.indexOf(':');
  if (at <= 0 || text.indexOf(':', at + 1) >= 0) return null;
  const lead = text.slice(0, at);
  const rest = text.slice(at + 1);
  if (/\d|\/\//u.test(lead) || /^\/\//.test(rest) || lead.split(/\s+/).filter(Boolean).length > 6)
    return null;
  if (!/[\p{L}\p{N}]/u.test(rest) || !leadNamesQuestion(lead, question, others)) return null;
  const start = at + 1 + (rest.length - rest.trimStart().length);
  return { start, end: text.trimEnd().length, text: text.slice(start).trimEnd() };
}

const ARTICLE = /^(?:the|our|my|a|an|el|la|los|las|mi|nuestr[oa]|un|una)$/iu;

/**
 * "la bodega, Bodega Los Arcos", "the cafe, Cafe Nero": a common noun said first and then restated as the start
 * of a capitalised name; the name is the answer. Null when the message has another shape.
 */
export function restatedProperName(text: string): (Span & { text: string }) | null {
  const m =
    /^\s*((?:\p{L}+\s+)?)(\p{Ll}[\p{L}'-]*)\s*[,:–—-]\s*(\p{Lu}[\p{L}'-]*(?:\s+[\p{L}'&.-]+){0,5})\s*[.!]*\s*$/u.exec(
      text,
    );
  if (!m) return null;
  const [, article, noun, name] = m;
  if (article && !ARTICLE.test(article.trim())) return null;
  const first = name!.split(/\s+/)[0]!;
  if (first.toLocaleLowerCase() !== noun!.toLocaleLowerCase() || name!.split(/\s+/).length < 2) return null;
  const start = text.indexOf(name!, m[0].indexOf(name!));
  return { start, end: start + name!.length, text: name! };
}
