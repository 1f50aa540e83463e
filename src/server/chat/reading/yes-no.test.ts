import { describe, expect, it } from 'vitest';
import { readYesNoAnswer } from './yes-no';

describe('readYesNoAnswer: the whole answer, against the question', () => {
  it.each<[string, string, boolean | null]>([
    ['I guess so, my daughter is 3', 'Will you need a child seat?', true],
    ['course he is', 'Is your dog vaccinated?', true],
    ['ni uno, puro adulto', '¿Habrá menores de edad?', false],
    ['ojalá, pero no', '¿Vendrás con perro?', false],
    ['un par de armarios, sí', '¿Hay que desmontar muebles?', true],
    ['tener tiene, pero es diminuto y no cabe nada', '¿El edificio tiene ascensor?', true],
    ["Just me, I'm afraid", 'Do you have employees?', false],
    ['just me', 'Is it just you coming?', null],
    ['first time!', 'Has he or she been groomed before?', false],
    ['first time', 'Is it your first tattoo?', true],
    ["not exactly, she's done a year at school", 'Is the student a complete beginner?', false],
    ['sí, pero no sé cuándo', '¿Tienes coche?', true],
    ['maybe, it depends', 'Do you need parking?', null],
  ])('%s (%s) → %s', (said, q, value) => expect(readYesNoAnswer(said, q)).toBe(value));
});

describe('readYesNoAnswer: the whole reply agrees with its first words', () => {
  it.each<[string, string, boolean | null]>([
    // A concluding clause of the other polarity decides.
    ['No chance we can carry it ourselves, so yes please', 'Do you need help loading?', true],
    ['no lo sé hacer yo, así que sí', '¿Necesitas que lo instalemos?', true],
    ['Yes it was, so no need this time', 'Was it serviced last year?', false],
    // An acknowledgement opening the reply ("vale", "ok") is no yes when the reply goes on to say no.
    ['vale. parking no, venimos en metro', '¿Necesitáis parking?', false],
    ['ok. no need, we have our own', 'Do you need towels?', false],
    // Both said, nothing concludes: asked back.
    ['yes, sure. the dog no', 'Can we bring pets?', null],
    ['sí. eso no', '¿Quieres el seguro?', null],
    // Look-alikes that agree: "no problem", "cómo no", a clause that is no yes or no of its own.
    ['sure, no problem', 'Can we call you?', true],
    ['vale, cómo no', '¿Te enviamos el presupuesto?', true],
    ['sí, pero no sé cuándo', '¿Tienes coche?', true],
    ['no, not this time', 'Do you need a van?', false],
    ['ok, sounds good', 'Shall we book it?', true],
  ])('%s (%s) → %s', (said, q, value) => expect(readYesNoAnswer(said, q)).toBe(value));
});
