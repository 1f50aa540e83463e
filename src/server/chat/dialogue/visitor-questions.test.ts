import { describe, expect, it } from 'vitest';
import { answerFromKnowledge } from '../knowledge/answer';
import { asksForWording } from '../reading/asks';
import { leftoverAnswer, TAKEN } from '../reading/cues';
import { answerAsk, subjectOf } from './visitor-questions';

describe('subjectOf: what a question that points back is about', () => {
  it.each([
    // message, the question's text, the question being asked, the subject
    ['¿Tienen becas?', '¿Tienen becas?', 'Carrera', '¿Tienen becas?'],
    ['no tengo, ¿eso es un problema?', '¿eso es un problema?', '¿Tienes instrumento en casa?', null],
    ['I have a bad knee. Is that ok?', 'Is that ok?', 'Notes', 'I have a bad knee. Is that ok?'],
    [
      'tengo una hernia discal, ¿puedo hacer yoga igualmente?',
      '¿puedo hacer yoga igualmente?',
      'Lesiones',
      'tengo una hernia discal, ¿puedo hacer yoga igualmente?',
    ],
  ])('%s', (message, ask, pending, subject) => {
    const got = subjectOf({ start: message.indexOf(ask), text: ask }, message, pending);
    expect(got).toBe(subject ?? `${pending} ${ask}`);
  });
});

describe('a question pointing back at a statement', () => {
  const sources = {
    knowledge: 'We groom senior dogs and dogs with arthritis: we use a low table.\nWe do not sedate dogs.',
    businessDescription: null,
    questions: [],
    pending: null,
  };
  it('is answered by the passage holding its distinctive topic', () => {
    const said =
      "He's 14 with pretty bad arthritis in his hips, so standing for long is hard for him. Is that ok?";
    expect(answerFromKnowledge(said, 'other', sources, true).passage).toContain('arthritis');
  });
  it('is not answered when the knowledge holds none of it', () => {
    expect(answerFromKnowledge('He has a bad knee. Is that ok?', 'other', sources, true).answered).toBe(
      false,
    );
  });
});

describe('answerAsk: a question that points back, read with what it points at when its own words fall short', () => {
  const sources = {
    knowledge:
      'Nervous riders start on our calmest ponies, with a guide walking beside them.\nA lesson lasts 45 minutes.',
    businessDescription: 'Riding school near Ronda.',
    questions: [],
    pending: null,
  };
  const ask = (message: string, text: string, pending?: string) =>
    answerAsk({ start: message.indexOf(text), text, about: 'other' }, message, pending, sources);
  it.each([
    // "she" is the girl of the sentence before.
    [
      'my daughter is really nervous around horses, could she ride something gentle?',
      'could she ride something gentle?',
      'calmest',
    ],
    // "in the meantime": what the question being asked said.
    ['no, can I book a lesson in the meantime?', 'can I book a lesson in the meantime?', '45 minutes'],
  ])('%s', (message, text, quoted) => {
    expect(ask(message, text, 'Have you ridden before?').passage).toContain(quoted);
  });
  it('a value said as an answer before it is no statement to read it with', () => {
    const message = 'Ronda. oh and could she wear her own riding boots?';
    expect(ask(message, 'oh and could she wear her own riding boots?').answered).toBe(false);
  });
});

describe('words to write', () => {
  it.each([
    ['Text for the banner', true],
    ['¿Mensaje de la tarjeta?', true],
    ['What should the cake say?', true],
    ['Any message for the team?', false],
    ['Card number', false],
  ])('%s', (question, wording) => {
    expect(asksForWording(question)).toBe(wording);
  });
});

describe('the full stop before a question is not the answer', () => {
  it.each([
    [`Dallas. ${TAKEN}`, 'Dallas'],
    [`golden retriever. ${TAKEN}`, 'golden retriever'],
    [`Acme Inc. ${TAKEN}`, 'Acme Inc.'],
  ])('%s', (marked, left) => {
    expect(leftoverAnswer(marked)).toBe(left);
  });
});
