import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { own } from '../../../contract/own-keys';
import { readDate } from '../reading/dates';
import { introducedName } from '../reading/introduced';
import { yesNoIn } from '../reading/kinds';
import { looksLikeName, textKind } from '../reading/names';
import { labelledNumber } from '../reading/numbers';
import { matchOption } from '../reading/options';
import { foldKeepingIndexes, normalizeText, type Span } from '../reading/text';
import type { Value } from './agenda';
import { type CorrectionCue, findCorrectionCue } from './correction-cues';
import {
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
import { findUpdate } from './updates';

export { type CorrectionCue, findCorrectionCue } from './correction-cues';
export { namedQuestion, typedValue } from './correction-values';

import { hasValue, idOf } from './state';
import { declineKind, isNonAnswer } from './way-out';

export interface CorrectionInput {
  message: string;
  questions: Question[];
  collected: Record<string, unknown>;
  /** The question being asked, still open (a value that fits it answers it rather than correcting). */
  current: Question | null;
  lastAnswered: string | null;
  language: Language;
  now: Date;
}

/** A correction: which answered question gets which new value. */
export interface Correction {
  question: Question;
  value: Value;
  /** The part of the message the correction used (from its clause to the end): nothing else answers from it. */
  span: Span;
  /** An update ("the guests are 52 now") rather than a correction said with a cue. */
  update?: true;
}

/** What a correction works on: the cue, the words said (without it), and the answered questions. */
interface CorrectionFrame {
  input: CorrectionInput;
  cue: CorrectionCue;
  answered: Question[];
  span: Span;
  said: string;
  /** What is said before "not …" ("es el 14, no el 12" → "es el 14"). */
  body: string;
  /** What is said after "not …": the old value. */
  old: string | undefined;
}

function frameOf(input: CorrectionInput, toSentenceEnd = false): CorrectionFrame | null {
  // "somos 6 y no 5": saying the old value back is a correction even without a cue word.
  const found = findCorrectionCue(input.message);
  const cue =
    (found && !answersYesNo(input, found) ? found : null) ??
    (/[\s,](?:not|no|instead of|en vez de|en lugar de|rather than)\s+\S/iu.test(input.message)
      ? { start: 0, end: 0, strength: 'weak' as const, implicit: 'old-value' as const }
      : unfitsCurrent(input)
        ? { start: 0, end: 0, strength: 'weak' as const, implicit: 'unfit' as const }
        : null);
  if (!cue) return null;
  const answered = input.questions.filter((q) => hasValue(input.collected, q) && q.type !== 'file');
  if (answered.length === 0) return null;
  // A cue inside the message corrects with its own clause ("Premium, and sorry, the day is Saturday").
  const before = input.message.slice(0, cue.start);
  const clauseStart =
    cue.start > 0
      ? Math.max(
          0,
          ...[...before.matchAll(/[.!?;]\s*|,\s*(?:and|y|also|tambien)?\s*/giu)].map(
            (m) => m.index + m[0].length,
          ),
        )
      : 0;
  // "oops, the 15th, sorry": a cue at the very end corrects with what came before it.
  const atEnd = cue.start > 0 && !/[\p{L}\p{N}]/u.test(input.message.slice(cue.end));
  const from = atEnd ? sentenceStart(input.message, cue.start) : clauseStart;
  const end = toSentenceEnd
    ? Math.min(clauseEnd(input.message, cue.end), sentenceEnd(input.message, cue.end))
    : clauseEnd(input.message, cue.end);
  const said = `${input.message.slice(from, cue.start)} ${input.message.slice(cue.end, end)}`.trim();
  // "mejor cena que comida": after "mejor", what follows "que" is the old value.
  const rather = /^mejor\b/i.test(input.message.slice(cue.start, cue.end).trim()) ? '|que' : '';
  const [body = said, old] = said.split(
    new RegExp(`,?\\s+(?:not|no|instead of|en vez de|en lugar de|rather than${rather})\\s+`, 'iu'),
  );
  // "put bass instead, drums are too loud": what comes before "instead" is the new value, after it the old.
  const instead = /^(.*?)\s+(?:instead|en su lugar)\b(?!\s+of)[\s,.;:]*(.*)$/isu.exec(body);
  if (instead && instead[1]!.trim())
    return {
      input,
      cue,
      answered,
      span: { start: from, end },
      said,
      body: instead[1]!,
      old: old ?? instead[2],
    };
  return { input, cue, answered, span: { start: from, end }, said, body, old };
}

/**
 * "No, it is empty." to "Is the property furnished?": a cue that is only a yes or a no ("no", "no, it's") is the
 * answer to the asked yes/no question when the message reads as one, not a correction of an earlier answer.
 */
function answersYesNo(input: CorrectionInput, cue: CorrectionCue): boolean {
  const { current, message } = input;
  if (current?.type !== 'yesno' || cue.start > 0) return false;
  const words = foldKeepingIndexes(message.slice(cue.start, cue.end)).replace(/[’']/g, ' ');
  return BARE_YES_NO.test(words) && yesNoIn(message, current.text) !== null;
}

const BARE_YES_NO = /^[\s¡¿]*no(?:[\s,]+(?:it s|its|it is|es|son|era))?[\s,:;.!-]*$/u;

/** Where the sentence holding `at` starts. */
function sentenceStart(message: string, at: number): number {
  const before = message.slice(0, at);
  return Math.max(0, ...[...before.matchAll(/[.!?;]\s+/g)].map((m) => m.index + m[0].length));
}

/**
 * Where the sentence holding `from` ends: a full stop, "!" or "?" followed by more words ("the 22nd not the 21st.
 * 3 nights"); a dot inside an address, a figure or an abbreviation followed by a lower-case word does not.
 */
function sentenceEnd(message: string, from: number): number {
  const m = /[.!?]+(?=\s+[\p{L}\p{N}¿¡])/u.exec(message.slice(from));
  return m ? from + m.index + m[0].length : message.length;
}

/**
 * Where a correction's clause ends: at a dash, a full stop or "and it's …" that starts something else. Words that
 * only open a message ("oh and the guests are 52 now") say nothing yet: the clause they open is not ended by its
 * own "and".
 */
function clauseEnd(message: string, from: number): number {
  const rest = foldKeepingIndexes(message.slice(from));
  const opened = OPENERS_ONLY.exec(rest)?.[0].length ?? 0;
  const m =
    /\s[—–]\s|\s-\s|;|[.!?]?,?\s+(?:and|y)\s+(?:it'?s|its|the|my|we|i|es|el|la|mi|somos|seremos|empezaria|empezaré)\b/iu.exec(
      rest.slice(opened),
    );
  return m && opened + m.index > 0 ? from + opened + m.index : message.length;
}

/** Words that open a message and say nothing of their own ("oh", "ok so", "pues"), up to the "and" that follows. */
const OPENERS_ONLY =
  /^[\s¡¿]*(?:(?:oh|ah|ok|okay|so|well|hmm+|um+|pues|bueno|vale|ah|ay|oye)\b[\s,!.]*)+(?=(?:and|y)\b)/iu;

/** The value a correction gives a question, read from the right words for its type. */
function valueFor(f: CorrectionFrame, q: Question, words: string): Value | null {
  if (q.type === 'text') return textValue(q, words);
  if (q.type === 'date') return newDate(f, q, words);
  if (q.type === 'select') return correctedOption(q.options ?? [], own(f.input.collected, idOf(q)), f.body);
  // "…y no viene. Sin mascota": a yes or no is read in all that was said, "no" included, or in its restatement
  // ("actually we won't need parking after all").
  if (q.type === 'yesno')
    return typedValue(q, f.said, f.input.language, f.input.now) ?? restatedIn(f.said, q.text);
  return typedValue(q, f.body, f.input.language, f.input.now);
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
  const found = correctionIn(whole);
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

/**
 * "al final seremos 8" while the date is asked, "cámbiame el plan a empresa" while the e-mail is: with no
 * cue, a message that is no answer to the asked (typed) question corrects an answered one only when it names
 * it, or labels a figure for it, and no open question could take the value instead.
 */
function unfitsCurrent(input: CorrectionInput): boolean {
  const { current, message, language, now } = input;
  if (!current || ['text', 'longtext', 'file'].includes(current.type)) return false;
  // An option read as the asked select reads it ("about 30 people" is its "11-50").
  if (current.type === 'select' && matchOption(current.options ?? [], message) !== null) return false;
  return typedValue(current, message, language, now) === null;
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
