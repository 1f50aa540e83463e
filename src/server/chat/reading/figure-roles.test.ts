import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { type AskedKind, askedFigure } from './figure-asked';
import { type FigureRole, figureRole, roleAgainst } from './figure-roles';
import { findNumberMentions } from './number-mentions';
import { readNumber } from './numbers';

const lang = (text: string): Language =>
  /[¿¡ñáéíóú]|\b(?:el|la|los|las|de|que|y)\b/i.test(text) ? 'ES' : 'EN';
/** The role of the first figure of a text. */
const roleOf = (text: string, question = '') =>
  figureRole(findNumberMentions(text, lang(text))[0]!, text, question);

describe('askedFigure: what a number question asks for, from its own words', () => {
  it.each<[string, AskedKind, string | null]>([
    ['How many guests are you expecting?', 'thing', 'person'],
    ['¿Cuántas personas vendrán?', 'thing', 'person'],
    ['How many of you are coming?', 'thing', 'person'],
    ['Group size', 'thing', 'person'],
    ['How many bedrooms does the flat have?', 'thing', 'room'],
    ['¿Cuántas habitaciones tiene la casa?', 'thing', 'room'],
    ['How many dogs will stay with us?', 'thing', 'animal'],
    ['¿Cuántos coches hay que lavar?', 'thing', 'vehicle'],
    ['How many nights?', 'thing', 'time'],
    ['How many guests per room?', 'thing', 'person'],
    ['Garden size in square metres?', 'thing', 'area'],
    ['Budget?', 'money', null],
    ['¿Cuánto quieres gastar?', 'money', null],
    ['How old is the boiler?', 'age', null],
    ['¿Cuántos años tiene tu perro?', 'age', null],
    ['What year was the house built?', 'year', null],
    ['¿Año de construcción?', 'year', null],
    ['At what time should we pick you up?', 'clock', null],
    ['¿A qué hora llegáis?', 'clock', null],
    ['House number?', 'identifier', null],
    ['Número de pedido', 'identifier', null],
    ['How many?', 'count', null],
    ['Quantity', 'count', null],
    ['Rent', 'unknown', null],
    ['How many years of experience do you have?', 'thing', 'time'],
  ])('%j → %s %s', (question, kind, counts) => {
    expect(askedFigure(question)).toEqual({ kind, counts });
  });
});

describe('figureRole: what a figure is in its message', () => {
  it.each<[string, FigureRole | null, string?]>([
    // Names something.
    ['we are at number 17 on the left', 'identifier'],
    ['vivo en el portal 3', 'identifier'],
    ['el pedido 88213 no ha llegado', 'identifier'],
    ['it is flat 6 on the top floor', 'identifier'],
    ['nº 23, segundo piso', 'identifier'],
    ['we are on 19 Cedar Road', 'identifier'],
    // A clock time.
    ['can we start at 10 tomorrow', 'clock'],
    ['quedamos a las 6 en la puerta', 'clock'],
    ['pick us up half 8', 'clock'],
    ['9 o’clock is fine', 'clock'],
    // A year or a decade.
    ['we opened in 2011', 'year'],
    ['funcionamos desde 2004', 'year'],
    ['lo compré en abril de 2016', 'year'],
    ['música de los 70', 'year'],
    ['2016', 'year', 'How old is the roof, in years?'],
    // An age.
    ['my aunt turns 85 next month', 'age'],
    ['mi suegro cumple 90', 'age'],
    ['tiene 12 años', 'age'],
    ['a 6 year old boy', 'age'],
    ['yes, my son is 12, does he need anyone?', 'age'],
    ['she is 9', 'age'],
    ['mi hija tiene 12', 'age'],
    // "she's 9": one person, the 's, then the figure with nothing after it.
    ["she's 9", 'age'],
    ["my daughter's 12", 'age'],
    ['he’s 7, the little one', 'age'],
    ["my son's 3 and a half", 'age'],
    // Look-alikes: 's of no person, of a thing counted, or a possessive before a noun.
    ["it's 9", null],
    ["there's 9 of us", 'thing'],
    ["my son's 2 friends", 'thing'],
    ["she's 9 months", 'thing'],
    ["that's 12", null],
    ["he's 2-ish", null],
    ["the group's 12", null],
    // Look-alikes: a group "is" a count; one person with a counted noun has things.
    ['the group is 12', null],
    ['my son has 3 dogs', 'thing'],
    ['my son is 2 metres tall', 'thing'],
    // Under a condition.
    ['if my cousin can make it, 7', 'conditional'],
    ['depende del tiempo, 5', 'conditional'],
    ['si al final viene Juan, seremos 6', 'conditional'],
    // Inside the visitor's own question.
    ['can an 11 year old join?', 'question'],
    ['why only 4?', 'question'],
    ['¿caben 9 en la furgoneta?', 'question'],
    ['ok so 4?', null],
    // A thing counted or measured.
    ['we have 3 cats', 'thing'],
    ['two rooms please', 'thing'],
    ['a 4-bedroom cottage', 'thing'],
    ['unos 60 metros', 'thing'],
    // No role that can be told: a plain figure, a polite condition, a "sí" without its accent.
    ['about 30', null],
    ['6 of us if that is ok', 'thing'],
    ['8, if possible', null],
    ['si, 8', null],
    // A polite condition is none; "seremos", "we're" count the writer's own group.
    ['sí, seremos 8 si hay sitio', 'thing'],
    // (no condition: "la pequeña tiene 3" is the little one's age)
    ['la pequeña tiene 3, no sé si viene su primo', 'age'],
    ["we're 6, not sure if the bar is open", 'thing'],
    ['we are at 30 members', 'thing'],
    ['2000', null, 'Budget?'],
    ['around 1990 visitors a day', 'thing'],
  ])('%j → %s', (text, role, question = '') => {
    expect(roleOf(text, question)).toBe(role);
  });
});

