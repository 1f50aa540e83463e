import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { readMessage } from '../reading/message';
import { assign } from './agenda';
import { q } from './test-kit';

const NOW = new Date('2027-05-12T12:00:00Z');

describe('a date question not being asked takes one date, not the first of several', () => {
  const item = q(1, 'What garment?', 'select', { options: ['Suit', 'Dress', 'Coat'] });
  const by = q(2, 'When do you need it by?', 'date');
  const prenda = q(1, '¿Qué prenda?', 'select', { options: ['Traje', 'Vestido', 'Abrigo'] });
  const cuando = q(2, '¿Para cuándo lo necesitas?', 'date');
  it.each<[string, Language, boolean, string | undefined]>([
    // Two dates, neither tied to the question by its words: which one is asked when the date is.
    ['the suit. the party is on 5 June so I need it by 1 June', 'EN', false, undefined],
    ['el traje, la boda es el 5 de junio y lo quiero el 1 de junio', 'ES', false, undefined],
    // One date, or the same date twice: taken as before.
    ['the suit, for 5 June', 'EN', false, '2027-06-05'],
    ['the suit, 5 June, yes 5 June', 'EN', false, '2027-06-05'],
    // The reply to a waiting clarification (nothing asked): the first date said still answers.
    ['Sunday 6 June, because Saturday 5 June we are away', 'EN', true, '2027-06-06'],
  ])('%s (%s) → %s', (message, language, clarifying, value) => {
    const open = language === 'EN' ? [item, by] : [prenda, cuando];
    const msg = readMessage(message, language, NOW);
    const r = assign({ msg, open, asked: clarifying ? null : open[0]!, looseFigures: clarifying });
    expect(r.answers.find((a) => a.question === open[1])?.value).toBe(value);
  });
});
