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

describe('readYesNoAnswer: an opening that only takes in what was said', () => {
  it.each<[string, string, boolean | null]>([
    // Fixes: the words after "ah ok", "oh I see", "ah vale", "entiendo" answer.
    ["ah ok. no it isn't, I checked the council map", 'Is the tree protected by a TPO?', false],
    ['oh I see. yes, it is', 'Is the tree protected by a TPO?', true],
    ['ah vale. no, no hace falta', '¿Necesitas factura?', false],
    ['entiendo, sí, lo tengo', '¿Tienes el certificado?', true],
    ['ahh ok thanks. nope', 'Do you need a receipt?', false],
    // Look-alikes: an acknowledgement alone, or followed by doubt or a question, is no answer.
    ['ah ok', 'Is the tree protected by a TPO?', null],
    ['ah ok, not sure then', 'Is the tree protected by a TPO?', null],
    ['oh I see. how do I check?', 'Is the tree protected by a TPO?', null],
    ['ah vale, pues no sé', '¿Necesitas factura?', null],
    ['entiendo. lo miro y te digo', '¿Tienes el certificado?', null],
    ['ah ok so the council decides', 'Is the tree protected by a TPO?', null],
  ])('%s (%s) → %s', (said, q, value) => expect(readYesNoAnswer(said, q)).toBe(value));
});

describe('readYesNoAnswer: one of the thing asked about, described', () => {
  it.each<[string, string, boolean | null]>([
    // Fixes: "a tiny one" to a question about having or needing one is a yes.
    ['a tiny one, more of a yard really', 'Do you have a garden?', true],
    ['a big one', 'Do you need a van?', true],
    ['just a small old one', 'Do you own a car?', true],
    ['uno pequeñito, más bien un patio', '¿Tienes jardín?', true],
    ['una compartida', '¿Tenéis terraza?', true],
    // Look-alikes: a wish, someone else's, a denial, a count, a question that asks no "one", "una vez".
    ['a small one would be nice', 'Do you have a garden?', null],
    ["a friend's one", 'Do you have a garden?', null],
    ['not even a small one', 'Do you have a garden?', null],
    ['a tiny one', 'Is the tree protected by a TPO?', null],
    ['una vez', '¿Tienes jardín?', null],
    ['una pregunta, ¿cuánto cuesta?', '¿Tienes jardín?', null],
    ['a small one, but no', 'Do you have a garden?', null],
  ])('%s (%s) → %s', (said, q, value) => expect(readYesNoAnswer(said, q)).toBe(value));
});

describe('readYesNoAnswer: a clause saying it is no longer so', () => {
  it.each<[string, string, boolean | null]>([
    // Fixes: "not anymore", "ya no" said as a clause of its own is a no, whatever was so before.
    ['we used to, not anymore', 'Do you have a garden?', false],
    ['antes sí, ya no', '¿Tienes coche?', false],
    ['had one years ago. no longer', 'Do you own a boat?', false],
    // Look-alikes: a yes beside it is asked back; a past alone, or "ya no" inside a longer clause, is no "no".
    ['yes, not anymore though', 'Do you smoke?', null],
    ['we used to', 'Do you have a garden?', null],
    ['sí, ya no tanto como antes', '¿Sales a correr?', true],
    ['we used to, hmm not sure anymore', 'Do you have a garden?', null],
  ])('%s (%s) → %s', (said, q, value) => expect(readYesNoAnswer(said, q)).toBe(value));
});

describe('readYesNoAnswer: a yes or no reasoned to', () => {
  it.each<[string, string, boolean | null]>([
    // Fixes: "I suppose yes", "creo que no" closing the reply decide it.
    ['the rooms will be completely empty, so I suppose yes', 'Do you need furniture hire?', true],
    ['we have our own van, so I guess no', 'Do you need a van?', false],
    ['el piso está vacío, así que supongo que sí', '¿Necesitas muebles?', true],
    ['tenemos las nuestras, así que creo que no', '¿Necesitas toallas?', false],
    // Look-alikes: a reasoning that ends in doubt, or says both, is asked back; "I think so" stays a yes.
    ['the rooms will be empty, so I suppose maybe', 'Do you need furniture hire?', null],
    ['I guess yes, I guess no', 'Do you need a van?', null],
    ['el piso está vacío, supongo que depende', '¿Necesitas muebles?', null],
    ['I think so', 'Do you need a van?', true],
    ['ya tenemos, creo que no', '¿Necesitas toallas?', null],
  ])('%s (%s) → %s', (said, q, value) => expect(readYesNoAnswer(said, q)).toBe(value));
});

describe('readYesNoAnswer: done it before, to a question about a first time or about before', () => {
  it.each<[string, string, boolean | null]>([
    ["I've done two tandems before", 'Is this your first jump?', false],
    ["I've done two tandems before", 'Have you jumped before?', true],
    ['not my first', 'Is this your first jump?', false],
    ['he hecho uno antes', '¿Es tu primera vez con nosotros?', false],
    ['hemos venido ya tres veces', '¿Habéis venido antes?', true],
    // Look-alikes: never done, a question back, a wish, another topic, a question about neither.
    ["I've never done one before", 'Is this your first jump?', null],
    ["if I've done one before?", 'Is this your first jump?', null],
    ["I've been wanting to do this for ages", 'Is this your first jump?', null],
    ["I've done it before", 'Do you need parking?', null],
    ['maybe I have done one before', 'Is this your first jump?', null],
    ['he hecho uno antes', '¿Necesitas aparcamiento?', null],
  ])('%s (%s) → %s', (said, q, value) => expect(readYesNoAnswer(said, q)).toBe(value));
});
