import { describe, expect, it } from 'vitest';
import { readNumber } from './numbers';

// "he'll be 7, his big sister is 10": a figure said as someone else's (a relative of the one asked about, another
// business's quote) is no candidate; the writer's own figure is the answer. When only
// such a figure is said, nothing is stored (asked again).
const read = (text: string, question: string, language: 'EN' | 'ES' = 'EN') => {
  const r = readNumber(text, language, { blocked: [], question });
  return r.kind === 'value' ? r.value : r.kind === 'ambiguous' ? 'asked' : null;
};

describe("readNumber: someone else's figure is not the answer", () => {
  it.each<[string, string, 'EN' | 'ES', number | 'asked' | null]>([
    ["he'll be 7, his big sister is 10", "Age they're turning", 'EN', 7],
    [
      'the other shop quoted £249.99, I was hoping for £180 or so',
      'Your budget for the repair (£)',
      'EN',
      180,
    ],
    ['tiene 12, su hermano de 15 no viene', 'Edad del alumno', 'ES', 12],
    ['el otro taller me pidió 300, yo pensaba en unos 200', 'Presupuesto (€)', 'ES', 200],
    // Look-alikes: the writer's own relative, the writer's own figure, or only someone else's figure.
    ['my son is 12', 'Age of the child', 'EN', 12],
    ['mi hija tiene 9', 'Edad de la niña', 'ES', 9],
    ["he'll be 7, or maybe 8", "Age they're turning", 'EN', 'asked'],
    ['his big sister is 10', "Age they're turning", 'EN', null],
    ['the other shop quoted £250', 'Budget (£)', 'EN', null],
    ['about £180, the other shop was dearer', 'Budget (£)', 'EN', 180],
    // What someone else says may be the answer the writer gives ("ok she says 3000"): left alone.
    ['ok she says 3000 for the budget', 'Rough budget in pounds?', 'EN', 3000],
  ])('%s (%s) → %j', (text, question, language, value) =>
    expect(read(text, question, language)).toEqual(value),
  );
});
