import type { NumberMention } from './number-mentions';
import { foldKeepingIndexes, normalizeText } from './text';

/**
 * Currencies by the symbols, codes and words that name them (EN and ES, folded). A sum said in one currency is
 * no answer to a question that asks in another ("about 2k dollars" to "Budget (€)?"): the visitor is asked for
 * the sum in the question's currency rather than the figure being stored as if it were. A bare "$" names no
 * one currency (dollars and pesos share it), so it never makes a mismatch.
 */
const CURRENCIES: [code: string, names: RegExp][] = [
  ['eur', /^(?:€|eur|euro|euros|pavos)$/],
  ['gbp', /^(?:£|gbp|pound|pounds|quid|libras? esterlinas?)$/],
  ['usd', /^(?:usd|us\$|dollar|dollars|dolar|dolares|bucks)$/],
  ['mxn', /^(?:mxn|peso|pesos)$/],
  ['inr', /^(?:₹|inr|rupee|rupees|rupias?)$/],
];

const TOKEN = /€|£|₹|us\$|libras? esterlinas?|\p{L}+/gu;

function codeOf(token: string): string | null {
  return CURRENCIES.find(([, re]) => re.test(token))?.[0] ?? null;
}

/** The one currency a question asks in ("Budget (€)?", "Presupuesto en dólares"), or null. */
export function questionCurrency(question: string): string | null {
  const found = new Set(
    [...normalizeText(question).matchAll(TOKEN)].map((t) => codeOf(t[0])).filter((c) => c !== null),
  );
  return found.size === 1 ? [...found][0]! : null;
}

/** The currency a figure is said in: a symbol or code right before it, or a word right after it. */
export function mentionCurrency(m: NumberMention, text: string): string | null {
  if (!m.money) return null;
  const folded = foldKeepingIndexes(text);
  const before = /(€|£|₹|us\$|\b(?:eur|usd|gbp|mxn|inr))\s?$/u.exec(
    folded.slice(Math.max(0, m.start - 5), m.start),
  );
  if (before) return codeOf(before[1]!);
  const after = /^\s?(€|£|₹|libras? esterlinas?|\p{L}+)/u.exec(folded.slice(m.end));
  return after ? codeOf(after[1]!) : null;
}

/** Whether a figure is a sum said in a currency other than the one the question asks in. */
export function inOtherCurrency(m: NumberMention, text: string, question: string): boolean {
  const want = questionCurrency(question);
  if (!want) return false;
  const said = mentionCurrency(m, text);
  return said !== null && said !== want;
}
