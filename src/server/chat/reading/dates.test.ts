import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { sayDate } from './date-words';
import { findDates, readDate } from './dates';

// A Tuesday.
const NOW = new Date('2026-11-24T10:00:00Z');

const value = (text: string, language: Language = 'EN', now = NOW) => {
  const r = readDate(text, language, now);
  if (r.kind !== 'value') throw new Error(`${text}: expected a date, got ${JSON.stringify(r)}`);
  return r.value;
};

describe('readDate: explicit dates', () => {
  it.each<[string, Language, string]>([
    ['2027-03-14', 'EN', '2027-03-14'],
    ['2027-03-14', 'ES', '2027-03-14'],
    ['14/03/2027', 'ES', '2027-03-14'],
    ['03/14/2027', 'EN', '2027-03-14'],
    ['14/03/2027', 'EN', '2027-03-14'],
    ['5/5/2027', 'EN', '2027-05-05'],
    ['14 March 2027', 'EN', '2027-03-14'],
    ['March 14th, 2027', 'EN', '2027-03-14'],
    ['el 14 de marzo de 2027', 'ES', '2027-03-14'],
    ['12/03/85', 'ES', '1985-03-12'],
  ])('%j (%s) = %s', (text, language, iso) => {
    expect(value(text, language)).toBe(iso);
  });
});

describe('readDate: without a year, the first such date on or after today', () => {
  it.each<[string, Language, string]>([
    ['14 March', 'EN', '2027-03-14'],
    ['March 14', 'EN', '2027-03-14'],
    ['14 de marzo', 'ES', '2027-03-14'],
    ['14/03', 'ES', '2027-03-14'],
    ['14/03', 'EN', '2027-03-14'],
    ['03/14', 'EN', '2027-03-14'],
    ['4/5', 'ES', '2027-05-04'],
    ['24 November', 'EN', '2026-11-24'],
    ['23 November', 'EN', '2027-11-23'],
    ['28 de diciembre', 'ES', '2026-12-28'],
  ])('%j (%s) = %s', (text, language, iso) => {
    expect(value(text, language)).toBe(iso);
  });
});

describe('readDate: relative dates and weekdays (today is Tuesday 24 November 2026)', () => {
  it.each<[string, Language, string]>([
    ['today', 'EN', '2026-11-24'],
    ['hoy', 'ES', '2026-11-24'],
    ['tomorrow', 'EN', '2026-11-25'],
    ['mañana', 'ES', '2026-11-25'],
    ['mañana por la mañana', 'ES', '2026-11-25'],
    ['the day after tomorrow', 'EN', '2026-11-26'],
    ['pasado mañana', 'ES', '2026-11-26'],
    ['in 3 days', 'EN', '2026-11-27'],
    ['en 10 días', 'ES', '2026-12-04'],
    ['dentro de dos semanas', 'ES', '2026-12-08'],
    ['in two weeks', 'EN', '2026-12-08'],
    ['in a week', 'EN', '2026-12-01'],
    ['Tuesday', 'EN', '2026-12-01'],
    ['next Tuesday', 'EN', '2026-12-01'],
    ['on Friday', 'EN', '2026-11-27'],
    ['this Tuesday', 'EN', '2026-11-24'],
    ['this Friday', 'EN', '2026-11-27'],
    ['el martes', 'ES', '2026-12-01'],
    ['el martes que viene', 'ES', '2026-12-01'],
    ['el próximo martes', 'ES', '2026-12-01'],
    ['este martes', 'ES', '2026-11-24'],
    ['el viernes de la semana que viene', 'ES', '2026-12-04'],
    ['Friday next week', 'EN', '2026-12-04'],
    ['last Monday', 'EN', '2026-11-23'],
    ['the 14th', 'EN', '2026-12-14'],
    ['the 24th', 'EN', '2026-11-24'],
    ['el día 14', 'ES', '2026-12-14'],
    ['el 30', 'ES', '2026-11-30'],
    ['the 31st', 'EN', '2026-12-31'],
    ['Friday the 27th', 'EN', '2026-11-27'],
    ['el viernes 27', 'ES', '2026-11-27'],
    ['Tuesday 1 December', 'EN', '2026-12-01'],
    ['tomorrow at 10 am', 'EN', '2026-11-25'],
    ['el martes, no espera, mejor el miércoles', 'ES', '2026-11-25'],
    ['the 5th of next month', 'EN', '2026-12-05'],
    ['next month on the 20th', 'EN', '2026-12-20'],
    ['el 5 del mes que viene', 'ES', '2026-12-05'],
    ['24.12.', 'ES', '2026-12-24'],
    ['a partir del 14', 'ES', '2026-12-14'],
    ['a week from Saturday', 'EN', '2026-12-05'],
    ['Christmas Eve', 'EN', '2026-12-24'],
    ['Nochevieja', 'ES', '2026-12-31'],
    ["New Year's Day", 'EN', '2027-01-01'],
  ])('%j (%s) = %s', (text, language, iso) => {
    expect(value(text, language)).toBe(iso);
  });
});

