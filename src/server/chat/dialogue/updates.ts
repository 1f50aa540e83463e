import type { Question } from '../../../contract/forms';
import { own } from '../../../contract/own-keys';
import { labelledNumber } from '../reading/numbers';
import { foldKeepingIndexes, type Span } from '../reading/text';
import { namedQuestion, typedValue } from './correction-values';
import type { Correction, CorrectionInput } from './corrections';
import { correctedOption } from './select-readings';
import { hasValue, idOf } from './state';

// An update: a later message that says an earlier answer has changed ("the guests are 52 now", "ahora seremos 30
// invitados", "the date moves to the 24th"), without a correction cue, while another question is asked.

/**
 * Words that say a fact has changed since it was given. "al final" is a correction cue already; these are said
 * with the new value of something named, never alone.
 */
const UPDATE =
  /\b(?:now|by now|update|updated|changed?|changes|moves?\s+to|moved\s+to|ahora|ya\s+(?:somos|seremos|son|seran)|cambia|cambio|cambiado|pasa\s+a|pasamos\s+a)\b/u;

/** The sentence (or part of it, up to ";") that holds `at`. */
function sentenceAround(text: string, at: number): Span {
  const before = text.slice(0, at);
  const start = Math.max(0, ...[...before.matchAll(/[.!?;]+\s+/g)].map((m) => m.index + m[0].length));
  const after = /[.!?;]+(?=\s+[\p{L}\p{N}¿¡])/u.exec(text.slice(at));
  return { start, end: after ? at + after.index + after[0].length : text.length };
}

/**
 * An update of an answered question: the sentence with an update word names exactly one answered question (by
 * the words of its text or its type, or, for a figure, by the unit that labels it) and holds a new value of its
 * type; the question being asked must not be named or labelled there too. Text answers are never updated so.
 */
export function findUpdate(input: CorrectionInput): Correction | null {
  const { message, questions, collected, current, language, now } = input;
  const word = UPDATE.exec(foldKeepingIndexes(message));
  if (!word) return null;
  const span = sentenceAround(message, word.index);
  const said = message.slice(span.start, span.end);
  const answered = questions.filter((q) => hasValue(collected, q) && q.type !== 'file' && q !== current);
  const target = targetOf(said, answered, input);
  if (!target || target.type === 'text' || target.type === 'longtext') return null;
  // As for any correction without a cue: an open question of the same type (not the asked one) could take it.
  if (questions.some((q) => q !== current && q.type === target.type && !hasValue(collected, q))) return null;
  // "now we'd like 3 rooms" while the rooms are asked: the asked question's own words are its answer.
  if (current && namedQuestion(said, [...answered, current]) !== target) return null;
  const stored = own(collected, idOf(target));
  const value =
    target.type === 'number'
      ? (labelledNumber(said, language, target.text, [])?.value ?? null)
      : target.type === 'select'
        ? correctedOption(target.options ?? [], stored, said)
        : typedValue(target, said, language, now);
  if (value === null || JSON.stringify(value) === JSON.stringify(stored)) return null;
  return { question: target, value, span, update: true };
}

/** The answered question a sentence names, or for a figure the one number question its unit labels. */
function targetOf(said: string, answered: Question[], input: CorrectionInput): Question | null {
  const named = namedQuestion(said, answered);
  if (named) return named;
  const { current, language } = input;
  if (current?.type === 'number' && labelledNumber(said, language, current.text, [])) return null;
  const labelled = answered.filter(
    (q) => q.type === 'number' && labelledNumber(said, language, q.text, []) !== null,
  );
  return labelled.length === 1 ? labelled[0]! : null;
}
