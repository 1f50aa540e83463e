import { describe, expect, it } from 'vitest';
import { matchOption } from './options';

describe('matchOption: a word the reply rules out is no prefix nor typo of an option', () => {
  const pastries = ['Croissant', 'Pain au chocolat', 'Cinnamon roll'];
  const rooms = ['Doble con dos camas', 'Doble de matrimonio', 'Familiar'];
  it.each<[string, string[], string | null]>([
    ['not the plain one', pastries, null],
    ['no la familiar', rooms, null],
    ['never the cinamon', pastries, null],
    // Look-alikes: the same words said plainly, a typo said plainly, a ruled-out word beside a chosen one.
    ['pain au choc', pastries, 'Pain au chocolat'],
    ['cinamon please', pastries, 'Cinnamon roll'],
    ['croisant', pastries, 'Croissant'],
    ['la familiar', rooms, 'Familiar'],
    ['not the croissant, the cinamon', pastries, 'Cinnamon roll'],
    ['never even touched a board haha', ['Never surfed', 'Some lessons', 'Confident'], 'Never surfed'],
    [
      'no me acuerdo de la contraseña del correo',
      ['Equipo (hardware)', 'Programas', 'Red / wifi', 'Cuentas y contraseñas'],
      'Cuentas y contraseñas',
    ],
  ])('%j → %j', (said, options, want) => expect(matchOption(options, said)).toBe(want));
});
