import type { Question } from '../../../contract/forms';
import { own } from '../../../contract/own-keys';
import { editDistance, foldKeepingIndexes, normalizeText, type Span } from '../reading/text';
import { findEmails } from '../reading/validators';
import type { Value } from './agenda';
import { findCorrectionCue } from './correction-cues';
import { addsToStored } from './correction-values';
import { spelledWord } from './spelled-word';
import { hasValue, idOf } from './state';
import type { TurnContext } from './turn';

/**
 * A change to part of a stored value, or a stored value said to be wrong without a new one; `span` is the
 * sentence that says it (the rest of the message answers other questions).
 */
export type PartEdit = { question: Question; value: Value | null; span: Span };

const WRONG =
  /\b(?:wrong|incorrect|not right|mistake|typo|mal|incorrect[oa]|equivocad[oa]|me he equivocado|me equivoque|error|errata)\b/;
const LAST_DIGIT =
  /\b(?:(?:last|final|ultimo)\s+(?:digit|number|numero|cifra)\s+(?:is|should be|es|era|debe ser|tiene que ser)|(?:it\s+)?(?:ends?|ending|acaba|termina)\s+(?:in|with|en|con))\s+(?:an?\s+|un\s+|el\s+)?(\d{1,4})\b(?:\s*,?\s*(?:not|no)\s+(?:in\s+|with\s+|en\s+|con\s+)?(?:an?\s+|un\s+|el\s+)?(\d{1,4})\b)?/d;
const WORD = String.raw`[\p{L}\p{N}.@_-]{2,}`;
const SWAP = new RegExp(
  String.raw`(?:^|[\s,:;])(${WORD})\s*,?\s+(?:not|no|instead of|en vez de|en lugar de)\s+(${WORD})(?=$|[\s,.;!?])`,
  'du',
);
// "no es pilarvidal, es pilar.vidal", "not 23 but 32": the old spelling first, then the new one.
const SWAP_BACK = new RegExp(
  String.raw`(?:^|[\s,:;])(?:not|no es|no era|no)\s+(${WORD})\s*,?\s+(?:but|it s|its|it is|es|sino|pero)\s+(${WORD})(?=$|[\s,.;!?])`,
  'du',
);
// "Ximena con X", "Lindqvist with a q": a letter spelled out beside a word says how to write it, nothing more.
const SPELLING_AID = /\s(?:con|with)\s+(?:una?\s+|an?\s+|la\s+)?\p{L}(?=$|[\s,.;!?])/gu;
const YEAR = /\b(19\d{2}|20\d{2})\b/;

interface Swap {
  now: string;
  old: string;
  at: number;
}

/**
 * "the phone number is wrong, last digit is 8 not 7", "gmail no gmial", "my surname is Lindqvist, not
 * Lindquist", "acaba en 7, no en 1": the part said replaces that part of the one stored value that holds it.
 * A value said to be wrong with nothing to put instead is removed, so that its question is asked again.
 */
export function findPartEdit(ctx: TurnContext, named: Question | null): PartEdit | null {
  const text = ctx.msg.text;
  const said = foldKeepingIndexes(text).replace(SPELLING_AID, (m) => ' '.repeat(m.length));
  const answered = ctx.questions.filter((q) => hasValue(ctx.collected, q));
  const stored = (q: Question) => String(own(ctx.collected, idOf(q)));
  for (const swap of swapsIn(said, text)) {
    const edit = swapEdit(answered, stored, swap);
    if (edit) return { ...edit, span: sentenceAround(text, swap.at) };
  }
  // "two Ls in O'Driscoll": a word of a stored name or company written again with words about its spelling.
  // While a text question is asked, spelling words are about its own answer unless a cue points back.
  const textAsked = ctx.asked?.type === 'text' && !hasValue(ctx.collected, ctx.asked);
  const texts = textAsked && !findCorrectionCue(text) ? [] : answered.filter((q) => q.type === 'text');
  const spelled = spelledWord(
    text,
    texts.map((q) => ({ key: idOf(q), value: stored(q) })),
  );
  const respelled = spelled && texts.find((q) => idOf(q) === spelled.key);
  if (spelled && respelled)
    return { question: respelled, value: spelled.value, span: sentenceAround(text, spelled.at) };
  const digit = LAST_DIGIT.exec(said);
  const phones = answered.filter((q) => q.type === 'phone');
  const phone =
    named?.type === 'phone'
      ? named
      : phones.length === 1 && digit && (!digit[2] || stored(phones[0]!).endsWith(digit[2]))
        ? phones[0]!
        : null;
  const ending = digit && phone && hasValue(ctx.collected, phone) ? newEnding(stored(phone), digit) : null;
  if (ending && phone) return { question: phone, value: ending, span: sentenceAround(text, digit!.index) };
  const whole = { start: 0, end: text.length };
  // "actually they'll want cocktails as well as beer and wine": a select said to need more than its option.
  const widened = answered.filter(
    (q) => q.type === 'select' && addsToStored(q.options ?? [], own(ctx.collected, idOf(q)), text),
  );
  if (widened.length === 1 && findCorrectionCue(text) !== null)
    return { question: widened[0]!, value: null, span: whole };
  if (!named || !hasValue(ctx.collected, named)) return null;
  const year = YEAR.exec(said);
  if (year && named.type === 'date' && /\b(?:year|ano|anio)\b/.test(said))
    return { question: named, value: `${year[1]}${stored(named).slice(4)}`, span: whole };
  return WRONG.test(said) && findCorrectionCue(text) !== null
    ? { question: named, value: null, span: whole }
    : null;
}

