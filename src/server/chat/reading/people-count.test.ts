import { describe, expect, it } from 'vitest';
import { labelledNumber, readNumber } from './numbers';
import { peopleCount, writerAndFigure } from './people-count';

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

describe('the writer beside a figure: never the figure alone', () => {
  it.each<[string, { total: number; figure: number } | null]>([
    ['me + 5', { total: 6, figure: 5 }],
    ['me and 3 more', { total: 4, figure: 3 }],
    ['yo y 3 más', { total: 4, figure: 3 }],
    ['me, my wife and 2 of the lads', { total: 4, figure: 2 }],
    // Everyone known (counted whole), no writer, or two figures: not this reading.
    ['me and 5 mates', null],
    ['5 more', null],
    ['4 adults and 2 more', null],
    ['me and 2 and 3', null],
  ])('%j → %j', (said, expected) => {
    expect(writerAndFigure(said)).toEqual(expected);
  });

  it.each<[string, string, number | 'ask' | 'none']>([
    ['me plus 5 mates', 'Group size?', 6],
    ['me + 5', 'Group size?', 'ask'],
    ['yo y 3 más', '¿Cuántas personas?', 'ask'],
    ['me and 2 dogs', 'How many people?', 'none'],
    ['me and 3 more', 'How many kayaks?', 3],
  ])('%j to %j → %s', (text, question, expected) => {
    const r = readNumber(text, /[¿]/.test(question) ? 'ES' : 'EN', { question });
    if (expected === 'ask') expect(r.kind).toBe('ambiguous');
    else if (expected === 'none') expect(r.kind).toBe('none');
    else expect(r).toMatchObject({ kind: 'value', value: expected });
  });
});
