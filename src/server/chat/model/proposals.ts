import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { MONTHS, WEEKDAYS } from '../reading/date-words';
import { findDates, readDate } from '../reading/dates';
import { findNumberMentions } from '../reading/numbers';
import { matchOption, namedOption } from '../reading/options';
import { countsOther } from '../reading/question-ties';
import { editDistance, normalizeText, wordsOf } from '../reading/text';
import { validateAnswer } from '../reading/validators';

const GENERIC = /^(?:yes|no|si|ok|otro|otra|other|none|ninguno|ninguna|all|todo|todos)$/;

const words = (s: string) =>
  normalizeText(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether the visitor's message holds what the value is made of (a model may read it, never invent it). */
function grounded(
  question: Question,
  value: string | number,
  message: string,
  language: Language,
  now: Date,
  asked: boolean,
): boolean {
  const said = normalizeText(message).replace(/\s+/g, ' ');
  switch (question.type) {
    case 'email': {
      const have = new Set(words(message));
      return words(String(value)).every((w) => have.has(w));
    }
    case 'phone': {
      const digits = message.replace(/\D/g, '');
      return digits.length > 0 && digits.includes(String(value).replace(/\D/g, '').slice(-7));
    }
    case 'number':
    case 'rating': {
      // Of several different figures in the message, the model's pick is a guess: only a lone one counts,
      // and not one that counts something else ("$35 a head" for players, "350 km" for metres).
      const mentions = findNumberMentions(message, language);
      const values = new Set(mentions.map((m) => m.value));
      return (
        values.size === 1 && values.has(Number(value)) && !mentions.some((m) => countsOther(m, question.text))
      );
    }
    case 'date': {
      // Another question's date must be written out as that date; one of two readings is a guess.
      if (!asked) {
        const r = readDate(message, language, now);
        return (
          r.kind === 'value' &&
          r.value === value &&
          findDates(message, language, now, 'strict').some((d) => d.value === value)
        );
      }
      if (
        findDates(message, language, now).some(
          (d) => d.value === value || d.candidates?.includes(String(value)),
        )
      )
        return true;
      // "the first Monday of December": the day's number and its month or weekday must be there.
      const [y, m, d] = String(value).split('-').map(Number) as [number, number, number];
      const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
      const have = words(message);
      const namesIt = have.some((w) => (w.length >= 3 && MONTHS[w] === m) || WEEKDAYS[w] === weekday);
      return namesIt && new RegExp(`(?<!\\d)${d}(?!\\d)`).test(said);
    }
    case 'select': {
      // A position ("2") only picks an option of the question being asked; another needs its full name.
      // ("no", "sí", "other" said in passing name nothing: those options need the question asked.)
      if (!asked) {
        const named = (question.options ?? []).filter(
          (o) => o.trim().length >= 4 && !GENERIC.test(normalizeText(o).trim()),
        );
        return namedOption(named, message) === value;
      }
      if (matchOption(question.options ?? [], message) === value) return true;
      const said = words(message);
      const hinted = (option: string) =>
        wordsOf(normalizeText(option))
          .filter((w) => w.length >= 3)
          .some((o) => said.some((w) => w.length >= 3 && editDistance(w, o, 2) <= (o.length >= 8 ? 2 : 1)));
      // Words that hint at two options ("premium, no wait, basic") leave the choice to the visitor.
      const hints = (question.options ?? []).filter(hinted);
      return hints.length === 1 && hints[0] === value;
    }
    default:
      return said.includes(normalizeText(String(value)).replace(/\s+/g, ' '));
  }
}

/**
 * A model's proposed value for one question, kept only when it passes the question's validation and is
 * made of the visitor's own words in this message; null otherwise.
 */
export function acceptProposal(
  question: Question,
  raw: string,
  message: string,
  language: Language,
  now: Date,
  /** The question is the one being asked (a bare "2" may pick its second option). */
  asked = true,
): string | number | null {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 500) return null;
  const check = validateAnswer(question, raw, language, now, 'chat');
  if (!check.ok) return null;
  // A score is stored as an integer, whatever the model wrote.
  const value = question.type === 'rating' ? Number(check.value) : check.value;
  if (question.type === 'rating' && !Number.isInteger(value)) return null;
  return grounded(question, value, message, language, now, asked) ? value : null;
}
