import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { form, playTurns, questionMaker } from './test-kit';

// "same as adults" to "How many children?" after the adults were answered: the value of the answered question the
// reply names. Look-alikes: a question not answered yet, nothing named, a past time, two answered questions named.
const now = new Date('2026-11-28T12:00:00Z');

function stored(questions: Question[], messages: string[], language: 'EN' | 'ES' = 'EN') {
  const turns = playTurns(form(questions, { language }), messages, now);
  return turns[turns.length - 1]!.collected;
}

describe('a reply that copies an answered value', () => {
  const make = () => {
    const ask = questionMaker('number');
    return { adults: ask('How many adults?'), kids: ask('How many children?'), email: ask('Email', 'email') };
  };
  it.each<[string[], number | undefined]>([
    [['4', 'same as adults'], 4],
    [['4', 'the same number as the adults'], 4],
    [['3', 'as many as the adults'], 3],
    [['4', 'ok, same as adults!'], 4],
    // Look-alikes.
    [['4', 'same as last time'], undefined],
    [['4', 'the same'], undefined],
    [['4', 'same'], undefined],
    [['4', '2, same as last year'], 2],
  ])('%j → children %j', (messages, children) => {
    const { adults, kids, email } = make();
    expect(stored([adults, kids, email], messages)['How many children?']).toBe(children);
  });

  it.each<[string[], number | undefined]>([
    [['4', 'los mismos que adultos'], 4],
    [['2', 'igual que los adultos'], 2],
    [['5', 'tantos como adultos'], 5],
    // Look-alikes.
    [['4', 'los mismos que el año pasado'], undefined],
    [['4', 'lo mismo'], undefined],
  ])('ES %j → niños %j', (messages, children) => {
    const ask = questionMaker('number');
    const adultos = ask('¿Cuántos adultos?');
    const ninos = ask('¿Cuántos niños?');
    expect(stored([adultos, ninos], messages, 'ES')['¿Cuántos niños?']).toBe(children);
  });

  it('two answered questions the reply could name: nothing is copied', () => {
    const ask = questionMaker('number');
    const qs = [ask('Adults on the boat?'), ask('Adults on the bus?'), ask('Children on the boat?')];
    expect(stored(qs, ['2', '3', 'same as adults'])['Children on the boat?']).toBeUndefined();
  });
});
