import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { findCorrection, findCorrectionCue } from './corrections';

const NOW = new Date('2026-11-24T10:00:00Z');
const name: Question = { order: 1, text: 'What is your name?', type: 'text', required: true };
const email: Question = { order: 2, text: 'What is your e-mail?', type: 'email', required: true };
const guests: Question = { order: 3, text: 'How many guests?', type: 'number', required: true };
const day: Question = { order: 4, text: 'Which day?', type: 'date', required: true };
const phone: Question = { order: 5, text: 'Phone?', type: 'phone', required: true };
const budget: Question = { order: 6, text: 'Budget in euros?', type: 'number', required: true };
const plan: Question = {
  order: 7,
  text: 'Plan?',
  type: 'select',
  required: true,
  options: ['Basic', 'Premium'],
};
const questions = [name, email, guests, day, phone, budget, plan];
const collected = {
  'What is your name?': 'Jon',
  'What is your e-mail?': 'jon@example.com',
  'How many guests?': 4,
  'Which day?': '2026-11-27',
};

const correct = (
  message: string,
  current: Question | null = phone,
  lastAnswered = 'Which day?',
  language: Language = 'EN',
) => {
  const c = findCorrection({ message, questions, collected, current, lastAnswered, language, now: NOW });
  return c ? [c.question.text, c.value] : null;
};

describe('findCorrectionCue', () => {
  it.each<[string, 'strong' | 'weak' | null]>([
    ['actually it is 5', 'weak'],
    ['sorry, my email is x@y.com', 'weak'],
    ['sorry, I meant John', 'strong'],
    ['no espera, mejor el 14', 'strong'],
    ['mejor el viernes', 'strong'],
    ['perdón, es Ana', 'weak'],
    ['en realidad somos 6', 'weak'],
    ['ay, espera, al final somos 30', 'weak'],
    ['quería decir Jonás', 'strong'],
    ['my phone is actually 600 123 456', 'weak'],
    ['the email is wrong, it is x@y.com', 'weak'],
    ['ugh I mean March 4', 'strong'],
    ['ok so scratch that, 12', 'strong'],
    ['woops the from postcode is M14 5RT', 'weak'],
    ["On reflection, I'll come to the December one instead.", 'strong'],
    // Weak cues said one after another are one cue.
    ['wait, sorry - the 14th', 'weak'],
    ['perdona, espera, somos 6', 'weak'],
    ['hmm we want Premium after all', 'weak'],
    ['al final mejor el básico', 'weak'],
    ['al final de la calle', null],
    ['oye, mejor te escribo en español', null],
    ['Ana', null],
    ['40 people', null],
  ])('%j → %s', (message, strength) => {
    expect(findCorrectionCue(message)?.strength ?? null).toBe(strength);
  });
});

describe('findCorrectionCue: "hang on", and the old value called old', () => {
  it.each<[string, 'strong' | 'weak' | null]>([
    ["oh hang on, that's my old address, it's chloe.b@gmail.com", 'weak'],
    ['hang on, the 14th', 'weak'],
    ['that was my previous number, this one is 612 345 678', 'weak'],
    ['ese es mi correo antiguo... no, mi antiguo correo, el bueno es ana@x.es', 'weak'],
    ['esa es mi antigua dirección, la nueva es calle Mayor 3', 'weak'],
    // Look-alikes: "hang" or "old" said of something else, or a new thing.
    ['we hang on the wall', null],
    ['my old house had 3 bedrooms', null],
    ['the old town, near the cathedral', null],
    ['mi antiguo jefe me recomendó', null],
  ])('%j → %s', (message, strength) => {
    expect(findCorrectionCue(message)?.strength ?? null).toBe(strength);
  });
});

