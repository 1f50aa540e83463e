import { describe, expect, it } from 'vitest';
import { labelledNumber, readNumber } from './numbers';
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
    ['just me and my gf', 2],
    ['me, the hubby and our 3 kids', 5],
    ['me and my bestie', 2],
    ['yo y mi chica', 2],
    ['mi suegra, mi mujer y yo', 3],
    ['mis suegros y nosotros dos', null],
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

describe('a count in passing reaches a question about people', () => {
  it.each<[string, string, number | null]>([
    ['roughly 250 delegates', 'Expected number of attendees?', 250],
    ['around 40 visitors', 'How many people?', 40],
    ['somos 7', '¿Cuántos sois?', 7],
    ['just the 2 of us', 'How many travellers?', 2],
    ['somos 7', '¿Cuántos días?', null],
  ])('%j for %j → %s', (said, question, n) => {
    const found = labelledNumber(said, /somos/.test(said) ? 'ES' : 'EN', question, []);
    expect(found?.value ?? null).toBe(n);
  });
});
