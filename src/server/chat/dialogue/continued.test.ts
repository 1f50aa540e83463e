import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { findContinuation } from './continued';

const q = (text: string): Question => ({ order: 1, text, type: 'text', required: true });
const name = q('Your name');
const nombre = q('Nombre completo');
const address = q('Street address');
const notes = q('Anything else we should know?');
const email: Question = { order: 2, text: 'Email', type: 'email', required: true };
const questions = [name, nombre, address, notes, email];
const collected = {
  'Your name': 'Margaret',
  'Nombre completo': 'Lourdes',
  'Street address': '14 Elm Road',
  'Anything else we should know?': 'We have a dog',
  Email: 'm@x.com',
};

const continued = (message: string, last: string, language: Language = 'EN') =>
  findContinuation(message, questions, collected, last, language)?.value ?? null;

describe('findContinuation: a message said to finish the one sent too soon', () => {
  it.each<[string, string, Language, string | null]>([
    ['Ellison. Sorry, I pressed enter too soon.', 'Your name', 'EN', 'Margaret Ellison'],
    ['Ellison - hit send by mistake', 'Your name', 'EN', 'Margaret Ellison'],
    ['Castañeda Ruiz, perdona, se me envió sin terminar', 'Nombre completo', 'ES', 'Lourdes Castañeda Ruiz'],
    ['Castañeda. Le di a enviar antes de tiempo', 'Nombre completo', 'ES', 'Lourdes Castañeda'],
    ['Flat 2, sorry, it sent before I finished', 'Street address', 'EN', '14 Elm Road Flat 2'],
    // Look-alikes: no "sent too soon", the answer last given is free text or no text, the words are no name,
    // or the message says nothing before the cue.
    ['Ellison. Sorry about that.', 'Your name', 'EN', null],
    ['Ellison', 'Your name', 'EN', null],
    ['Sorry, I pressed enter too soon', 'Your name', 'EN', null],
    ['and a cat. Sorry, pressed enter too soon', 'Anything else we should know?', 'EN', null],
    ['Ellison. Sorry, I pressed enter too soon.', 'Email', 'EN', null],
    ['the funeral is on friday. sorry, hit send too early', 'Your name', 'EN', null],
    ['es urgente, perdona, se me envió sin terminar', 'Nombre completo', 'ES', null],
    ['I sent the form too early last time, Ellison', 'Your name', 'EN', null],
  ])('%j after %j (%s) → %j', (message, last, language, value) => {
    expect(continued(message, last, language)).toBe(value);
  });
});
