import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { readMessage } from '../reading/message';
import { assign } from './agenda';

// A Monday.
const NOW = new Date('2027-03-08T10:00:00Z');
const q = (order: number, text: string, type: Question['type']): Question =>
  ({ order, text, type, required: true }) as Question;

const name = q(1, 'Your name?', 'text');
const day = q(2, 'Which day would suit you?', 'date');
const nombre = q(1, '¿Cómo te llamas?', 'text');
const dia = q(2, '¿Qué día te viene bien?', 'date');

function dateFor(message: string, open: Question[], language: Language = 'EN') {
  const out = assign({ msg: readMessage(message, language, NOW), open, asked: open[0]! });
  return out.answers.find((a) => a.question.type === 'date')?.value ?? null;
}

describe('a weekday offered in passing reaches the only open date question', () => {
  it.each<[string, Language, string | null]>([
    ['Sam here, could pop in friday', 'EN', '2027-03-12'],
    ["hi it's Priya, wednesday works for me", 'EN', '2027-03-10'],
    ["Leo. I'd prefer thursday", 'EN', '2027-03-11'],
    ['Marta, me viene mejor jueves', 'ES', '2027-03-11'],
    ['soy Iker, puedo pasar viernes por la tarde', 'ES', '2027-03-12'],
    // Not an offer: a day ruled out, a habit, a past day, a day asked about, a day said with nothing about it.
    ["Sam, can't do tuesday", 'EN', null],
    ['Sam, every monday works', 'EN', null],
    ['Sam, it broke last tuesday', 'EN', null],
    ['Sam, I was there tuesday could come again', 'EN', null],
    ['Sam, are you open saturday?', 'EN', null],
    ['Sam, my cat is called Tuesday', 'EN', null],
    ['Iker, los jueves puedo', 'ES', null],
    ['Iker, jueves no puedo', 'ES', null],
  ])('%j (%s) → %s', (message, language, iso) => {
    expect(dateFor(message, language === 'ES' ? [nombre, dia] : [name, day], language)).toBe(iso);
  });

  it('only for the one date question, and never a birth date', () => {
    const other = q(3, 'Return date?', 'date');
    expect(dateFor('Sam, could pop in friday', [name, day, other])).toBeNull();
    expect(dateFor('Sam, could pop in friday', [name, q(2, 'Date of birth?', 'date')])).toBeNull();
  });
});

describe('a birthday said in passing is no date of another question', () => {
  const start = q(3, '¿Fecha de inicio?', 'date');
  const edad = q(2, '¿Edad?', 'number');
  const born = q(2, 'Date of birth?', 'date');
  const dateOf = (message: string, open: Question[], language: Language) =>
    assign({ msg: readMessage(message, language, NOW), open, asked: open[0]! }).answers.find(
      (a) => a.question.type === 'date',
    )?.value ?? null;
  it.each<[string, Question[], Language, string | null]>([
    ['12 de momento, el cumpleaños es el 28', [edad, start], 'ES', null],
    ['12, cumple el 28 de marzo', [edad, start], 'ES', null],
    ['Sam, her birthday is 14 April', [name, q(3, 'Start date?', 'date')], 'EN', null],
    // Look-alikes: a birth date question takes it; a date said without a birthday is the start date.
    ['Sam, born 14 April 1990', [name, born], 'EN', '1990-04-14'],
    ['12, empezaría el 28 de marzo', [edad, start], 'ES', '2027-03-28'],
  ])('%j → %s', (message, open, language, iso) => {
    expect(dateOf(message, open, language)).toBe(iso);
  });
});