describe('roleAgainst: a role that rules a figure out of a question', () => {
  it.each<[string, string, FigureRole | null]>([
    ['can we start at 10 tomorrow', 'How many children?', 'clock'],
    ['can we start at 10 tomorrow', 'What time do you want to start?', null],
    ['we opened in 2011', 'How many employees?', 'year'],
    ['we opened in 2011', 'What year did you open?', null],
    ['my aunt turns 85 next month', 'How many guests?', 'age'],
    ['my aunt turns 85 next month', "What's the patient's age?", null],
    ['my aunt turns 85 next month', 'Anything else?', null],
    ['we have 3 cats', 'How many rooms do you need?', 'thing'],
    ['we have 3 cats', 'How many pets?', null],
    ['we have 3 cats', 'How many?', null],
    ['a 4-bedroom cottage', 'How many guests?', 'thing'],
    ['a 4-bedroom cottage', 'Number of bedrooms', null],
    ['unos 60 metros', '¿Superficie en m²?', null],
    ['we are at number 17', 'House number?', null],
    ['£40 each', 'How many people?', 'money'],
    ['£40 each', 'Monthly rent', null],
    ["she's 9", 'How many people?', 'age'],
    ["she's 9", 'How old is the child?', null],
    ["my son's 2 friends", 'How many guests?', null],
  ])('%j for %j → %s', (text, question, role) => {
    const m = findNumberMentions(text, lang(text))[0]!;
    expect(roleAgainst(m, text, question)).toBe(role);
  });
});

