import { describe, expect, it } from 'vitest';
import { readNumber } from './numbers';

describe('a length of time in another unit than the question counts in', () => {
  it.each([
    ['a week', '¿Cuántos días?', 'ES', 7],
    ['dos semanas', '¿Cuántos días?', 'ES', 14],
    ['2 weeks', 'How many nights?', 'EN', 14],
    ['we are 4 for a week', 'How many nights?', 'EN', 7],
    ['an hour and a half', 'How many minutes?', 'EN', 90],
    ['1 year', 'Duration (months)?', 'EN', 12],
    ['3 days', 'How many days?', 'EN', 3],
    ['twice a week', 'How many days?', 'EN', 2],
  ] as const)('%s to %s → %s', (text, question, language, value) => {
    const r = readNumber(text, language, { question });
    expect(r.kind === 'value' ? r.value : r).toBe(value);
  });

  it('asks between the readings when the count is not exact', () => {
    expect(readNumber('a month', 'EN', { question: 'How many days?' })).toMatchObject({
      kind: 'ambiguous',
      candidates: [30, 31],
    });
  });

  it.each([
    ['in a week', 'How many days?'],
    ['ay, una semana después', '¿Cuántas noches?'],
  ])('when, not how long: %s', (text, question) => {
    const r = readNumber(text, 'ES', { question });
    expect(r.kind === 'value' && r.value === 7).toBe(false);
  });
});
