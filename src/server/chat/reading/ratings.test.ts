import { describe, expect, it } from 'vitest';
import { readRatingFor } from './ratings';

describe('readRatingFor: a score against its question', () => {
  const five = { min: 1, max: 5 };
  it.each<[string, string, ReturnType<typeof readRatingFor>]>([
    ['amazing, the top score', 'Overall, how was it (1 = poor, 5 = amazing)?', { kind: 'value', value: 5 }],
    ['the top score', 'How was it?', { kind: 'value', value: 5 }],
    ['oh, out of 5, got it. 4 then', 'Rate your experience with us', { kind: 'value', value: 4 }],
    // The scale in words after the score: the score.
    ['Eight out of ten.', 'How likely are you to recommend us?', { kind: 'value', value: 8 }],
    ['un siete sobre diez', '¿Qué nota nos pones?', { kind: 'value', value: 7 }],
    [
      'la puntualidad un 2, me hicieron esperar 40 minutos',
      '¿Y la puntualidad, del 1 al 5?',
      { kind: 'value', value: 2 },
    ],
    ['food 5, delivery 2 — it arrived cold', 'Rate the food, 1-5', { kind: 'value', value: 5 }],
    ['food maybe 3 or 4... ok 4', 'And the food (1-5)?', { kind: 'value', value: 4 }],
    ['entre un 3 y un 4', '¿Cómo valora la atención?', { kind: 'ambiguous', candidates: [3, 4] }],
    ['8 out of 10', 'Rate us', { kind: 'value', value: 8 }],
  ])('%s (%s)', (said, q, value) => expect(readRatingFor(said, 'EN', q, five)).toEqual(value));
});

describe('readRatingFor: a score under a condition that did not hold is not the score', () => {
  const five = { min: 1, max: 5 };
  const ten = { min: 1, max: 10 };
  it.each<[string, 'EN' | 'ES', { min: number; max: number }, number]>([
    ['⭐⭐⭐⭐ would be 5 if parking was easier', 'EN', five, 4],
    ['4, would be 5 if parking was easier', 'EN', five, 4],
    ['3, could be a 5 if the staff smiled', 'EN', five, 3],
    ['un 7, sería un 9 si no fuera por la espera', 'ES', ten, 7],
    // Look-alikes: no condition, or the score itself said with "would be".
    ['would be 5', 'EN', five, 5],
    ['4 would be fair', 'EN', five, 4],
    ['5, if I had to pick', 'EN', five, 5],
    ['un 8', 'ES', ten, 8],
  ])('%s → %s', (said, lang, bounds, value) =>
    expect(readRatingFor(said, lang, 'How would you rate it?', bounds)).toEqual({ kind: 'value', value }),
  );
});