describe('readNumber with roles: only a figure whose role fits is the answer', () => {
  it.each<[string, string, number | 'none' | 'ask']>([
    ['we land at 7, there will be 5 of us', 'How many people?', 5],
    ['since 2012, and we are 14 now', 'How many employees?', 14],
    ['my grandad who turns 80 and 11 more', 'How many guests?', 11],
    ['we live at number 8', 'How many people live in the house?', 'none'],
    ['quedamos a las 5', '¿Cuántos niños vienen?', 'none'],
    ['if the grant arrives, 3', 'How many laptops?', 'none'],
    ['if the grant arrives 4, otherwise 2', 'How many laptops?', 'ask'],
    ['why is the limit 12? we are 5', 'How many people?', 5],
    ['between 1990 and 2000 visitors', 'How many visitors?', 'ask'],
    ['ronda los 70 o 75 metros', '¿Superficie en m²?', 'ask'],
    ['we have two horses', 'How many people will ride?', 'none'],
    ['2 adults and 2 kids', 'How many guests?', 4],
    ['8, if that is ok', 'How many guests?', 8],
    ['si, 8', '¿Cuántos invitados?', 8],
    ['2000', 'Budget?', 2000],
    ['unos 2000 asistentes', '¿Cuántos asistentes?', 2000],
    // A figure added to something said ("also", "another", "otros") is not the whole count.
    ["do you fix electric ones? I've also got 2 electric Brothers", 'How many typewriters?', 'none'],
    ['we are 4 and another 3 may come', 'How many guests?', 'none'],
    ['además tengo 2 en el trastero', '¿Cuántas bicis?', 'none'],
    ['vale, pues 10 y los otros dos vienen otro día', '¿Cuántas personas?', 10],
    // Look-alikes: "also" elsewhere, the figure itself the count.
    ['also, 3 typewriters', 'How many typewriters?', 3],
    ['2 electric ones', 'How many typewriters?', 2],
    ['we also need 4 chairs', 'Budget?', 4],
    // One count of a list of kinds the question does not name: the first alone is never the answer.
    ['sí, dos perros y un gato', '¿Cuántas mascotas?', 'none'],
    ['2 adults and a baby', 'How many people?', 'none'],
    // Look-alikes: the kind is the one asked, or no "and a …" follows.
    ['3 bedrooms and a garden', 'How many bedrooms?', 3],
    ['2 perros y un gato', '¿Cuántos perros?', 2],
    ['3 kids', 'How many people?', 3],
    ['unos 10 más o menos', '¿Cuántos invitados?', 10],
  ])('%j to %j → %s', (text, question, expected) => {
    const r = readNumber(text, lang(text), { question });
    if (expected === 'none') expect(r.kind).toBe('none');
    else if (expected === 'ask') expect(r.kind).toBe('ambiguous');
    else expect(r).toMatchObject({ kind: 'value', value: expected });
  });
});

describe('a count of one thing is not a count of another (the question names what it counts)', () => {
  it.each<[string, AskedKind, string | null]>([
    ['How many kayaks?', 'thing', 'other'],
    ['How many double kayaks do you need?', 'thing', 'other'],
    ['¿Cuántas tiendas de campaña?', 'thing', 'other'],
    ['Number of boxes', 'thing', 'other'],
    // A noun that may name people who do something: a plain count.
    ['How many climbers?', 'count', null],
    ['¿Cuántos escaladores?', 'count', null],
    // Not a named thing, or one had per person: a plain count.
    ['How many do you need?', 'count', null],
    ['¿Cuántos necesitáis?', 'count', null],
    ['How many tickets?', 'count', null],
    ['¿Cuántas entradas?', 'count', null],
    ['How many units?', 'count', null],
    ['How many in your group?', 'count', null],
  ])('%j → %s %s', (question, kind, counts) => {
    expect(askedFigure(question)).toEqual({ kind, counts });
  });

  it.each<[string, string, number | 'none' | 'ask']>([
    ["we're 4 adults", 'How many kayaks?', 'none'],
    ["we're 4", 'How many kayaks?', 'none'],
    ['somos 6', '¿Cuántas tiendas de campaña?', 'none'],
    ['we will be 5', 'How many bedrooms?', 'none'],
    ['3 dogs', 'Number of boxes', 'none'],
    ['3 of us', 'How many climbers?', 3],
    ['We are 5 guests', '¿Cuántos huéspedes?', 5],
    ['Seríamos 15 puestos', '¿Cuántos puestos de trabajo?', 15],
    ['somos 6', '¿Cuántos voluntarios?', 6],
    // Look-alikes: the thing itself, a bare figure, a count with no noun, things had one per person.
    ['two doubles then', 'How many kayaks?', 2],
    ['4 kayaks', 'How many kayaks?', 4],
    ['4', 'How many kayaks?', 4],
    ["we're 4", 'How many tickets?', 4],
    ['somos 4', '¿Cuántas entradas?', 4],
    ["we're 4", 'How many people?', 4],
    ['there are 3', 'How many bedrooms?', 3],
    ["we're 4 for 3 nights", 'How many nights?', 3],
    ['4 adults', 'How many?', 4],
  ])('%j to %j → %s', (text, question, expected) => {
    const r = readNumber(text, lang(text), { question });
    if (expected === 'none') expect(r).toEqual({ kind: 'none', ruledOut: 'thing' });
    else if (expected === 'ask') expect(r.kind).toBe('ambiguous');
    else expect(r).toMatchObject({ kind: 'value', value: expected });
  });
});
