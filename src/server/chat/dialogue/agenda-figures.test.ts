import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { readMessage } from '../reading/message';
import { assign } from './agenda';
import { questionMaker } from './test-kit';

// A figure for a number question that is not being asked: "just the one dog" while a yes/no is asked, a bare
// "12" while a select with no figure in its options waits and the number question is next.

const NOW = new Date('2027-03-10T12:00:00Z');

function stored(message: string, open: Question[], language: Language) {
  const ex = assign({ msg: readMessage(message, language, NOW), open, asked: open[0]! });
  return Object.fromEntries(ex.answers.map((a) => [a.question.text, a.value]));
}

describe('a figure for the number question that is not being asked', () => {
  const q = questionMaker();
  const garden = q('Do you have a garden?', 'yesno');
  const dogs = q('How many dogs?', 'number');
  const jardin = q('¿Tienes jardín?', 'yesno');
  const perros = q('¿Cuántos perros tienes?', 'number');
  const cake = q('Which cake?', 'select', { options: ['Chocolate', 'Cheese', 'Fruit'] });
  const tarta = q('¿Qué tarta?', 'select', { options: ['Chocolate', 'Queso', 'Frutas'] });
  const size = q('Which size?', 'select', { options: ['Small (6 slices)', 'Large (12 slices)'] });
  const people = q('How many people?', 'number');
  const personas = q('¿Para cuántas personas?', 'number');
  const when = q('When?', 'date');
  const dia = q('¿Para qué día?', 'date');
  // The same questions with the date asked before the number.
  const early = questionMaker();
  const [cake2, when2, people2] = [
    early('Which cake?', 'select', cake),
    early('When?', 'date'),
    early('How many?', 'number'),
  ];
  const [tarta2, dia2, personas2] = [
    early('¿Qué tarta?', 'select', tarta),
    early('¿Qué día?', 'date'),
    early('¿Cuántos?', 'number'),
  ];
  it.each<[string, Question[], Language, Record<string, unknown>]>([
    // One of the very thing counted.
    ['just the one dog', [garden, dogs], 'EN', { 'How many dogs?': 1 }],
    ['solo un perro', [jardin, perros], 'ES', { '¿Cuántos perros tienes?': 1 }],
    // Look-alikes: an article alone, another noun.
    ['a dog', [garden, dogs], 'EN', {}],
    ['one cat', [garden, dogs], 'EN', {}],
    ['un perro', [jardin, perros], 'ES', {}],
    // A bare figure while a select waits: the number question comes before the open date.
    ['12', [cake, people, when], 'EN', { 'How many people?': 12 }],
    ['12', [tarta, personas, dia], 'ES', { '¿Para cuántas personas?': 12 }],
    // Look-alikes: the date comes first (a day of the month), a position among the options, figures in options.
    ['12', [cake2, when2, people2], 'EN', {}],
    ['12', [tarta2, dia2, personas2], 'ES', {}],
    ['2', [tarta, personas, dia], 'ES', {}],
    ['12', [size, people, when], 'EN', {}],
  ])('%j → %j', (message, open, language, expected) => {
    expect(stored(message, open, language)).toEqual(expected);
  });
});

describe('a count said in words beside the visitor’s own question', () => {
  const q = questionMaker();
  const parcelas = q('¿Cuántas parcelas quieres?', 'number');
  const email = q('¿Email?', 'email');
  const plots = q('How many plots?', 'number');
  const mail = q('Email?', 'email');
  it.each<[string, Question[], Language, Record<string, unknown>]>([
    ['una, ¿el agua de riego va aparte?', [parcelas, email], 'ES', { '¿Cuántas parcelas quieres?': 1 }],
    ['one, is water included?', [plots, mail], 'EN', { 'How many plots?': 1 }],
    ['ninguna, ¿hace falta alguna?', [parcelas, email], 'ES', { '¿Cuántas parcelas quieres?': 0 }],
    // Look-alikes: an article before a noun, words that are no count, a question alone.
    ['una pregunta, ¿el agua va aparte?', [parcelas, email], 'ES', {}],
    ['no sé, ¿depende del tamaño?', [parcelas, email], 'ES', {}],
    ['one question: is water included?', [plots, mail], 'EN', {}],
    ['¿el agua de riego va aparte?', [parcelas, email], 'ES', {}],
  ])('%j → %j', (message, open, language, expected) => {
    expect(stored(message, open, language)).toEqual(expected);
  });
});

describe('a bare figure no option holds, while a select with figures in its options waits', () => {
  const q = questionMaker();
  const delivery = q('Delivery?', 'select', { options: ['Standard (3-5 days)', 'Next day'] });
  const hoodies = q('How many hoodies?', 'number');
  const email = q('Email?', 'email');
  const sponge = q('Which sponge?', 'select', { options: ['Victoria sponge', 'Chocolate fudge', 'Carrot'] });
  const slices = q('How many slices?', 'number');
  const when = q('When?', 'date');
  const hours = q('¿Qué duración?', 'select', { options: ['Corta (1-2 h)', 'Larga (3+ h)'] });
  const personas = q('¿Cuántas personas?', 'number');
  it.each<[string, Question[], Record<string, unknown>]>([
    ['15', [delivery, hoodies, email], { 'How many hoodies?': 15 }],
    ['enough for 20', [sponge, slices, when], { 'How many slices?': 20 }],
    ['suficiente para 20', [sponge, slices, when], { 'How many slices?': 20 }],
    // Look-alikes: a figure inside an option's range, a position, a figure beside an option not plain, more words.
    ['4', [delivery, hoodies, email], {}],
    ['2', [delivery, hoodies, email], {}],
    ['enough for 3', [sponge, slices, when], {}],
    ['8', [hours, personas, email], {}],
    ['15 please', [delivery, hoodies, email], {}],
    ['for 20', [sponge, slices, when], {}],
  ])('%j → %j', (message, open, expected) => {
    expect(stored(message, open, 'EN')).toEqual(expected);
  });
});
