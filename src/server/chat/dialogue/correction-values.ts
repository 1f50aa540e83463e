import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { readDate } from '../reading/dates';
import { postcodeIn } from '../reading/facts';
import { readMultiselect, readRating, yesNoIn } from '../reading/kinds';
import { findUrls } from '../reading/message';
import { readText, textKind } from '../reading/names';
import { namesQuestion, withoutQuestionLabel } from '../reading/naming';
import { readNumber } from '../reading/numbers';
import { mentionedOption, namedOption } from '../reading/options';
import { containsPhrase, editDistance, normalizeText } from '../reading/text';
import { doesNotFit } from '../reading/text-fit';
import { findEmails, findPhones } from '../reading/validators';
import type { Value } from './agenda';
import { isOnlyCueWords } from './correction-cues';
import { editsAList } from './edits';

// What a correction reads of the words said: the answered question they name, and the value they give it.

const TYPE_WORDS: Record<string, RegExp> = {
  email: /\b(?:e-?mail|mail|correo)\b/,
  phone: /\b(?:phone|telephone|mobile|cell|tel|telefono|movil|celular|whatsapp)\b/,
  date: /\b(?:date|fecha|day|dia)\b/,
};
const NAME_WORDS = /\b(?:my name|name is|nombre|me llamo|surname|apellido)\b/;

// Words that ask rather than name, or are said everywhere ("lift", "size" and "room" name a question).
const STOP = new Set(
  (
    'what which when where your have will would with that this there about from para como cual cuando donde ' +
    'tiene tienes usted quiere quieres cuantos cuantas cuanto cuanta does much many need want like some more ' +
    'also just then than them they into over only very each been were here time algo esto esta este pero ' +
    'sobre todo hace cada otro otra'
  ).split(' '),
);

/** The answered question a message names ("my phone is actually …", "el presupuesto mejor 3000"), if exactly one. */
export function namedQuestion(message: string, answered: Question[]): Question | null {
  const m = normalizeText(message);
  const hits = answered.filter((q) => {
    const typeWords = TYPE_WORDS[q.type];
    if (typeWords?.test(m)) return true;
    if (q.type === 'text' && textKind(q.text) === 'name' && NAME_WORDS.test(m)) return true;
    const words = normalizeText(q.text)
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 4 && !STOP.has(w));
    return words.some((w) => new RegExp(`\\b${w.slice(0, Math.max(5, w.length - 2))}`).test(m));
  });
  if (hits.length <= 1) return hits[0] ?? null;
  // "the from postcode" of "Moving from (postcode)" and "Moving to (postcode)": the one whose own words are said.
  const apart = hits.filter((q) =>
    namesQuestion(
      m,
      q.text,
      hits.filter((o) => o !== q).map((o) => o.text),
    ),
  );
  return apart.length === 1 ? apart[0]! : null;
}

/** The value of `question`'s type that a piece of text holds, when it holds exactly one. */
export function typedValue(question: Question, text: string, language: Language, now: Date): Value | null {
  switch (question.type) {
    case 'email': {
      const found = findEmails(text);
      return found.length === 1 ? found[0]!.value : null;
    }
    case 'phone': {
      const found = findPhones(text).filter((p) => p.value);
      return found.length === 1 ? found[0]!.value : null;
    }
    case 'date': {
      const r = readDate(text, language, now);
      return r.kind === 'value' ? r.value : null;
    }
    case 'number': {
      const dates = readDate(text, language, now);
      const blocked = dates.kind === 'none' ? [] : [dates.span];
      const r = readNumber(text, language, { blocked, question: question.text });
      return r.kind === 'value' ? r.value : null;
    }
    case 'select':
      return namedOption(question.options ?? [], text) ?? mentionedOption(question.options ?? [], text);
    case 'yesno':
      return yesNoIn(text, question.text);
    case 'multiselect':
      return editsAList(text) ? null : readMultiselect(text, question.options ?? []);
    case 'url': {
      const found = findUrls(text);
      return found.length === 1 ? found[0]!.value : null;
    }
    case 'rating': {
      const r = readRating(text, language);
      return r.kind === 'value' ? r.value : null;
    }
    default:
      return null;
  }
}

