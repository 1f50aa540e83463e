import { describe, expect, it } from 'vitest';
import { optionByOwnerEvidence, optionByOwnerText } from './option-texts';

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

const WASHES = ['Express wash', 'Full valet', 'Interior only'];
const GYM = ['Off-peak', 'Anytime', 'Student'];
const REPAIRS = ['Revisión anual', 'Reparación', 'Instalación'];
const PETS = ['Dog', 'Cat', 'Bird', 'Small mammal'];
const VALET_HELP =
  'Express wash £15: outside, ready in 20 minutes. Full valet £60: inside and out, with a wax and upholstery shampoo.';

describe('optionByOwnerEvidence: enough of the owner’s words about one option', () => {
  it.each<[string[], string, string | null, string[], string | null]>([
    // A figure of the owner's tied to one option.
    [WASHES, 'the £60 one', VALET_HELP, [], 'Full valet'],
    [WASHES, 'just the 15 quid thing', VALET_HELP, [], 'Express wash'],
    // Two or more of the owner's words about one option, beside words of the visitor's own.
    [WASHES, 'I want the upholstery shampooed and a wax, it is filthy', VALET_HELP, [], 'Full valet'],
    [
      GYM,
      'solo puedo ir entre semana antes de las cinco',
      null,
      [
        'Off-peak: entre semana antes de las 17:00. Anytime: cualquier hora. Student: con carnet universitario.',
      ],
      'Off-peak',
    ],
    // One long word, from the question's own help, in a short answer.
    [
      REPAIRS,
      'me lo pide la aseguradora',
      'La revisión anual es la que exige la aseguradora.',
      [],
      'Revisión anual',
    ],
    // Examples of an option in the owner's text ("such as", "como", parentheses) belong to it.
    [
      PETS,
      'a ferret and a chinchilla',
      null,
      ['We see dogs, cats, birds and small mammals such as ferrets and chinchillas.'],
      'Small mammal',
    ],
    [PETS, 'un hurón', null, ['Atendemos perros, gatos y small mammal (hurones, conejos).'], 'Small mammal'],
    // Not enough, or pointing two ways: nothing picked.
    [WASHES, 'something in 20 minutes with a wax', VALET_HELP, [], null],
    [REPAIRS, 'me lo pide la aseguradora', null, ['La revisión anual es la que exige la aseguradora.'], null],
    [WASHES, 'the 40 one', VALET_HELP, [], null],
    [WASHES, 'the full one with shampoo', VALET_HELP, [], null],
    [WASHES, 'outside please', VALET_HELP, [], 'Express wash'],
    // The owner's passage says one option, the word's meaning another: asked.
    [WASHES, 'just the inside please', VALET_HELP, [], null],
    [GYM, 'whenever', null, [], null],
  ])('%s ← %s', (options, said, help, texts, expected) => {
    expect(optionByOwnerEvidence(options, said, help, texts)).toBe(expected);
  });
});
