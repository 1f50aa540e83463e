import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { own } from '../../../contract/own-keys';
import { isFreeText } from '../reading/facts';
import { looksLikeName } from '../reading/name-shape';
import { textKind } from '../reading/names';
import { foldKeepingIndexes, type Span } from '../reading/text';
import { idOf } from './state';

/**
 * "Ellison. Sorry, I pressed enter too soon.", "Castañeda Ruiz, perdona, se me envió sin terminar": a message
 * that says the one before went out unfinished carries the rest of that answer. Its words before that sentence
 * complete the text answered last ("Margaret" → "Margaret Ellison"); they answer nothing else.
 */
const SENT_EARLY = new RegExp(
  [
    // "I pressed enter too soon", "hit send by mistake", "it sent before I finished"
    '\\b(?:pressed|hit|clicked|tapped|sent|send|went|posted)\\b(?:\\s+\\S+){0,3}?\\s+(?:too (?:soon|early|quickly)|by (?:mistake|accident)|before (?:i|it) (?:was )?(?:finished|done|could finish))\\b',
    // "se me envió sin terminar", "se me ha ido el mensaje", "le di a enviar sin querer", "antes de tiempo"
    '\\bse me (?:ha )?(?:envio|enviado|fue|ido|escapo|escapado)\\b',
    '\\b(?:le )?di (?:a|al) (?:enviar|intro|enter)\\b',
    '\\b(?:enviado|envie|envio|mande|mandado)\\b(?:\\s+\\S+){0,2}?\\s+(?:sin terminar|antes de tiempo|sin querer)\\b',
  ].join('|'),
  'u',
);

/** Words around the value that only apologise ("sorry", "perdona", "oops"), dropped from its edges. */
const APOLOGY =
  /^(?:sorry|so sorry|oops|whoops|perdon|perdona|perdone|disculpa|disculpe|uy|ups|lo siento|my bad)$/u;

export interface Continuation {
  question: Question;
  value: string;
  span: Span;
}

/** The part of the message before the sentence (or clause) that says it was sent early, without apologies. */
function valuePart(message: string): { text: string; end: number } | null {
  const folded = foldKeepingIndexes(message).replace(/[’']/g, ' ');
  const cue = SENT_EARLY.exec(folded);
  if (!cue) return null;
  // The clause that holds the cue starts after the last break before it.
  const head = folded.slice(0, cue.index);
  const breakAt = Math.max(...[...head.matchAll(/[.,;!?—–]|\s-\s/gu)].map((m) => m.index), -1);
  if (breakAt < 0) return null;
  let pieces = message
    .slice(0, breakAt)
    .split(/(?:[,.;!?—–]|\s-\s)+/u)
    .map((p) => p.trim())
    .filter(Boolean);
  pieces = pieces.filter((p) => !APOLOGY.test(foldKeepingIndexes(p).toLowerCase()));
  if (pieces.length !== 1) return null;
  return { text: pieces[0]!, end: message.length };
}

/**
 * The answer the message completes: the text question answered last (no free text), when the words before
 * the "sent too soon" are a few words of that answer's kind (a name's words for a name).
 */
export function findContinuation(
  message: string,
  questions: readonly Question[],
  collected: Record<string, unknown>,
  lastAnswered: string | null,
  language: Language,
): Continuation | null {
  const part = valuePart(message);
  const q = questions.find((x) => idOf(x) === lastAnswered);
  if (!part || !q || q.type !== 'text' || isFreeText(q.text)) return null;
  const old = own(collected, idOf(q));
  if (typeof old !== 'string' || !old.trim()) return null;
  const words = part.text.split(/\s+/);
  if (words.length > 4 || !/\p{L}/u.test(part.text)) return null;
  const value = `${old.trim()} ${part.text}`;
  if (textKind(q.text) === 'name' && !(looksLikeName(part.text, language) && looksLikeName(value, language)))
    return null;
  return { question: q, value, span: { start: 0, end: part.end } };
}
