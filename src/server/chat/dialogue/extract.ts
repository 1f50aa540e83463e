import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { isChitChat, isGreetingOnly, isOnlyLabels, leftoverAnswer, makesFinal, TAKEN } from '../reading/cues';
import { findDates, readDate } from '../reading/dates';
import { introducedName, readText, textKind } from '../reading/names';
import { findNumberMentions, labelledNumber, readNumber } from '../reading/numbers';
import { yesNoAbout } from '../reading/option-kinds';
import { matchOption, namedOption, standaloneOption } from '../reading/options';
import { foldKeepingIndexes, normalizeText, overlaps, type Span } from '../reading/text';
import { findEmails, findPhones, type ReasonKey } from '../reading/validators';
import { declineKind, isNonAnswer } from './way-out';

/** Why an answer was refused: a validator's reason, or `options` (the select's options are listed). */
export type RefusalKey = ReasonKey | 'options';

/** What one visitor message answers. */
export interface Extraction {
  answers: { question: Question; value: string | number }[];
  invalid: { question: Question; key: RefusalKey }[];
  /** The asked question's answer had several readings: the candidates to ask about. */
  ambiguous: { question: Question; candidates: (string | number)[]; range: boolean } | null;
  /** Questions declined this turn (optional ones). */
  skipped: Question[];
  /** The message was only a greeting or small talk and answers nothing. */
  greeting: boolean;
}

/** One message and the questions it may answer. */
export interface ExtractInput {
  message: string;
  /** Questions still open (neither answered nor skipped), by order. */
  pending: Question[];
  /** The question being asked, if still open. */
  current: Question | null;
  /** The language numbers are read in. */
  language: Language;
  now: Date;
  /** Parts of the message already used (a correction): no question takes them. */
  blocked?: Span[];
  /** After a correction: the asked question takes only a typed value, never the words left over. */
  typedOnly?: boolean;
}

