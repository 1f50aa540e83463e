import { describe, expect, it } from 'vitest';
import { findDates } from './dates';
import { findUrls } from './message';
import { asksAboutOther, namedOther } from './others';

describe('namedOther: someone other than the writer, named', () => {
  it.each<[string, string | null]>([
    ['Pato, y mi perra se llama Frida', 'Frida'],
    ['los XV de mi hija Ximena', 'Ximena'],
    ['Soy Lidia, la dueña de Toby', 'Toby'],
    ["Hiya, it's for my daughter Hope, she's 9", 'Hope'],
    ["Hi, I'm booking on behalf of my boss, Mr. Daniel Cho", 'Mr. Daniel Cho'],
    ['my husband and our 2 kids', null],
    ['mi perra se llama frida', null],
    ["it's for my daughter, her name is Sofia Lind", 'Sofia Lind'],
    ["it's for my mom, Hope Delgado. I'm her daughter, Grace", 'Hope Delgado'],
    ["Could you put it under my dad's name, Reginald Hart", 'Reginald Hart'],
    ['mi madre, Beatriz Ortega', 'Beatriz Ortega'],
  ])('%s → %s', (said, value) => expect(namedOther(said)?.value ?? null).toBe(value));
});

describe('asksAboutOther: whose name a question asks', () => {
  it.each<[string, boolean]>([
    ['¿Nombre del perro?', true],
    ["Student's name?", true],
    ['Name of the person attending', true],
    ['Your name', false],
    ['¿Tu nombre?', false],
    ['Nombre y apellidos', false],
    ['Who is the appointment for?', true],
    ['Who is the prescription for?', true],
    ['Nombre de la madre, padre o tutor', true],
    ['¿A nombre de quién?', false],
    ['¿Nombre de la persona usuaria?', true],
    ['Name of the person to be measured for the suit?', true],
    ['¿Nombre de la persona a la que hay que tomar medidas?', true],
    ['Full name of the person who will collect the keys', true],
    ['Name of the contact person', false],
    ['¿Nombre de la persona de contacto?', false],
    ['Your full name', false],
  ])('%s → %s', (q, other) => expect(asksAboutOther(q)).toBe(other));
});

describe('reading: weekdays with their day, addresses with their query', () => {
  const now = new Date('2027-10-04T11:00:00Z');
  it.each<[string, string | null]>([
    ['desde el lunes 18', '2027-10-18'],
    ['el lunes 18', '2027-10-18'],
  ])('%s → %s', (said, value) => expect(findDates(said, 'ES', now)[0]?.value ?? null).toBe(value));
  it.each<[string, string[]]>([
    ['http://drop.PrintHaus.net/Job?ref=AB12', ['http://drop.printhaus.net/Job?ref=AB12']],
    ['is it acme.com?', ['https://acme.com']],
  ])('%s → %j', (said, urls) => expect(findUrls(said).map((u) => u.value)).toEqual(urls));
});

describe('a name asked by a role may be someone else', () => {
  it.each([
    ["Volunteer's name?", true],
    ['Name of the attendee', true],
    ['Nombre del ponente', true],
    ['¿Nombre de la persona de contacto?', false],
    ["Company's name", false],
    ['Your name?', false],
  ])('%s → %s', (question, other) => {
    expect(asksAboutOther(question)).toBe(other);
  });
});
