import { describe, expect, it } from 'vitest';
import { questionMeasure } from './measures';
import { readNumber } from './numbers';

describe('questionMeasure: the one unit a question counts in', () => {
  it.each<[string, string | null]>([
    ['Tank volume in litres?', 'l'],
    ['¿Cuántos metros cuadrados tiene el local?', 'm2'],
    ['¿Cuántos metros cúbicos de tierra?', 'm3'],
    ['Weight (kg)?', 'kg'],
    ['How many nights?', 'day'],
    ['How many hours a week can you give?', null],
    ['How many guests?', null],
  ])('%s → %s', (q, unit) => expect(questionMeasure(q)?.unit ?? null).toBe(unit));
});

describe('readNumber: a figure in another unit of measure is not the one asked for', () => {
  it.each<[string, string, 'EN' | 'ES', unknown]>([
    ['a 40 gallon drum', 'Capacity in litres?', 'EN', { kind: 'none' }],
    ['12 horas más o menos', '¿Cuántos días necesitas?', 'ES', { kind: 'none' }],
    ['5 feet', 'Height in cm?', 'EN', { kind: 'none' }],
    // The unit asked, said in another spelling, or no unit at all: the figure.
    ['about 150 liters', 'Capacity in litres?', 'EN', 150],
    ['unos 20 kilos', '¿Peso en kg?', 'ES', 20],
    ['150', 'Capacity in litres?', 'EN', 150],
    // "un piso de 80 metros" is how square metres are said.
    ['un piso de 80 metros', '¿Cuántos metros cuadrados?', 'ES', 80],
    // A dimension and then the figure in the unit asked: the latter.
    ['6 por 3 metros, unos 25 metros cúbicos', '¿Cuántos metros cúbicos?', 'ES', 25],
    // The shape word before the unit ("square feet", "cubic metres"): the unit said after it.
    ['about 400 square feet', 'Garden size in square metres?', 'EN', { kind: 'none' }],
    ['30 cubic feet', 'Volume in cubic metres?', 'EN', { kind: 'none' }],
    ['about 400 square metres', 'Garden size in square metres?', 'EN', 400],
    ['unos 30 metros cuadrados', '¿Superficie en metros cuadrados?', 'ES', 30],
    ['about 1 000 cubic feet', 'Approximate volume to move, in cubic feet', 'EN', 1000],
    ['400 square, more or less', 'Garden size in square metres?', 'EN', 400],
    // Time converted where exact (reading/durations.ts) still comes first.
    ['two weeks', 'How many nights?', 'EN', 14],
  ])('%s to %s', (said, q, language, want) => {
    const r = readNumber(said, language, { question: q });
    expect(r.kind === 'value' ? r.value : r).toEqual(want);
  });
});
