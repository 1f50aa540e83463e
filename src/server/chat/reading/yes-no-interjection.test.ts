import { describe, expect, it } from 'vitest';
import { readYesNoAnswer } from './yes-no';

/** An interjection before a yes or a no says nothing, with or without a comma (twelfth pass). */
describe('an interjection before the answer', () => {
  it.each<[string, string, boolean | null]>([
    ["ooh yes that'd be lovely", 'Would you like gift wrapping?', true],
    ['uy sí, qué bien', '¿Quieres envoltorio de regalo?', true],
    ['oh yes please', 'Would you like gift wrapping?', true],
    ['oh no', 'Do you smoke?', false],
    ['ay no, gracias', '¿Quieres factura?', false],
    // Look-alikes: nothing after the interjection, a doubt, a wish, a "no sé".
    ['ooh', 'Do you smoke?', null],
    ['ah ok', 'Is the tree protected?', null],
    ['hmm maybe', 'Do you smoke?', null],
    ['oh I wish', 'Do you have a garden?', null],
    ['ay no sé', '¿Fumas?', null],
    ['uy, depende', '¿Tienes jardín?', null],
  ])('%s (%s) → %s', (said, question, expected) => {
    expect(readYesNoAnswer(said, question)).toBe(expected);
  });
});

/** A habit given up is a no to a question about now, not to one about ever (twelfth pass). */
describe('a habit given up', () => {
  it.each<[string, string, boolean | null]>([
    ['gave up 5 years ago!', 'Do you smoke?', false],
    ['lo dejé hace 5 años!', '¿Fumas?', false],
    ['quit last year', 'Do you drink alcohol?', false],
    ['ya no', '¿Tienes perro?', false],
    // Look-alikes: a question about ever, another thing quit, "stopped by".
    ['gave up 5 years ago', 'Have you ever smoked?', null],
    ['lo dejé hace años', '¿Has fumado alguna vez?', null],
    ['quit my job', 'Are you employed?', null],
    ['stopped by yesterday', 'Do you smoke?', null],
  ])('%s (%s) → %s', (said, question, expected) => {
    expect(readYesNoAnswer(said, question)).toBe(expected);
  });
});