/** Longest message looked at; the widget caps messages at 5000 characters. */
const MAX_MESSAGE = 10_000;
const BREAK = /[,;\n!?¡¿]|\.(?=\s|$)|\s(?:y|e|and|&|plus|pero|but)\s/giu;
const GENERIC_OPTIONS = /^(?:yes|no|si|ok|otro|otra|other|none|ninguno|ninguna|all|todo|todos)$/;

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
  const out: Extraction = { answers: [], invalid: [], ambiguous: null, skipped: [], greeting: false };
  const message = (typeof input.message === 'string' ? input.message : '').slice(0, MAX_MESSAGE);
  const { current, language, now } = input;
  if (isGreetingOnly(message)) return { ...out, greeting: true };

  const taken: Span[] = [...(input.blocked ?? [])];
  const free = (s: Span) => !overlaps(s, taken);
  const take = (question: Question, value: string | number, span?: Span) => {
    out.answers.push({ question, value });
    if (span) taken.push(span);
  };
  const refuse = (question: Question, key: RefusalKey, span?: Span) => {
    out.invalid.push({ question, key });
    if (span) taken.push(span);
  };

  const emails = findEmails(message).filter(free);
  const phones = findPhones(message).filter((p) => !overlaps(p, emails) && free(p));
  const others = input.pending.filter((q) => q !== current && q.type !== 'file');
  const strictPhones = phones.filter((p) => p.strict);
  const strictDates = () =>
    findDates(message, language, now, 'strict').filter((d) => free(d) && !overlaps(d, emails));

  function standaloneDate() {
    const { fragments } = fragmentsOf(message);
    const dates = findDates(message, language, now).filter((d) => d.value && free(d) && !overlaps(d, emails));
    return dates.find((d) => {
      const f = fragments.find((x) => x.start <= d.start && x.end >= d.end);
      return f && isOnlyLabels(message.slice(f.start, d.start) + message.slice(d.end, f.end));
    });
  }

  /** "Ana, 40, ana@x.com": a bare figure that is a fragment of its own, when it can only be this question's. */
  function standaloneNumber(q: Question) {
    const open = input.pending.filter((x) => x !== current);
    // A bare figure could be a day of the month, unless this message gives the date elsewhere.
    const dateGiven = Boolean(strictDates()[0] ?? standaloneDate());
    if (
      open.filter((x) => x.type === 'number').length !== 1 ||
      (open.some((x) => x.type === 'date') && !dateGiven)
    )
      return null;
    // Only beside the answer to the question being asked (a clarification's "8" is that answer, not this one).
    if (!current || current.type === 'number' || current.type === 'date') return null;
    const { fragments } = fragmentsOf(message);
    const blocked = [...taken, ...emails, ...phones, ...findDates(message, language, now)];
    const figures = findNumberMentions(message, language).filter((m) => !overlaps(m, blocked));
    if (figures.length !== 1 || figures[0]!.alt !== undefined) return null;
    const f = figures[0]!;
    // A long run of digits may be a phone number.
    if (open.some((x) => x.type === 'phone') && message.slice(f.start, f.end).replace(/\D/g, '').length > 4)
      return null;
    const frag = fragments.find((x) => x.start <= f.start && x.end >= f.end);
    const rest = frag ? message.slice(frag.start, f.start) + message.slice(f.end, frag.end) : 'x';
    return q && /^[\s~≈]*(?:about|around|approx\.?|unos|unas|sobre|aprox\.?)?[\s~≈]*$/iu.test(rest)
      ? f
      : null;
  }

  // 1. The question being asked picks its typed value first, so a later question cannot steal it.
  let currentDone = false;
  // Two different addresses or numbers: ask which, unless the visitor settles on the last one.
  const oneOf = <T extends Span & { value: string | null }>(found: T[]): T | T[] | undefined => {
    const distinct = [...new Map(found.map((f) => [f.value, f])).values()];
    if (distinct.length <= 1) return found[0];
    const [prev, last] = found.slice(-2) as [T, T];
    return makesFinal(message.slice(prev.end, last.start)) ? last : distinct;
  };
  const ask = (q: Question, found: (Span & { value: string | null })[]) => {
    out.ambiguous = { question: q, candidates: found.map((f) => f.value!), range: false };
    taken.push(...found);
  };
  if (current?.type === 'email') {
    const e = oneOf(emails);
    if (Array.isArray(e)) ask(current, e);
    else if (e) take(current, e.value, e);
    currentDone = e !== undefined;
  } else if (current?.type === 'phone') {
    const p = oneOf(phones.filter((x) => x.value));
    if (Array.isArray(p)) ask(current, p);
    else if (p?.value) take(current, p.value, p);
    else if (phones[0]) refuse(current, 'phone', phones[0]);
    currentDone = p !== undefined || phones.length > 0;
  } else if (current?.type === 'date') {
    const r = readDate(message, language, now, { blocked: [...taken, ...emails, ...strictPhones] });
    if (r.kind === 'value') take(current, r.value, r.span);
    else if (r.kind === 'ambiguous') {
      out.ambiguous = { question: current, candidates: r.candidates, range: false };
      taken.push(r.span);
    } else if (r.kind === 'invalid') refuse(current, r.problem === 'vague' ? 'dateVague' : 'date', r.span);
    currentDone = r.kind !== 'none';
  } else if (current?.type === 'number') {
    const dateOpen = others.some((q) => q.type === 'date');
    const dates = dateOpen ? findDates(message, language, now) : findDates(message, language, now, 'strict');
    const blocked = [...taken, ...emails, ...dates];
    const phoneOpen = others.some((q) => q.type === 'phone');
    let r = readNumber(message, language, {
      blocked: phoneOpen ? [...blocked, ...strictPhones] : blocked,
      question: current.text,
    });
    // A long figure is still the answer when it is all the message holds.
    if (r.kind === 'none' && phoneOpen)
      r = readNumber(message, language, { blocked, question: current.text });
    if (r.kind === 'value') take(current, r.value, r.span);
    else if (r.kind === 'ambiguous') {
      out.ambiguous = { question: current, candidates: r.candidates, range: r.range };
      taken.push(r.span);
    }
    currentDone = r.kind !== 'none';
  }

  // 2. Other open questions take only unmistakable values.
  for (const q of others) {
    if (q.type === 'email') {
      const e = emails.find(free);
      if (e) take(q, e.value, e);
    } else if (q.type === 'phone') {
      const p = strictPhones.find(free);
      if (p?.value) take(q, p.value, p);
    } else if (q.type === 'date') {
      // An explicit date, or one that is a whole fragment of its own ("Ana, 4 people, Friday").
      const d = strictDates()[0] ?? standaloneDate();
      if (d?.value) take(q, d.value, d);
    } else if (q.type === 'number') {
      const n = labelledNumber(message, language, q.text, [
        ...taken,
        ...emails,
        ...phones,
        ...findDates(message, language, now),
      ]);
      const alone = n ? null : standaloneNumber(q);
      if (n) take(q, n.value, n);
      else if (alone) take(q, alone.value, alone);
    } else if (
      q.type === 'text' &&
      textKind(q.text) === 'name' &&
      current &&
      textKind(current.text) !== 'name'
    ) {
      const named = introducedName(message, true);
      if (named && free(named)) take(q, named.value, named);
    }
  }
  const { breaks, fragments } = fragmentsOf(message);
  const open = (f: Fragment) => free(f) && /[\p{L}\p{N}]/u.test(f.text) && !isOnlyLabels(f.text);
  for (const q of others) {
    if (q.type !== 'select') continue;
    // A fragment that is just an option ("…, Pro plan"), and never the only thing the asked question could use.
    const mustLeaveSome = !currentDone && (current?.type === 'text' || current?.type === 'select');
    // An option whose own name holds a break ("Corte y color") is looked for whole before any fragment.
    let found = false;
    const folded = foldKeepingIndexes(message);
    for (const option of (q.options ?? []).filter((o) => /\s(?:y|e|and|&|plus)\s|[,;]/iu.test(o))) {
      const name = normalizeText(option).trim();
      const at = new RegExp(
        `(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'u',
      ).exec(folded);
      const span = at ? { start: at.index, end: at.index + at[0].length } : null;
      if (span && free(span)) {
        take(q, option, span);
        found = true;
        break;
      }
    }
    for (const f of found ? [] : fragments) {
      if (!open(f)) continue;
      const value = standaloneOption(q.options ?? [], f.text) ?? yesNoAbout(q.options ?? [], q.text, f.text);
      if (!value) continue;
      if (mustLeaveSome && fragments.filter(open).length < 2) break;
      take(q, value, f);
      found = true;
      break;
    }
    // An option named in full inside a longer sentence ("we'd like the Premium plan, …").
    const nameAsked = current?.type === 'text' && textKind(current.text) === 'name';
    if (!found && current?.type !== 'select' && (!mustLeaveSome || nameAsked)) {
      const options = (q.options ?? []).filter(
        (o) => o.trim().length >= 4 && !GENERIC_OPTIONS.test(normalizeText(o).trim()),
      );
      const value = namedOption(options, message);
      const at = value ? foldKeepingIndexes(message).indexOf(normalizeText(value)) : -1;
      const span = { start: at, end: at + (value?.length ?? 0) };
      if (value && at >= 0 && free(span)) take(q, value, span);
    }
  }

  // 3. The asked question, when not yet served, answers from what is left of the message.
  if (current && !currentDone && !input.typedOnly) {
    // A name never holds an e-mail or a phone: every taken value leaves it, not only stand-alone ones.
    const everyTaken = current.type === 'text' && textKind(current.text) !== 'text';
    answerFromLeftover(current, leftoverAnswer(markTaken(message, taken, breaks, everyTaken)));
  }
  return out;

  function answerFromLeftover(q: Question, left: string) {
    const somethingElse = out.answers.length > 0;
    const decline = declineKind(left, q.text);
    const onDecline = () => (q.required ? refuse(q, 'required') : out.skipped.push(q));
    if (q.type === 'select') {
      // An emoji alone (👍) leaves no words: the message itself is the answer.
      const value = left
        ? matchOption(q.options ?? [], left)
        : somethingElse
          ? null
          : matchOption(q.options ?? [], message);
      if (value) take(q, value);
      else if (decline || (isNonAnswer(left) && !q.required)) onDecline();
      else if (!somethingElse || left) refuse(q, 'options');
      return;
    }
    const kind = q.type === 'text' ? textKind(q.text) : null;
    if (decline && !(kind === 'text' && q.required && decline === 'soft')) return onDecline();
    if (isNonAnswer(left)) {
      if (!q.required) return out.skipped.push(q);
      return refuse(q, reasonFor(q));
    }
    // "ok", "vale, gracias" to a question: small talk, not an answer (to an optional one: nothing to add);
    // but "yes" to "Do you already have a website?" is the answer.
    if (
      isChitChat(left) &&
      (kind !== 'text' || left.split(/\s+/).length <= 2) &&
      !(kind === 'text' && asksYesNo(q.text))
    ) {
      if (!q.required) return out.skipped.push(q);
      if (!somethingElse) out.greeting = true;
      return;
    }
    if (!left && somethingElse) return;
    if (q.type === 'text') {
      const r = readText(left, kind!, q.text);
      if (r.kind === 'value') take(q, r.value);
      else if (r.kind === 'ambiguous')
        out.ambiguous = { question: q, candidates: r.candidates, range: false };
      else if (!somethingElse) refuse(q, r.reason);
      return;
    }
    // Nothing of the asked type was found: a refusal with the format to use.
    // An optional question answered with words that are no try at it ("I'd prefer e-mail"): declined.
    if (!q.required && left && !looksLikeAttempt(q, left)) return out.skipped.push(q);
    if (!somethingElse || looksLikeAttempt(q, left)) refuse(q, reasonFor(q));
  }
}

/** "Do you…?", "Are you…?", "¿Tienes…?": a question a plain yes or no answers. */
function asksYesNo(text: string): boolean {
  return /^[¿¡\s]*(?:do|does|did|are|is|was|were|have|has|had|can|could|will|would|should|shall|tienes|tiene|tenéis|tienen|quieres|quiere|queréis|necesitas|necesita|necesitáis|has|ha|habéis|eres|es|estás|está|estáis|puedes|puede|podéis|vas|va|vais|hay|te|le|os)\b/iu.test(
    text,
  );
}

function reasonFor(q: Question): RefusalKey {
  if (q.type === 'text') {
    const kind = textKind(q.text);
    return kind === 'text' ? 'empty' : kind;
  }
  if (q.type === 'select') return 'options';
  return q.type === 'file' ? 'file' : q.type;
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
  const merged: Span[] = [];
  for (const s of [...separable].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  let marked = message;
  for (const s of merged.reverse()) marked = `${marked.slice(0, s.start)}${TAKEN}${marked.slice(s.end)}`;
  return marked;
}

/** A failed try at the asked question even when the message answered others ("ana@gmail", "600 123"). */
function looksLikeAttempt(q: Question, left: string): boolean {
  if (q.type === 'email') return left.includes('@');
  if (q.type === 'phone') return (left.match(/\d/g)?.length ?? 0) >= 5;
  if (q.type === 'number') return /\d/.test(left);
  return false;
}
