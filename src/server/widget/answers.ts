// A classic submission's answers as the form takes them (CONTRACT "Classic submit answers"): every type read
// and normalised, bounds from `validation` checked. The chat reads visitors' words in src/server/chat instead.
import {
  boundsText,
  charCount,
  LONGTEXT_MAX,
  normalizeUrl,
  outOfBounds,
  readChoices,
  readYesNo,
  utcDay,
} from '../../contract/answers';
import type { Language } from '../../contract/enums';
import type { StoredQuestion } from '../../contract/forms';
import type { SubmitAnswer } from '../../contract/widget';
import { optionsReason, validateAnswer } from '../chat/reading/validators';

/** An answer read: its stored value, or why it was refused (in the form's language). */
export type FormAnswer = { ok: true; value: unknown } | { ok: false; reason: string };

const REASONS = {
  EN: {
    text: 'Expected text.',
    yesno: 'Please answer yes or no.',
    url: "That doesn't look like a web address.",
    long: `That answer is too long (at most ${LONGTEXT_MAX} characters).`,
  },
  ES: {
    text: 'Se esperaba un texto.',
    yesno: 'Responde sí o no.',
    url: 'Esa dirección web no parece válida.',
    long: `Esa respuesta es demasiado larga (máximo ${LONGTEXT_MAX} caracteres).`,
  },
} as const;

/** Whether a submitted answer counts as not given (absent, blank, or no choice). */
export function isBlank(raw: SubmitAnswer | undefined): boolean {
  if (raw === undefined) return true;
  if (typeof raw === 'string') return raw.trim() === '';
  return Array.isArray(raw) && raw.every((x) => x.trim() === '');
}

function readValue(q: StoredQuestion, raw: SubmitAnswer, language: Language, now: Date): FormAnswer {
  const r = REASONS[language];
  const fail = (reason: string): FormAnswer => ({ ok: false, reason });
  switch (q.type) {
    case 'multiselect': {
      const options = q.options ?? [];
      const value = readChoices(raw, options);
      return value ? { ok: true, value } : fail(optionsReason(options, language));
    }
    case 'yesno': {
      const value = readYesNo(raw);
      return value === null ? fail(r.yesno) : { ok: true, value };
    }
  }
  if (typeof raw !== 'string') return fail(r.text);
  switch (q.type) {
    case 'rating': {
      const s = raw.trim();
      return /^\d{1,2}$/.test(s) ? { ok: true, value: Number(s) } : fail(boundsText(q, language));
    }
    case 'url': {
      const value = normalizeUrl(raw);
      return value ? { ok: true, value } : fail(r.url);
    }
    case 'longtext': {
      const value = raw.trim();
      return charCount(value) > LONGTEXT_MAX ? fail(r.long) : { ok: true, value };
    }
    default: {
      const check = validateAnswer(q, raw, language, now);
      return check.ok ? { ok: true, value: check.value } : fail(check.reason);
    }
  }
}

/**
 * One answer of a classic submission read by its question's type and checked against its bounds
 * (`now`: the submission's moment, whose UTC day a `"today"` bound means).
 */
export function readFormAnswer(
  q: StoredQuestion,
  raw: SubmitAnswer,
  language: Language,
  now: Date,
): FormAnswer {
  const read = readValue(q, raw, language, now);
  if (!read.ok) return read;
  const broken = outOfBounds(q, read.value, utcDay(now));
  return broken ? { ok: false, reason: boundsText(q, language) } : read;
}

/** A stored value as the visitor's message of the transcript shows it (lists joined, yes/no as words). */
export function answerAsWritten(raw: SubmitAnswer, value: unknown, language: Language): string {
  if (typeof value === 'boolean') return value ? (language === 'ES' ? 'Sí' : 'Yes') : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return typeof raw === 'string' ? raw.trim() : String(value);
}
