import type { Question } from '../../../contract/forms';
import { own } from '../../../contract/own-keys';
import { readDate } from '../reading/dates';
import { introducedName } from '../reading/introduced';
import { looksLikeName, textKind } from '../reading/names';
import { labelledNumber } from '../reading/numbers';
import { matchOption } from '../reading/options';
import { normalizeText } from '../reading/text';
import type { Value } from './agenda';
import { isOnlyCueWords } from './correction-cues';
import { figureBesideOld } from './correction-figures';
import { type Correction, type CorrectionFrame, type CorrectionInput, frameOf } from './correction-frame';
import {
  addsToStored,
  namedQuestion,
  resembles,
  sameForm,
  sameValue,
  similarLength,
  textValue,
  typedValue,
} from './correction-values';
import { restatedIn } from './restated';
import { correctedOption } from './select-readings';
import { hasValue, idOf } from './state';
import { findUpdate } from './updates';
import { declineKind, isNonAnswer } from './way-out';

export { type CorrectionCue, findCorrectionCue } from './correction-cues';
export type { Correction, CorrectionInput } from './correction-frame';
export { namedQuestion, typedValue } from './correction-values';

/** The value a correction gives a question, read from the right words for its type. */
function valueFor(f: CorrectionFrame, q: Question, words: string): Value | null {
  if (q.type === 'text') return textValue(q, words);
  if (q.type === 'date') return newDate(f, q, words);
  if (q.type === 'select') {
    const stored = own(f.input.collected, idOf(q));
    if (addsToStored(q.options ?? [], stored, f.body)) return null;
    return correctedOption(q.options ?? [], stored, f.body);
  }
  // "…y no viene. Sin mascota": a yes or no is read in all that was said, "no" included, or in its restatement
  // ("actually we won't need parking after all").
  if (q.type === 'yesno')
    return typedValue(q, f.said, f.input.language, f.input.now) ?? restatedIn(f.said, q.text);
  return typedValue(q, f.body, f.input.language, f.input.now) ?? apartFromOld(f, q);
}

/** "no espera, tiene 12, el de 15 es su primo": the figure beside the old one, when no open question takes figures. */
function apartFromOld(f: CorrectionFrame, q: Question): Value | null {
  const { current, collected, language } = f.input;
  if (q.type !== 'number' || current?.type === 'number' || openOfType(f, 'number')) return null;
  return figureBesideOld(f.body, own(collected, idOf(q)), language, f.cue.strength === 'strong');
}

/**
 * A corrected date: the one date said, or of two ("quise decir el viernes, el jueves trabajo") the one that is
 * not the stored value (the other is the old one said back).
 */
function newDate(f: CorrectionFrame, q: Question, words: string): Value | null {
  const { language, now, collected } = f.input;
  const r = readDate(f.body === words ? words : f.body, language, now);
  if (r.kind === 'value') return r.value;
  if (r.kind !== 'ambiguous') return null;
  const stored = own(collected, idOf(q));
  const fresh = r.candidates.filter((c) => c !== stored);
  if (fresh.length === 1 && fresh.length < r.candidates.length) return fresh[0]!;
  return oldDaySaidBack(r.candidates, stored, f.body);
}

/**
 * "uy no, el 29 de abril, que el 30 ya se vuelven" with 30 April stored: the old date said back by its day
 * alone (read as another month's 30th) beside a new date of the stored month; never two days offered ("o el 30").
 */
function oldDaySaidBack(candidates: string[], stored: unknown, body: string): string | null {
  if (typeof stored !== 'string' || candidates.length !== 2 || /\b(?:or|o|u)\b/.test(normalizeText(body)))
    return null;
  const day = (x: string) => x.slice(8);
  const month = (x: string) => x.slice(0, 7);
  const old = candidates.filter((c) => day(c) === day(stored) && month(c) !== month(stored));
  const fresh = candidates.filter((c) => day(c) !== day(stored) && month(c) === month(stored));
  return old.length === 1 && fresh.length === 1 ? fresh[0]! : null;
}

/** The old value said back names the question ("6 people, not 5"). */
function byOldValue(f: CorrectionFrame): Correction | null {
  const { collected, language, now } = f.input;
  if (!f.old) return null;
  const replaced = f.answered.filter((q) => sameValue(q, own(collected, idOf(q)), f.old!, language, now));
  if (replaced.length !== 1) return null;
  const v = valueFor(f, replaced[0]!, f.body);
  return v !== null ? { question: replaced[0]!, value: v, span: f.span } : null;
}

