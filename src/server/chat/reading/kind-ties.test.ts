import { describe, expect, it } from 'vitest';
import { countsKindAsked } from './kind-ties';
import { labelledNumber } from './numbers';

// "25 camisas" for "¿Cuántas prendas?": a figure counts a kind of what the count question counts (the lexicon's
// kinds, one way). A kind of something else, a question that counts nothing named, or a kind said the other way
// round ties nothing.
describe('countsKindAsked: a kind of the thing counted', () => {
  it.each<[string, string, boolean]>([
    ['camisas', '¿Cuántas prendas aproximadamente?', true],
    ['shirts', 'How many garments?', true],
    ['labradors', 'How many dogs?', true],
    ['cellos', 'Number of string instruments', true],
    ['pantalones', 'Número de prendas', true],
    // Look-alikes.
    ['coches', '¿Cuántas prendas?', false],
    ['cats', 'How many dogs?', false],
    ['camisas', 'Budget', false],
    ['camisas', 'Talla', false],
    ['dogs', 'How many labradors?', false],
    ['personas', '¿Cuántas prendas?', false],
    ['shirts', 'How many rooms?', false],
  ])('%s for %s → %s', (unit, question, tied) => expect(countsKindAsked(unit, question)).toBe(tied));
});

describe('labelledNumber: a kind counted answers a question not being asked', () => {
  it.each<[string, 'EN' | 'ES', string, number | null]>([
    [
      'Hola, soy Amparo, calle Sagunto 14, 2ºB. Serían unas 25 camisas cada semana',
      'ES',
      '¿Cuántas prendas?',
      25,
    ],
    ['we have 2 labradors', 'EN', 'How many dogs?', 2],
    // Look-alikes.
    ['Serían unos 25 coches cada semana', 'ES', '¿Cuántas prendas?', null],
    ['we have 2 cats', 'EN', 'How many dogs?', null],
    ['calle Sagunto 14', 'ES', '¿Cuántas prendas?', null],
  ])('%s (%s) → %s', (text, language, question, value) =>
    expect(labelledNumber(text, language, question, [])?.value ?? null).toBe(value),
  );
});
