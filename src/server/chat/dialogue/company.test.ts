import { describe, expect, it } from 'vitest';
import { readMessage } from '../reading/message';
import { companyMention, isCompanyQuestion } from './company';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('companies named in a message', () => {
  it.each([
    ["I'm Dr. Helen Park from Park Dental", 'Park Dental'],
    ['Hi, I work at Acme Ltd, my name is Bob', 'Acme Ltd'],
    ['soy Ana, de Clínica Sol', 'Clínica Sol'],
    ['mi empresa es Reformas Pérez', 'Reformas Pérez'],
    ["I'm Tom from New York", null],
    ['Hola, soy Javiera de Cerámica Lluvia', 'Cerámica Lluvia'],
    ['Les escribe Felipe Araya, de Constructora Andes Sur', 'Constructora Andes Sur'],
    ['Hola! Soy Marcos Gil, de Talleres Gil. Seríamos 15 usuarios', 'Talleres Gil'],
    ["I'm Dr. Amir Khan from Riverside Physio", 'Riverside Physio'],
    [
      "Hello, this is Prof. Margaret O'Donnell-Hayes from the Department of Linguistics",
      'Department of Linguistics',
    ],
    ['Le escribe Dña. Pilar Sanz, de Inmobiliaria Sanz e Hijos', 'Inmobiliaria Sanz e Hijos'],
    ["Hello, I'm organising a team event for Northwind Ltd: around 24 people", 'Northwind Ltd'],
    ['Soy María de la Cruz', null],
    ['Hola, soy Ana de San Sebastián', null],
    ["I'm Ana from Madrid", null],
  ])('%s → %s', (message, company) => {
    expect(companyMention(readMessage(message, 'EN', NOW))?.value ?? null).toBe(company);
  });

  it.each([
    ['Which company are you with?', true],
    ['¿Cómo se llama tu empresa?', true],
    ['What is your name?', false],
  ])('%s asks for a company: %s', (text, yes) => {
    expect(isCompanyQuestion(text)).toBe(yes);
  });
});
