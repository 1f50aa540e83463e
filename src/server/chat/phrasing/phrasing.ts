import type { Language, Tone } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { sayDate } from '../reading/date-words';
import { formatNumber } from '../reading/numbers';
import type { Clarification } from '../types';
import { HINTS, LINES, type Lines } from './lines';

const lines = (tone: Tone, language: Language): Lines => LINES[language]?.[tone] ?? LINES.ES.FRIENDLY;

/** A short acknowledgement, varied deterministically by `n` (e.g. the number of answers so far). */
export function acknowledgement(tone: Tone, language: Language, n: number): string {
  const acks = lines(tone, language).acks;
  return acks[Math.abs(Math.trunc(n)) % acks.length] ?? acks[0]!;
}

/** The acknowledgement for a declined optional question. */
export function skipAcknowledgement(tone: Tone, language: Language): string {
  return lines(tone, language).skipAck;
}

/** The note that an optional question can be declined. */
export function optionalNote(tone: Tone, language: Language): string {
  return lines(tone, language).optional;
}

/** A question as the engine asks it: its text verbatim, a select's options, and the optional note. */
export function askQuestion(tone: Tone, language: Language, question: Question, withOptions = true): string {
  const l = lines(tone, language);
  const options = question.type === 'select' && withOptions ? (question.options ?? []) : [];
  const list =
    options.length > 1
      ? ` (${options.slice(0, -1).join(', ')} ${l.or} ${options[options.length - 1]})`
      : options.length === 1
        ? ` (${options[0]})`
        : '';
  return `${question.text}${list}${question.required ? '' : ` ${l.optional}`}`;
}

/** Asking the next question after an acknowledgement. */
export function acknowledgeAndAsk(tone: Tone, language: Language, ack: string, question: Question): string {
  return `${ack} ${askQuestion(tone, language, question)}`;
}

/** Asking again after an invalid answer: the reason, the expected format, the way out when offered, the question. */
export function reaskQuestion(
  tone: Tone,
  language: Language,
  question: Question,
  reason: string,
  opts: { hint?: string; wayOut?: boolean } = {},
): string {
  const l = lines(tone, language);
  const hint = opts.hint ? HINTS[language][opts.hint] : undefined;
  const parts = [l.reaskLead, reason];
  if (hint) parts.push(l.hint.replace('{hint}', hint));
  if (opts.wayOut) parts.push(l.wayOut);
  // A select's reason already lists its options.
  parts.push(askQuestion(tone, language, question, false));
  return parts.join(' ');
}

/** The way out of a required question: skip it or leave a note (said with the question). */
export function wayOutLine(tone: Tone, language: Language): string {
  return lines(tone, language).wayOut;
}

/** Thanks for a note left instead of an answer. */
export function noteAcknowledgement(tone: Tone, language: Language): string {
  return lines(tone, language).noteAck;
}

/** A stored value as the visitor's language says it: dates "Tuesday 1 December", numbers "2,000". */
export function sayValue(
  value: string | number | boolean | string[],
  type: Question['type'],
  language: Language,
  now: Date,
): string {
  if (type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return sayDate(value, language, now);
  if (typeof value === 'number') return formatNumber(value, language);
  if (typeof value === 'boolean') return value ? (language === 'ES' ? 'sí' : 'yes') : 'no';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Tuesday 1 December, noted." */
export function dateNoted(tone: Tone, language: Language, iso: string, now: Date): string {
  return capitalise(lines(tone, language).dateNoted.replace('{date}', sayDate(iso, language, now)));
}

/** "No problem, I've changed it to …" */
export function correctedLine(tone: Tone, language: Language, said: string): string {
  return lines(tone, language).corrected.replace('{value}', said);
}

/** The one short clarifying question: "Between 2,000 and 4,000: which exact figure…?" / "Just to be sure: A or B?" */
export function clarifyQuestion(
  tone: Tone,
  language: Language,
  question: Question,
  c: Clarification,
  now: Date,
): string {
  const l = lines(tone, language);
  const said = c.candidates.map((x) => sayValue(x, question.type, language, now));
  if (c.range && said.length === 2) return l.clarifyRange.replace('{a}', said[0]!).replace('{b}', said[1]!);
  if (said.length === 1) return l.clarifyOne.replace('{value}', said[0]!);
  const list =
    said.length > 1 ? `${said.slice(0, -1).join(', ')} ${l.or} ${said[said.length - 1]}` : (said[0] ?? '');
  return l.clarifyPick.replace('{list}', list);
}

/** The reply to a message that is only a greeting: a greeting and the current question again. */
export function greetingReply(tone: Tone, language: Language, question: Question | null): string {
  const hello = lines(tone, language).greeting;
  return question ? `${hello} ${askQuestion(tone, language, question)}` : hello;
}

/** The reply when a message gave nothing usable and no reason applies: the question again. */
export function notUnderstoodReply(tone: Tone, language: Language, question: Question): string {
  return `${lines(tone, language).notUnderstood} ${askQuestion(tone, language, question)}`;
}

/** "I've let the team know you'd like to talk to a person…" */
export function handoffLine(tone: Tone, language: Language): string {
  return lines(tone, language).handoff;
}

/** A visitor's question answered with the owner's own words, quoted as written. */
export function knowledgeAnswerLine(tone: Tone, language: Language, passage: string): string {
  const quoted = /[.!?…]$/u.test(passage.trim()) ? passage.trim() : `${passage.trim()}.`;
  return lines(tone, language).answer.replace('{passage}', quoted);
}

/** The honest answer when the knowledge does not hold one: the team will see the question. */
export function unknownAnswerLine(tone: Tone, language: Language): string {
  return lines(tone, language).unknown;
}

/** The invitation to ask, when the visitor only says they have a question ("I have a question about prices"). */
export function inviteLine(tone: Tone, language: Language): string {
  return lines(tone, language).invite;
}

/** Said before a prompt that would otherwise go out a third time in a row. */
export function againLine(tone: Tone, language: Language): string {
  return lines(tone, language).again;
}

/** The short closing reply to a message sent to a completed conversation. */
export function closedMessage(tone: Tone, language: Language): string {
  return lines(tone, language).closed;
}

/** The opening: the welcome message, then the first question in its own paragraph. */
export function openingText(tone: Tone, language: Language, welcome: string, first: Question | null): string {
  return first ? `${welcome}\n\n${askQuestion(tone, language, first)}` : welcome;
}
