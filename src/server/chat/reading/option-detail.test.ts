import { describe, expect, it } from 'vitest';
import { namedOption } from './options';

// "queremos la de 3 aceites" → "Cata básica (3 aceites)": an option's detail in brackets that is a figure and what
// it counts names the option as its name does. A detail that is a range or a word, a figure without its word, or
// a detail two options share names nothing.
const CATAS = ['Cata básica (3 aceites)', 'Cata premium (6 aceites)'];
describe('namedOption: the detail in brackets', () => {
  it.each<[string[], string, string | null]>([
    [CATAS, 'Pablo. Seremos 6, y queremos la de 3 aceites que vamos con prisa', 'Cata básica (3 aceites)'],
    [CATAS, 'the 6 aceites one', 'Cata premium (6 aceites)'],
    [
      ['Taster (2 sessions)', 'Full course (8 sessions)'],
      'we only have time for 2 sessions',
      'Taster (2 sessions)',
    ],
    // Look-alikes.
    [CATAS, 'somos 3', null],
    [CATAS, 'la de 3', null],
    [CATAS, '3 aceites o 6 aceites, no sé', null],
    [['Standard (3-5 days)', 'Express (1 day)'], 'it takes 3-5 days', null],
    [['Small (S)', 'Large (L)'], 'an s please', null],
    [['Menú A (2 platos)', 'Menú B (2 platos)'], 'el de 2 platos', null],
  ])('%j: %s → %s', (options, text, value) => expect(namedOption(options, text)).toBe(value));
});
