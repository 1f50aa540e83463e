import { describe, expect, it } from 'vitest';
import { saidKind } from './kind-frames';

describe('saidKind: a make said last runs to the end of the message', () => {
  const said = (text: string, q: string) => saidKind(text, q, q)?.value ?? null;
  it.each<[string, string, string | null]>([
    ['creo que es una Vaillant ecoTEC plus', '¿Qué modelo de caldera tienes?', 'Vaillant ecoTEC plus'],
    ["I think it's a Baxi duo tec", 'Model of the boiler?', 'Baxi duo tec'],
    ['es un Seat ibiza', '¿Marca y modelo del coche?', 'Seat ibiza'],
    // Look-alikes: words after the make, a make not written as a name, a question that asks no make.
    ["it's a Fender Telecaster and it's blue", 'Brand and model?', 'Fender Telecaster'],
    ['es una Vaillant ecoTEC de hace años', '¿Qué modelo de caldera tienes?', 'Vaillant'],
    ["it's a Baxi, the duo tec", 'Model of the boiler?', 'Baxi'],
    ['es una Vaillant ecoTEC plus', '¿Qué color?', null],
  ])('%j to %j → %j', (text, q, v) => expect(said(text, q)).toBe(v));
});
