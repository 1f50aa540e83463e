import { describe, expect, it } from 'vitest';
import { optionByHalf } from './option-halves';
import { matchOption } from './options';

const turnos = ['1-15 julio', '16-30 julio'];
const shifts = ['1-15 July', '16-31 July'];
const semanas = [
  'Semana 1 (1-5 julio)',
  'Semana 2 (8-12 julio)',
  'Semana 3 (15-19 julio)',
  'Semana 4 (22-26 julio)',
];

/** A half of a month said for options that are spans of days (`option-halves.ts`). */
describe('a half of the month picks the span of days in it', () => {
  it.each<[string[], string, string]>([
    [turnos, 'la segunda quincena', '16-30 julio'],
    [turnos, 'mejor la primera quincena de julio', '1-15 julio'],
    [shifts, 'the second half of July please', '16-31 July'],
    [shifts, 'first half of the month', '1-15 July'],
    [turnos, 'la quincena segunda', '16-30 julio'],
  ])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each<[string[], string]>([
    // A half of another month, or of something that is no month.
    [turnos, 'la segunda quincena de agosto'],
    [turnos, 'the first half of the session we can’t make'],
    [shifts, 'the second half of the match'],
    // Options that are no days of a named month, or weeks that cross the 15th.
    [['1-15', '16-30'], 'the second half'],
    [semanas, 'la segunda quincena'],
    [['1-7 julio', '8-14 julio', '16-30 julio'], 'la primera quincena'],
    // Turned down, or both halves said.
    [turnos, 'la segunda quincena no puedo'],
    [shifts, 'first half or second half, either'],
    // No half said.
    [turnos, 'a mitad de julio'],
  ])('%j: %s → nothing by half', (options, said) => {
    expect(optionByHalf(options, said)).toBeUndefined();
  });
});
