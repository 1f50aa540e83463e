import { describe, expect, it } from 'vitest';
import { readNumber } from './numbers';

// "3, me plus two": a total said first and the people it counts after it, when the list adds up to it, is that
// total (the list's own two readings, 3 or 2, are settled by it). A list that adds up to another figure is asked.
const read = (text: string, question: string, language: 'EN' | 'ES' = 'EN') => {
  const r = readNumber(text, language, { blocked: [], question });
  return r.kind === 'value' ? r.value : r.kind === 'ambiguous' ? 'asked' : null;
};

describe('readNumber: a total, then the people it counts', () => {
  it.each<[string, string, 'EN' | 'ES', number | 'asked' | null]>([
    ['3, me plus two', 'Number of people on the membership', 'EN', 3],
    ['4 - me, my wife and our 2 kids', 'How many people?', 'EN', 4],
    ['3: me and two friends', 'How many places?', 'EN', 3],
    ['4, mi mujer, yo y los dos niños', '¿Cuántas personas?', 'ES', 4],
    ['3, yo y dos más', '¿Cuántos sois?', 'ES', 3],
    // Look-alikes: a list that adds up to another figure, or the list alone, is read as before.
    ['5, me plus two', 'Number of people on the membership', 'EN', 'asked'],
    ['me plus two', 'Number of people on the membership', 'EN', 'asked'],
    ['4, me and two friends', 'How many people?', 'EN', 'asked'],
    ['3, me plus two', 'How many cars?', 'EN', 'asked'],
  ])('%s (%s) → %j', (text, question, language, value) =>
    expect(read(text, question, language)).toEqual(value),
  );
});
