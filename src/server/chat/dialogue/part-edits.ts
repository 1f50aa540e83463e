import type { Question } from '../../../contract/forms';
import { own } from '../../../contract/own-keys';
import { editDistance, normalizeText } from '../reading/text';
import type { Value } from './agenda';
import { findCorrectionCue } from './correction-cues';
import { hasValue, idOf } from './state';
import type { TurnContext } from './turn';

/** A change to part of a stored value, or a stored value said to be wrong without a new one. */
export type PartEdit = { question: Question; value: Value | null };

const WRONG =
  /\b(?:wrong|incorrect|not right|mistake|typo|mal|incorrect[oa]|equivocad[oa]|me he equivocado|me equivoque|error|errata)\b/;
const LAST_DIGIT =
  /\b(?:last|final|ultimo)\s+(?:digit|number|numero|cifra)\s+(?:is|should be|es|era|debe ser|tiene que ser)\s+(?:an?\s+|un\s+)?(\d)(?:\s*,?\s*(?:not|no)\s+(?:an?\s+|un\s+)?(\d))?/;
const SWAP =
  /(?:^|[\s,:;])([\p{L}\p{N}.@_-]{2,})\s*,?\s+(?:not|no|instead of|en vez de|en lugar de)\s+([\p{L}\p{N}.@_-]{2,})(?=$|[\s,.;!?])/u;
const YEAR = /\b(19\d{2}|20\d{2})\b/;

/**
 * "the phone number is wrong, last digit is 8 not 7", "gmail no gmial", "me he equivocado en el año de
 * nacimiento: es 1957": the part said replaces that part of the stored value. A value said to be wrong with
 * nothing to put instead is removed, so that its question is asked again (never kept as if right).
 */
export function findPartEdit(ctx: TurnContext, named: Question | null): PartEdit | null {
  const said = normalizeText(ctx.msg.text);
  const answered = ctx.questions.filter((q) => hasValue(ctx.collected, q));
  const stored = (q: Question) => String(own(ctx.collected, idOf(q)));
  const swap = SWAP.exec(said);
  // "gmail no gmial", ".com not .cm": a typo in an address, the two spellings a letter or two apart.
  if (swap && swap[2]!.length >= 3 && editDistance(swap[1]!, swap[2]!, 2) <= 2) {
    const [, now, old] = swap as unknown as [string, string, string];
    const holders = answered.filter(
      (q) => ['email', 'url'].includes(q.type) && normalizeText(stored(q)).includes(old),
    );
    if (holders.length === 1 && normalizeText(stored(holders[0]!)) === stored(holders[0]!).toLowerCase())
      return { question: holders[0]!, value: stored(holders[0]!).toLowerCase().replace(old, now) };
  }
  // "last two digits are 32 not 23": digits said in place of others, held by one stored value only.
  if (swap && /^\d{2,}$/.test(swap[1]!) && /^\d{2,}$/.test(swap[2]!) && swap[1]!.length === swap[2]!.length) {
    const [, now, old] = swap as unknown as [string, string, string];
    const holders = answered.filter(
      (q) => ['phone', 'text'].includes(q.type) && stored(q).split(old).length === 2,
    );
    if (holders.length === 1) return { question: holders[0]!, value: stored(holders[0]!).replace(old, now) };
  }
  if (!named || !hasValue(ctx.collected, named)) return null;
  const digit = LAST_DIGIT.exec(said);
  if (digit && named.type === 'phone') {
    const v = stored(named);
    if (!digit[2] || v.endsWith(digit[2])) return { question: named, value: v.slice(0, -1) + digit[1] };
  }
  const year = YEAR.exec(said);
  if (year && named.type === 'date' && /\b(?:year|ano|anio)\b/.test(said))
    return { question: named, value: `${year[1]}${stored(named).slice(4)}` };
  return WRONG.test(said) && findCorrectionCue(ctx.msg.text) !== null
    ? { question: named, value: null }
    : null;
}
