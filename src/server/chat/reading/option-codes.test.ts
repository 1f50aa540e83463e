import { describe, expect, it } from 'vitest';
import { optionByCodeRange, optionByInitials, optionByPlainLevel } from './option-codes';
import { matchOption } from './options';

const WATER = ['Jet ski', 'Stand-up paddleboard', 'Canoe'];
const GYM = ['Personal training', 'Group class', 'Open gym'];
const STAY = ['Bed and breakfast', 'Half board', 'Full board'];
const LEVELS = ['A1-A2', 'B1-B2', 'C1-C2'];
const JLPT = ['N5-N4', 'N3', 'N2-N1'];
const CLEAN = ['Limpieza estándar', 'Limpieza a fondo', 'Fin de obra'];
const TUNE = ['Basic tune-up', 'Race prep', 'Wheel build'];
const PLANS = ['Basic', 'Standard', 'Premium'];

describe('optionByInitials: a capitalised initialism of a multi-word option', () => {
  it.each<[string[], string, string | null]>([
    [WATER, 'two SUPs for saturday', null],
    [WATER, 'a SUP for saturday', 'Stand-up paddleboard'],
    [GYM, 'PT please', 'Personal training'],
    [STAY, 'just BB', 'Bed and breakfast'],
    [STAY, 'B&B with dinner', null],
    [STAY, 'HB for the week', 'Half board'],
    // Lower case, a two-capital word in a long message, a negated or unknown initialism: nothing.
    [WATER, 'sup, a board please', null],
    [GYM, 'we moved here from the UK last year', null],
    [WATER, 'not the SUP, the canoe', null],
    [GYM, 'the OG one', 'Open gym'],
    [GYM, 'the XY one', null],
    [GYM, 'GC or PT', null],
  ])('%s ← %s', (options, said, expected) => {
    expect(optionByInitials(options, said)).toBe(expected);
  });
});

describe('optionByCodeRange: a level code inside a range of codes', () => {
  it.each<[string[], string, string | null]>([
    [LEVELS, 'tengo el B2 desde el instituto', 'B1-B2'],
    [LEVELS, 'I passed my C1 last year', 'C1-C2'],
    [LEVELS, 'a1 creo', 'A1-A2'],
    [JLPT, 'I hold the N4', 'N5-N4'],
    [JLPT, 'aprobé el N1', 'N2-N1'],
    // Two ranges said, a code in none, or options that are no code ranges: nothing.
    [LEVELS, 'somewhere between B2 and C1', null],
    [LEVELS, 'D1 maybe', null],
    // A code alone after "not" is not set aside: two ranges said, asked again.
    [LEVELS, 'not C1, B1', null],
    [['Beginner', 'Intermediate', 'Advanced'], 'B2', null],
  ])('%s ← %s', (options, said, expected) => {
    expect(optionByCodeRange(options, said)).toBe(expected);
  });
});

describe('optionByPlainLevel: "the normal one" for the one option marked plain', () => {
  it.each<[string[], string, string | null]>([
    [CLEAN, 'una normal, el piso está bien', 'Limpieza estándar'],
    [TUNE, 'just the usual, nothing fancy', 'Basic tune-up'],
    [TUNE, 'a standard one, it rides fine', 'Basic tune-up'],
    // Two options marked plain, none, or the plain one ruled out: nothing.
    [PLANS, 'the normal one', null],
    [['Race prep', 'Wheel build'], 'the normal one', null],
    [TUNE, 'not the normal one', null],
    [TUNE, 'it is normally fine', null],
    // "normal" that is no choice of a level: a question, a description.
    [TUNE, 'is it normal that the chain skips?', null],
    [CLEAN, 'es normal que tarde tanto?', null],
  ])('%s ← %s', (options, said, expected) => {
    expect(optionByPlainLevel(options, said)).toBe(expected);
  });
});

describe('optionByPlainLevel: with no option marked plain, the one another option holds and adds to', () => {
  const TARTA = ['Tarta de chocolate', 'Tarta de chocolate blanco', 'Tarta de queso', 'Tarta de frutas'];
  const CUT = ['Haircut', 'Haircut and beard', 'Colour'];
  const TWO_BASES = ['Corte', 'Tinte', 'Corte y tinte'];
  it.each<[string[], string, string | null]>([
    [TARTA, 'del normal, del negro', 'Tarta de chocolate'],
    [TARTA, 'la normal', 'Tarta de chocolate'],
    [CUT, 'just the normal one', 'Haircut'],
    // Two plain kinds, no option held by another, the plain word ruled out or no choice: nothing.
    [TWO_BASES, 'el normal', null],
    [['Tarta de queso', 'Tarta de frutas'], 'la normal', null],
    [TARTA, 'no la normal', null],
    [TARTA, 'es normal que sea tan cara?', null],
    [CUT, 'my hair is normal', null],
  ])('%s ← %s', (options, said, expected) => {
    expect(optionByPlainLevel(options, said)).toBe(expected);
  });
});

describe('matchOption reads codes after names and meanings', () => {
  it.each<[string[], string, string | null]>([
    [WATER, 'a SUP please', 'Stand-up paddleboard'],
    [LEVELS, 'Tengo el B1 desde 2019', 'B1-B2'],
    [CLEAN, 'la normal', 'Limpieza estándar'],
    // A literal option name wins over a code or a plain word.
    [WATER, 'the canoe, not a SUP', 'Canoe'],
    [CLEAN, 'a fondo, lo normal en una mudanza', 'Limpieza a fondo'],
  ])('%s ← %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});