/** A value of an answered question's own type ("sorry, the 14th" corrects the date). */
function byType(f: CorrectionFrame): Correction | null | 'none' {
  const { current, language, now } = f.input;
  const same = (q: Question, v: Value) =>
    JSON.stringify(v) === JSON.stringify(own(f.input.collected, idOf(q)));
  // A value equal to the stored one corrects nothing ("el perro…" when Perro is stored).
  const typed = f.answered
    .filter((q) => q.type !== 'text')
    .map((q) => ({ q, v: valueFor(f, q, f.said) }))
    .filter((x): x is { q: Question; v: Value } => x.v !== null && !same(x.q, x.v));
  if (typed.length === 0) return 'none';
  // "en realidad somos 6" while the budget is asked: the figure's own words tie it to the answered question.
  const labelled = typed.filter(
    (x) => x.q.type === 'number' && labelledNumber(f.body, language, x.q.text, []),
  );
  const currentLabelled = current?.type === 'number' && labelledNumber(f.body, language, current.text, []);
  if (labelled.length === 1 && !currentLabelled)
    return { question: labelled[0]!.q, value: labelled[0]!.v, span: f.span };
  const fitsCurrent = current ? typedValue(current, f.body, language, now) !== null : false;
  if (fitsCurrent && f.cue.strength === 'weak') return null;
  const last = typed.find((x) => idOf(x.q) === f.input.lastAnswered);
  const pick = last ?? (typed.length === 1 ? typed[0]! : null);
  return pick ? { question: pick.q, value: pick.v, span: f.span } : null;
}

/**
 * Failing all else, a text question: the one whose old value the new one resembles ("Ana" → "Anna"), else the
 * name question for a name, else the text question answered last (a name cannot correct an e-mail).
 */
function byText(f: CorrectionFrame): Correction | null {
  const { collected } = f.input;
  const texts = f.answered.filter((q) => q.type === 'text');
  const guess = (q: Question) => textValue(q, f.said);
  const close = texts.filter((q) => {
    const v = guess(q);
    return v !== null && resembles(String(own(collected, idOf(q))), v);
  });
  const nameQ = texts.find((q) => textKind(q.text) === 'name');
  const nameValue = nameQ ? guess(nameQ) : null;
  const last =
    (close.length === 1 ? close[0] : undefined) ??
    (nameQ && nameValue && looksLikeName(nameValue) ? nameQ : undefined) ??
    texts.find((q) => idOf(q) === f.input.lastAnswered) ??
    texts[texts.length - 1];
  const v = last ? textValue(last, f.said) : null;
  if (!last || v === null) return null;
  // Only a short new text of the old one's form replaces an answer on a guess; a sentence is asked about.
  const guessed = !close.includes(last) && v.split(/\s+/).length <= 4;
  const fits = guessed && sameForm(String(own(collected, idOf(last))), v);
  return close.includes(last) || fits ? { question: last, value: v, span: f.span } : null;
}

/** Whether the words could only be a refusal or an answer to the asked question, not a correction. */
function answersCurrent(f: CorrectionFrame): boolean {
  const { current, language, now, message } = f.input;
  const fitsCurrent = current ? typedValue(current, f.body, language, now) !== null : false;
  const currentTakesText =
    current !== null &&
    (current.type === 'text' ||
      (current.type === 'select' &&
        (matchOption(current.options ?? [], f.body) ?? matchOption(current.options ?? [], message)) !==
          null));
  if ((f.cue.strength !== 'strong' && currentTakesText) || fitsCurrent) return true;
  // "no thanks", "no idea": a bare "no" opens a refusal, not a correction.
  const bareNo = /^[\s¡¿]*no\b/i.test(message.slice(f.cue.start, f.cue.end));
  return f.cue.strength !== 'strong' && (bareNo || declineKind(message) !== null || isNonAnswer(message));
}

/**
 * The earlier answer a message corrects: the one whose old value it says back, the one it names, the one
 * whose type the new value fits, else (only with a strong cue) a text answer. A value that also fits the
 * question being asked answers that one unless the cue is strong.
 */
export function findCorrection(input: CorrectionInput): Correction | null {
  const whole = frameOf(input);
  // "the guests are 52 now" while the budget is asked: no cue, but an answered question named with a new value.
  if (!whole) return findUpdate(input);
  const found = narrowed(input, whole, correctionIn(whole));
  // "my phone is actually 0412 555 091. email lucas.m@fastmail.com": a typed correction said whole in its own
  // sentence leaves the next sentences to the other questions (and is one even when they answer the asked one).
  if (found?.question.type === 'text') return found;
  const sentence = frameOf(input, true);
  if (!sentence || sentence.span.end >= whole.span.end) return found;
  const short = correctionIn(sentence);
  if (!short || short.question.type === 'text') return found;
  const same =
    found && short.question === found.question && JSON.stringify(short.value) === JSON.stringify(found.value);
  return !found || same ? short : found;
}

