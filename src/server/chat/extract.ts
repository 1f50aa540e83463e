import type { Language } from '../../contract/enums';
import type { Question } from '../../contract/forms';
import {
  declineKind,
  isChitChat,
  isGreetingOnly,
  isNameQuestion,
  isOnlyLabels,
  leftoverAnswer,
  stripNameFiller,
  TAKEN,
} from './cues';
import { findDates } from './dates';
import { matchOption, standaloneOption } from './options';
import { overlaps, type Span } from './text';
import {
  findEmails,
  findNumbers,
  findPhones,
  optionsReason,
  type ReasonKey,
  reasonText,
  validateAnswer,
} from './validators';

/** What one visitor message answers. */
export interface Extraction {
  answers: { question: Question; value: string | number }[];
  invalid: { question: Question; reason: string }[];
  skipped: Question[];
  /** The message was only a greeting and answers nothing. */
  greeting: boolean;
}

/** One message and the questions it may answer. */
export interface ExtractInput {
  message: string;
  /** Questions still open (neither answered nor skipped), by order. */
  pending: Question[];
  /** The question being asked, if still open. */
  current: Question | null;
  language: Language;
  now: Date;
}

/** Longest message looked at; the widget caps messages at 5000 characters. */
const MAX_MESSAGE = 10_000;
const BREAK = /[,;\n!?¡¿]|\.(?=\s|$)|\s(?:y|e|and|&|plus|pero|but)\s/giu;

interface Fragment extends Span {
  text: string;
}

