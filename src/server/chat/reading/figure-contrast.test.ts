import { describe, expect, it } from 'vitest';
import { readNumber } from './numbers';

describe('a bare later figure across a contrast: which one is asked', () => {
  it.each<[string, string, 'EN' | 'ES', unknown]>([
    ['we invited 120 but only 85 replied yes', 'How many guests?', 'EN', [120, 85]],
    ['invitamos a 150 pero han confirmado 110', '¿Cuántos invitados?', 'ES', [150, 110]],
    ['booked 40 but 35 came', 'How many attendees?', 'EN', [40, 35]],
    ['apuntados 30, aunque solo 24 vendrán', '¿Cuántos alumnos?', 'ES', [30, 24]],
    // Look-alikes: a final word, a later figure with its own noun, a part of the first group, no contrast.
    ['about 20 of us but probably more like 25', 'How many people?', 'EN', 25],
    ['seríamos unos 20 pero al final seremos 25', '¿Cuántas personas?', 'ES', 25],
    ['3 of us but 2 bikes', 'How many people?', 'EN', 3],
    ['somos 4 pero 2 son niños', '¿Cuántas personas?', 'ES', 4],
    ['we invited 120 and 85 replied yes', 'How many guests?', 'EN', [120, 85]],
    ['120 guests', 'How many guests?', 'EN', 120],
    ['6 alumnos, aunque en el almacén somos 30', 'Alumnos', 'ES', 6],
    ['about 2000 but could stretch to 2500', 'Budget?', 'EN', [2000, 2500]],
    ['somos 12 pero a veces 15', '¿Cuántas personas?', 'ES', 12],
    ['vale, convenzo a dos amigos más: 4', '¿Cuántos alumnos seríais en el grupo?', 'ES', 4],
  ])('%j to %j', (said, q, language, want) => {
    const r = readNumber(said, language, { question: q });
    expect(r.kind === 'value' ? r.value : r.kind === 'ambiguous' ? r.candidates : r).toEqual(want);
  });
});

describe('a "then" right after a figure settles that figure, not the next one', () => {
  it.each<[string, string, unknown]>([
    ['fine, 8 then, two can stay home', 'Group size?', [8, 2]],
    ['ok 6 then, 3 of them are kids', 'How many guests?', [6, 3]],
    // Look-alikes: "then" before the later figure, a final word after "then", one figure.
    ['about 20, then 25', 'How many people?', 25],
    ['20 then, no wait, 25', 'How many people?', 25],
    ['ok 70 then', 'How many people?', 70],
  ])('%j to %j', (said, q, want) => {
    const r = readNumber(said, 'EN', { question: q });
    expect(r.kind === 'value' ? r.value : r.kind === 'ambiguous' ? r.candidates : r).toEqual(want);
  });
});
