import { describe, expect, it } from 'vitest';
import { answerFromKnowledge } from '../knowledge/answer';
import { readAsks } from '../reading/asks';
import type { InterviewForm } from '../types';
import { form, playTurns, q } from './test-kit';

const NOW = new Date('2026-11-24T10:00:00Z');
const play = (f: InterviewForm, messages: string[]) => playTurns(f, messages, NOW);

const src = (businessDescription: string | null, knowledge: string | null, help?: string) => {
  const pending = help ? q(1, 'Hours of tuition per week?', 'number', { help }) : null;
  return { knowledge, businessDescription, questions: pending ? [pending] : [], pending };
};

describe('the thing a "do you <verb> …?" asks about must be known to the form', () => {
  it.each([
    // question, description, knowledge
    ['do you also clean solar panels?', 'Gutter clearing and fascia cleaning.', 'Gutter clearing from £60.'],
    ['Do you treat snakes?', 'Vet practice.', 'We treat dogs, cats, rabbits and guinea pigs.'],
    ['can you service sewing machines?', 'Upholstery workshop.', 'We repair fabric sofas and chairs.'],
    ['¿arregláis patinetes?', 'Taller de bicis en Zaragoza.', 'Reparamos bicis de todo tipo.'],
  ])('not answered: %s', (question, description, knowledge) => {
    expect(answerFromKnowledge(question, 'other', src(description, knowledge)).answered).toBe(false);
  });

  it.each([
    // look-alikes that stay answered: the thing is in the knowledge or the description
    [
      'do you fix e-bike motors? mine is noisy',
      'Bike workshop.',
      "We don't work on e-bike motors.",
      'e-bike motors',
    ],
    ['arregláis eléctricas?', 'Reparamos todo tipo de bicis, también eléctricas.', null, 'eléctricas'],
    ['do you clean gutters on bungalows?', 'Gutter clearing.', 'Bungalow gutters from £50.', '£50'],
    ['how much is gutter clearing?', 'Gutter cleaning.', 'Gutter clearing from £60 for a terrace.', '£60'],
  ])('answered: %s', (question, description, knowledge, quoted) => {
    const a = answerFromKnowledge(question, 'other', src(description, knowledge));
    expect(a.passage).toContain(quoted);
  });
});

describe('"how long" asks a duration', () => {
  const tools = 'Membership: £40 a year.\nTools are lent for up to 7 days.\nWe have drills and ladders.';
  const service = 'A tune-up costs £45.\nA full service costs £95 and takes two to three working days.';
  it.each([
    ['how long can I keep a tool for?', tools, '7 days'],
    ['¿cuánto tiempo duran los talleres?', 'Los talleres duran 3 horas.\nSomos 6 alumnos.', '3 horas'],
    ['how long does a full service take?', service, 'two to three working days'],
    ['How long does a tuning visit take?', 'Piano tuning.\nA tuning visit takes about an hour.', 'an hour'],
  ])('%s', (question, knowledge, quoted) => {
    expect(answerFromKnowledge(question, 'other', src(null, knowledge)).passage).toContain(quoted);
  });
  it('a duration asked about something the knowledge does not hold is not answered', () => {
    expect(
      answerFromKnowledge('how long is the drive from the airport?', 'other', src(null, tools)).answered,
    ).toBe(false);
  });
});

describe('a bare "why" about the limits just said is answered by the asked question\'s help', () => {
  const help = 'Six hours a week is the most we offer, so students have time to revise.';
  it.each(['why only 6?', 'why not 10?', '¿por qué tan pocas?', 'why?', 'but why so few?'])(
    '%s',
    (question) => {
      expect(answerFromKnowledge(question, 'other', src('Latin tutoring.', null, help)).passage).toBe(help);
    },
  );
  it.each(['why is it so expensive?', 'why do you close on Sundays?', 'how come the bus is late?'])(
    'a "why" with a topic of its own is not: %s',
    (question) => {
      expect(answerFromKnowledge(question, 'other', src('Latin tutoring.', null, help)).answered).toBe(false);
    },
  );
  it('without a help there is nothing to quote', () => {
    expect(answerFromKnowledge('why only 6?', 'other', src('Latin tutoring.', null)).answered).toBe(false);
  });
});

describe('a request for a call from the team is a request for a person', () => {
  it.each([
    'can one of your team ring me?',
    'could your staff call me tomorrow?',
    'can one of your colleagues contact me?',
  ])('%s', (message) => {
    expect(readAsks(message).handoff).toBe(true);
  });
  it.each([
    'can you ring the bell when you arrive?',
    'can one of your vans collect it?',
    'does your team work weekends?',
  ])('look-alike, no person asked for: %s', (message) => {
    expect(readAsks(message).handoff).toBe(false);
  });
  it('one request said twice is one request, not a question too', () => {
    const f = form([q(1, 'Name?', 'text'), q(2, 'Skip size?', 'select', { options: ['Mini', 'Midi'] })]);
    const outs = play(f, ['Barry', "I'd rather just speak to someone, can one of your team ring me?"]);
    expect(outs[1]!.needsHuman).toBe(true);
    expect(outs[1]!.visitorQuestions).toEqual([]);
  });
});

describe('a request for an option of the asked select is its answer', () => {
  const f = form([
    q(1, 'Name', 'text'),
    q(2, 'Collection or drop-off?', 'select', { options: ['Collection', 'Drop-off'] }),
    q(3, 'Phone', 'phone'),
  ]);
  it.each([
    ['Could you collect it? It is far too heavy for me to move.', 'Collection'],
    ['can you collect it please?', 'Collection'],
  ])('%s', (message, option) => {
    const outs = play(f, ['Margaret', message]);
    expect(outs[1]!.collected['Collection or drop-off?']).toBe(option);
    expect(outs[1]!.visitorQuestions).toEqual([]);
  });
  it.each([
    // a question about the option, not a request for it; a request that names no option
    'do you collect from Leeds?',
    'could you tell me the price first?',
  ])('stays a question: %s', (message) => {
    const outs = play(f, ['Margaret', message]);
    expect(outs[1]!.visitorQuestions.length).toBe(1);
  });
});
