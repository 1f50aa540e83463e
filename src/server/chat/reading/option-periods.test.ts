import { describe, expect, it } from 'vitest';
import { optionByPeriod } from './option-periods';
import { matchOption } from './options';

const CUOTA = ['Mensual', 'Trimestral', 'Anual'];
const PLAN = ['Monthly plan', 'Quarterly plan', 'Semiannual plan', 'Annual plan'];
const MONTHS = ['1 mes', '3 meses', '6 meses'];

describe('optionByPeriod: the length said in months or years picks the period option', () => {
  it.each<[string[], string, string | undefined]>([
    [CUOTA, 'la de tres meses', 'Trimestral'],
    [CUOTA, 'la anual no, que me mudo en verano. la de tres meses', 'Trimestral'],
    [CUOTA, 'pago cada 12 meses', 'Anual'],
    [CUOTA, 'tres meses', 'Trimestral'],
    [CUOTA, 'la de un año', 'Anual'],
    [PLAN, 'the 6-month one', 'Semiannual plan'],
    [PLAN, 'half a year works', 'Semiannual plan'],
    [PLAN, 'every 3 months please', 'Quarterly plan'],
    // A time from now, a span of use, a length no option has, two lengths, options that are no periods.
    [CUOTA, 'me mudo en tres meses', undefined],
    [PLAN, "I'm only here for 3 months", undefined],
    [CUOTA, 'la de seis meses', undefined],
    [CUOTA, 'la de tres meses o la de un año', undefined],
    [MONTHS, 'la de tres meses', undefined],
    [CUOTA, 'no la de tres meses', undefined],
    [PLAN, 'I moved here 3 months ago', undefined],
    [CUOTA, 'hace 3 meses que lo pienso', undefined],
  ])('%s ← %s', (options, said, expected) => {
    expect(optionByPeriod(options, said)).toBe(expected);
  });

  it.each<[string[], string, string | null]>([
    [CUOTA, 'la anual no, que me mudo en verano. la de tres meses', 'Trimestral'],
    [CUOTA, 'la de 3 meses', 'Trimestral'],
    // Named options are read by name first: "3 meses" stays the option named.
    [MONTHS, 'la de 3 meses', '3 meses'],
    [CUOTA, 'me mudo en tres meses', null],
  ])('matchOption %s ← %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});