describe('readDate: asks or refuses instead of guessing', () => {
  it.each<[string, Language, string[]]>([
    ['4/5', 'EN', ['2027-04-05', '2027-05-04']],
    ['04/05/2027', 'EN', ['2027-04-05', '2027-05-04']],
    ['tomorrow or the day after', 'EN', ['2026-11-25', '2026-11-26']],
    ['Friday the 14th', 'EN', ['2026-12-14', '2026-11-27']],
  ])('%j (%s) has two readings', (text, language, candidates) => {
    const r = readDate(text, language, NOW);
    expect(r.kind).toBe('ambiguous');
    if (r.kind === 'ambiguous') expect([...r.candidates].sort()).toEqual([...candidates].sort());
  });
  it.each<[string, Language]>([
    ['next week', 'EN'],
    ['la semana que viene', 'ES'],
    ['soon', 'EN'],
    ['whenever', 'EN'],
    ['cuando sea', 'ES'],
    ['31/02/2027', 'ES'],
  ])('%j (%s) is not a date', (text, language) => {
    expect(readDate(text, language, NOW).kind).toBe('invalid');
  });
  it('finds nothing in a text without a date', () => {
    expect(readDate('no idea', 'EN', NOW).kind).toBe('none');
    expect(findDates('por la mañana', 'ES', NOW)).toEqual([]);
  });
});

describe('sayDate', () => {
  it.each<[string, Language, string]>([
    ['2026-12-01', 'EN', 'Tuesday 1 December'],
    ['2026-12-01', 'ES', 'martes 1 de diciembre'],
    ['2027-03-14', 'EN', 'Sunday 14 March 2027'],
    ['2027-03-14', 'ES', 'domingo 14 de marzo de 2027'],
  ])('%s (%s) = %s', (iso, language, said) => {
    expect(sayDate(iso, language, NOW)).toBe(said);
  });
});

describe('readDate: misspelt date words', () => {
  it.each<[string, Language, string]>([
    ['tomorow', 'EN', '2026-11-25'],
    ['next thrusday', 'EN', '2026-11-26'],
    ['wensday', 'EN', '2026-11-25'],
    ['el miercoles', 'ES', '2026-11-25'],
    ['14 Decmber', 'EN', '2026-12-14'],
  ])('%j (%s) = %s', (text, language, iso) => {
    expect(value(text, language)).toBe(iso);
  });
  it('keeps spans on the visitor’s own text', () => {
    const [d] = findDates('see you tomorow at 5', 'EN', NOW);
    expect(d).toMatchObject({ start: 8, end: 15, value: '2026-11-25' });
  });
  it('does not take a real word for a date word', () => {
    expect(readDate('¿vienes?', 'ES', NOW).kind).toBe('none');
  });
  // A slip keeps the word's first letter: a word (or a surname) that lacks it is no date word.
  it.each<[string, Language]>([
    ['Kit Morrow', 'EN'],
    ['on the morrow', 'EN'],
    ['Ana Marrow', 'EN'],
    ['Rosa Ursday', 'EN'],
    ['hasta Anana', 'ES'],
  ])('%j (%s) is no date', (text, language) => {
    expect(readDate(text, language, NOW).kind).toBe('none');
  });
  it.each<[string, Language, string]>([
    ['tommorow', 'EN', '2026-11-25'],
    ['tomorrw please', 'EN', '2026-11-25'],
    ['mañna', 'ES', '2026-11-25'],
    ['thursdy', 'EN', '2026-11-26'],
    ['el biernes', 'ES', '2026-11-27'],
  ])('%j (%s) keeps its first letter and is a date: %s', (text, language, iso) => {
    expect(value(text, language)).toBe(iso);
  });
});

