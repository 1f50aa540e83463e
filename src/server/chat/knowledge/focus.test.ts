import { describe, expect, it } from 'vitest';
import { termsOf } from './answer';
import { asksWhatBusinessDoes, namedThings } from './focus';

describe('namedThings: what a question names after a preposition', () => {
  it.each([
    ['can you fix scratches on leather sofas?', [['leather', 'sofa']]],
    ['¿hacéis envíos con una furgoneta refrigerada?', [['furgoneta', 'refrigerada']]],
    ['can we do the shoot in the snow?', [['snow']]],
    ['¿se puede ir en bici?', [['bici']]],
    // The visitor's own people and things are the situation ("with my partner"), not a topic.
    ['can I come with my partner?', []],
    // Actions after a preposition: infinitives (with a pronoun too), gerunds, "check-in".
    ['¿cuánto tardáis en montarlo?', []],
    ['any discount for paying upfront?', []],
    ['what time is the check-in?', []],
    // Months and figures say when or how many, not what.
    ['any space in August?', []],
    ['is there a table for 6?', []],
  ])('%s', (question, things) => {
    expect(namedThings(question, new Set())).toEqual(things);
  });

  it('leaves out light words', () => {
    expect(namedThings('what do I need on the day?', new Set(['day']))).toEqual([]);
  });
});

describe('asksWhatBusinessDoes', () => {
  it.each([
    ['what is it you do, actually?', true],
    ['¿a qué se dedica la empresa?', true],
    ['what services do you offer?', true],
    ['¿qué hacéis exactamente?', true],
    ['what do you do about lost keys?', false],
    ['¿qué hacéis los domingos?', false],
    ['what should I bring?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksWhatBusinessDoes(question, termsOf(question))).toBe(expected);
  });
});
