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
