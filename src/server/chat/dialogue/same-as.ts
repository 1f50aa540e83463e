import type { Question } from '../../../contract/forms';
import { namesQuestion } from '../reading/naming';
import { normalizeText } from '../reading/text';

/** A question answered earlier in the conversation and its stored value. */
export interface Answered {
  question: Question;
  value: unknown;
}

// "same as adults", "the same number as the adults", "los mismos que adultos", "igual que los adultos",
// "as many as the kids": the rest names what the value is copied from.
const SAME_AS =
  /^(?:(?:ok|okay|vale|pues|so|well|hmm|um|erm|mmm|oh|ah|yeah|yes|si)\s*,?\s+)*(?:(?:the\s+)?same(?:\s+(?:number|amount|count|figure))?\s+as|as many as|(?:lo|los|las|el|la)\s+mism[oa]s?(?:\s+(?:numero|cantidad))?\s+que|igual que|tant[oa]s\s+como)\s+(.+?)\s*[.!]*$/u;

/**
 * "same as adults" to "How many children?" after "How many adults?" was answered 4: a reply that points at an
 * answered question of the same type, named by its own words (no other answered question's), takes its value.
 * Anything else ("same as last time", two answered questions fitting) takes nothing.
 */
export function sameAsAnswered(text: string, asked: Question, answered: readonly Answered[]): unknown {
  const m = SAME_AS.exec(normalizeText(text).replace(/'/g, ' '));
  if (!m) return undefined;
  const sameType = answered.filter((a) => a.question !== asked && a.question.type === asked.type);
  const named = sameType.filter((a) =>
    namesQuestion(
      m[1]!,
      a.question.text,
      [asked, ...answered.filter((o) => o !== a).map((o) => o.question)].map((q) => q.text),
    ),
  );
  return named.length === 1 ? named[0]!.value : undefined;
}
