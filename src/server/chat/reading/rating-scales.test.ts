import { describe, expect, it } from 'vitest';
import { onOtherScale, scalesSaid } from './ratings';

const FIVE = { min: 1, max: 5 };
const TEN = { min: 1, max: 10 };

describe('scalesSaid: the tops of the scales a message names', () => {
  it.each<[string, number[]]>([
    ['8 out of 10', [10]],
    ['un 7 sobre 10', [10]],
    ['9/10', [10]],
    ['de 1 a 10 un 6', [10]],
    ['on a scale of 1 to 100, 70', [100]],
    ['a 4, where 1-5 scale is fine', [5]],
    ['4', []],
    ['four stars', []],
  ])('%j → %j', (text, tops) => {
    expect(scalesSaid(text)).toEqual(tops);
  });
});

describe('onOtherScale: a score said on a scale the question does not use', () => {
  it.each<[string, string, { min: number; max: number }, boolean]>([
    ['8 out of 10', 'How would you rate the service?', FIVE, true],
    ['4 out of 10 honestly', 'Rate your stay', FIVE, true],
    ['un 7 sobre 10', '¿Qué nota le das?', FIVE, true],
    ['9/10', 'Rate us', FIVE, true],
    ['3 out of 5', 'Rate us from 1 to 10', TEN, true],
    // Look-alikes: the question's own scale, a scale the question names itself, no scale said.
    ['4/5', 'Rate us', FIVE, false],
    ['4 sobre 5', '¿Qué nota le das?', FIVE, false],
    ['8 out of 10', 'Rate us from 1 to 10', FIVE, false],
    ['8 out of 10', 'Rate us', TEN, false],
    ['out of 5, got it. 4 then', 'Rate us', FIVE, false],
    ['a solid 4', 'Rate us', FIVE, false],
  ])('%j to %j → %s', (text, question, bounds, other) => {
    expect(onOtherScale(text, question, bounds)).toBe(other);
  });
});