/**
 * A phone with its last digits said again ("ends in 8", "acaba en 178, no en 187"): as many digits as said
 * replace the stored ones, when the old ones said back are its ending (of the same length) and the phone is longer.
 */
function newEnding(stored: string, [, now, old]: RegExpExecArray): string | null {
  if (!now || now.length >= stored.replace(/\D/g, '').length - 3) return null;
  if (old !== undefined && (old.length !== now.length || !stored.endsWith(old))) return null;
  return stored.slice(0, -now.length) + now;
}

/** The swaps a message says, each with the new word as the visitor wrote it. */
function swapsIn(said: string, text: string): Swap[] {
  const out: Swap[] = [];
  // A full stop after the word ends the sentence; it is no part of the spelling.
  const bare = (w: string) => w.replace(/\.+$/, '');
  const forward = SWAP.exec(said);
  if (forward?.indices) {
    const [s, e] = forward.indices[1]!;
    out.push({ now: bare(text.slice(s, e)), old: bare(forward[2]!), at: s });
  }
  const back = SWAP_BACK.exec(said);
  if (back?.indices) {
    const [s, e] = back.indices[2]!;
    out.push({ now: bare(text.slice(s, e)), old: bare(back[1]!), at: back.indices[1]![0] });
  }
  return out;
}

/** The sentence of the message that holds `at`. */
function sentenceAround(text: string, at: number): Span {
  const before = text.slice(0, at);
  const start = Math.max(0, ...[...before.matchAll(/[.!?]+\s+/g)].map((m) => m.index + m[0].length));
  const after = /[.!?]+(?=\s+[\p{L}\p{N}¿¡])/u.exec(text.slice(at));
  return { start, end: after ? at + after.index + after[0].length : text.length };
}

/** The one stored value that holds the old spelling or digits, with the new ones in their place. */
function swapEdit(
  answered: Question[],
  stored: (q: Question) => string,
  { now, old }: Swap,
): { question: Question; value: Value } | null {
  const address = addressEdit(answered, stored, now, old);
  const word = respelledWord(answered, stored, now, old);
  // "Lindqvist, not Lindquist" when both the name and the address hold it: which one is unclear.
  if (address || word) return address && word ? null : (address ?? word);
  // "last two digits are 32 not 23": digits said in place of others, held by one stored value only; "1989 not
  // 1988": a year said in place of a stored date's year.
  if (/^\d{2,}$/.test(now) && /^\d{2,}$/.test(old) && now.length === old.length) {
    const years = YEAR.test(now) && YEAR.test(old);
    const holders = answered.filter(
      (q) =>
        (['phone', 'text'].includes(q.type) && stored(q).split(old).length === 2) ||
        (q.type === 'date' && years && stored(q).startsWith(`${old}-`) && validYearSwap(stored(q), now)),
    );
    if (holders.length === 1) return { question: holders[0]!, value: stored(holders[0]!).replace(old, now) };
  }
  return null;
}

/** A stored date with its year replaced is still a calendar day (29 February stays only in a leap year). */
function validYearSwap(stored: string, year: string): boolean {
  const [, m, d] = stored.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(Number(year), m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "gmail no gmial", ".es no .com": a part of an address said in place of another it holds. */
function addressEdit(
  answered: Question[],
  stored: (q: Question) => string,
  now: string,
  old: string,
): { question: Question; value: Value } | null {
  const fresh = normalizeText(now);
  if (old.length >= 3) {
    const holders = answered.filter(
      (q) => ['email', 'url'].includes(q.type) && normalizeText(stored(q)).includes(old),
    );
    const q = holders.length === 1 ? holders[0]! : null;
    const value = q ? stored(q).toLowerCase().replace(old, fresh) : '';
    // The edited address must still be one ("pilar.vidal@gmail.com"), never a broken value stored.
    const valid = q?.type !== 'email' || findEmails(value).some((e) => e.value === value);
    if (q && valid && normalizeText(stored(q)) === stored(q).toLowerCase()) return { question: q, value };
  }
  return null;
}

/**
 * "my surname is Lindqvist, not Lindquist", "es Ximena, no Jimena": a word of a short stored text (a name, a
 * company) spelled again, a letter or two apart; the new spelling is the visitor's.
 */
function respelledWord(
  answered: Question[],
  stored: (q: Question) => string,
  now: string,
  old: string,
): { question: Question; value: Value } | null {
  if (!/^\p{L}{2,}$/u.test(now) || !/^\p{L}{2,}$/u.test(old) || editDistance(normalizeText(now), old, 3) > 3)
    return null;
  const holders = answered.flatMap((q) => {
    if (q.type !== 'text') return [];
    const words = stored(q).split(/\s+/);
    const at = words.findIndex((w) => normalizeText(w) === old);
    if (words.length > 4 || at < 0 || words.filter((w) => normalizeText(w) === old).length > 1) return [];
    words[at] = now;
    return [{ question: q, value: words.join(' ') }];
  });
  return holders.length === 1 ? holders[0]! : null;
}
