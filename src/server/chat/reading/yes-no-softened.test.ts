import { describe, expect, it } from 'vitest';
import { readYesNoAnswer } from './yes-no';

// "only a bit of Excel macros, so no really": a yes or no the reply concludes with, softened by a word after it
// ("really", "then", "la verdad"), is still bare. A softener on anything else makes nothing a yes or a no.
describe('readYesNoAnswer: a bare yes or no with a softening word after it', () => {
  it.each<[string, string, boolean | null]>([
    ['only a bit of Excel macros, so no really', 'Have you coded before?', false],
    ['a couple of times, so yes really', 'Have you ridden a horse before?', true],
    ['no then', 'Do you need parking?', false],
    ['solo un poco de Excel, así que no, la verdad', '¿Has programado antes?', false],
    ['alguna vez, así que sí, supongo', '¿Has montado a caballo?', true],
    ['no, en realidad', '¿Necesitáis parking?', false],
    // Look-alikes: a softener beside no yes or no, or a reply that says both.
    ['only a bit of Excel macros', 'Have you coded before?', null],
    ['really not sure then', 'Do you need parking?', null],
    ['I did some, so really no idea', 'Have you coded before?', null],
    ['la verdad es que depende', '¿Necesitáis parking?', null],
    ['yes, but no really', 'Do you need towels?', null],
    ['creo que depende, la verdad', '¿Vendrás con perro?', null],
  ])('%s (%s) → %s', (said, q, value) => expect(readYesNoAnswer(said, q)).toBe(value));
});
