import { describe, expect, it } from 'vitest';
import { choiceWithoutDenied } from './denied-options';
import { readMultiselect } from './kinds';
import { matchOption } from './options';

const instruments = ['Guitar', 'Piano', 'Drums', 'Violin'];
const instrumentos = ['Guitarra', 'Piano', 'Batería', 'Violín'];
const areas = ['Front lawn', 'Back lawn', 'Hedges', 'Borders'];
const zonas = ['Césped delantero', 'Césped trasero', 'Setos', 'Arriates'];
const rooms = ['Kitchen', 'Bathroom', 'Bedroom'];
const estancias = ['Cocina', 'Baño', 'Dormitorio'];
const read = (options: string[], said: string) =>
  choiceWithoutDenied(readMultiselect(said, options), said, options);

/**
 * Multiselect (twelfth pass): a plural naming the options that share its word ("both lawns", "los dos
 * céspedes"), a clause about what was left out ("el dormitorio lo hicimos el año pasado"), a clause of someone
 * else's that names no option ("but he's booking separately") is no item of the list.
 */
describe('multiselect: group words, what was, someone else', () => {
  it.each<[string[], string, string[] | null]>([
    [areas, 'both lawns', ['Front lawn', 'Back lawn']],
    [zonas, 'los dos céspedes', ['Césped delantero', 'Césped trasero']],
    [estancias, 'cocina y baño, el dormitorio lo hicimos el año pasado', ['Cocina', 'Baño']],
    [rooms, 'kitchen and bathroom, we did the bedroom last year', ['Kitchen', 'Bathroom']],
    [instruments, "piano, but he's booking separately", ['Piano']],
    [instrumentos, 'piano, pero él se apunta aparte', ['Piano']],
    // Look-alikes: one option with the word, "same as last year", a clause that names nothing and is no one
    // else's, someone else's clause naming an option.
    [areas, 'both hedges', ['Hedges']],
    [rooms, 'kitchen and bathroom, same as last year', null],
    [instruments, "piano, but that's it", null],
    [instruments, 'piano and my brother wants drums', ['Piano', 'Drums']],
    [instrumentos, 'piano y mi hija quiere violín', ['Piano', 'Violín']],
    [zonas, 'los dos setos', ['Setos']],
  ])('%j: %s → %j', (options, said, expected) => {
    expect(read(options, said)).toEqual(expected);
  });
});

/**
 * A word ruled out names no option by its spelling, and a count said beside other words counts people, not
 * the beds or rooms an option counts (twelfth pass).
 */
describe('ruled-out spellings and counts of another thing', () => {
  const pastries = ['Croissant', 'Pain au chocolat', 'Cinnamon roll'];
  const habitaciones = ['Doble con dos camas', 'Doble de matrimonio', 'Familiar'];
  it.each<[string[], string, string | null]>([
    [pastries, 'not the plain one', null],
    [pastries, 'nada de canela', null],
    [habitaciones, 'una habitación para dos', null],
    [['Twin room', 'Double room', 'Family'], 'a room for two', null],
    // Look-alikes: a near spelling not ruled out, a count of people, the thing counted said, a bare count.
    [pastries, 'the pain au choc', 'Pain au chocolat'],
    [pastries, 'not the croissant, the cinamon one', 'Cinnamon roll'],
    [['Una persona', 'Dos personas'], 'para dos', 'Dos personas'],
    [habitaciones, 'con dos camas', 'Doble con dos camas'],
    [['One room', 'Two rooms'], 'two', 'Two rooms'],
    [['1 day', '2 days'], 'two days please', '2 days'],
  ])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});
