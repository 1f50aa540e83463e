import { describe, expect, it } from 'vitest';
import { readMultiselect, readYesNo, yesNoIn } from './kinds';

describe('readYesNo: a run of yes and no words is decided by the last one', () => {
  it.each<[string, boolean | null]>([
    ['yeah nah, not really', false],
    ['nah yeah, did a lesson in Bali once', true],
    ['por supuesto que no, estoy hecho un toro', false],
    ['claro que sí', true],
    ['yes', true],
    ['not really, no', false],
    ['no que yo sepa', false],
    ['maybe', null],
  ])('%s → %s', (said, value) => expect(readYesNo(said)).toBe(value));
});

describe('yesNoIn: a subject said to be or not to be', () => {
  it.each<[string, string, boolean | null]>([
    ["oh wait, I misread, it's not a wedding, it's an engagement shoot", 'Is this for a wedding?', false],
    ['me corrijo: sí que la tenemos', '¿Tiene ya licencia de obra?', true],
    ['no es una boda, es una comunión', '¿Es para una boda?', false],
    // The subject beside a yes or a no; a joining word before it says nothing.
    ['perdona, coche no tengo, lo vendí', '¿Tienes coche?', false],
    ['the lift is out of order. so no lift', 'Is there a lift in the building?', false],
    // Saying the thing is not there is a no.
    [
      "hold on, there's no garage, I was looking at the wrong listing",
      'Does the house have a garage?',
      false,
    ],
    ["we don't have a dog any more", 'Do you have a dog?', false],
    ["we don't have a dog", 'Do you have a dog?', false],
    ["it hasn't got a balcony", 'Does the flat have a balcony?', false],
    // A "no" about something else says nothing of the subject.
    ["there's no rush, the garage is fine", 'Does the house have a garage?', null],
    ["there's no parking nearby", 'Does the house have a garage?', null],
  ])('%s (%s) → %s', (said, q, value) => expect(yesNoIn(said, q)).toBe(value));
});

describe('readMultiselect: counts, ends and words that choose nothing', () => {
  const four = ['Almuerzo', 'Merienda', 'Transporte', 'Fotos'];
  it.each<[string, string[], string[] | null]>([
    ['las cuatro', four, four],
    ['las dos', four, null],
    ['the last two', four, ['Transporte', 'Fotos']],
    ['all of them except fotos', four, ['Almuerzo', 'Merienda', 'Transporte']],
    ['fine, almuerzo and fotos', four, ['Almuerzo', 'Fotos']],
    ['las dos cosas: puesto y parking', ['Puesto', 'Sala', 'Aparcamiento'], ['Puesto', 'Aparcamiento']],
  ])('%s → %j', (said, options, value) => expect(readMultiselect(said, options)).toEqual(value));
});
