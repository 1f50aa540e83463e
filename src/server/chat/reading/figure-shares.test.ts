import { describe, expect, it } from 'vitest';
import { readNumber } from './numbers';
import { readRatingFor } from './ratings';

// Figures read by what they share with the others of their message: the oldest or youngest of several ages, a figure
// another person says, a figure said per someone, and two counts joined under the question's own verb.
const read = (text: string, question: string, language: 'EN' | 'ES' = 'EN') => {
  const r = readNumber(text, language, { blocked: [], question });
  return r.kind === 'value' ? r.value : r.kind === 'ambiguous' ? 'asked' : null;
};

describe('readNumber: figures weighed against the others', () => {
  it.each<[string, string, 'EN' | 'ES', number | 'asked' | null]>([
    // The oldest / the youngest of several ages said of people.
    ["I'm 71, my wife's 68", 'Age of the oldest traveller', 'EN', 71],
    ['yo tengo 70 y mi mujer 66', 'Edad del viajero de más edad', 'ES', 70],
    ['mi hijo tiene 8 y la peque 5', 'Edad del más pequeño', 'ES', 5],
    ['the little one is 4, the big one is 9', 'Age of the youngest child?', 'EN', 4],
    ['2, the older one is 13', 'Age of the oldest dog in years?', 'EN', 13],
    // …and the age of one compared is no count of them.
    ['2, the older one is 13', 'How many dogs?', 'EN', 2],
    ['tengo 2, la mayor tiene 13', '¿Cuántas perras?', 'ES', 2],
    ['3 boxes, the bigger one is 40', 'How many boxes?', 'EN', 3],
    // Look-alikes: no superlative asked, a count beside the ages, one age only.
    ["I'm 71, my wife's 68", 'Age of the traveller', 'EN', 'asked'],
    ['3 kids, the oldest is 12', 'Age of the oldest child?', 'EN', 12],
    ["I'm 40 and we're 3", 'Age of the oldest traveller', 'EN', 'asked'],
    ['es mayor de edad, tiene 30', '¿Edad?', 'ES', 30],
    // Another person's word beside the writer's own figure is asked about; alone it may be the answer.
    ['8, my wife says 6', 'How many guests?', 'EN', 'asked'],
    ['yo diría 40, mi socio dice 50', '¿Cuántos empleados?', 'ES', 'asked'],
    ['my wife says 3000', 'Budget?', 'EN', 3000],
    ["I'd say 8", 'How many guests?', 'EN', 8],
    ['we think 12, maybe 14', 'How many guests?', 'EN', 'asked'],
    // A figure said per someone shares the count out.
    ['dos árboles, uno para cada nieto', 'How many trees?', 'ES', 2],
    ['2 boxes, one each', 'How many boxes?', 'EN', 2],
    ['12 lessons, 2 every week', 'How many lessons?', 'EN', 12],
    // Look-alikes: asked per someone, "por favor", alone.
    ['3 bags, 2 per room', 'How many bags per room?', 'EN', 'asked'],
    ['15 por favor', '¿Cuántas raciones?', 'ES', 15],
    ['2 per room', 'How many bags?', 'EN', 2],
    ['2 per room', 'How many bags per room?', 'EN', 2],
    // Two counts joined under the question's own verb.
    ['vienen 14 de la clase y 3 primos', '¿Cuántos niños vienen?', 'ES', 'asked'],
    ['coming are 20 from work and 6 neighbours', 'How many are coming?', 'EN', 'asked'],
    ['vienen 4 adultos y 2 niños', '¿Cuántos niños vienen?', 'ES', 2],
    ['vienen 4 adultos y 2 niños', '¿Cuántos vienen?', 'ES', 6],
    // Look-alikes: the kind named by its own noun, money, two sentences.
    ['2 adults and 3 kids are coming', 'How many kids are coming?', 'EN', 3],
    ['need 3 rooms and 2 cots', 'How many rooms do you need?', 'EN', 3],
    ['budget 300 and 2 kids', 'Budget?', 'EN', 300],
    ['vienen 14. Y 3 primos se quedan', '¿Cuántos niños vienen?', 'ES', 14],
  ])('%s → %s', (text, question, language, expected) => {
    expect(read(text, question, language)).toBe(expected);
  });
});

describe('readRatingFor: another person’s score', () => {
  const rate = (text: string) => {
    const r = readRatingFor(text, 'EN', 'How likely are you to recommend us? (0-10)', { min: 0, max: 10 });
    return r.kind === 'value' ? r.value : r.kind;
  };
  it.each<[string, number | string]>([
    ["7. my husband would say 9 but he's easily pleased", 7],
    ['8, though my daughter gives it 10', 8],
    // Look-alikes: the writer's own two figures, the writer with another, one figure.
    ['7 or 8', 'ambiguous'],
    ['my husband and I would say 9', 9],
    ['my husband says 9', 9],
  ])('%s → %s', (text, expected) => {
    expect(rate(text)).toBe(expected);
  });
});
