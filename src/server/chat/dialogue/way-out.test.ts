import { describe, expect, it } from 'vitest';
import { declineKind, isNonAnswer, shouldOfferWayOut, WAY_OUT_AFTER, wayOutNote } from './way-out';

describe('declineKind', () => {
  it.each<[string, 'hard' | 'soft' | null]>([
    ['skip', 'hard'],
    // "no" or "nothing" with words that only close: a soft decline.
    ['nah, nothing, all good', 'soft'],
    ['nothing really, it was great', 'soft'],
    ['nada, todo genial', 'soft'],
    ['all good', 'soft'],
    ['Skip, please', 'hard'],
    ["I'd rather not say", 'hard'],
    ["I really don't want to give my number", 'hard'],
    ['prefiero no decirlo', 'hard'],
    ['pasa', 'hard'],
    ['siguiente', 'hard'],
    ['paso de responder', 'hard'],
    ['no', 'soft'],
    ['nope, all good', 'soft'],
    ["No, that's all, thanks!", 'soft'],
    ['no, nada más', 'soft'],
    ['no tengo', 'soft'],
    ["That's it", 'soft'],
    ['Ana', null],
    ['no idea', null],
    ['a high chair please', null],
  ])('%j → %s', (message, kind) => {
    expect(declineKind(message)).toBe(kind);
  });
});

describe('declineKind: nothing now, and the rest left for later', () => {
  it.each<[string, 'hard' | 'soft' | null]>([
    ["nothing else for now, we'll tell you the whole saga when we meet", 'soft'],
    ['nothing for now, I can explain it in person', 'soft'],
    ['nada más de momento, ya os lo contamos en persona', 'soft'],
    ['nada por ahora, te lo cuento cuando nos veamos', 'soft'],
    ['nothing else for now', 'soft'],
    // Look-alikes: something is said now, or no "nothing" opens the reply.
    ["we met at university, we'll tell you the rest when we meet", null],
    ["nothing fancy, we met at a bus stop and I'll tell you the rest when we meet", null],
    ['nos conocimos en Cádiz, el resto te lo cuento en persona', null],
    ['no, ya está el día 5', null],
    ['nada, el día 5 mejor', null],
  ])('%j → %s', (message, kind) => {
    expect(declineKind(message)).toBe(kind);
  });
});

describe('isNonAnswer', () => {
  it.each<[string, boolean]>([
    ["I don't know", true],
    ['no idea', true],
    ['honestly not sure yet', true],
    ['no sé', true],
    ['ni idea', true],
    ['depende', true],
    ['la verdad es que no lo tengo claro', false],
    ['no lo tengo claro', true],
    ['???', true],
    ['5000', false],
    ['not sure, maybe 40', false],
  ])('%j → %s', (message, non) => {
    expect(isNonAnswer(message)).toBe(non);
  });
});

describe('the way out', () => {
  it(`is offered after ${WAY_OUT_AFTER} failed attempts`, () => {
    expect([0, 1, 2, 3].map(shouldOfferWayOut)).toEqual([false, false, true, true]);
  });
  it.each<[string, string | null]>([
    [
      'Please just email me instead, I never answer calls',
      'Please just email me instead, I never answer calls',
    ],
    ['llamadme mejor por la tarde', 'llamadme mejor por la tarde'],
    ['skip', null],
    ['no', null],
    ['hmm', null],
  ])('a note: %j → %j', (message, note) => {
    expect(wayOutNote(message)).toBe(note);
  });
});

describe('declineKind: "no" and the thing asked', () => {
  it.each<[string, string, 'soft' | null]>([
    ['no company, sorry', 'Company name', 'soft'],
    ['no tengo empresa', 'Nombre de tu empresa', 'soft'],
    ['no smoking table', 'Any special requests?', null],
  ])('%j to %j → %s', (message, question, kind) => {
    expect(declineKind(message, question)).toBe(kind);
  });
});

describe('declineKind: a refusal after something else', () => {
  it.each<[string, 'hard' | null]>([
    ['no lo sé, pasa', 'hard'],
    ['dunno, skip it', 'hard'],
    ['ok, skip', 'hard'],
    ['Ana, skip', null],
  ])('%j → %s', (message, kind) => {
    expect(declineKind(message)).toBe(kind);
  });
});
