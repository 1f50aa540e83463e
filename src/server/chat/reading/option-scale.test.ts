import { describe, expect, it } from 'vitest';
import { isListPosition } from './list-positions';
import { measureOf, optionByScale } from './option-scale';
import { matchOption } from './options';

const SPEEDS = ['Basic 100 Mb', 'Fibre 600 Mb', 'Fibre 1 Gb'];
const DELIVERY = ['Express (24 h)', 'Standard (3 days)', 'Economy (1 week)'];
const PRICES = ['Plan A €29', 'Plan B €19', 'Plan C €49'];
const BONOS = ['Bono 5 sesiones', 'Bono 10 sesiones', 'Bono 20 sesiones'];
const TERMS = ['1 month', '3 months', '12 months'];
const STORAGE = ['Cloud 500 GB', 'Cloud 2 TB', 'Cloud 50 GB'];

describe('optionByScale: a superlative picks the end of the scale the options carry', () => {
  it.each<[string[], string, string | undefined]>([
    // Thickness said of a height in mm or cm (fourteenth pass).
    [['Económico 20 mm', 'Estándar 30 mm', 'Premium 40 mm'], 'el más tupido que tengáis', 'Premium 40 mm'],
    [['Topper 5 cm', 'Topper 8 cm'], 'the thickest one', 'Topper 8 cm'],
    [['Económico 20 mm', 'Estándar 30 mm', 'Premium 40 mm'], 'el más fino', 'Económico 20 mm'],
    [['Económico 20 mm', 'Estándar 30 mm', 'Premium 40 mm'], 'no el más tupido', undefined],
    [['Económico 20 mm', 'Estándar 30 mm', 'Premium 40 mm'], 'el más rápido', undefined],
    [['Económico 20 mm', 'Estándar 30 mm', 'Premium 40 mm'], 'el segundo más tupido', undefined],
    [['20 mm', '2 kg'], 'the thickest', undefined],
    [['Corte 30 min', 'Corte 45 min'], 'el más tupido', undefined],
    [SPEEDS, 'the fastest one', 'Fibre 1 Gb'],
    [SPEEDS, 'la más rápida que tengáis', 'Fibre 1 Gb'],
    [SPEEDS, 'the slowest, it is only for email', 'Basic 100 Mb'],
    [DELIVERY, 'whichever is quickest', 'Express (24 h)'],
    [DELIVERY, 'el más lento, no tengo prisa', 'Economy (1 week)'],
    [PRICES, 'la más barata', 'Plan B €19'],
    [PRICES, 'the most expensive one', 'Plan C €49'],
    [BONOS, 'el que más sesiones tenga', 'Bono 20 sesiones'],
    [TERMS, 'the longest one please', '12 months'],
    [TERMS, 'el más corto', '1 month'],
    [STORAGE, 'the biggest', 'Cloud 2 TB'],
    [STORAGE, 'la más pequeña', 'Cloud 50 GB'],
    // No end of the scale meant, or a superlative of another scale.
    [SPEEDS, 'not the fastest', undefined],
    [SPEEDS, 'the second fastest', undefined],
    [SPEEDS, 'the cheapest', undefined],
    [PRICES, 'the fastest', undefined],
    [['Room 1', 'Room 2', 'Room 3'], 'the biggest', undefined],
    [['Basic 100 Mb', 'Pro €20'], 'the fastest', undefined],
  ])('%j ← %s', (options, said, expected) => {
    expect(optionByScale(options, said)).toBe(expected);
  });

  it('makes units comparable', () => {
    expect(measureOf('Fibre 1 Gb')!.value).toBeGreaterThan(measureOf('Fibre 600 Mb')!.value);
    expect(measureOf('2 hours')!.value).toBeGreaterThan(measureOf('45 min')!.value);
    expect(measureOf('Plan 2 people, 3 days')).toBeNull();
  });

  it('is reached through matchOption', () => {
    expect(matchOption(SPEEDS, 'the fastest one')).toBe('Fibre 1 Gb');
  });
});

describe('isListPosition: an ordinal that is a place in a list is no date', () => {
  it.each<[string, string, boolean]>([
    ['the 2nd one', 'the 2nd', true],
    ['the 3rd option please', 'the 3rd', true],
    ['la opción 2', '2', true],
    ['the 2nd works for me', 'the 2nd', false],
    ['el 2 de mayo', 'el 2 de mayo', false],
  ])('%s', (text, date, expected) => {
    const start = text.indexOf(date);
    expect(isListPosition(text, { start, end: start + date.length })).toBe(expected);
  });
});
