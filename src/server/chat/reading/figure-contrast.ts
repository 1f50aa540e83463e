import type { Span } from './text';

/**
 * "we invited 120 but only 85 replied yes", "invitamos a 150 pero han confirmado 110": a figure, a contrast, then
 * a second figure of the same thing said as a settled fact (after "only", after a verb in the perfect, or before
 * a verb in the past). The second narrows or revises the first, and which of the two the question wants is the visitor's to say: the
 * question asks between them rather than keeping the first because its words echo the question's. A second
 * figure that counts its own thing ("3 of us but 2 bikes") or names part of the first ("4 but 2 are kids") is
 * left to the other readings. EN and ES (folded text).
 */

const CONTRAST = /\b(?:but|though|although|however|pero|aunque|sin embargo)\b/u;
const ONLY_BEFORE = /\b(?:only|just|solo|solamente|unicamente)\s*$/u;
// A verb said after the figure ("85 replied", "85 confirmed", "85 came"): the figure has no noun of its own.
const VERB_AFTER = /^(?:\p{L}{3,}ed|came|said|showed|turned|went|got|will|can|could|would|might)$/u;
// "pero han confirmado 110", "but we've confirmed 110": a fact said in the perfect before the figure.
const PERFECT_BEFORE = /\b(?:han|hemos|ha|have|has|ve)\s+\p{L}+(?:ado|ido|ed)\s*$/u;
// "2 are kids", "2 of them", "2 son niños", "2 de ellos": a part of the first figure's group.
const PART_OF =
  /^\s*(?:are|is|were|of them|of those|of us|son|eran|seran|de ellos|de ellas|de esos|de esas)\b/u;

export interface SaidFigure extends Span {
  unit: string;
}

/** Whether a later figure revises an earlier one across a contrast, said without a noun of its own. */
export function revisedAcrossContrast(folded: string, figures: SaidFigure[]): boolean {
  for (let i = 0; i + 1 < figures.length; i++) {
    const a = figures[i]!;
    const b = figures[i + 1]!;
    const gap = folded.slice(a.end, b.start);
    if (!CONTRAST.test(gap) || PART_OF.test(folded.slice(b.end))) continue;
    if (VERB_AFTER.test(b.unit) || ONLY_BEFORE.test(gap) || PERFECT_BEFORE.test(gap)) return true;
  }
  return false;
}
