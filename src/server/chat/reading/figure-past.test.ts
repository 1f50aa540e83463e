import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { readNumber } from './numbers';

// A figure in a clause about another, past time ("last year 80 came") is not the answer to a question about
// now; the rest of the message may still answer it, and a question about the past takes it.
describe('readNumber: a figure of a past time', () => {
  it.each<[string, Language, string, number | null]>([
    ['last year 80 came, this year no idea yet', 'EN', 'How many guests?', null],
    ['el año pasado vinieron 80', 'ES', '¿Cuántos invitados esperáis?', null],
    ['last year we were 80, this year about 100', 'EN', 'How many guests?', 100],
    ['la edición anterior fuimos 30, esta vez seremos 45', 'ES', '¿Cuántas personas?', 45],
    ['we used to be 12 but now 9', 'EN', 'How many people?', 9],
    ['la última vez pedimos 6, ahora necesitamos 8', 'ES', '¿Cuántas mesas?', 8],
    // Look-alikes: no past time said, the question itself asks about the past, a past clause with no figure.
    ['80', 'EN', 'How many came last year?', 80],
    ['we were 80 last year', 'EN', 'How many guests came last year?', 80],
    ['fuimos 30 el año pasado', 'ES', '¿Cuántos fuisteis el año pasado?', 30],
    ['last time was great, 6 of us again', 'EN', 'How many people?', 6],
    ['about 40, maybe 45', 'EN', 'How many guests?', null],
    ['somos 12', 'ES', '¿Cuántas personas?', 12],
    // An age or a sum said of a past time still answers.
    ['turnover last year about 240k', 'EN', 'Annual turnover (£)', 240000],
    ['el año pasado facturamos 90.000 €', 'ES', '¿Facturación anual (€)?', 90000],
    ['she turned 7 last month', 'EN', 'How old is she?', 7],
    ['cumplió 40 el año pasado', 'ES', '¿Qué edad tienes?', 40],
  ])('%j (%s) to %j → %s', (text, language, question, value) => {
    const r = readNumber(text, language, { question });
    expect(r.kind === 'value' ? r.value : null).toBe(value);
  });
});
