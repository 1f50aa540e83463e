import { describe, expect, it } from 'vitest';
import { readNumber } from './numbers';
import { peopleCount } from './people-count';

describe('people listed one by one', () => {
  it.each<[string, number | null]>([
    ['just me and one colleague', 2],
    ['me, my husband and our 2 kids', 4],
    ['my wife and I', 2],
    ['12 adults and 3 children', 15],
    ['mi marido y yo', 2],
    ['yo, mi mujer y dos niños', 4],
    ['me and my parents', 3],
    ['me and my 3 dogs', null],
    ['me and some friends', null],
    ['Nikhil', null],
  ])('%s → %s', (said, n) => {
    expect(peopleCount(said)).toBe(n);
  });

  it('counts them only for a question about people', () => {
    expect(readNumber('just me and one colleague', 'EN', { question: 'Team size' })).toMatchObject({
      value: 2,
    });
    expect(readNumber('just me and one colleague', 'EN', { question: 'Budget' })).toEqual({ kind: 'none' });
  });
});
