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
    // A Spanish diminutive is its base word; a base of three letters is too short to tell ("bonito" is no "bono").
    ['tiendecita', 'tienda', true],
    ['perritos', 'perros', true],
    ['cafecito', 'café', true],
    ['bonito', 'bono', false],
    ['visita', 'visa', false],
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

it('a diminutive of an option word the lexicon knows still names the option', () => {
  expect(
    optionCoverage(['Tienda', 'Restaurante', 'Oficina'], 'es una tiendecita de ropa').map((c) => c.score),
  ).toEqual([1, 0, 0]);
});
