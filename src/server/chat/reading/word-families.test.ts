import { describe, expect, it } from 'vitest';
import { matchOption } from './options';
import { optionByFamily, sameFamily } from './word-families';

describe('sameFamily', () => {
  it.each([
    // Derived by a suffix that keeps the meaning, or both from one root.
    ['salina', 'sal', true],
    ['marino', 'mar', true],
    ['realista', 'realismo', true],
    ['minimalista', 'minimalismo', true],
    ['arenoso', 'arena', true],
    ['guitarist', 'guitar', true],
    ['violinist', 'violin', true],
    ['pianist', 'piano', true],
    ['realistic', 'realism', true],
    ['colourful', 'colour', true],
    ['greenish', 'green', true],
    ['snapped', 'snap', true],
    // Look-alikes: a suffix that names another thing, a short stem, a noun of its own in "-ina".
    ['cocina', 'coco', false],
    ['cortinas', 'corte', false],
    ['oficina', 'oficio', false],
    ['personas', 'personal', false],
    ['cartera', 'carta', false],
    ['primera', 'prima', false],
    ['party', 'part', false],
    // A stem of three letters is too short to tell ("casado", "casa": both "cas"; so "cenar", "cena").
    ['casado', 'casa', false],
    ['cenar', 'cena', false],
    ['room2', 'room', false],
  ])('%s ~ %s → %s', (a, b, same) => {
    expect(sameFamily(a, b)).toBe(same);
  });
});

describe('optionByFamily', () => {
  it.each([
    [['Cloro', 'Sal', 'Ozono'], 'tenemos electrólisis salina', 'Sal'],
    [['Línea fina', 'Tradicional', 'Realismo'], 'algo muy realista', 'Realismo'],
    [['Piano', 'Guitar', 'Drums'], 'she wants to be a pianist', 'Piano'],
    [['Lockout', 'Lock change', 'Keys cut'], 'locked out again', 'Lockout'],
    [['Standard', 'Setup', 'Repair'], 'we need it set up', 'Setup'],
    [
      ['Standard cylinder', 'Anti-snap cylinder', 'Smart lock'],
      'one that cannot be snapped',
      'Anti-snap cylinder',
    ],
    // Nothing of any option's family, or of two options', or only in a clause ruled out: nothing picked.
    [['Cloro', 'Sal', 'Ozono'], 'la piscina es de obra', null],
    [['Realismo', 'Acuarela realista'], 'algo realista', null],
    [['Corte', 'Color', 'Peinado'], 'quiero cortinas nuevas', null],
    [['Clase personal', 'Clase grupal'], 'somos 2 personas', null],
    [['Lock change', 'Lockout'], 'not locked out, just the lock', 'Lock change'],
    [['Piano', 'Guitar'], 'no pianist here', null],
    // A longer message is no short description: its words may be about something else.
    [['Piano', 'Guitar', 'Drums'], 'my sister is a pianist but I want something louder for the garage', null],
  ])('%j, %s → %s', (options, said, expected) => {
    expect(optionByFamily(options, said)).toBe(expected);
  });
});

describe('matchOption reads a word of an option family last', () => {
  it.each([
    [['Cloro', 'Sal', 'Oxígeno activo'], 'usamos electrólisis salina', 'Sal'],
    [['Lockout', 'Lock change', 'New keys cut', 'Safe opening'], 'locked out of my flat!!', 'Lockout'],
    // A name said outright is read by name.
    [['Sal', 'Cloro', 'Ozono'], 'cloro de toda la vida', 'Cloro'],
  ])('%j, %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});
