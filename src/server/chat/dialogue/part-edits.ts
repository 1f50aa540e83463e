import type { Question } from '../../../contract/forms';
import { own } from '../../../contract/own-keys';
import { editDistance, normalizeText } from '../reading/text';
import { findEmails } from '../reading/validators';
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
// "no es pilarvidal, es pilar.vidal", "not 23 but 32": the old spelling first, then the new one.
const SWAP_BACK =
  /(?:^|[\s,:;])(?:not|no es|no era|no)\s+([\p{L}\p{N}.@_-]{2,})\s*,?\s+(?:but|it s|its|it is|es|sino|pero)\s+([\p{L}\p{N}.@_-]{2,})(?=$|[\s,.;!?])/u;
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
  const forward = SWAP.exec(said);
  const back = SWAP_BACK.exec(said);
  const swaps = [
    ...(forward ? [{ now: forward[1]!, old: forward[2]! }] : []),
    ...(back ? [{ now: back[2]!, old: back[1]! }] : []),
  ];
  for (const swap of swaps) {
    const edit = swapEdit(answered, stored, swap);
    if (edit) return edit;
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

/** The one stored value that holds the old spelling or digits, with the new ones in their place. */
function swapEdit(
  answered: Question[],
  stored: (q: Question) => string,
  { now, old }: { now: string; old: string },
): PartEdit | null {
  // "gmail no gmial", ".com not .cm": a typo in an address, the two spellings a letter or two apart.
  if (old.length >= 3 && editDistance(now, old, 2) <= 2) {
    const holders = answered.filter(
      (q) => ['email', 'url'].includes(q.type) && normalizeText(stored(q)).includes(old),
    );
    const q = holders.length === 1 ? holders[0]! : null;
    const value = q ? stored(q).toLowerCase().replace(old, now) : '';
    // The edited address must still be one ("pilar.vidal@gmail.com"), never a broken value stored.
    const valid = q?.type !== 'email' || findEmails(value).some((e) => e.value === value);
    if (q && valid && normalizeText(stored(q)) === stored(q).toLowerCase()) return { question: q, value };
  }
  // "last two digits are 32 not 23": digits said in place of others, held by one stored value only.
  if (/^\d{2,}$/.test(now) && /^\d{2,}$/.test(old) && now.length === old.length) {
    const holders = answered.filter(
      (q) => ['phone', 'text'].includes(q.type) && stored(q).split(old).length === 2,
    );
    if (holders.length === 1) return { question: holders[0]!, value: stored(holders[0]!).replace(old, now) };
  }
  return null;
}
