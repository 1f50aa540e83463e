import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { readMessage } from '../reading/message';
import { openingFigure } from './reasked-number';
import { form, playTurns, q } from './test-kit';

// A number question asked again after a refused answer: a reply that opens with a figure in a clause of its own
// gives it; the rest is a remark ("pues 8, los dos peques se quedan con los abuelos").

const NOW = new Date('2027-03-10T12:00:00Z');
const name = q(1, 'Name', 'text');
const people = q(2, 'How many people?', 'number', { validation: { min: 2, max: 8 } });
const personas = q(2, '¿Cuántas personas?', 'number', { validation: { min: 2, max: 8 } });
const phone = q(3, 'Phone', 'phone');

function second(first: string, reply: string, language: Language = 'EN') {
  const asked = language === 'ES' ? personas : people;
  const f = form([name, asked, phone], { language });
  const outs = playTurns(f, ['Irene Cuesta', first, reply], NOW);
  return { first: outs[1]!.collected[asked.text], value: outs[2]!.collected[asked.text], out: outs[2]! };
}

describe('the figure that opens a reply to a re-asked number question', () => {
  it.each([
    ['somos 10', 'pues 8, los dos peques se quedan con los abuelos', 'ES', 8],
    ['somos 10', 'vale, 6. El resto viene otro día', 'ES', 6],
    ['we are 10', 'ok 8, the two little ones will stay with their grandparents', 'EN', 8],
    ['12 of us', '8, 2 of them kids', 'EN', 8],
    ['12 of us', 'fine, 7', 'EN', 7],
    ['10', 'fine, 8 then, two can stay home', 'EN', 8],
    ['somos 10', 'pues 8 entonces', 'ES', 8],
  ] as const)('%s → %s', (first, reply, language, expected) => {
    const r = second(first, reply, language);
    expect(r.first).toBeUndefined();
    expect(r.value).toBe(expected);
  });
});

describe('look-alikes: no opening figure, the message is read as usual', () => {
  it.each([
    // the rest adds to the figure
    ['2, and 6 adults', 'EN'],
    ['2, y 4 adultos', 'ES'],
    ['6, plus 2 kids', 'EN'],
    ['3, and the other 2 are electric', 'EN'],
    ['4, y los otros 2 vienen luego', 'ES'],
    // a list or a choice
    ['5, 6 maybe', 'EN'],
    ['6 or 7, not sure', 'EN'],
    ['5, or 6', 'EN'],
    // the figure does not open the reply
    ['the two kids stay home, so 8', 'EN'],
    ['somos 8 adultos', 'ES'],
    // a figure with a word after it, no clause of its own
    ['8 adults and the kids', 'EN'],
    ['8 personas', 'ES'],
    ['8 then we can see', 'EN'],
    ['8 pero entonces', 'ES'],
    // money, a date, a phone
    ['£8, that is all', 'EN'],
    ['8 de mayo, mejor', 'ES'],
    ['612 44 80 19, llámame', 'ES'],
  ] as const)('%s', (text, language) => {
    expect(openingFigure(readMessage(text, language, NOW))).toBeNull();
  });

  it('a first answer is read as it always was (the rule waits for a refused answer)', () => {
    const f = form([name, people, phone]);
    const outs = playTurns(f, ['Irene', '12, sorry'], NOW);
    expect(outs[1]!.collected[people.text]).toBeUndefined();
    expect(outs[1]!.invalid.map((i) => i.question)).toEqual([people.text]);
  });

  it('a re-ask answered out of bounds again is refused again', () => {
    expect(second('we are 10', '9, sorry').value).toBeUndefined();
  });
});
