import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { type Clarification, resolveClarification } from './clarify';

const NOW = new Date('2026-11-24T10:00:00Z');
const number: Question = { order: 1, text: 'Budget?', type: 'number', required: true };
const date: Question = { order: 2, text: 'When?', type: 'date', required: true };
const order: Question = { order: 3, text: 'Order number?', type: 'text', required: true };
const range: Clarification = { question: 'Budget?', candidates: [2000, 4000], range: true };
const pair: Clarification = { question: 'When?', candidates: ['2027-04-05', '2027-05-04'], range: false };
const ids: Clarification = { question: 'Order number?', candidates: ['1234-A', '1243-A'], range: false };

describe('resolveClarification', () => {
  it.each<[Clarification, Question, string, string | number | null]>([
    [range, number, '3000', 3000],
    [range, number, "let's say 3k", 3000],
    [range, number, '4', 4000],
    [range, number, 'the higher one', 4000],
    [range, number, 'el mínimo', 2000],
    [range, number, '5000 actually', 5000],
    [range, number, 'no sé', null],
    [range, number, '2 or 3 thousand', null],
    [pair, date, 'May', '2027-05-04'],
    [pair, date, '5 April', '2027-04-05'],
    [pair, date, 'the first one', '2027-04-05'],
    [pair, date, 'mayo', '2027-05-04'],
    [pair, date, 'hmm', null],
    [ids, order, 'the second', '1243-A'],
    [ids, order, "it's 1234-A", '1234-A'],
  ])('%j + %j → %j', (c, q, message, value) => {
    expect(resolveClarification(c, q, message, 'EN', NOW)).toBe(value);
  });
});

describe('resolveClarification: a figure said without its scale', () => {
  it('takes "around 3" after "between 2 and 4 thousand" as 3,000', () => {
    expect(resolveClarification(range, number, 'around 3', 'EN', NOW)).toBe(3000);
  });
});

describe('resolveClarification: more ways to choose', () => {
  const email: Question = { order: 4, text: 'Email?', type: 'email', required: true };
  const two: Clarification = {
    question: 'Email?',
    candidates: ['sue@work.example', 'sue@home.example'],
    range: false,
  };
  it.each<[Clarification, Question, string, string | number | null]>([
    [range, number, 'somewhere in the middle', 3000],
    [range, number, 'the big one', 4000],
    [two, email, 'the work one', 'sue@work.example'],
    [two, email, 'home', 'sue@home.example'],
  ])('%j + %j → %j', (c, q, message, value) => {
    expect(resolveClarification(c, q, message, 'EN', NOW)).toBe(value);
  });
});

describe('resolveClarification: honest about what settles it', () => {
  const kids: Clarification = { question: 'Kids?', candidates: [20, 25], range: false };
  const count: Question = { order: 5, text: 'How many kids?', type: 'number', required: true };
  const from: Question = { order: 6, text: '¿Desde qué día?', type: 'date', required: true };
  const days: Clarification = { question: 'from', candidates: ['2027-01-20', '2027-01-21'], range: false };
  it.each<[Clarification, Question, string, string[], string | number | null]>([
    // A day of the month is no figure; a new figure in a message about something else settles nothing.
    [kids, count, 'el 17 de julio', [], null],
    [kids, count, 'the one with the show, on saturday the 16th', [], null],
    [kids, count, 'pongamos 25', [], 25],
    [kids, count, '22 kids confirmed', [], 22],
    [kids, count, 'we need the big room and maybe 30 chairs for the parents', [], null],
    // A new date named for another open question is that question's.
    [days, from, 'hasta el 28 seguro', ['¿Hasta qué día?'], null],
    [days, from, 'llego el 21', ['¿Hasta qué día?'], '2027-01-21'],
  ])('%j + %s → %j', (c, q, message, others, value) => {
    expect(resolveClarification(c, q, message, 'ES', NOW, others)).toBe(value);
  });
});

describe('resolveClarification: a reply that opens with one of the candidates picks it', () => {
  const nights: Question = { order: 7, text: 'How many nights?', type: 'number', required: true };
  const noches: Question = { order: 8, text: '¿Cuántas noches?', type: 'number', required: true };
  const twoOrThree: Clarification = { question: 'How many nights?', candidates: [2, 3], range: false };
  const dosOTres: Clarification = { question: '¿Cuántas noches?', candidates: [2, 3], range: false };
  it.each<[Clarification, Question, string, 'EN' | 'ES', number | null]>([
    [twoOrThree, nights, "3, and there'll be 4 of us", 'EN', 3],
    [twoOrThree, nights, 'ok, 2. We are 5 adults', 'EN', 2],
    [dosOTres, noches, '3, y seremos 4', 'ES', 3],
    [dosOTres, noches, 'vale, 2; somos 6 personas', 'ES', 2],
    // Look-alikes: the first figure is no candidate, is not in a clause of its own, or is one of two offered.
    [twoOrThree, nights, "4 of us, and it'll be 3 or 2", 'EN', null],
    [twoOrThree, nights, '3 or 2, not sure', 'EN', null],
    [twoOrThree, nights, 'maybe 3, maybe 2', 'EN', null],
    [dosOTres, noches, '5 personas y 2 o 3 noches', 'ES', null],
    [dosOTres, noches, '3 o 2, no lo sé', 'ES', null],
  ])('%j + %j → %j', (c, q, message, language, value) => {
    expect(resolveClarification(c, q, message, language, NOW)).toBe(value);
  });
});

describe('resolveClarification: a new figure that counts or measures a thing the question does not name', () => {
  const age: Question = { order: 9, text: 'Age of the oldest traveller', type: 'number', required: true };
  const edad: Question = { order: 10, text: 'Edad del alumno', type: 'number', required: true };
  const guests: Question = { order: 11, text: 'How many guests?', type: 'number', required: true };
  const ages: Clarification = { question: 'age', candidates: [71, 68], range: false };
  const edades: Clarification = { question: 'edad', candidates: [7, 8], range: false };
  const pairOfGuests: Clarification = { question: 'guests', candidates: [40, 50], range: false };
  it.each<[Clarification, Question, string, number | null]>([
    [ages, age, '3 weeks in the Algarve', null],
    [ages, age, '2 dogs coming too', null],
    [edades, edad, '2 horas a la semana', null],
    [pairOfGuests, guests, '3 rooms would do', null],
    // Look-alikes: the figure is the question's own (years for an age, guests or people for guests) or bare.
    [ages, age, '72 years old actually', 72],
    [edades, edad, 'tiene 9 años ya', 9],
    [pairOfGuests, guests, '45 people in the end', 45],
    [pairOfGuests, guests, 'make it 45', 45],
    [ages, age, '71', 71],
  ])('%j + %j: %j → %j', (c, q, message, value) => {
    expect(resolveClarification(c, q, message, q.text.startsWith('Edad') ? 'ES' : 'EN', NOW)).toBe(value);
  });
});
