import { describe, expect, it } from 'vitest';
import { readNumber } from './numbers';

const read = (text: string, question: string, language: 'EN' | 'ES' = 'EN') =>
  readNumber(text, language, { question });

describe('a list of people inside a longer message is counted for a question about people', () => {
  it.each<[string, string, number]>([
    [
      "Hi there, Siobhan here – booking for me, my husband and our 2 kids, we'll need wetsuits for all of us",
      'How many people?',
      4,
    ],
    ['we are 4 adults and 2 kids', 'How many people?', 6],
    ['me and my 2 kids are coming', 'How many people?', 3],
    ["we're 4: me, my wife and our 2 kids", 'How many people?', 4],
    ['somos yo, mi marido y nuestros 2 hijos', '¿Cuántas personas?', 4],
    ['hola! reserva para mi madre, yo y mis 3 sobrinos, el sábado', '¿Cuántas personas?', 5],
    ['2 adults and 2 kids', 'How many guests?', 4],
  ])('%s (%s) → %s', (text, question, n) => {
    expect(read(text, question, /[¿ñ]|somos/.test(text + question) ? 'ES' : 'EN')).toMatchObject({
      kind: 'value',
      value: n,
    });
  });

  it.each<[string, string]>([
    // The list cannot be counted honestly: a clause about the kids inside it.
    ['me and our 2 kids who are 5 and 7', 'How many people?'],
    // People beside the list, hedged: asked about.
    ['booking for me and my 2 kids, plus 3 more maybe', 'How many people?'],
    // A count of something else beside the writer.
    ['me and my 2 dogs', 'How many people?'],
    // Not a question about people.
    ['me, my husband and our 2 kids', 'How many kayaks?'],
    ['me, my husband and our 2 kids', 'How many bikes?'],
    // Two different lists.
    ['me and my 2 kids on saturday. my sister and her 3 kids on sunday', 'How many people?'],
  ])('%s (%s) → no single figure', (text, question) => {
    expect(read(text, question)).not.toMatchObject({ kind: 'value' });
  });

  it('leaves a count with no person beside it as it was', () => {
    expect(read('a group of 12 kids, ages 8 to 10', 'How many kids?')).toMatchObject({ value: 12 });
    expect(read("I'm coming with 3 friends", 'How many people?')).toMatchObject({ value: 3 });
    expect(read('40 guests and a band', 'How many guests?')).toMatchObject({ value: 40 });
  });
});
