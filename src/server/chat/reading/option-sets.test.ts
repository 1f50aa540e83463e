import { describe, expect, it } from 'vitest';
import { readMultiselect } from './kinds';
import { optionsBySet } from './option-sets';

const short = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dias = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

describe('a word that says several options', () => {
  it.each([
    [short, 'weekdays after work', ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']],
    [dias, 'entre semana por la tarde', ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes']],
    [dias, 'el finde', ['Sábado', 'Domingo']],
    [dias, 'los fines de semana y el lunes', ['Lunes', 'Sábado', 'Domingo']],
    [dias, 'weekdays and sunday', ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Domingo']],
  ] as [string[], string, string[]][])('%j: %s → %j', (options, said, expected) => {
    expect(readMultiselect(said, options)).toEqual(expected);
  });

  it.each([
    // A set with fewer than two of its members among the options says nothing.
    [short, 'the weekend'],
    [['Morning', 'Afternoon', 'Evening'], 'weekdays'],
    // No set word.
    [dias, 'solo los martes'],
  ] as [string[], string][])('%j: %s picks no set', (options, said) => {
    expect(optionsBySet(options, said)).toBeNull();
  });
});
