import { describe, expect, it } from 'vitest';
import { labelledNumber, readNumber } from './numbers';

// "58 pupils plus 6 staff" to "Number of pupils": the words before a figure label it only back to the figure before
// it; "pupils" is the 58's unit, not a label of the 6. So exactly one figure is tied to the question.
describe('a figure is labelled only by the words after the figure before it', () => {
  it.each<[string, 'EN' | 'ES', string, number | null]>([
    ['58 pupils plus 6 staff', 'EN', 'Number of pupils', 58],
    ['20 kids and 4 teachers', 'EN', 'How many kids?', 20],
    ['30 alumnos y 3 profesores', 'ES', 'Número de alumnos', 30],
    ['3 bedrooms, budget 500k', 'EN', 'Budget', 500000],
    // Look-alikes: a label right before its figure still labels it; two figures of the asked thing are asked.
    ['6 staff and 58 pupils', 'EN', 'Number of pupils', 58],
    ['30 alumnos más 3 profesores', 'ES', 'Número de alumnos', 30],
    ['58 pupils or maybe 60 pupils', 'EN', 'Number of pupils', null],
    ['12 profesores y 4 monitores', 'ES', 'Número de alumnos', null],
  ])('%s (%s) → %s', (text, language, question, value) => {
    const r = readNumber(text, language, { blocked: [], question });
    expect(r.kind === 'value' ? r.value : null).toBe(value);
  });

  it.each<[string, 'EN' | 'ES', string, number | null]>([
    ['58 pupils plus 6 staff', 'EN', 'Number of pupils', 58],
    ['58 pupils plus 6 staff', 'EN', 'Number of staff', 6],
    ['30 alumnos y 3 profesores', 'ES', 'Número de profesores', 3],
    // Look-alike: a figure of another thing only is no answer to a question not being asked.
    ['58 pupils plus 6 staff', 'EN', 'Number of coaches', null],
    ['somos 30 y 3 profes', 'ES', '¿Cuántos autobuses?', null],
  ])('labelled for a question not asked: %s (%s) → %s', (text, language, question, value) =>
    expect(labelledNumber(text, language, question, [])?.value ?? null).toBe(value),
  );
});
