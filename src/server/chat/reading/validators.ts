import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import type { AnswerCheck } from '../types';
import { readDate } from './dates';
import { readText, textKind } from './names';
import { readNumber } from './numbers';
import { matchOption } from './options';
import type { Span } from './text';

export { normalizeText } from './text';

const REASONS = {
  EN: {
    empty: "I didn't catch an answer there.",
    email: "That doesn't look like a valid e-mail address.",
    emailMany: 'Please give just one e-mail address.',
    phone: "That doesn't look like a valid phone number.",
    number: "That doesn't look like a number.",
    numberRange: 'I need one figure rather than a range.',
    numberUnit: 'I need that figure in the unit the question asks for.',
    numberRole: 'I need the figure for this question itself.',
    numberFirm: "I'd rather note a figure that's settled.",
    date: "I couldn't read that date.",
    dateVague: "That isn't a specific date.",
    dateAmbiguous: 'That date could be read two ways; please write it like March 3, 2025.',
    name: "I didn't quite catch the name.",
    identifier: "I couldn't find the reference in that.",
    file: "Files can't be sent in this chat.",
    required: 'This question is required.',
    bounds: "That's outside what I can note.",
    yesno: "I didn't catch a yes or a no.",
    url: "That doesn't look like a web address.",
    rating: "I didn't catch a score.",
    ratingScale: "I need the score on this question's own scale.",
    options: 'The options are: {list}.',
    or: 'or',
  },
  ES: {
    empty: 'No he recibido ninguna respuesta.',
    email: 'Ese correo electrónico no parece válido.',
    emailMany: 'Hace falta un solo correo electrónico.',
    phone: 'Ese número de teléfono no parece válido.',
    number: 'Eso no parece un número.',
    numberRange: 'Necesito una sola cifra, no un rango.',
    numberUnit: 'Necesito la cifra en la unidad que pide la pregunta.',
    numberRole: 'Necesito la cifra de esta pregunta en concreto.',
    numberFirm: 'Prefiero anotar una cifra ya decidida.',
    date: 'No he podido entender esa fecha.',
    dateVague: 'Eso no es una fecha concreta.',
    dateAmbiguous: 'Esa fecha se puede leer de dos maneras (por ejemplo: 3 de marzo de 2025).',
    name: 'No he entendido bien el nombre.',
    identifier: 'No encuentro la referencia en eso.',
    file: 'Los archivos no se pueden enviar por este chat.',
    required: 'Esta pregunta es obligatoria.',
    bounds: 'Eso queda fuera de lo que puedo anotar.',
    yesno: 'No he entendido si es un sí o un no.',
    url: 'Eso no parece una dirección web.',
    rating: 'No he entendido la puntuación.',
    ratingScale: 'Necesito la nota en la escala de esta pregunta.',
    options: 'Las opciones son: {list}.',
    or: 'o',
  },
} as const;

/** The refusals validators can give. */
export type ReasonKey = Exclude<keyof (typeof REASONS)['EN'], 'options' | 'or'>;

/** The short sentence explaining why an answer was refused, in the given language. */
export function reasonText(key: ReasonKey, language: Language): string {
  return REASONS[language][key];
}

/** "The options are: A, B or C." in the given language. */
export function optionsReason(options: readonly string[], language: Language): string {
  const r = REASONS[language];
  const list =
    options.length > 1
      ? `${options.slice(0, -1).join(', ')} ${r.or} ${options[options.length - 1]}`
      : options.join('');
  return r.options.replace('{list}', list);
}

const fail = (key: ReasonKey, language: Language): AnswerCheck => ({
  ok: false,
  reason: reasonText(key, language),
  key,
});

// ---- e-mail -------------------------------------------------------------------------------------------

