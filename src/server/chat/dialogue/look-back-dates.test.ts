import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { readMessage } from '../reading/message';
import { dateSaidBefore } from './look-back-dates';
import { q } from './test-kit';

const NOW = new Date('2027-02-10T10:00:00Z');
const when = q(3, 'When should we come?', 'date');
const dia = q(3, '¿Qué día te viene bien?', 'date');
const by = q(3, 'When do you need it by?', 'date');

/** What the date question about to be asked takes from an earlier message. */
function said(text: string, question: Question, questions: Question[] = [question]) {
  const msg = readMessage(text, /[¿¡ñáéíóú]|\bhola\b/i.test(text + question.text) ? 'ES' : 'EN', NOW);
  return dateSaidBefore(question, { msg, used: [] }, questions)[0]?.value;
}

describe('a day said before the date question was asked (look-back)', () => {
  it.each<[string, Question, string]>([
    ['Water leaking under the kitchen sink, need someone today. 14 Elm Road, Leeds', when, '2027-02-10'],
    ['Hola! Soy Irene Valls, vendríamos mi hermana y yo el sábado', dia, '2027-02-13'],
    ['hola! queremos hacer la del atraco el 20, seremos 4', dia, '2027-02-20'],
    ['I could do friday if that works', when, '2027-02-12'],
    ['I need it by the 1st of March at the latest', by, '2027-03-01'],
  ])('%s → %s', (text, question, value) => {
    expect(said(text, question)).toBe(value);
  });

  it.each<[string, Question, Question[]?]>([
    // no wish, need or offer in the sentence
    ['my exam is on the 12th', when],
    // a past day, a birthday, a habit, a day ruled out
    ['we came last friday and loved it, need to book again', when],
    ['need a cake, her birthday is on the 14th', when],
    ['we need someone every friday', when],
    ['need someone, but not on friday', when],
    // a limit the question does not ask for
    ['need it done before the 14th', when],
    // two days: which one?
    ['need someone on friday or saturday', when],
    // a day asked about
    ['could you come on friday?', when],
    // two date questions on the form
    ['need someone today', when, [when, by]],
  ])('leaves %s', (text, question, questions) => {
    expect(said(text, question, questions)).toBeUndefined();
  });
});
