import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { findCorrection } from './corrections';

const NOW = new Date('2027-03-02T10:00:00Z');
const q = (order: number, text: string, type: Question['type'], options?: string[]): Question => ({
  order,
  text,
  type,
  required: true,
  ...(options ? { options } : {}),
});
const name = q(1, 'Your name?', 'text');
const guests = q(2, 'How many guests?', 'number');
const budget = q(3, 'Budget per head in euros?', 'number');
const menu = q(4, 'Menu style?', 'select', ['Buffet', 'Barbecue', 'Sit-down']);
const day = q(5, 'Event date?', 'date');
const phone = q(6, 'Phone?', 'phone');
const people = q(7, '¿Cuántos invitados?', 'number');
const fecha = q(8, '¿Fecha del evento?', 'date');
const venue = q(9, 'Venue?', 'text');

const find = (
  message: string,
  current: Question,
  collected: Record<string, unknown>,
  questions: Question[],
  language: Language = 'EN',
) => {
  const c = findCorrection({
    message,
    questions,
    collected,
    current,
    lastAnswered: null,
    language,
    now: NOW,
  });
  return c ? [c.question.text, c.value] : null;
};

describe('findCorrection: an update of an answered question, said without a cue', () => {
  const en = [name, guests, budget, menu, day, phone, venue];
  const answered = { 'Your name?': 'Imogen Tate', 'How many guests?': 45, 'Menu style?': 'Buffet' };
  it.each<[string, Question, (string | number)[] | null]>([
    // The question's noun and an update word: its value is replaced, whatever is asked.
    ['oh and the guests are 52 now, my cousin just confirmed', budget, ['How many guests?', 52]],
    ['we changed the menu to barbecue', day, ['Menu style?', 'Barbecue']],
    // Look-alikes: no update word, the asked question named too, the same value, a text, no noun.
    ['52 guests', budget, null],
    ['now 30 a head for the guests', budget, null],
    ['the guests are 45 now', budget, null],
    ['my name is Imogen Tate-Jones now', venue, null],
    ['52 now', budget, null],
    ['call me now on 600 111 222', phone, null],
  ])('%j (asking %o) → %j', (message, current, result) =>
    expect(find(message, current, answered, en)).toEqual(result),
  );

  it.each<[string, (string | number)[] | null]>([
    ['the guests are 52 now', ['How many guests?', 52]],
    // "people" labels the guests and the budget per head alike: which one is unclear.
    ['we are 52 people now', null],
    ['the date moves to 14 May', ['Event date?', '2027-05-14']],
    ['we are 52 now', null],
  ])('%j (asking the venue, the rest answered) → %j', (message, result) => {
    const data = { ...answered, 'Budget per head in euros?': 30, 'Event date?': '2027-05-08' };
    expect(find(message, venue, data, en)).toEqual(result);
  });

  it('leaves a new value to an open question of its type that is not asked', () => {
    const data = { 'Your name?': 'Ana', 'How many guests?': 45 };
    expect(find('the guests are 52 now', venue, data, en)).toBeNull();
  });

  const es = [name, people, fecha, phone, venue];
  const dichos = { 'Your name?': 'Lucía', '¿Cuántos invitados?': 25, '¿Fecha del evento?': '2027-05-08' };
  it.each<[string, Question, (string | number)[] | null]>([
    ['ahora seremos 30 invitados', phone, ['¿Cuántos invitados?', 30]],
    ['la fecha pasa al 15 de mayo', phone, ['¿Fecha del evento?', '2027-05-15']],
    ['ahora te paso el móvil', phone, null],
    // Only a figure labelled for the guests, while a text is asked: a late correction (correction-figures.ts).
    ['invitados 30', venue, ['¿Cuántos invitados?', 30]],
  ])('%j (asking %o) → %j', (message, current, result) =>
    expect(find(message, current, dichos, es, 'ES')).toEqual(result),
  );
});