describe('readDate: a date ruled out', () => {
  it.each<[string, Language, string]>([
    ['not Friday, Saturday', 'EN', '2026-11-28'],
    ['el viernes no, el sábado', 'ES', '2026-11-28'],
  ])('%j (%s) = %s', (text, language, iso) => {
    expect(value(text, language)).toBe(iso);
  });
});

describe('readDate: a date taken back without another', () => {
  it('asks again rather than keep the date ruled out', () => {
    expect(readDate('tomorrow, no, the day after', 'EN', NOW).kind).not.toBe('value');
    expect(value('tomorrow, no problem', 'EN')).toBe('2026-11-25');
  });
});

describe('readDate: a day of the month said as a word, next to a month', () => {
  it.each<[string, Language, string]>([
    ['first of april would be ideal', 'EN', '2027-04-01'],
    ['the third of March', 'EN', '2027-03-03'],
    ['April twentieth', 'EN', '2027-04-20'],
    ['el primero de mayo', 'ES', '2027-05-01'],
    ['el tres de mayo', 'ES', '2027-05-03'],
  ])('%j (%s) = %s', (text, language, iso) => {
    expect(value(text, language)).toBe(iso);
  });

  it.each<[string, Language]>([
    ['the first one', 'EN'],
    ['tres personas', 'ES'],
    ['second floor', 'EN'],
  ])('%j (%s) holds no date', (text, language) => {
    expect(findDates(text, language, NOW).filter((d) => d.value !== null)).toEqual([]);
  });
});

describe('findDates strict: a short month name is a date when a year, an ordinal or "of"/"de" says so', () => {
  it.each<[string, Language, string | null]>([
    ['we need 4 desks from 1st Feb', 'EN', '2027-02-01'],
    ['the 3rd of May', 'EN', '2027-05-03'],
    ['el 20 de ago', 'ES', '2027-08-20'],
    ['3 may', 'EN', null],
    ['20 mar', 'ES', null],
  ])('%s (%s) → %s', (text, language, strict) => {
    expect(findDates(text, language, NOW, 'strict')[0]?.value ?? null).toBe(strict);
  });
});

describe('a day of the month that is a count or a place, and a short month after a preposition', () => {
  it.each<[string, string | null]>([
    ['just the 2 of us', null],
    ['the 4 kids and me', null],
    ['el 3 de nosotros', null],
    ['the 3rd floor', null],
    ['on the 3rd', '2026-12-03'],
  ])('%j → %s', (text, iso) => {
    expect(findDates(text, 'EN', NOW)[0]?.value ?? null).toBe(iso);
  });

  it.each<[string, boolean]>([
    ['a conference on 14 May', true],
    ['by May 3', true],
    ['14 may', false],
    ['we may 2 of us come', false],
  ])('%j explicit: %s', (text, explicit) => {
    expect(findDates(text, 'EN', NOW).some((d) => d.explicit)).toBe(explicit);
  });
});

describe('readDate: one of many weekdays ("a saturday", "algún sábado") is no date', () => {
  it.each<[string, Language]>([
    ['a saturday in august, not sure which one yet', 'EN'],
    ['any monday works', 'EN'],
    ['algún sábado de agosto', 'ES'],
    ['un viernes por la tarde', 'ES'],
  ])('%s → vague', (text, language) => {
    expect(readDate(text, language, NOW)).toMatchObject({ kind: 'invalid', problem: 'vague' });
  });
  it.each<[string, Language]>([
    ['saturday', 'EN'],
    ['on saturday', 'EN'],
    ['el sábado', 'ES'],
    ['a week on saturday', 'EN'],
  ])('%s → a date (look-alike)', (text, language) => {
    expect(readDate(text, language, NOW).kind).toBe('value');
  });
});
