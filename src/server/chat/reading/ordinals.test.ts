import { describe, expect, it } from 'vitest';
import { readNumber } from './numbers';
import { isPositionQuestion, ordinalAnswer } from './ordinals';

describe('a place in an order, for a question that asks one', () => {
  it.each<[string, string, number[] | null]>([
    ['un tercero', '¿En qué piso vives?', [3]],
    ['el 3º', '¿En qué piso vives?', [3]],
    ['3ºB', '¿En qué planta está la oficina?', [3]],
    ['vivo en un quinto sin ascensor', '¿Piso?', [5]],
    ['planta baja', '¿En qué piso vives?', [0]],
    ['un bajo', '¿Qué planta?', [0]],
    ['on the 2nd floor', 'Which floor is the flat on?', [2]],
    ['ground floor', 'Which floor?', [0]],
    ['I’m on the seventh', 'What floor do you live on?', [7]],
    ['segunda', '¿En qué curso está?', [2]],
    ['the 4th row', 'Row?', [4]],
    ['second or third', 'Which floor?', [2, 3]],
    // The word floor said with it: read among other words.
    ['a flat on the ground floor', 'Floor number', [0]],
    ['vivimos en la tercera planta, sin ascensor', '¿En qué piso vivís?', [3]],
    ['we moved from the 2nd floor to the 5th floor', 'Which floor?', null],
    // Not an ordinal answer: a count, words about something else, a ground floor for a school year.
    ['third', 'How many floors does the building have?', null],
    ['el tercero de mis hijos', '¿En qué curso está?', null],
    ['bajo', '¿En qué curso está?', null],
    ['tercero', '¿Cuál es tu presupuesto?', null],
  ])('%j to %j → %j', (said, question, expected) => {
    expect(ordinalAnswer(said, question)).toEqual(expected);
  });

  it('knows a question about a place from a count', () => {
    expect(isPositionQuestion('Which floor?')).toBe(true);
    expect(isPositionQuestion('¿Cuántos pisos tiene la casa?')).toBe(false);
    expect(isPositionQuestion('Number of floors')).toBe(false);
  });

  it('is read by a number question when no figure is written, and asked about when two are offered', () => {
    expect(readNumber('un cuarto', 'ES', { question: '¿En qué piso vives?' })).toMatchObject({ value: 4 });
    expect(readNumber('the 3rd floor', 'EN', { question: 'Floor?' })).toMatchObject({ value: 3 });
    expect(readNumber('2nd or 3rd', 'EN', { question: 'Which floor?' })).toMatchObject({
      kind: 'ambiguous',
      candidates: [2, 3],
    });
    expect(readNumber('un tercero', 'ES', { question: '¿Cuántos sois?' })).toEqual({ kind: 'none' });
    // "30th" taken as a day of the month (a date question is open) is no floor.
    const blocked = [{ start: 0, end: 4 }];
    expect(readNumber('30th', 'EN', { question: 'Floor number', blocked })).toEqual({ kind: 'none' });
  });
});

describe('readNumber: a spelled place in an order beside another figure is asked about', () => {
  it.each<[string, string, 'EN' | 'ES', unknown]>([
    ['un tercero sin ascensor, el edificio tiene 6', '¿En qué planta está el piso?', 'ES', [3, 6]],
    ["second floor, the building's got 5", 'Which floor is the flat on?', 'EN', [2, 5]],
    ['segundo de bachillerato, tiene 17 años', '¿Qué curso?', 'ES', [2, 17]],
    // Look-alikes: the same place in words and figure, no figure, a count question, no ordinal.
    ['3, the third one', 'Which floor?', 'EN', 3],
    ['planta 3, la tercera', '¿En qué planta?', 'ES', 3],
    ['un tercero', '¿En qué planta está el piso?', 'ES', 3],
    ['the first 2 of us', 'How many people?', 'EN', 2],
    ['el 4, sin ascensor', '¿En qué planta está el piso?', 'ES', 4],
  ])('%j to %j', (said, q, language, want) => {
    const r = readNumber(said, language, { question: q });
    expect(r.kind === 'value' ? r.value : r.kind === 'ambiguous' ? r.candidates : r).toEqual(want);
  });
});
