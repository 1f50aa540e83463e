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

// "Tres trajes" for "¿Número de prendas?" while "¿Tipo de prenda? (Traje…)" is asked: the kind word is left free to
// name the option; a unit that is the question's own word ("3 prendas") or people stays part of the figure.
describe('labelledNumber: a kind counted is not taken with its figure', () => {
  it.each<[string, 'EN' | 'ES', string, string]>([
    ['Tres trajes, todos de lana', 'ES', '¿Número de prendas?', 'Tres'],
    ['2 labradors', 'EN', 'How many dogs?', '2'],
    // Look-alikes.
    ['3 prendas', 'ES', '¿Número de prendas?', '3 prendas'],
    ['unos 40 invitados', 'ES', '¿Cuántos invitados?', '40 invitados'],
  ])('%s (%s) → %j', (text, language, question, taken) => {
    const f = labelledNumber(text, language, question, []);
    expect(f && text.slice(f.start, f.end)).toBe(taken);
  });
});
