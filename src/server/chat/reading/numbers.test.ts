import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { parseNumberWords } from './number-words';
import { findNumberMentions, formatNumber, parseDigits, readNumber } from './numbers';

describe('parseDigits: separators by language', () => {
  it.each<[string, Language, number, number?]>([
    ['42', 'EN', 42],
    ['5,000', 'EN', 5000],
    ['5.5', 'EN', 5.5],
    ['5.000', 'ES', 5000],
    ['5,5', 'ES', 5.5],
    ['1.500,50', 'ES', 1500.5],
    ['1,500.50', 'EN', 1500.5],
    ['1.000.000', 'ES', 1_000_000],
    ['1,000,000', 'EN', 1_000_000],
    ['1.000.000', 'EN', 1_000_000],
    ['10 000', 'EN', 10_000],
    ['300 000', 'ES', 300_000],
    ['0.500', 'EN', 0.5],
    // A separator the language uses for decimals, before exactly three digits: both readings kept.
    ['5.000', 'EN', 5, 5000],
    ['2,500', 'ES', 2.5, 2500],
  ])('%j (%s) = %d', (token, language, value, alt) => {
    expect(parseDigits(token, language)).toEqual(alt === undefined ? { value } : { value, alt });
  });
  it.each(['1.2.3', '12,34,5'])('refuses %j', (token) => {
    expect(parseDigits(token, 'EN')).toBeNull();
  });
});

describe('parseNumberWords', () => {
  it.each<[string, number | null]>([
    ['twenty', 20],
    ['twenty-five', 25],
    ['one hundred and twenty', 120],
    ['a dozen', 12],
    ['two dozen', 24],
    ['half a dozen', 6],
    ['una docena', 12],
    ['seven and a half', 7.5],
    ['siete y medio', 7.5],
    ['dos mil', 2000],
    ['mil quinientos', 1500],
    ['treinta y dos', 32],
    ['a million', 1_000_000],
    ['un millón', 1_000_000],
    ['medio millón', 500_000],
    ['un millón y medio', 1_500_000],
    ['two and a half thousand', 2500],
    ['one', 1],
    ['un perro', null],
    ['thousands of people', null],
    ['entre veinte y treinta', null],
  ])('%j = %s', (text, value) => {
    expect(parseNumberWords(text)).toBe(value);
  });
});

const value = (text: string, language: Language = 'EN', question?: string) => {
  const r = readNumber(text, language, { question });
  if (r.kind !== 'value') throw new Error(`${text}: expected a value, got ${JSON.stringify(r)}`);
  return r.value;
};
const candidates = (text: string, language: Language = 'EN') => {
  const r = readNumber(text, language);
  if (r.kind !== 'ambiguous') throw new Error(`${text}: expected ambiguity, got ${JSON.stringify(r)}`);
  return { candidates: r.candidates, range: r.range };
};

describe('readNumber: one figure', () => {
  it.each<[string, Language, number]>([
    ['hmm around 5k', 'EN', 5000],
    ['5K', 'EN', 5000],
    ['1.5k', 'EN', 1500],
    ['1,5k', 'ES', 1500],
    ['about 10 000', 'EN', 10_000],
    ['unos 5k', 'ES', 5000],
    ['2 mil', 'ES', 2000],
    ['dos mil euros', 'ES', 2000],
    ['300 000 €', 'ES', 300_000],
    ['about 1.2k people', 'EN', 1200],
    ['seven and a half years', 'EN', 7.5],
    ['7 and a half', 'EN', 7.5],
    ['7 y medio', 'ES', 7.5],
    ['$1,200', 'EN', 1200],
    ['2M', 'EN', 2_000_000],
    ['2 millones', 'ES', 2_000_000],
    ['1,5 millones de euros', 'ES', 1_500_000],
    ['€2m', 'EN', 2_000_000],
    ['40 people', 'EN', 40],
    ['unos 50 años', 'ES', 50],
    ["between 40 and 50, let's say 50", 'EN', 50],
    ['entre 40 y 50, digamos 45', 'ES', 45],
    ['50 people, no wait, 60', 'EN', 60],
    ['30-40, probably 35', 'EN', 35],
    ['5000, yes 5000', 'EN', 5000],
    ['5k... I mean 5000', 'EN', 5000],
    ['we are 3 families, around 12 people in total', 'EN', 12],
    ['twenty-five', 'EN', 25],
    ['up to 5k', 'EN', 5000],
    ['30 or so', 'EN', 30],
    ['20%', 'EN', 20],
  ])('%j (%s) = %d', (text, language, n) => {
    expect(value(text, language, 'How many people are coming? budget?')).toBe(n);
  });
});

