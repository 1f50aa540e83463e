import type { Question } from '../../../contract/forms';
import { roleAgainst } from '../reading/figure-roles';
import type { MessageReading } from '../reading/message';
import { AGE_QUESTION } from '../reading/number-units';
import { MONEY_WORDS, type NumberMention } from '../reading/numbers';
import { countsOther, namedFor, tieTo } from '../reading/question-ties';
import { normalizeText, overlaps, type Span } from '../reading/text';
import { outOfBounds } from './bounds';

/**
 * How strongly a figure belongs to a number question: 3 its unit is a word of the question or money for a
 * money question; 2 a word of the question beside it, or a count of people for a people question; 1 a
 * scaled amount ("3 lakh", "6 mil") for a money question; 0 nothing ties them; -1 it cannot be its answer
 * (it counts something else, or its magnitude is outside what the question takes: 6000 for an age).
 */
export function claimScore(m: NumberMention, q: Question, now: Date, message = ''): number {
  const text = normalizeText(q.text);
  const moneyQ = MONEY_WORDS.test(text) || /\((?:[a-z]{3}|[€$£])\)/.test(text);
  // Money said beside it: a currency, or a money word just before or right after ("budget 90k", "2k to spend").
  const near = `${m.label} ${(m.tail ?? '').split(' ').slice(0, 2).join(' ')}`;
  const moneySaid = m.money || MONEY_WORDS.test(near.replace(/\bhow much\b/, ''));
  if (moneySaid && !moneyQ) return -1;
  if (countsOther(m, q.text) || implausible(m, q, text, now)) return -1;
  // "at 9", "in 2019", "number 42": a figure whose role is not what the question asks.
  if (message && roleAgainst(m, message, q.text) !== null) return -1;
  if (moneySaid && moneyQ) return 3;
  const words = text.split(/[^\p{L}\d]+/u);
  const unit = m.unit.replace(/s$/, '');
  if (unit.length >= 2 && words.some((w) => w === m.unit || w.replace(/s$/, '') === unit)) return 3;
  const tie = tieTo(m, q.text);
  if (tie !== null || namedFor(m, q.text)) return 2;
  if (moneyQ && m.scale !== null && m.scale >= 1000) return 1;
  return 0;
}

function implausible(m: NumberMention, q: Question, text: string, now: Date): boolean {
  if (AGE_QUESTION.test(text) && (m.value > 120 || m.value < 0)) return true;
  return outOfBounds(q, m.value, now);
}

/**
 * The joint reading of a message's figures against the open number questions: each figure goes to the one
 * question it belongs to clearly best (the asked question wins unless another's tie is clearly stronger). Returns, per question, the figures
 * other questions claim (it must not take them) and the one figure it claims itself, if exactly one.
 */
/** What being asked adds to a question's claim: a figure goes elsewhere only on a clearly stronger tie. */
const ASKED_BONUS = 1.5;

export function figureClaims(
  msg: MessageReading,
  open: Question[],
  asked: Question | null,
  blocked: Span[],
): Map<Question, { others: Span[]; own: NumberMention | null }> {
  const numbers = open.filter((q) => q.type === 'number');
  const out = new Map(numbers.map((q) => [q, { others: [] as Span[], own: null as NumberMention | null }]));
  if (numbers.length < 2) return out;
  const mine = new Map<Question, NumberMention[]>();
  for (const m of msg.numbers) {
    if (overlaps(m, blocked)) continue;
    const scored = numbers
      .map((q) => ({ q, s: claimScore(m, q, msg.now, msg.text) }))
      .map(({ q, s }) => ({ q, s: q === asked && s >= 0 ? s + ASKED_BONUS : s }))
      .sort((a, b) => b.s - a.s);
    const [first, second] = scored;
    if (!first || first.s < 1 || (second && second.s >= first.s - 0.25)) continue;
    // A weak claim (a scaled amount) counts only when nothing ties the figure to another question.
    if (first.s < 2 && second && second.s >= 0.5) continue;
    for (const q of numbers) if (q !== first.q) out.get(q)!.others.push({ start: m.start, end: m.end });
    mine.set(first.q, [...(mine.get(first.q) ?? []), m]);
  }
  for (const [q, ms] of mine) if (ms.length === 1 && ms[0]!.alt === undefined) out.get(q)!.own = ms[0]!;
  return out;
}
