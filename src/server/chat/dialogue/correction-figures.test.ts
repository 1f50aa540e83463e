import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { figureBesideOld, onlyLabelledFigure, withoutDigitTalk } from './correction-figures';
import { addsToStored } from './correction-values';

const q = (text: string, type: Question['type']): Question => ({ order: 1, text, type, required: true });

describe('withoutDigitTalk: the digits a correction talks about are no figure', () => {
  it.each<[string, boolean]>([
    // fire: a digit as a thing typed, missed or too many
    ['quería decir 30.000, se me ha comido un cero', true],
    ['I meant 5000, I missed a zero', true],
    ['sorry, 400 - one zero too many', true],
    ['perdón, 1200, me sobraba un cero', true],
    ['I meant 250, forgot a digit', true],
    // must not fire: zero as a quantity, a rating, a figure with no digit talk
    ['we have zero pets', false],
    ['le doy un cero', false],
    ['I meant 3 kids and zero dogs', false],
    ['missing 2 boxes', false],
    ['a zero-emission van please', false],
    ['the 0 floor, ground level', false],
    ['quería decir 30.000, no 3.000', false],
  ])('%j → blanked: %s', (words, blanked) => {
    expect(withoutDigitTalk(words) !== words).toBe(blanked);
    expect(withoutDigitTalk(words)).toHaveLength(words.length);
  });
});

describe('figureBesideOld: the old figure said back in a clause of its own', () => {
  it.each<[string, unknown, boolean, number | null]>([
    // fire
    ['el alumno es mi hijo y tiene 12, el de 15 es su primo', 15, true, 12],
    ["he's 12, the 15 year old is his cousin", 15, true, 12],
    ['son 8; 6 eran los del año pasado', 6, true, 8],
    // must not fire: weak cue, no old figure, additions, one clause, two new figures
    ['tiene 12, el de 15 es su primo', 15, false, null],
    ['tiene 12, el de 14 es su primo', 15, true, null],
    ['12, plus 15 kids', 15, true, null],
    ['15 adults and 12 kids', 15, true, null],
    ['we are 12, and 15 more tomorrow', 15, true, null],
    ['12, y otros 15', 15, true, null],
    ['12 or 15', 15, true, null],
    ['12, 15, 20', 15, true, null],
    ['tiene 12', 15, true, null],
  ])('%j (stored %j, strong %s) → %j', (body, stored, strong, result) => {
    expect(figureBesideOld(body, stored, 'ES', strong)).toBe(result);
  });
});

describe('onlyLabelledFigure: a figure labelled for an answered number question, alone', () => {
  const kilos = q('¿Cuántos kilos de naranjas?', 'number');
  const guests = q('How many guests?', 'number');
  const address = q('¿Dirección de entrega?', 'text');
  const weight = q('Peso de la caja en kilos', 'text');
  it.each<[string, Question, Question[], boolean]>([
    // fire
    ['pues unos 45 kilos', address, [kilos], true],
    ['45 kilos', address, [kilos], true],
    ['about 60 guests', q('Venue?', 'text'), [guests], true],
    // must not fire: more words, the asked question labelled too, two figures, no label, two targets
    ['Calle Mayor 45, dos kilos de limones', address, [kilos], false],
    ['45 kilos', weight, [kilos], false],
    ['45', address, [kilos], false],
    ['45 kilos y 3 cajas', address, [kilos], false],
    ['45 kilos, en el portal 3', address, [kilos], false],
    ['about 60 guests, at the Old Mill', q('Venue?', 'text'), [guests], false],
    ['60 guests', q('Venue?', 'text'), [guests, q('Guests on the bus?', 'number')], false],
  ])('%j (asking %o) → %s', (message, asked, answered, result) => {
    expect(onlyLabelledFigure(message, 'ES', asked, answered)).toBe(result);
  });
});

describe('addsToStored: a new option said beside the stored one adds, replaces nothing', () => {
  const bar = ['Beer & wine', 'Cocktails', 'Full bar'];
  it.each<[string, string, boolean]>([
    // fire
    ['people will want cocktails as well as beer and wine', 'Beer & wine', true],
    ['beer and wine plus cocktails', 'Beer & wine', true],
    ['cocktails along with the beer & wine', 'Beer & wine', true],
    // must not fire: a replacement, one option, the stored one not said, "and" inside an option
    ['cocktails instead of beer and wine', 'Beer & wine', false],
    ['change beer and wine to cocktails', 'Beer & wine', false],
    ['cocktails please', 'Beer & wine', false],
    ['cocktails as well as some snacks', 'Beer & wine', false],
    ['full bar, plus snacks', 'Beer & wine', false],
    ['beer and wine as well as soft drinks', 'Beer & wine', false],
  ])('%j (stored %j) → %s', (text, stored, result) => {
    expect(addsToStored(bar, stored, text)).toBe(result);
  });
});