describe('findCorrection: which answer a later message replaces', () => {
  it.each<[string, Question | null, (string | number)[] | null]>([
    // The question named.
    [
      'sorry, my email is actually jon.smith@example.com',
      phone,
      ['What is your e-mail?', 'jon.smith@example.com'],
    ],
    ['the email is wrong, it is jon.s@example.com', phone, ['What is your e-mail?', 'jon.s@example.com']],
    // The question whose type the value fits.
    ['actually make it 5 people', phone, ['How many guests?', 5]],
    ['wait, no, Saturday is better', phone, ['Which day?', '2026-11-28']],
    ['no espera, mejor el día 14', phone, ['Which day?', '2026-12-14']],
    ['oops, I meant jon.smith@example.com', phone, ['What is your e-mail?', 'jon.smith@example.com']],
    // The name named, while a question of another type is asked; "actually" is no part of the name.
    ['sorry, my name is actually John Smythe', day, ['What is your name?', 'John Smythe']],
    // A weak cue with a value that fits the open question answers that question instead.
    ['sorry, 5000', budget, null],
    ['en realidad somos 6', budget, ['How many guests?', 6]],
    // "6 people, not 4": the old value said back names the question.
    ['sorry, 6, not 4', budget, ['How many guests?', 6]],
    // Failing both, the question answered last, only with a strong cue.
    ['sorry, I meant John, not Jon', phone, ['What is your name?', 'John']],
    ['sorry, what was the question?', phone, null],
    ['Ana', phone, null],
    // No cue, the budget still open: a figure could be its answer, so it corrects nothing.
    ['we will be 45 guests now', email, null],
    ['45', email, null],
  ])('%j (asking %o) → %j', (message, current, result) => {
    const last = result?.[0] === 'What is your name?' ? 'What is your name?' : 'Which day?';
    expect(correct(message, current, last)).toEqual(result);
  });
});

describe('findCorrection: what the words say of the target', () => {
  const from: Question = { order: 1, text: 'Moving from (postcode)', type: 'text', required: true };
  const to: Question = { order: 2, text: 'Moving to (postcode)', type: 'text', required: true };
  const pet: Question = { order: 3, text: '¿Cómo se llama tu mascota?', type: 'text', required: true };
  const owner: Question = { order: 4, text: '¿Tu nombre?', type: 'text', required: true };
  const lift: Question = {
    order: 5,
    text: 'Is there a lift in the building?',
    type: 'yesno',
    required: true,
  };
  const van: Question = { order: 6, text: 'Can our van park outside?', type: 'yesno', required: true };
  const style: Question = {
    order: 7,
    text: '¿Qué estilo te interesa?',
    type: 'select',
    required: true,
    options: ['Salsa', 'Bachata', 'Flamenco'],
  };
  const people: Question = { order: 8, text: '¿Cuántas personas?', type: 'number', required: true };
  const all = [from, to, pet, owner, lift, van, style, people];
  const stored = {
    'Moving from (postcode)': 'M14 5RL',
    'Moving to (postcode)': 'LS6 2AB',
    '¿Tu nombre?': 'Begona Ruiz',
    'Is there a lift in the building?': true,
    '¿Qué estilo te interesa?': 'Salsa',
    '¿Cuántas personas?': 6,
  };
  it.each<[string, Question, Language, (string | number | boolean)[] | null]>([
    // Of two questions named, the one whose own words ("from") are said; the label is no part of the value.
    ['woops the from postcode is M14 5RT', day, 'EN', ['Moving from (postcode)', 'M14 5RT']],
    // A respelling of an answer is a correction of it, not the answer to the question asked.
    ['perdón, es Begoña Ruiz, con ñ', pet, 'ES', ['¿Tu nombre?', 'Begoña Ruiz']],
    // A four-letter word names its question; "so no lift" is a no about it.
    [
      'oh wait no, the lift is out of order this month. so no lift',
      van,
      'EN',
      ['Is there a lift in the building?', false],
    ],
    // A position counts in the whole list of options.
    ['uy no, quería decir el segundo', email, 'ES', ['¿Qué estilo te interesa?', 'Bachata']],
    // No cue: no answer to the asked date, but a figure labelled for an answered question, or its name.
    ['al final seremos 8', day, 'ES', ['¿Cuántas personas?', 8]],
    ['cámbiame el estilo a flamenco porfa', day, 'ES', ['¿Qué estilo te interesa?', 'Flamenco']],
    ['8', day, 'ES', null],
  ])('%j (asking %o) → %j', (message, current, language, result) => {
    const c = findCorrection({
      message,
      questions: all,
      collected: stored,
      current,
      lastAnswered: null,
      language,
      now: NOW,
    });
    expect(c ? [c.question.text, c.value] : null).toEqual(result);
  });
});

