import { describe, expect, it } from 'vitest';
import { companyMention } from '../dialogue/company';
import { isJobTitleQuestion, jobTitleMention } from './job-titles';
import { saidKind } from './kind-frames';
import { readMessage } from './message';
import { isGreetingName, looksLikeName, readText } from './names';
import { routeMention } from './routes';

const NOW = new Date('2027-03-01T10:00:00Z');
const nameIn = (answer: string, language: 'EN' | 'ES' = 'EN') => {
  const r = readText(answer, 'name', 'Your name?', language);
  return r.kind === 'value' ? r.value : null;
};

describe('who the visitor is: a salutation or a role is no name', () => {
  it.each<[string, string | null]>([
    ['Dear team, I am writing on behalf of Meridian Pharma', null],
    ['Dear Sir or Madam, Olga Petrova here', 'Olga Petrova'],
    ['Hi team, Tom Baker here', 'Tom Baker'],
    ['Hello everyone! I am Ruth', 'Ruth'],
    ['Estimados señores: les escribe Pilar Sanz', 'Pilar Sanz'],
    ['Hola equipo, soy Nacho', 'Nacho'],
    ['Buenas chicos, me llamo Irene', 'Irene'],
    ['My fiancé and I are getting married', null],
    ['mi marido', null],
    ['Our manager', null],
  ])('%s → %s', (answer, name) => {
    expect(nameIn(answer, /[ñáé]|hola|buenas|mi /i.test(answer) ? 'ES' : 'EN')).toBe(name);
  });

  it.each<[string, boolean]>([
    ['My fiancé', false],
    ['our new manager', false],
    ['fiancé', false],
    ['Su Lin', true],
    ['Mia Novak', true],
  ])('looksLikeName(%s) = %s', (text, yes) => {
    expect(looksLikeName(text)).toBe(yes);
  });

  it.each<[string, 'EN' | 'ES', boolean]>([
    ['Ola', 'EN', true],
    ['Ola.', 'EN', true],
    ['Ola', 'ES', false],
    ['ola', 'EN', false],
    ['Hola', 'EN', false],
  ])('%s on a %s form is a name: %s', (text, language, yes) => {
    expect(isGreetingName(text, language)).toBe(yes);
  });
});

describe('companies: the person is not the business named after them', () => {
  it.each<[string, string | null]>([
    ['Buenas, le escribo de parte de Rocío Almagro, de Almagro Abogados.', 'Almagro Abogados'],
    ['Soy Txema Urrutia, de Urrutia Bicis', 'Urrutia Bicis'],
    ['Grace Adeyemi, Lumen Health', 'Lumen Health'],
    ['hi, Jonas Berg, Northwind Freight, we need 12 seats', 'Northwind Freight'],
    ['Grace Adeyemi, New York', null],
    ['Grace Adeyemi, Head of Sales', null],
    ['Pike & Lowe Accountants', null],
  ])('%s → %s', (message, company) => {
    const m = readMessage(message, /[ñáí]/.test(message) ? 'ES' : 'EN', NOW);
    expect(companyMention(m)?.value ?? null).toBe(company);
  });
});

describe('job titles said beside a name and a workplace', () => {
  it.each<[string, string | null]>([
    ['Hi! Prof. Lena Vogt here, head of research at Kessler Institute', 'head of research'],
    ['Sr. Tomás Echeverría, director financiero de Bodegas Irache.', 'director financiero'],
    ["I'm Ana, marketing manager", 'marketing manager'],
    ['Tom here, CTO', 'CTO'],
    ['soy la directora de marketing de Acme', 'directora de marketing'],
    ['Head of Research at Kessler', 'Head of Research'],
    ['jefa de Ventas de Acme Foods', 'jefa de Ventas'],
    ['I work as a senior software engineer at Globex', 'senior software engineer'],
    ['my partner and I need a lead', null],
    ["Good afternoon. I'm Dr. Park's assistant at Park Dental Group", null],
    ['we need a lead generation tool', null],
    ['Tom, need a lead', null],
    ['as soon as possible', null],
  ])('%s → %s', (message, title) => {
    const m = readMessage(message, 'EN', NOW);
    expect(jobTitleMention(m.text, m.fragments)?.value ?? null).toBe(title);
  });

  it.each<[string, boolean]>([
    ['Job title?', true],
    ['Cargo', true],
    ['¿Puesto?', true],
    ['Your role in the company', true],
    ['Company name?', false],
    ['Your name?', false],
  ])('%s asks a job title: %s', (q, yes) => {
    expect(isJobTitleQuestion(q)).toBe(yes);
  });
});

describe('short answers out of order: a kind said with "he\'s a", a route in lower case', () => {
  it.each<[string, string | null]>([
    ["hiya! Biscuit, he's a cockapoo 🐶 could do tuesday", 'cockapoo'],
    ['Luna, she is a border collie and she is 3', 'border collie'],
    ['es un caniche precioso', 'caniche'],
    ["it's a labrador", 'labrador'],
    ["he's a puppy", null],
    ["he's a bit shy", null],
    ["he's a sweetheart", null],
    ['es un encanto', null],
  ])('%s → %s', (message, kind) => {
    expect(saidKind(message, 'Breed?', "What's your dog's name?")?.value ?? null).toBe(kind);
  });

  it.each<[string, [string, string] | null]>([
    ['moving from leeds to bristol on the 28th, 3 bed house', ['leeds', 'bristol']],
    ['de sevilla a cadiz el martes', ['sevilla', 'cadiz']],
    ['from new york to san francisco', ['new york', 'san francisco']],
    ['moving from home to the office on monday', null],
  ])('%s → %j', (message, places) => {
    const r = routeMention(message, 'Moving from (town or city)?', 'Moving to?');
    expect(r ? [r.from.value, r.to.value] : null).toEqual(places);
  });
});
