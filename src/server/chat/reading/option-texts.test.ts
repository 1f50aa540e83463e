import { describe, expect, it } from 'vitest';
import { optionByOwnerText } from './option-texts';

const CLASSES = ['Spin', 'Pilates', 'HIIT', 'Aqua'];
const MENUS = ['Menú degustación', 'Menú del día', 'Carta'];
const ROOMS = ['The Vault', 'Haunted Manor', 'Space Station'];

describe('optionByOwnerText: an option described by what the owner wrote about it', () => {
  it.each<[string[], string, string[], string | null]>([
    [CLASSES, 'the one in the pool', ['Aqua classes take place in the pool.'], 'Aqua'],
    [CLASSES, 'the one on the bikes', ['Spin is on bikes, Aqua in the pool.'], 'Spin'],
    [CLASSES, 'la de la piscina', ['Aqua: en nuestra piscina climatizada.'], 'Aqua'],
    [
      MENUS,
      'el de los 9 platos',
      ['El menú degustación son 9 platos pequeños; el menú del día, primero, segundo y postre.'],
      'Menú degustación',
    ],
    [MENUS, 'the one with dessert', ['Menú del día: starter, main and dessert.'], 'Menú del día'],
    [ROOMS, 'the scary one', ['Haunted Manor is our scary room.\nThe Vault is a heist.'], 'Haunted Manor'],
    // Two options fit, nothing fits, or the words name an option: nothing picked here.
    [CLASSES, 'the one in the pool', ['Aqua is in the pool.', 'Spin is next to the pool.'], null],
    [CLASSES, 'the one in the gym', ['Aqua classes take place in the pool.'], null],
    [CLASSES, 'aqua in the pool', ['Aqua classes take place in the pool.'], null],
    [MENUS, 'el de los 7 platos', ['El menú degustación son 9 platos pequeños.'], null],
    [CLASSES, 'the one in the pool', ['Our classes take place in the pool.'], null],
    [CLASSES, 'the one in the pool', [], null],
  ])('%s ← %s', (options, said, texts, expected) => {
    expect(optionByOwnerText(options, said, texts)).toBe(expected);
  });
});