describe('findCorrection: a typed correction in its own sentence uses only that sentence', () => {
  const spanOf = (message: string) =>
    findCorrection({
      message,
      questions,
      collected,
      current: phone,
      lastAnswered: 'How many guests?',
      language: 'EN',
      now: NOW,
    })?.span;
  it.each<[string, string]>([
    ['sorry, we are 6 not 4. My phone is 600 111 222', 'sorry, we are 6 not 4.'],
    ['actually the 28th! 600 111 222', 'actually the 28th!'],
    // The value said after the sentence: the whole message is the correction's.
    ['sorry, I got the day wrong. It is the 28th', 'sorry, I got the day wrong. It is the 28th'],
  ])('%s → %s', (message, used) => {
    const span = spanOf(message);
    expect(span && message.slice(span.start, span.end).trim()).toBe(used);
  });
});

describe('findCorrection: a restated yes/no question says its new value', () => {
  const parking: Question = { order: 8, text: 'Do you need parking?', type: 'yesno', required: true };
  it.each<[string, boolean | null]>([
    ["actually we won't need parking after all, we're coming by train", false],
    ['oh wait, we will need parking after all', true],
  ])('%s → %j', (message, value) => {
    const c = findCorrection({
      message,
      questions: [...questions, parking],
      collected: { ...collected, 'Do you need parking?': !value },
      current: phone,
      lastAnswered: 'Do you need parking?',
      language: 'EN',
      now: NOW,
    });
    expect(c?.value ?? null).toBe(value);
  });
});

describe('findCorrection: a change of mind, a thing said not to be there, a name said in full', () => {
  const garage: Question = { order: 8, text: 'Does the flat have a garage?', type: 'yesno', required: true };
  const size: Question = {
    order: 9,
    text: 'Room type',
    type: 'select',
    required: true,
    options: ['Single', 'Double', 'Suite'],
  };
  const fullName: Question = { order: 1, text: 'Nombre y apellidos', type: 'text', required: true };
  const all = [fullName, garage, size, email];
  const stored = {
    'Nombre y apellidos': 'Quique',
    'Does the flat have a garage?': true,
    'Room type': 'Double',
  };
  const find = (message: string, extra: Question[] = [], data = stored) => {
    const c = findCorrection({
      message,
      questions: [...all, ...extra],
      collected: data,
      current: email,
      lastAnswered: 'Room type',
      language: 'EN',
      now: NOW,
    });
    return c ? [c.question.text, c.value] : null;
  };
  it.each<[string, (string | boolean)[] | null]>([
    [
      "wait, sorry - there's no garage, I mixed it up with my old place",
      ['Does the flat have a garage?', false],
    ],
    // A "no" after a weak cue is what is said, not part of the cue.
    ['actually no garage, we parked on the street', ['Does the flat have a garage?', false]],
    ['hmm actually no, I was looking at another flat', ['Does the flat have a garage?', false]],
    ['hmm we will take the suite after all, my parents are joining', ['Room type', 'Suite']],
    ['al final la suite, que venimos cuatro', ['Room type', 'Suite']],
    ['me llamo Enrique Ferrer Gil, ponlo completo por favor', ['Nombre y apellidos', 'Enrique Ferrer Gil']],
    ['my full name is Quique', null],
    // "sorry" alone is never a value.
    ['sorry', null],
    ['wait, sorry', null],
  ])('%s → %j', (message, expected) => expect(find(message)).toEqual(expected));

  it('leaves a name said in full to an open name question', () => {
    const contact: Question = { order: 10, text: 'Contact name at the venue', type: 'text', required: true };
    expect(find('my name is Enrique Ferrer Gil', [contact])).toBeNull();
  });
});

