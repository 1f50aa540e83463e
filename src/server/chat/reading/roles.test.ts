import { describe, expect, it } from 'vitest';
import { placeMention } from './facts';
import { introducedName } from './introduced';
import { describedKind, namedOther } from './others';
import { rolesAsked, rolesOf, writerRoles } from './roles';

describe('roles: whose name a relation word gives', () => {
  it.each<[string, string[]]>([
    ['hijo', ['child']],
    ['Mamá', ['parent']],
    ['boy', ['child', 'pet']],
    ['prometida', ['partner']],
    ['gatita', ['pet']],
    ['jefe', ['other']],
    ['table', []],
  ])('%s → %j', (word, roles) => expect(rolesOf(word)).toEqual(roles));
  it.each<[string, string[]]>([
    ['¿Cómo se llama tu hija?', ['child']],
    ["Guardian's full name", ['parent']],
    ["Your fiancé's name", ['partner']],
    ['¿Nombre de la mascota?', ['pet']],
    ['Nombre del tutor legal', ['parent']],
    ["Student's name?", []],
  ])('%s asks %j', (q, roles) => expect(rolesAsked(q)).toEqual(roles));
  it.each<[string, string[]]>([
    ['Hola, soy Marisa Pons, la madre de Leo', ['parent']],
    ["I'm his dad, Omar", ['parent']],
    ['soy Teo, el novio de Clara', ['partner']],
    ['I am Priya and I need help', []],
  ])('the writer of %j is %j', (said, roles) => {
    const intro = introducedName(said, true);
    expect(intro && writerRoles(said, intro)).toEqual(roles);
  });
});

describe('namedOther: the name in the role the question asks', () => {
  it.each<[string, string, string | null]>([
    ['Hola, soy Marisa Pons, la madre de Leo', '¿Nombre del alumno o alumna?', 'Leo'],
    ['Hola, soy Marisa Pons, la madre de Leo', '¿Nombre del niño?', 'Leo'],
    ['Hola, soy Marisa Pons, la madre de Leo', '¿Nombre del padre o la madre?', 'Marisa Pons'],
    ['we are Tom and my wife Aisha, with our son Sami', "Child's name", 'Sami'],
    ['we are Tom and my wife Aisha, with our son Sami', "Partner's name", 'Aisha'],
    ['my daughter Mia and my son Jack', "Child's name", null],
    ["I'm Dev, getting married to Lucy Hart in May", "Partner's full name", 'Lucy Hart'],
    ["I'm Bea, Rocky's owner", "Dog's name", 'Rocky'],
    ['my sister Ana is coming too', "Dog's name", null],
    ['my boy Pepper needs a bath', "Dog's name", 'Pepper'],
    ['our old labrador Juno is limping', '¿Cómo se llama tu perro?', 'Juno'],
    ['my lovely neighbour Rosa recommended you', "Dog's name", null],
    ['my little girl Mia turns 5', "Child's name", 'Mia'],
  ])('%j for %j → %j', (said, q, value) => expect(namedOther(said, q)?.value ?? null).toBe(value));
});

describe('placeMention: a venue said with "at"', () => {
  it.each<[string, string, string | null]>([
    ['party for 40 at The Old Mill Rooms, Saturday', 'Venue', 'The Old Mill Rooms'],
    ['la boda es en la Finca Los Olivos', '¿Lugar de la celebración?', 'Finca Los Olivos'],
    ['see you at Christmas', 'Venue', null],
    ['party for 40 at The Old Mill Rooms', 'Which city?', null],
  ])('%j for %j → %j', (said, q, value) => expect(placeMention(said, q)?.value ?? null).toBe(value));
});

describe('describedKind: the words that describe a named one, for a question about its kind', () => {
  it.each<[string, string, string | null]>([
    ['our old labrador Juno is limping', 'What breed is your dog?', 'labrador'],
    ['my terrier Scout', '¿De qué raza es tu perro?', 'terrier'],
    ['my dog Scout', 'What breed is your dog?', null],
    ['my sister Ana', 'What breed is your dog?', null],
    ['my terrier Scout', "Dog's name", null],
  ])('%j for %j → %j', (said, q, value) => expect(describedKind(said, q)?.value ?? null).toBe(value));
});
