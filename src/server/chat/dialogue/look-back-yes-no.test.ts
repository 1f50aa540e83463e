import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { readMessage } from '../reading/message';
import { statedYesNo } from './look-back-yes-no';
import { q } from './test-kit';

const NOW = new Date('2027-02-10T10:00:00Z');
const wetsuits = q(3, 'Do you need wetsuits?', 'yesno');
const seat = q(3, 'Do you need a child seat?', 'yesno');
const silla = q(3, '¿Necesitas silla de bebé?', 'yesno');
const parking = q(3, 'Will you want parking?', 'yesno');
const bees = q(3, 'Do you already keep bees?', 'yesno');

/** What the yes/no question about to be asked takes from an earlier message (all its readings). */
function said(text: string, question: Question) {
  const msg = readMessage(text, /[¿ñ]/.test(question.text) ? 'ES' : 'EN', NOW);
  const values = statedYesNo(question, { msg, used: [] }).map((f) => f.value);
  return values.length > 0 && values.every((v) => v === values[0]) ? values[0] : undefined;
}

describe('a yes/no question answered by a statement said before it was asked (look-back)', () => {
  it.each<[string, Question, boolean]>([
    ["Siobhan here, booking for 4, we'll need wetsuits for all of us", wetsuits, true],
    ["we don't need wetsuits, we bring our own", wetsuits, false],
    ['we will also need a child seat for the little one', seat, true],
    ['somos 3 y necesitamos una silla de bebé', silla, true],
    ['no necesitamos silla de bebé', silla, false],
    ['I keep bees already, two hives', bees, true],
    ["we won't want parking, coming by train", parking, false],
  ])('%s → %s', (text, question, value) => {
    expect(said(text, question)).toBe(value);
  });

  it.each<[string, Question]>([
    ['do we need wetsuits?', wetsuits],
    ['we might need wetsuits', wetsuits],
    ['if we need wetsuits can we rent them', wetsuits],
    ['my son needs a wetsuit', wetsuits],
    ['we need to ask about wetsuits', wetsuits],
    ['we needed wetsuits last time', wetsuits],
    ['wetsuits sound fun', wetsuits],
    ['we need a car seat', seat],
    ['mi hermana necesita silla de bebé', silla],
    ['¿necesitamos silla de bebé?', silla],
    ['my uncle keeps bees', bees],
    ['I need parking advice', parking],
  ])('leaves %s', (text, question) => {
    expect(said(text, question)).toBeUndefined();
  });
});
