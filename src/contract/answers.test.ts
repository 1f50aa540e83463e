import { describe, expect, it } from 'vitest';
import { boundsText, normalizeUrl, outOfBounds, readableAnswer, readChoices, readYesNo } from './answers';

const TODAY = '2026-06-15';

describe('outOfBounds', () => {
  it.each([
    ['number below', { type: 'number', validation: { min: 1, max: 10 } }, 0, 'min'],
    ['number at the top', { type: 'number', validation: { min: 1, max: 10 } }, 10, null],
    ['number above', { type: 'number', validation: { max: 10 } }, 10.5, 'max'],
    ['rating default 1-5, 0', { type: 'rating' }, 0, 'min'],
    ['rating default 1-5, 6', { type: 'rating' }, 6, 'max'],
    ['rating NPS 0', { type: 'rating', validation: { min: 0, max: 10 } }, 0, null],
    ['date from today, yesterday', { type: 'date', validation: { min: 'today' } }, '2026-06-14', 'min'],
    ['date from today, today', { type: 'date', validation: { min: 'today' } }, TODAY, null],
    ['date up to today, tomorrow', { type: 'date', validation: { max: 'today' } }, '2026-06-16', 'max'],
    [
      'date fixed bounds',
      { type: 'date', validation: { min: '2026-01-01', max: '2026-12-31' } },
      '2027-01-01',
      'max',
    ],
    ['text length in characters', { type: 'text', validation: { max: 3 } }, 'ab🙂', null],
    ['text too short', { type: 'text', validation: { min: 3 } }, 'ab', 'min'],
    ['longtext too long', { type: 'longtext', validation: { max: 5 } }, 'abcdef', 'max'],
    ['multiselect too many', { type: 'multiselect', validation: { max: 1 } }, ['a', 'b'], 'max'],
    ['multiselect too few', { type: 'multiselect', validation: { min: 2 } }, ['a'], 'min'],
    ['no bounds', { type: 'number' }, 1e9, null],
    ['unbounded type', { type: 'email', validation: { max: 1 } }, 'a@b.co', null],
  ] as const)('%s', (_name, q, value, expected) => {
    expect(outOfBounds(q, value, TODAY)).toBe(expected);
  });
});

describe('boundsText', () => {
  it.each([
    [{ type: 'number', validation: { min: 1, max: 10 } }, 'EN', 'Please give a number from 1 to 10.'],
    [{ type: 'number', validation: { min: 18 } }, 'ES', 'Indica un número de al menos 18.'],
    [{ type: 'rating' }, 'EN', 'Please choose a rating from 1 to 5.'],
    [{ type: 'rating', validation: { min: 0, max: 10 } }, 'ES', 'Elige una valoración del 0 al 10.'],
    [{ type: 'date', validation: { min: 'today' } }, 'EN', 'Please give a date from today on.'],
    [{ type: 'date', validation: { min: 'today' } }, 'ES', 'Indica una fecha a partir de hoy.'],
    [{ type: 'date', validation: { max: 'today' } }, 'ES', 'Indica una fecha hasta hoy.'],
    [
      { type: 'date', validation: { min: 'today', max: '2026-12-31' } },
      'ES',
      'Indica una fecha entre hoy y el 31 de diciembre de 2026.',
    ],
    [{ type: 'date', validation: { max: '2026-03-01' } }, 'EN', 'Please give a date up to 1 March 2026.'],
    [{ type: 'longtext', validation: { min: 20 } }, 'EN', 'Please write at least 20 characters.'],
    [{ type: 'multiselect', validation: { min: 1, max: 3 } }, 'EN', 'Please choose between 1 and 3 options.'],
    [{ type: 'text' }, 'EN', ''],
  ] as const)('%j in %s', (q, language, expected) => {
    expect(boundsText(q, language)).toBe(expected);
  });
});

describe('readYesNo', () => {
  it.each([
    [true, true],
    [false, false],
    ['Sí', true],
    ['si', true],
    [' YES ', true],
    ['true', true],
    ['No', false],
    ['false', false],
    ['maybe', null],
    ['', null],
    [1, null],
  ])('%j → %j', (raw, expected) => {
    expect(readYesNo(raw)).toBe(expected);
  });
});

describe('readChoices', () => {
  const options = ['Design', 'SEO', 'Ads, paid'];
  it.each([
    [
      ['SEO', 'Design'],
      ['Design', 'SEO'],
    ],
    ['seo, design', ['Design', 'SEO']],
    ['Ads, paid', ['Ads, paid']],
    ['SEO,Ads, paid', ['SEO', 'Ads, paid']],
    [['SEO', 'seo'], ['SEO']],
    ['SEO,,', ['SEO']],
    ['', []],
    ['SEO, Print', null],
    [['Print'], null],
    [true, null],
  ])('%j → %j', (raw, expected) => {
    expect(readChoices(raw, options)).toEqual(expected);
  });
});

describe('normalizeUrl', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['Example.COM/Path?Q=A#Top', 'https://example.com/Path?Q=A#Top'],
    ['HTTP://WWW.Example.org', 'http://www.example.org'],
    ['shop.example.co.uk:8443/x', 'https://shop.example.co.uk:8443/x'],
    ['192.168.0.1', 'https://192.168.0.1'],
    ['[::1]:3000', 'https://[::1]:3000'],
    ['münchen.de', 'https://münchen.de'],
    ['//cdn.example.com/a', 'https://cdn.example.com/a'],
    ['localhost', null],
    ['1.5', null],
    ['ftp://example.com', null],
    ['mailto:ana@example.com', null],
    ['javascript:alert(1)', null],
    ['https://user:pw@example.com', null],
    ['exa mple.com', null],
    ['example.com:99999', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeUrl(raw)).toBe(expected);
  });
});

describe('readableAnswer', () => {
  it.each([
    [true, undefined, 'EN', 'Yes'],
    [true, undefined, 'ES', 'Sí'],
    [false, undefined, 'ES', 'No'],
    [['Design', 'SEO'], undefined, 'EN', 'Design, SEO'],
    [4, { type: 'rating' }, 'EN', '4/5'],
    [9, { type: 'rating', validation: { min: 0, max: 10 } }, 'EN', '9/10'],
    [1200, { type: 'number' }, 'EN', '1200'],
    [null, undefined, 'EN', ''],
  ] as const)('%j → %j', (value, q, language, expected) => {
    expect(readableAnswer(value, q, language)).toBe(expected);
  });
});
