import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { yesNoIn } from '../reading/kinds';
import { matchOption } from '../reading/options';
import { foldKeepingIndexes, type Span } from '../reading/text';
import type { Value } from './agenda';
import { type CorrectionCue, findCorrectionCue } from './correction-cues';
import { onlyLabelledFigure, withoutDigitTalk } from './correction-figures';
import { typedValue } from './correction-values';
import { hasValue } from './state';

// The frame of a correction: its cue (said, or implied by an old value said back or a reply that does not fit
// the asked question), the clause it covers, the words said, and the old value said back.

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
export interface CorrectionFrame {
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

export function frameOf(
  input: CorrectionInput,
  toSentenceEnd = false,
  narrow = false,
): CorrectionFrame | null {
  // "somos 6 y no 5": saying the old value back is a correction even without a cue word.
  const found = findCorrectionCue(input.message);
  const oldSaid = OLD_SAID.exec(input.message);
  // "los miércoles, y tiene 12 no 15": narrowed, it is the clause that says the old value back.
  const at = oldSaid && narrow ? clauseOpening(input.message, oldSaid.index) : 0;
  const cue =
    (found && !answersYesNo(input, found) ? found : null) ??
    (oldSaid
      ? { start: at, end: at, strength: 'weak' as const, implicit: 'old-value' as const }
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
  // "quería decir 30.000, se me ha comido un cero": the digits talked about are no figure of their own.
  const said = withoutDigitTalk(
    `${input.message.slice(from, cue.start)} ${input.message.slice(cue.end, end)}`,
  ).trim();
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

const OLD_SAID = /[\s,](?:not|no|instead of|en vez de|en lugar de|rather than)\s+\S/iu;

/** Where the clause holding `at` opens: after the last full stop, semicolon or comma (and its "and") before it. */
function clauseOpening(message: string, at: number): number {
  // The comma that opens ", not 15" is the marker's own.
  const before = message.slice(0, at).replace(/[\s,]+$/u, '');
  return Math.max(
    0,
    ...[...before.matchAll(/[.!?;]\s*|,\s*(?:and|y|also|tambien)?\s*/giu)].map((m) => m.index + m[0].length),
  );
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

/**
 * "al final seremos 8" while the date is asked, "cámbiame el plan a empresa" while the e-mail is: with no
 * cue, a message that is no answer to the asked (typed) question corrects an answered one only when it names
 * it, or labels a figure for it, and no open question could take the value instead.
 */
function unfitsCurrent(input: CorrectionInput): boolean {
  const { current, message, language, now } = input;
  if (!current || ['longtext', 'file'].includes(current.type)) return false;
  // "pues unos 45 kilos" while an address is asked: a figure labelled for an answered number question alone.
  if (current.type === 'text')
    return onlyLabelledFigure(
      message,
      language,
      current,
      input.questions.filter((q) => hasValue(input.collected, q)),
    );
  // An option read as the asked select reads it ("about 30 people" is its "11-50").
  if (current.type === 'select' && matchOption(current.options ?? [], message) !== null) return false;
  return typedValue(current, message, language, now) === null;
}