const EMAIL = /(?<![A-Za-z0-9._%+'-])[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?![A-Za-z0-9@_-])/g;

/** An address with a plausible local part and domain, its domain lower-cased; else null. */
export function normalizeEmail(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 1 || address.length > 254) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  if (!/^[A-Za-z0-9._%+'-]+$/.test(local)) return null;
  const labels = domain.split('.');
  if (labels.length < 2) return null;
  for (const l of labels) if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l)) return null;
  if (!/^[a-z]{2,24}$/.test(labels[labels.length - 1]!)) return null;
  return `${local}@${domain}`;
}

/** Every plausible e-mail address in a text, normalised, with its position. */
export function findEmails(text: string): (Span & { value: string })[] {
  const out: (Span & { value: string })[] = [];
  for (const m of text.matchAll(EMAIL)) {
    const value = normalizeEmail(m[0]);
    if (!value) continue;
    const bracketed = text[m.index - 1] === '<' && text[m.index + m[0].length] === '>';
    const [start, end] = [m.index - (bracketed ? 1 : 0), m.index + m[0].length + (bracketed ? 1 : 0)];
    out.push({ start, end, value });
  }
  // "ana at gmail dot com", "ana arroba gmail punto com": an address said in words.
  for (const m of text.matchAll(SPELLED_EMAIL)) {
    const span = { start: m.index, end: m.index + m[0].length };
    if (out.some((e) => e.start < span.end && span.start < e.end)) continue;
    const domain = m[2]!.replace(/\s*(?:\bdot\b|\bpunto\b|\.)\s*/gi, '.');
    const local = m[1]!.replace(/\s+(?:dot|punto)\s+/gi, '.');
    const value = normalizeEmail(`${local}@${domain}`);
    if (value) out.push({ ...span, value });
  }
  return out.sort((a, b) => a.start - b.start);
}

const SPELLED_EMAIL =
  /(?<![\p{L}\p{N}._%+-])((?:[A-Za-z0-9_%+-]+(?:\s+(?:dot|punto)\s+|\.))*[A-Za-z0-9_%+-]+)\s*(?:\s(?:at|arroba)\s|\(at\)|\[at\]|\s@\s?|@\s)\s*([A-Za-z0-9-]+(?:\s*(?:\s(?:dot|punto)\s|\.)\s*[A-Za-z0-9-]+)+)(?![\p{L}\p{N}])/giu;

function validateEmail(raw: string, language: Language): AnswerCheck {
  const bare = normalizeEmail(raw.replace(/^mailto:/i, '').replace(/^<(.*)>$/, '$1'));
  if (bare) return { ok: true, value: bare };
  const found = findEmails(raw);
  if (found.length === 1) return { ok: true, value: found[0]!.value };
  return fail(found.length > 1 ? 'emailMany' : 'email', language);
}

// ---- phone --------------------------------------------------------------------------------------------

const PHONE =
  /(?<![\p{L}\p{N}@+._/,-])(?:\+|00)?[ ]?(?:\(\d{1,5}\)[ .-]{0,2})?\d+(?:[ .-]{1,2}(?:\(\d{1,5}\)[ .-]{0,2})?\d+)*/gu;
const DATE_SHAPED = /^(?:\d{4}[-.]\d{1,2}[-.]\d{1,2}|\d{1,2}[-.]\d{1,2}[-.]\d{2,4})$/;

/** A phone number found in a text: its normalised value (null when it has too few or too many digits). */
export interface PhoneMatch extends Span {
  value: string | null;
  /** Written with a country code or 9+ digits: safe to take for a question other than the one being asked. */
  strict: boolean;
}

/** Digits of a phone number, with a leading `+` when a country code was given (`00` counts as `+`). */
export function normalizePhone(written: string): string | null {
  const s = written.trim();
  const international = s.startsWith('+') || s.startsWith('00');
  let digits = (international ? s.replace('(0)', '') : s).replace(/\D/g, '');
  if (s.startsWith('00')) digits = digits.slice(2);
  if (digits.length < 7 || digits.length > 15 || (international && digits.startsWith('0'))) return null;
  return `${international ? '+' : ''}${digits}`;
}

/** Every digit sequence of a text that could be a phone number (7+ digits), in order. */
export function findPhones(raw: string): PhoneMatch[] {
  const out: PhoneMatch[] = [];
  // "(+34) 600…", "(0034) 600…": a country code in brackets is still one (same length, so spans hold).
  const text = raw.replace(/\(\s*((?:\+|00)\d{1,4})\s*\)/g, (m, code: string) =>
    ` ${code}`.padEnd(m.length, ' '),
  );
  for (const m of text.matchAll(PHONE)) {
    const written = m[0].trimEnd();
    const start = m.index + (written.length - written.trimStart().length);
    const end = m.index + written.length;
    if (/[\p{L}@]/u.test(text[end] ?? '') || DATE_SHAPED.test(written.trim())) continue;
    const digits = written.replace(/\D/g, '').length;
    if (digits < 7) continue;
    const value = normalizePhone(written);
    const strict = value !== null && (value.startsWith('+') || digits >= 9);
    out.push({ start, end, value, strict });
  }
  return out;
}

function validatePhone(raw: string, language: Language): AnswerCheck {
  const first = findPhones(raw)[0];
  return first?.value ? { ok: true, value: first.value } : fail('phone', language);
}

// ---- number -------------------------------------------------------------------------------------------

function validateNumber(raw: string, language: Language): AnswerCheck {
  const r = readNumber(raw, language);
  if (r.kind === 'value') return { ok: true, value: r.value };
  return fail(r.kind === 'ambiguous' ? 'numberRange' : 'number', language);
}

// ---- date, select, text -------------------------------------------------------------------------------

function validateDate(raw: string, language: Language, now: Date): AnswerCheck {
  const r = readDate(raw, language, now);
  if (r.kind === 'value') return { ok: true, value: r.value };
  if (r.kind === 'ambiguous') return fail('dateAmbiguous', language);
  return fail(r.kind === 'invalid' && r.problem === 'vague' ? 'dateVague' : 'date', language);
}

function validateSelect(question: Question, raw: string, language: Language): AnswerCheck {
  const options = question.options ?? [];
  const value = matchOption(options, raw);
  return value === null ? { ok: false, reason: optionsReason(options, language) } : { ok: true, value };
}

/** A chat answer to a text question: a name or identifier read as the interviewer reads it. */
function validateChatText(question: Question, raw: string, language: Language): AnswerCheck {
  const kind = textKind(question.text);
  const r = readText(raw, kind, question.text, language);
  if (r.kind === 'value') return { ok: true, value: r.value };
  return fail(r.kind === 'invalid' ? r.reason : kind === 'name' ? 'name' : 'identifier', language);
}

/** Checks one answer against its question's type and returns it normalised, or a short reason. */
export function validateAnswer(
  question: Question,
  raw: string,
  language: Language,
  now: Date = new Date(),
  /** chat: a text answer is read as the interviewer reads it (framing dropped, non-names refused). */
  mode: 'form' | 'chat' = 'form',
): AnswerCheck {
  try {
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (question.type === 'file') return fail('file', language);
    if (!text) return fail('empty', language);
    switch (question.type) {
      case 'email':
        return validateEmail(text, language);
      case 'phone':
        return validatePhone(text, language);
      case 'number':
        return validateNumber(text, language);
      case 'date':
        return validateDate(text, language, now);
      case 'select':
        return validateSelect(question, text, language);
      default:
        if (mode === 'chat') return validateChatText(question, text, language);
        return /[\p{L}\p{N}]/u.test(text) ? { ok: true, value: text } : fail('empty', language);
    }
  } catch {
    return fail('empty', language);
  }
}
