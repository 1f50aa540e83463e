import { describe, expect, it } from 'vitest';
import type { Clarification } from '../types';
import { candidateByOwner, othersByOwner } from './clarify-roles';
import { form, playTurns, questionMaker } from './test-kit';

// A clarification between two names answered by whose each name is: "oh Bazza's me, Tilly's the dog".

const q = questionMaker();
const yours = q('Your name');
const dogs = q("Dog's name");
const tuNombre = q('¿Cómo te llamas?');
const perro = q('¿Nombre del perro?');
const child = q("Child's name");
const company = q('Company name');
const both = (a: string, b: string): Clarification => ({ question: 'x', candidates: [a, b], range: false });

describe('the candidate the reply gives to whoever the question asks about', () => {
  it.each([
    [yours, "oh Bazza's me, Tilly's the dog haha", 'Bazza'],
    [dogs, "oh Bazza's me, Tilly's the dog haha", 'Tilly'],
    [yours, "I'm Bazza, Tilly is my dog", 'Bazza'],
    [dogs, 'Tilly is my dog', 'Tilly'],
    [tuNombre, 'soy Bazza, Tilly es la perra', 'Bazza'],
    [perro, 'Tilly es mi perro', 'Tilly'],
    // look-alikes: nothing said of whose, a thing the question does not name, a question of no name
    [yours, 'Bazza and Tilly', null],
    [dogs, "Tilly's the cat", null],
    [child, "Tilly's the dog", null],
    [yours, "Tilly's the dog", null],
    [company, "I'm Bazza", null],
    [yours, "I am Tilly's owner", null],
    [dogs, 'Bazza is me and Tilly is me too', null],
  ])('%s ← %s', (question, reply, expected) => {
    expect(candidateByOwner(both('Bazza', 'Tilly'), question, reply)).toBe(expected);
  });
});

describe('the other candidate, for the one open question that asks about its owner', () => {
  it('gives the dog its name once the writer took theirs', () => {
    const out = othersByOwner(
      both('Bazza', 'Tilly'),
      'Bazza',
      [dogs, company],
      "oh Bazza's me, Tilly's the dog",
    );
    expect(out).toEqual([{ question: dogs, value: 'Tilly' }]);
  });
  it.each([
    ["oh Bazza's me", []],
    ["Bazza's me, Tilly's the cat", []],
  ])('look-alike: %s', (reply, expected) => {
    expect(othersByOwner(both('Bazza', 'Tilly'), 'Bazza', [dogs, company], reply)).toEqual(expected);
  });
});

describe('through the dialogue', () => {
  it('settles both names from the reply to "Bazza or Tilly?"', () => {
    const f = form([yours, dogs, q('Email', 'email')]);
    const outs = playTurns(
      f,
      ["Bazza and Tilly, she's a kelpie", "oh Bazza's me, Tilly's the dog haha"],
      new Date(),
    );
    expect(outs[0]!.clarify?.candidates).toEqual(['Bazza', 'Tilly']);
    expect(outs[1]!.collected).toMatchObject({ 'Your name': 'Bazza', "Dog's name": 'Tilly' });
  });
});
