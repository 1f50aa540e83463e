import { optionsTouched } from './option-scores';
import { normalizeText } from './text';

/**
 * "las ruedas, los frenos están bien", "the tyres — the brakes are fine", "new filters, no need for a service":
 * a clause that says a thing is fine, or not needed, rules out the option it names, but only beside another
 * clause that picks an option: alone, "Saturday is fine" or "la mañana está bien" is a choice.
 */
const FINE_AFTER =
  /\s(?:is|are|s|seem|seems|look|looks|esta|estan|van|va|funciona|funcionan|work|works)\s+(?:still\s+|todavia\s+|aun\s+)?(?:bien|fine|ok|okay|good|alright|all right|perfect[oa]?s?|perfectly fine|en buen estado|in good shape)\s*$/u;
const FINE_BEFORE =
  /^\s*(?:no hace falta|no necesito|no necesitamos|no need for|no need to|we don t need|i don t need|don t need|doesn t need|no le hace falta)\b/u;

/** The message's clauses, split where negatedClauses splits them (commas, full stops, dashes, "but"/"pero"). */
const clausesOf = (raw: string) =>
  normalizeText(raw)
    .replace(/[’']/g, ' ')
    .split(/[,;.!?—–]+|\s-\s|\b(?:but|pero|sino)\b/u)
    .map((c) => c.trim())
    .filter(Boolean);

/** The clauses that say a thing is fine or not needed, and the rest of the message. */
export function fineClauses(raw: string): { fine: string[]; rest: string } {
  const clauses = clausesOf(raw);
  const fine = clauses.filter((c) => FINE_AFTER.test(` ${c}`) || FINE_BEFORE.test(c));
  return { fine, rest: clauses.filter((c) => !fine.includes(c)).join(', ') };
}

/** "las ruedas, los frenos están bien": the option the rest picks, when the thing said fine is another one. */
export function byFineClause(
  opts: string[],
  raw: string,
  matchOption: (options: readonly string[], raw: string) => string | null,
): string | null {
  const { fine, rest } = fineClauses(raw);
  if (fine.length === 0 || !rest) return null;
  const picked = matchOption(opts, rest);
  if (!picked) return null;
  const fineOnes = new Set(fine.flatMap((c) => optionsTouched(opts, `not ${c}`)));
  return fineOnes.size > 0 && !fineOnes.has(picked) ? picked : null;
}
