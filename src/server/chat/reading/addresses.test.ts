import { describe, expect, it } from 'vitest';
import { addressIn, isAddressQuestion } from './addresses';
import { readText } from './names';

describe('addressIn: a street address inside a message', () => {
  it.each<[string, string | null]>([
    ['Priya Nair, 22B Baker Street', '22B Baker Street'],
    ['boiler is dead again. 3 Orchard Close, Bath', '3 Orchard Close, Bath'],
    ['entrega en Avenida de la Constitución 12, 2º B', 'Avenida de la Constitución 12, 2º B'],
    ['Calle Olmo 4, 1º dcha, por la tarde mejor', null],
    ['Juan, Flat 2, 7 Quay Street', 'Flat 2, 7 Quay Street'],
    ['Av. Reforma 300, depto 5, Col. Juárez', 'Av. Reforma 300, depto 5, Col. Juárez'],
    ['Paseo del Prado 5, Madrid', 'Paseo del Prado 5, Madrid'],
    ['9 Mill Lane, Monday works', '9 Mill Lane'],
    ['we need 3 rooms and 2 parking spaces', null],
    ['10 Oak Road or 12 Oak Road', null],
  ])('%j → %j', (said, value) => expect(addressIn(said)?.value ?? null).toBe(value));
  it.each<[string, boolean]>([
    ['Delivery address', true],
    ['¿Dirección de entrega?', true],
    ['Email address', false],
    ['Your name', false],
  ])('%j asks an address: %s', (q, yes) => expect(isAddressQuestion(q)).toBe(yes));
  it('an address asked is no count ("9 Mill Lanes" is a street)', () => {
    expect(readText('12 Rose Gardens, Leeds', 'text', 'Address?')).toEqual({
      kind: 'value',
      value: '12 Rose Gardens, Leeds',
    });
    expect(readText('unos 12 productos', 'text', 'Company')).toEqual({ kind: 'invalid', reason: 'empty' });
  });
});