describe('readNumber: asks instead of guessing', () => {
  it.each<[string, Language, number[], boolean]>([
    ['between 2 and 4 thousand', 'EN', [2000, 4000], true],
    ['30-40', 'EN', [30, 40], true],
    ['de 2 a 3 mil', 'ES', [2000, 3000], true],
    ['entre 20 y 30', 'ES', [20, 30], true],
    ['2-3k', 'EN', [2000, 3000], true],
    ['10k to 15k', 'EN', [10_000, 15_000], true],
    ['40 or 50', 'EN', [40, 50], false],
    ["I'd say 40, maybe 50", 'EN', [40, 50], false],
    ['5.000', 'EN', [5, 5000], false],
  ])('%j (%s)', (text, language, c, range) => {
    expect(candidates(text, language)).toEqual({ candidates: c, range });
  });
  it('reads nothing where there is no figure', () => {
    expect(readNumber('no idea yet', 'EN').kind).toBe('none');
    expect(readNumber('muchos', 'ES').kind).toBe('none');
  });
});

describe('findNumberMentions', () => {
  it('skips ordinals, times and words glued to digits', () => {
    expect(findNumberMentions('the 14th at 8:30 or 5pm, covid19', 'EN')).toEqual([]);
  });
  it('marks money and the unit after a figure', () => {
    const [m] = findNumberMentions('€300 total', 'EN');
    expect(m).toMatchObject({ value: 300, money: true, unit: 'total' });
  });
});

describe('formatNumber', () => {
  it.each<[number, Language, string]>([
    [2000, 'EN', '2,000'],
    [2000, 'ES', '2.000'],
    [1500.5, 'ES', '1.500,5'],
    [40, 'EN', '40'],
  ])('%d (%s) = %s', (n, language, s) => {
    expect(formatNumber(n, language)).toBe(s);
  });
});

describe('readNumber: counts of people', () => {
  it.each<[string, string, number]>([
    ['2 adults and 2 kids', 'How many guests?', 4],
    ['4 adultos y 3 niños', '¿Cuántas personas seréis?', 7],
    ['2 adults and 2 kids', 'How many adults?', 2],
    ['we are 3 families, around 12 people in total', 'How many people?', 12],
    ['somos 6', '¿Cuántos invitados esperáis?', 6],
    ['40ish', 'How many?', 40],
  ])('%j for %j = %d', (text, question, n) => {
    const r = readNumber(text, question.startsWith('¿') ? 'ES' : 'EN', { question });
    expect(r).toMatchObject({ kind: 'value', value: n });
  });
});

describe('readNumber: a figure ruled out', () => {
  it.each<[string, number]>([
    ['not 40, 45', 45],
    ['40 no, 45', 45],
  ])('%j = %d', (text, n) => {
    expect(readNumber(text, 'EN')).toMatchObject({ kind: 'value', value: n });
  });
});

describe('readNumber: everyday ways to say a count', () => {
  it.each<[string, string, number | null]>([
    ['a couple thousand', 'Budget?', 2000],
    ['a few hundred', 'Budget?', null],
    ['thousand', 'Budget?', null],
    ['1/2 million', 'Budget?', 500_000],
    ['40 + 10 kids', 'How many guests?', 50],
    ['40 plus 10', 'How many guests?', 50],
    ['one', 'How many rooms?', 1],
    ['just me', 'How many people?', 1],
    ['me and my wife', 'How many people?', 2],
    ['mi mujer y yo', '¿Cuántas personas?', 2],
    ['just me', 'Budget?', null],
  ])('%j for %j = %s', (text, question, n) => {
    const r = readNumber(text, 'EN', { question });
    if (n === null) expect(r.kind).toBe('none');
    else expect(r).toMatchObject({ kind: 'value', value: n });
  });
});

describe('readNumber: a figure revised in a ramble', () => {
  it('takes the one said to replace the other', () => {
    expect(
      readNumber('I thought 20 people, but my mum wants the cousins too, so probably more like 35', 'EN'),
    ).toMatchObject({ kind: 'value', value: 35 });
    expect(readNumber('éramos 20 pero al final seremos 35', 'ES')).toMatchObject({
      kind: 'value',
      value: 35,
    });
  });
});

describe('readNumber: a figure after a definite article points at people already known, no count', () => {
  const read = (text: string, language: Language, question: string) => {
    const r = readNumber(text, language, { question });
    return r.kind === 'value' ? r.value : r.kind === 'ambiguous' ? r.candidates : null;
  };
  it.each<[string, Language, string, number | number[] | null]>([
    ['pues 8, los dos peques se quedan con los abuelos', 'ES', '¿Cuántas personas?', [8, 2]],
    ['we are 6, the 2 kids stay home', 'EN', 'How many people?', 6],
    ['10, las 3 niñas vienen con su madre', 'ES', '¿Cuántos invitados?', [10, 3]],
    // Look-alikes: the figure names the question's own thing, counts the writer's group, or has no article.
    ['vienen 20 invitados y los 3 niños', 'ES', '¿Cuántos niños?', 3],
    ['the 4 of us', 'EN', 'How many people?', 4],
    ['2 families, around 12 people', 'EN', 'How many people?', 12],
    ['pues 8, dos peques', 'ES', '¿Cuántas personas?', 2],
  ])('%j (%s) to %j → %j', (text, language, question, expected) => {
    expect(read(text, language, question)).toEqual(expected);
  });
});