/** Two spellings of one value are about as long ("Begona Ruiz", "Begoña Ruiz"), not a part of the other. */
export const similarLength = (a: string, b: string) =>
  Math.abs(a.length - b.length) <= Math.max(2, a.length / 4);

/** Whether a new text is a respelling of an old one ("Jon" → "John", "Ana García" → "Ana Garcia"). */
export function resembles(old: string, now: string): boolean {
  const a = normalizeText(old).trim();
  const b = normalizeText(now).trim();
  if (!a || !b || a === b) return a === b && a !== '';
  return (
    a.includes(b) ||
    b.includes(a) ||
    editDistance(a, b, 2) <= Math.min(2, Math.floor(Math.max(a.length, b.length) / 3))
  );
}

/**
 * Whether a new text has the form of the one it would replace on a guess: a name written with a capital is
 * replaced by one written with a capital, an address holding a number by one holding a number ("Fiona Kerr"
 * is never replaced by "empty", "12 Dean Terrace" never by "wrong").
 */
export function sameForm(old: string, now: string): boolean {
  const capital = (s: string) => /^\P{L}*\p{Lu}/u.test(s);
  const digits = (s: string) => /\d/.test(s);
  return (!capital(old) || capital(now)) && (!digits(old) || digits(now));
}

/** Whether `said` repeats the value stored for `q` (the old value in "6, not 5"). */
export function sameValue(
  q: Question,
  stored: unknown,
  said: string,
  language: Language,
  now: Date,
): boolean {
  if (q.type === 'text')
    return String(stored).length >= 2 && containsPhrase(normalizeText(said), normalizeText(String(stored)));
  const v = typedValue(q, said, language, now);
  return v !== null && String(v) === String(stored);
}

/** A text correction's value: "Anna, not Ana" → "Anna"; framing dropped as for any text answer. */
export function textValue(q: Question, body: string): string | null {
  const code = postcodeIn(body, q.text);
  if (code) return code.value;
  const withoutLabel = withoutQuestionLabel(body, q.text)
    .replace(/^(?:my name is|mi nombre es|me llamo|my name|el nombre es|name)\b[\s:,]*/iu, '')
    // "my name is actually John": the correction's own adverb is no part of the value.
    .replace(/^(?:actually|really|in fact|en realidad|realmente|de verdad)\b[\s:,]*/iu, '');
  const positive =
    withoutLabel.split(/,?\s+(?:not|no|instead of|en vez de|en lugar de)\s+/iu)[0] ?? withoutLabel;
  const kind = textKind(q.text);
  const r = readText(positive, kind);
  // "sorry", "wait, perdona", "wrong": words that only announce a correction are never the corrected value;
  // "hmm", "yes", "at 6pm" are no value of a name or a town, as they would be no answer to it.
  return r.kind === 'value' && !isOnlyCueWords(r.value) && !doesNotFit(r.value, q.text, kind)
    ? r.value
    : null;
}

// Words that put one thing beside another rather than in its place ("cocktails as well as beer and wine").
const ALONGSIDE =
  /\b(?:as well as|along with|together with|in addition to|on top of|plus|besides|and also|ademas de|junto con|aparte de|y tambien|y ademas)\b/u;

/** An option said in the visitor's words ("Beer & wine" said "beer and wine"). */
const saysOption = (option: string, text: string) =>
  [option, option.replace(/&/g, 'and'), option.replace(/&/g, 'y')].some(
    (o) => namedOption([o], text) !== null,
  );

/**
 * "people will want cocktails as well as beer and wine": the stored option said beside a new one, joined by words
 * that add, keeps it; the new one is no replacement (and no option is guessed for the whole).
 */
export function addsToStored(options: readonly string[], stored: unknown, text: string): boolean {
  if (typeof stored !== 'string') return false;
  const folded = normalizeText(text);
  const m = ALONGSIDE.exec(folded);
  if (!m) return false;
  const left = folded.slice(0, m.index);
  const right = folded.slice(m.index + m[0].length);
  const fresh = (t: string) => options.some((o) => o !== stored && saysOption(o, t));
  return (fresh(left) && saysOption(stored, right)) || (saysOption(stored, left) && fresh(right));
}
