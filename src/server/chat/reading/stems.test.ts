import { describe, expect, it } from 'vitest';
import { optionCoverage } from './option-scores';
import { sameStem } from './stems';

describe('sameStem', () => {
  it.each([
    ['cenar', 'cena', true],
    ['reparar', 'reparacion', true],
    ['reparar', 'Reparación', true],
    ['alquiler', 'alquilar', true],
    ['renovating', 'renovation', true],
    ['bikes', 'bike', true],
    ['niños', 'ninos', true],
    ['montaña', 'montaje', false],
    ['pass', 'plus', false],
    ['car', 'cars', false], // short words stay exact
    ['room2', 'room', false],
  ])('%s ~ %s → %s', (a, b, same) => {
    expect(sameStem(a, b)).toBe(same);
  });
});

describe('another form of a word in an option', () => {
  it('counts when it completes the option, not for one word of several', () => {
    expect(optionCoverage(['Comida', 'Cena'], 'somos 6 para cenar el sábado').map((c) => c.score)).toEqual([
      0, 1,
    ]);
    const course = ['Standard lessons', 'Intensive course', 'Pass Plus', 'Refresher lessons'];
    expect(optionCoverage(course, 'I passed ages ago').map((c) => c.score)).toEqual([0, 0, 0, 0]);
  });
});
