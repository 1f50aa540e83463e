import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { inOtherCurrency, questionCurrency } from './currencies';
import { findNumberMentions } from './numbers';

describe('questionCurrency', () => {
  it.each<[string, string | null]>([
    ['Budget (€)?', 'eur'],
    ['¿Presupuesto en euros?', 'eur'],
    ['Budget in USD', 'usd'],
    ['How many pounds can you spend?', 'gbp'],
    ['Budget ($)?', null],
    ['What is your budget?', null],
    ['Price in € or £?', null],
  ])('%j → %s', (question, code) => {
    expect(questionCurrency(question)).toBe(code);
  });
});

describe('inOtherCurrency: a sum said in another currency than the one asked', () => {
  it.each<[string, Language, string, boolean]>([
    ['about 2k dollars', 'EN', 'Budget (€)?', true],
    ['£400 tops', 'EN', 'Budget (€)?', true],
    ['unos 300 dólares', 'ES', '¿Presupuesto (€)?', true],
    ['500 pesos', 'ES', '¿Presupuesto en euros?', true],
    // Look-alikes: the same currency, a bare "$", no currency said or asked.
    ['unos 300 euros', 'ES', '¿Presupuesto (€)?', false],
    ['300 pavos', 'ES', '¿Presupuesto (€)?', false],
    ['$300', 'EN', 'Budget (€)?', false],
    ['about 2000', 'EN', 'Budget (€)?', false],
    ['2k dollars', 'EN', 'What is your budget?', false],
    ['400 quid', 'EN', 'Budget in pounds?', false],
  ])('%j (%s) to %j → %s', (text, language, question, other) => {
    const [m] = findNumberMentions(text, language);
    expect(inOtherCurrency(m!, text, question)).toBe(other);
  });
});