describe('findCorrection: words that only open a message, a yes or a no, a guess of another form', () => {
  const furnished: Question = { order: 8, text: 'Is the flat furnished?', type: 'yesno', required: true };
  const address: Question = { order: 9, text: 'Property address?', type: 'text', required: true };
  const people: Question = { order: 10, text: 'How many people?', type: 'number', required: true };
  const all = [name, address, people, furnished, day];
  const stored = {
    'What is your name?': 'Fiona Kerr',
    'Property address?': '12 Dean Terrace',
    'How many people?': 4,
  };
  const find = (message: string, current: Question, last = 'Property address?') => {
    const c = findCorrection({
      message,
      questions: all,
      collected: stored,
      current,
      lastAnswered: last,
      language: 'EN',
      now: NOW,
    });
    return c ? [c.question.text, c.value] : null;
  };
  it.each<[string, Question, (string | number)[] | null]>([
    // "oh and …": the opener's own "and" does not end the clause that holds the new value.
    ['oh and the people are 6 now, my aunt is coming', day, ['How many people?', 6]],
    ['ok and we are 6 people', day, ['How many people?', 6]],
    // A "no" that answers the asked yes/no is no correction cue: nothing earlier is replaced.
    ['No, it is empty.', furnished, null],
    ['no, it is bare', furnished, null],
    ["no it's unfurnished", furnished, null],
    // A strong cue after the "no" still corrects.
    ['no wait, I meant 5 people', furnished, ['How many people?', 5]],
    // A guessed replacement must have the old value's form: a capital for a capital, a number for a number.
    ['no, it is empty', day, null],
    ['sorry, I meant Fiona Carr', day, ['What is your name?', 'Fiona Carr']],
    ['no, it is 14 Dean Terrace', day, ['Property address?', '14 Dean Terrace']],
  ])('%j (asking %o) → %j', (message, current, result) => expect(find(message, current)).toEqual(result));

  // Words that judge the old value, or that are no value of a name at all, are never stored (even for a
  // name written without a capital).
  it.each<[string, string | null]>([
    ['no wait, that is wrong', null],
    ["no wait, it's wrong", null],
    ['no espera, está mal', null],
    ['sorry, I meant hmm', null],
    ['I meant yes', null],
    ['sorry, I meant fionna', 'fionna'],
  ])('%j → %j', (message, value) => {
    const c = findCorrection({
      message,
      questions: [name, day],
      collected: { 'What is your name?': 'fiona' },
      current: day,
      lastAnswered: 'What is your name?',
      language: 'EN',
      now: NOW,
    });
    expect(c?.value ?? null).toBe(value);
  });
});

describe('findCorrection: opening words are no clause of their own', () => {
  const few = [name, guests, day];
  const had = { 'What is your name?': 'Jon', 'How many guests?': 4 };
  it.each<[string, (string | number)[] | null]>([
    ['oh and the guests are 6 now, my sister confirmed', ['How many guests?', 6]],
    ['ah y somos 7 invitados, se apunta mi primo', ['How many guests?', 7]],
    // Look-alikes: the asked date said after the opener answers it; a clause with words of its own still ends.
    ['oh and the 28th', null],
    ['my sister confirmed, and the weather is nice', null],
  ])('%j → %j', (message, result) => {
    const language: Language = /\b(?:y|somos)\b/.test(message) ? 'ES' : 'EN';
    const c = findCorrection({
      message,
      questions: few,
      collected: had,
      current: day,
      lastAnswered: 'How many guests?',
      language,
      now: NOW,
    });
    expect(c ? [c.question.text, c.value] : null).toEqual(result);
  });
});

describe('findCorrection: the old date said back by its day alone', () => {
  const when: Question = { order: 1, text: 'Fecha', type: 'date', required: true };
  const lang: Question = {
    order: 2,
    text: 'Idioma',
    type: 'select',
    required: true,
    options: ['Español', 'Inglés'],
  };
  const fix = (message: string, stored: string, language: Language) =>
    findCorrection({
      message,
      questions: [when, lang],
      collected: { Fecha: stored },
      current: lang,
      lastAnswered: 'Fecha',
      language,
      now: NOW,
    })?.value ?? null;
  it.each<[string, string, Language, string | null]>([
    ['uy no, el 9 de enero, que el 10 ya se vuelven', '2027-01-10', 'ES', '2027-01-09'],
    ["sorry, 9 January, the 10th doesn't work", '2027-01-10', 'EN', '2027-01-09'],
    // Look-alikes: two days offered, the day said back is not the stored one's, or another month is named.
    ['uy no, el 9 de enero o el 10', '2027-01-10', 'ES', null],
    ["sorry, 9 January, the 11th doesn't work", '2027-01-10', 'EN', null],
    ["sorry, 9 February, the 10th doesn't work", '2027-01-10', 'EN', null],
  ])('%j with %s stored (%s) → %j', (message, stored, language, value) => {
    expect(fix(message, stored, language)).toBe(value);
  });
});
