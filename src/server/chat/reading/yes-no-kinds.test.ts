import { describe, expect, it } from 'vitest';
import { readYesNoAnswer } from './yes-no';

// "only a goldfish called Dave" to "Any pets in the home?": a kind of the thing asked about, said plainly, is a yes
// (the lexicon's kinds: goldfish → fish → pet). A kind of something else, or one denied, past, wished or hedged,
// says nothing.
describe('readYesNoAnswer: a kind of the thing asked about is a yes', () => {
  it.each<[string, string, boolean | null]>([
    ['only a goldfish called Dave', 'Any pets in the home?', true],
    ['a labrador and two cats', 'Do you have any pets?', true],
    ['just a hamster', 'Are there any animals in the house?', true],
    ['un gato', '¿Tienes mascotas?', true],
    ['solo un hámster', '¿Hay algún animal en casa?', true],
    // Look-alikes: another kind, denied, past, wished, hedged, or a question about no kind of thing.
    ['a cat', 'Do you have any dogs?', null],
    ['not even a goldfish', 'Any pets in the home?', null],
    ['we used to have a labrador', 'Any pets in the home?', null],
    ['maybe a cat soon', 'Any pets?', null],
    ['ya no, teníamos un gato', '¿Tienes mascotas?', false],
    ['pronto un gato', '¿Tienes mascotas?', null],
    ['a goldfish', 'What is your name?', null],
    ['a goldfish called Dave', 'Is anyone in the home a smoker?', null],
  ])('%s (%s) → %s', (said, q, value) => expect(readYesNoAnswer(said, q)).toBe(value));
});

// "mi hijo, al polen" to "¿Hay alguien con alergias en casa?": naming the person who is, in a clause of its own, is
// a yes to a question about anyone; a person denied, or named to a question about no one, says nothing.
describe('readYesNoAnswer: naming who, to a question about anyone', () => {
  it.each<[string, string, boolean | null]>([
    ['mi hijo, al polen', '¿Hay alguien con alergias en casa?', true],
    ['my husband does, sadly', 'Is anyone in the home a smoker?', true],
    ['me, I am diabetic', 'Does anyone in the group have a disability?', true],
    ['yo, al marisco', '¿Alguien tiene alergias?', true],
    ['my youngest daughter', 'Does anyone need a car seat?', true],
    // Look-alikes.
    ['no, nobody', 'Is anyone in the home a smoker?', false],
    ['mi hijo no', '¿Hay alguien con alergias en casa?', null],
    ['mi hijo, pero ya no', '¿Hay alguien con alergias en casa?', null],
    ['my husband', 'Do you have a garden?', null],
    ['mi hijo', '¿Tienes coche?', null],
    ['my husband used to', 'Is anyone in the home a smoker?', null],
    ['not my son', 'Is anyone in the home a smoker?', null],
  ])('%s (%s) → %s', (said, q, value) => expect(readYesNoAnswer(said, q)).toBe(value));
});
