import { describe, expect, it } from 'vitest';
import { calledName, isCompanyQuestion, withoutWorkplaceLead } from './company-words';
import { readText } from './names';

describe('calledName: what something is called, said last', () => {
  it.each<[string, string | null]>([
    ['we run a tiny florist called Petal & Stem', 'Petal & Stem'],
    ['tenemos una librería que se llama La Hoja Roja', 'La Hoja Roja'],
    ['a cafe called the bean counter', 'the bean counter'],
    ['we are Nova S.L.', null],
    ['a shop called Nova S.L.', 'Nova S.L.'],
    ['a cafe called bean counter', 'bean counter'],
    ['a friend called Maria told me about you', null],
    ['my dog is called Pip.', 'Pip'],
    ['Studio 54 Ltd', null],
  ])('%j → %j', (said, value) => expect(calledName(said)).toBe(value));
});

describe('withoutWorkplaceLead: where the writer works, for a company question', () => {
  it.each<[string, string, string]>([
    ['I work for Ortega Dental Group', 'Company name', 'Ortega Dental Group'],
    ["I'm with the Harbour Trust", 'Organisation', 'Harbour Trust'],
    ['trabajamos en Muebles Lara SL', '¿Empresa?', 'Muebles Lara SL'],
    ['I work for Ortega Dental Group', 'Where are you based?', 'I work for Ortega Dental Group'],
  ])('%j to %j → %j', (said, q, value) => expect(withoutWorkplaceLead(said, q)).toBe(value));
  it('is read by a company question', () => {
    expect(isCompanyQuestion('¿Cómo se llama tu empresa?')).toBe(true);
    expect(readText('I work at Kestrel Analytics', 'text', 'Company name')).toEqual({
      kind: 'value',
      value: 'Kestrel Analytics',
    });
    expect(readText('we are a two-person studio called Fern & Finch', 'text', 'Business name')).toEqual({
      kind: 'value',
      value: 'Fern & Finch',
    });
  });
});
