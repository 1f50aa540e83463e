import { describe, expect, it } from 'vitest';
import { form, playTurns, questionMaker } from './test-kit';

// Of two dates, the one whose clause names the asked question is its answer; a change of plan, or two clauses (or
// none) naming it, leaves the question asked back.
const now = new Date('2026-11-28T12:00:00Z');

function storedDate(question: string, message: string, language: 'EN' | 'ES' = 'EN') {
  const ask = questionMaker('date');
  const qs = [ask(question), ask(language === 'ES' ? '¿Correo?' : 'Email', 'email')];
  const [turn] = playTurns(form(qs, { language }), [message], now);
  return turn!.collected[question];
}

describe('a date named by its clause', () => {
  it.each<[string, string, 'EN' | 'ES', string | undefined]>([
    ['Date of the party?', "my birthday's the 3rd but the party is on 19 June", 'EN', '2027-06-19'],
    ['Date of the party?', 'the party is on 19 June, my birthday is the 3rd of July', 'EN', '2027-06-19'],
    [
      'When do you want to come back?',
      'we were there on 2 March, would love to come back on 20 April',
      'EN',
      '2027-04-20',
    ],
    [
      '¿Fecha de la fiesta?',
      'mi cumple es el 3 de julio, pero la fiesta es el 19 de junio',
      'ES',
      '2027-06-19',
    ],
    [
      '¿Cuándo queréis volver?',
      'estuvimos el 2 de marzo y nos encantaría volver el 20 de abril',
      'ES',
      '2027-04-20',
    ],
    [
      'Wedding date?',
      'the engagement party was 4 May, the wedding itself is 12 September',
      'EN',
      '2027-09-12',
    ],
    // Look-alikes: a change of plan, no clause naming it, both naming it, one date only.
    ['Date of the party?', 'the party was going to be 3 July but we moved it to 10 July', 'EN', undefined],
    ['Date of the party?', '19 June or 26 June', 'EN', undefined],
    ['Date of the party?', 'party on 19 June or the party on 26 June', 'EN', undefined],
    ['¿Fecha de la fiesta?', 'la fiesta era el 3 de julio, al final el 10 de julio', 'ES', undefined],
    ['Date of the party?', 'the party is on 19 June', 'EN', '2027-06-19'],
    ['Arrival date?', 'the wedding is on 12 June, we arrive on the 10th', 'EN', undefined],
  ])('%s %s → %j', (question, message, language, value) =>
    expect(storedDate(question, message, language)).toBe(value),
  );
});