/**
 * "los miércoles, y tiene 12 no 15" while the day is asked: an old value said back without a cue corrects with
 * its own clause, when that clause alone makes the same correction; the rest answers the asked question.
 */
function narrowed(
  input: CorrectionInput,
  whole: CorrectionFrame,
  found: Correction | null,
): Correction | null {
  if (whole.cue.implicit !== 'old-value') return found;
  const clause = frameOf(input, false, true);
  // Only when something stands before the clause ("ok so, 6 not 5" is one correction).
  if (!clause || clause.span.start === 0 || isOnlyCueWords(input.message.slice(0, clause.span.start)))
    return found;
  // The old value said back names its question alone (byOldValue): "el viernes; tiene 12, no 15".
  const short = correctionIn(clause);
  if (!found) return short;
  const same =
    short && short.question === found.question && JSON.stringify(short.value) === JSON.stringify(found.value);
  return same ? short : found;
}

function correctionIn(f: CorrectionFrame): Correction | null {
  const old = byOldValue(f);
  if (old) return old;
  if (f.cue.implicit === 'old-value') return null;
  const named = namedQuestion(f.body, f.answered) ?? namedQuestion(f.said, f.answered);
  if (f.cue.implicit === 'unfit') return named ? unfitCorrection(f, named) : labelledCorrection(f);
  if (named) {
    const v = valueFor(f, named, f.said);
    if (v !== null) return { question: named, value: v, span: f.span };
    // "me he equivocado en el año de nacimiento": the question named, no whole new value: no guess elsewhere.
    if (named.type !== 'text') return null;
  }
  const typed = byType(f);
  if (typed !== 'none') return typed;
  return byRespelling(f) ?? (answersCurrent(f) ? null : byText(f));
}

/**
 * "perdón, es Begoña Ruiz, con ñ" while the pet's name is asked: a text said with a cue that respells one
 * answered text (and differs from it) corrects that one; nobody answers a new question with an old answer.
 */
function byRespelling(f: CorrectionFrame): Correction | null {
  const { collected } = f.input;
  const hits = f.answered.flatMap((q) => {
    if (q.type !== 'text') return [];
    const stored = String(own(collected, idOf(q)));
    const v = textValue(q, f.said);
    return v !== null && v !== stored && resembles(stored, v) && similarLength(stored, v)
      ? [{ question: q, value: v, span: f.span }]
      : [];
  });
  return hits.length === 1 ? hits[0]! : null;
}

/** The named question's new value, when no open question of its type could take it. */
function unfitCorrection(f: CorrectionFrame, q: Question): Correction | null {
  if (q.type === 'text') return renamed(f, q);
  if (openOfType(f, q.type)) return null;
  const v = valueFor(f, q, f.said);
  return v !== null && JSON.stringify(v) !== JSON.stringify(own(f.input.collected, idOf(q)))
    ? { question: q, value: v, span: f.span }
    : null;
}

/**
 * "mi nombre completo es Teresa Domínguez Pardo" while the e-mail is asked: a name introduced in so many words
 * ("my name is", "me llamo") replaces the answered name, when no open question asks for a name.
 */
function renamed(f: CorrectionFrame, q: Question): Correction | null {
  const { message, language, questions, collected, current } = f.input;
  const isName = (x: Question) => x.type === 'text' && textKind(x.text) === 'name';
  if (!isName(q) || questions.some((x) => x !== current && isName(x) && !hasValue(collected, x))) return null;
  const said = introducedName(message, true, language);
  return said && said.value !== own(collected, idOf(q))
    ? { question: q, value: said.value, span: { start: said.start, end: message.length } }
    : null;
}

/** A figure labelled for exactly one answered number question ("seremos 8" → how many people). */
function labelledCorrection(f: CorrectionFrame): Correction | null {
  if (openOfType(f, 'number')) return null;
  const { language, collected } = f.input;
  const hits = f.answered.filter((q) => q.type === 'number' && labelledNumber(f.said, language, q.text, []));
  if (hits.length !== 1) return null;
  const v = labelledNumber(f.said, language, hits[0]!.text, [])!.value;
  return v !== own(collected, idOf(hits[0]!)) ? { question: hits[0]!, value: v, span: f.span } : null;
}

/** Whether an unanswered question (other than the asked one) has this type. */
const openOfType = (f: CorrectionFrame, type: Question['type']) =>
  f.input.questions.some((q) => q !== f.input.current && q.type === type && !hasValue(f.input.collected, q));
