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
    ['an hour and a half', 'Length of the session in minutes?', 'EN'],
    ['una hora y media', '¿Duración de la sesión en minutos?', 'ES'],
    ['a week', 'Hire length in days?', 'EN'],
  ] as const)('a unit of measure named in the question: %s to %s → none', (text, question, language) => {
    expect(readNumber(text, language, { question })).toEqual({ kind: 'none' });
  });

  it.each([
    ['90 minutes', 'Length of the session in minutes?', 'EN', 90],
    ['a week', 'How many days do you need the van?', 'EN', 7],
    ['una semana', '¿Cuántos días necesitas la furgoneta?', 'ES', 7],
    ['an hour and a half', 'How many minutes of footage?', 'EN', 90],
    ['an hour and a half, so 90', 'Length of the session in minutes?', 'EN', 90],
  ] as const)('look-alike, converted or in the unit: %s to %s → %s', (text, question, language, value) => {
    const r = readNumber(text, language, { question });
    expect(r.kind === 'value' ? r.value : r).toBe(value);
  });

  it.each([
    ['in a week', 'How many days?'],
    ['ay, una semana después', '¿Cuántas noches?'],
  ])('when, not how long: %s', (text, question) => {
    const r = readNumber(text, 'ES', { question });
    expect(r.kind === 'value' && r.value === 7).toBe(false);
  });
});