function fragmentsOf(message: string): { breaks: Span[]; fragments: Fragment[] } {
  const breaks = [...message.matchAll(BREAK)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const fragments: Fragment[] = [];
  let from = 0;
  for (const b of [...breaks, { start: message.length, end: message.length }]) {
    if (b.start > from) fragments.push({ start: from, end: b.start, text: message.slice(from, b.start) });
    from = b.end;
  }
  return { breaks, fragments };
}

/** Finds every answer one message gives: typed values by pattern, the asked question from what is left. */
export function extractAnswers(input: ExtractInput): Extraction {
  const out: Extraction = { answers: [], invalid: [], skipped: [], greeting: false };
  const message = (typeof input.message === 'string' ? input.message : '').slice(0, MAX_MESSAGE);
  const { current, language, now } = input;
  if (isGreetingOnly(message)) return { ...out, greeting: true };

  const taken: Span[] = [];
  const free = (s: Span) => !overlaps(s, taken);
  const take = (question: Question, value: string | number, span?: Span) => {
    out.answers.push({ question, value });
    if (span) taken.push(span);
  };
  const refuse = (question: Question, reason: string, span?: Span) => {
    out.invalid.push({ question, reason });
    if (span) taken.push(span);
  };
  const reason = (key: ReasonKey) => reasonText(key, language);

  const emails = findEmails(message);
  const phones = findPhones(message).filter((p) => !overlaps(p, emails));
  const others = input.pending.filter((q) => q !== current && q.type !== 'file');

  // 1. The question being asked picks its typed value first, so a later question cannot steal it.
  let currentDone = false;
  if (current?.type === 'email') {
    const e = emails[0];
    if (e) take(current, e.value, e);
    currentDone = e !== undefined;
  } else if (current?.type === 'phone') {
    const p = phones[0];
    if (p) p.value ? take(current, p.value, p) : refuse(current, reason('phone'), p);
    currentDone = p !== undefined;
  } else if (current?.type === 'date') {
    const d = findDates(message, language, now).find((x) => !overlaps(x, emails));
    if (d)
      d.value
        ? take(current, d.value, d)
        : refuse(current, reason(d.problem === 'ambiguous' ? 'dateAmbiguous' : 'date'), d);
    currentDone = d !== undefined;
  } else if (current?.type === 'number') {
    const blocked = [...emails, ...findDates(message, language, now, 'strict')];
    const phoneLike = others.some((q) => q.type === 'phone') ? phones.filter((p) => p.strict) : [];
    const numbers = findNumbers(message, language).filter((n) => !overlaps(n, blocked));
    const n = numbers.find((x) => !overlaps(x, phoneLike)) ?? numbers[0];
    if (n) n.value === null ? refuse(current, reason('number'), n) : take(current, n.value, n);
    currentDone = n !== undefined;
  }

  // 2. Other open questions take only unmistakable values.
  for (const q of others) {
    if (q.type === 'email') {
      const e = emails.find(free);
      if (e) take(q, e.value, e);
    } else if (q.type === 'phone') {
      const p = phones.find((x) => x.strict && free(x));
      if (p?.value) take(q, p.value, p);
    } else if (q.type === 'date') {
      const d = findDates(message, language, now, 'strict').find((x) => free(x) && !overlaps(x, emails));
      if (d?.value) take(q, d.value, d);
    }
  }
  const { breaks, fragments } = fragmentsOf(message);
  const open = (f: Fragment) => free(f) && /[\p{L}\p{N}]/u.test(f.text) && !isOnlyLabels(f.text);
  for (const q of others) {
    if (q.type !== 'select') continue;
    // A fragment that is just an option ("…, Pro plan"), and never the only thing the asked question could use.
    const mustLeaveSome = !currentDone && (current?.type === 'text' || current?.type === 'select');
    for (const f of fragments) {
      if (!open(f)) continue;
      const value = standaloneOption(q.options ?? [], f.text);
      if (!value) continue;
      if (mustLeaveSome && fragments.filter(open).length < 2) break;
      take(q, value, f);
      break;
    }
  }

  // 3. The asked question, when not yet served, answers from what is left of the message.
  if (current && !currentDone) {
    // A name never holds an e-mail or a phone: every taken value leaves it, not only stand-alone ones.
    const everyTaken = current.type === 'text' && isNameQuestion(current.text);
    answerFromLeftover(current, leftoverAnswer(markTaken(message, taken, breaks, everyTaken)));
  }
  return out;

  function answerFromLeftover(q: Question, left: string) {
    const somethingElse = out.answers.length > 0;
    const decline = declineKind(left);
    const onDecline = () => (q.required ? refuse(q, reason('required')) : out.skipped.push(q));
    if (q.type === 'select') {
      const value = left ? matchOption(q.options ?? [], left) : null;
      if (value) take(q, value);
      else if (decline) onDecline();
      else if (!somethingElse) refuse(q, optionsReason(q.options ?? [], language));
      return;
    }
    if (decline && !(q.type === 'text' && q.required && decline === 'soft')) return onDecline();
    // "ok", "vale, gracias" to "What is your name?" is small talk, not a name.
    if (q.type === 'text' && isNameQuestion(q.text) && isChitChat(left)) {
      if (!somethingElse) out.greeting = true;
      return;
    }
    if (!left && somethingElse) return;
    const check = validateAnswer(q, left, language, now);
    if (check.ok)
      take(
        q,
        q.type === 'text' && isNameQuestion(q.text) ? stripNameFiller(String(check.value)) : check.value,
      );
    else if (!somethingElse || looksLikeAttempt(q, left)) refuse(q, check.reason);
  }
}

/** The message with each taken value that stands on its own (its fragment holds only labels), or `all`, marked TAKEN. */
function markTaken(message: string, taken: Span[], breaks: Span[], all: boolean): string {
  const separable = taken.filter((span) => {
    if (all) return true;
    const left = Math.max(0, ...breaks.filter((b) => b.end <= span.start).map((b) => b.end));
    const right = Math.min(message.length, ...breaks.filter((b) => b.start >= span.end).map((b) => b.start));
    let rest = '';
    let at = left;
    for (const t of [...taken]
      .filter((x) => x.start >= left && x.end <= right)
      .sort((a, b) => a.start - b.start)) {
      rest += message.slice(at, t.start);
      at = Math.max(at, t.end);
    }
    rest += message.slice(at, right);
    return isOnlyLabels(rest);
  });
  let marked = message;
  for (const s of separable.sort((a, b) => b.start - a.start))
    marked = `${marked.slice(0, s.start)}${TAKEN}${marked.slice(s.end)}`;
  return marked;
}

/** A failed try at the asked question even when the message answered others ("ana@gmail", "600 123"). */
function looksLikeAttempt(q: Question, left: string): boolean {
  if (q.type === 'email') return left.includes('@');
  if (q.type === 'phone') return (left.match(/\d/g)?.length ?? 0) >= 5;
  return false;
}
