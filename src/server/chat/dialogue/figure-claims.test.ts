import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { readMessage } from '../reading/message';
import { assign } from './agenda';
import { claimScore } from './figure-claims';
import { questionMaker } from './test-kit';

const NOW = new Date('2027-03-10T12:00:00Z');
const q = questionMaker('number');

function answers(message: string, open: Question[], asked: Question | null, language: Language = 'EN') {
  const ex = assign({ msg: readMessage(message, language, NOW), open, asked });
  return Object.fromEntries(ex.answers.map((a) => [a.question.text, a.value]));
}

const seats = q('Number of seats');
const budget = q('Monthly budget (INR)');
const months = q('Lease duration (months)');
const edad = q('¿Edad?');
const clases = q('¿Cuántas clases quieres?');
const presupuesto = q('¿Presupuesto (MXN)?');
const guests = q('How many guests?');
const usd = q('Budget ($)');
const size = q('Size in cm?');
const pounds = q('Budget (£)?');
const events = q('Number of events to cover');
const inr = q('Budget (INR)');

describe('figures assigned jointly to the number questions', () => {
  it.each<[string, string, Question[], Question | null, Language, Record<string, number>]>([
    [
      'unit and money label',
      'For 6 months initially, budget around 90k per month',
      [seats, budget, months],
      seats,
      'EN',
      { 'Monthly budget (INR)': 90000, 'Lease duration (months)': 6 },
    ],
    [
      'a magnitude no age takes',
      'quiero el paquete de 15 clases, tengo hasta 6 mil',
      [edad, clases, presupuesto],
      edad,
      'ES',
      { '¿Cuántas clases quieres?': 15, '¿Presupuesto (MXN)?': 6000 },
    ],
    [
      'money said after the figure',
      'party of 8, around 2k to spend',
      [guests, usd],
      guests,
      'EN',
      { 'How many guests?': 8, 'Budget ($)': 2000 },
    ],
    [
      'a unit written against the figure',
      'inner wrist, like 5cm, £120 max',
      [size, pounds],
      null,
      'EN',
      { 'Size in cm?': 5, 'Budget (£)?': 120 },
    ],
    [
      'lakh, labelled for a later question',
      'budget is around 3 lakh',
      [events, inr],
      null,
      'EN',
      { 'Budget (INR)': 300000 },
    ],
  ])('%s', (_, message, open, asked, language, expected) => {
    expect(answers(message, open, asked, language)).toEqual(expected);
  });

  it('the asked age keeps "52 años" over another question naming years', () => {
    const age = q('Edad');
    const driving = q('¿Cuántos años lleva conduciendo?');
    expect(answers('tengo 52 años', [age, driving], age, 'ES')).toEqual({ Edad: 52 });
  });

  it.each<[string, string, number]>([
    ['90k', 'Monthly budget (INR)', 3],
    ['6 months', 'Lease duration (months)', 3],
    ['6000', '¿Edad?', -1],
    ['$35', 'How many players?', -1],
    ['40 people', 'How many guests?', 2],
    ['7', 'Notes', 0],
  ])('scores %s for %s', (said, text, score) => {
    const msg = readMessage(`budget ${said}`.replace(/^budget (?!90k)/, ''), 'EN', NOW);
    expect(claimScore(msg.numbers[0]!, q(text), NOW)).toBe(score);
  });
});

describe('what a figure counts', () => {
  it('"las dos cosas" is no count of people for a question not asked', () => {
    const guests = q('¿Número de invitados?');
    expect(answers('las dos cosas, la ceremonia y luego el banquete', [guests], null, 'ES')).toEqual({});
  });

  it.each<[string, Question, Language, number | undefined]>([
    ['Three weeks, ideally', q('Number of nights (maximum 14)'), 'EN', 21],
    ['2 weeks', q('¿Cuántas noches?'), 'ES', 14],
    ['2 adults and 2 children, so 4', q('How many people?'), 'EN', 4],
    ['somos los dos', q('¿Cuántos sois?'), 'ES', 2],
  ])('%s', (message, question, language, value) => {
    expect(answers(message, [question], question, language)[question.text]).toBe(value);
  });
});
