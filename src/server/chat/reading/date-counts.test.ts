import { describe, expect, it } from 'vitest';
import { readDate } from './dates';

// "sunday, the 3 of us": a figure after a weekday that counts people ("the 3 of us", "4 personas") is no day of the
// month, so the weekday alone is the date. A day of the month after a weekday is still read (and asked about when
// it is not that weekday).
const NOW = new Date('2027-05-05T10:00:00Z'); // a Wednesday
const read = (text: string, language: 'EN' | 'ES') => {
  const r = readDate(text, language, NOW);
  return r.kind === 'value' ? r.value : r.kind === 'ambiguous' ? r.candidates : null;
};

describe('readDate: a count of people after a weekday is no day of the month', () => {
  it.each<[string, 'EN' | 'ES', string | string[] | null]>([
    ['sunday, the 3 of us', 'EN', '2027-05-09'],
    ['Sunday, the 4 of us', 'EN', '2027-05-09'],
    ['saturday 2 adults', 'EN', '2027-05-08'],
    ['el sábado 4 personas', 'ES', '2027-05-08'],
    ['el domingo, 3 adultos', 'ES', '2027-05-09'],
    // Look-alikes: a day of the month after a weekday is still that day (or asked about).
    ['sunday the 9th', 'EN', '2027-05-09'],
    ['sunday 9', 'EN', '2027-05-09'],
    ['sunday the 3rd', 'EN', ['2027-06-03', '2027-05-09']],
    ['sunday the 6th of June', 'EN', '2027-06-06'],
    ['el domingo 9', 'ES', '2027-05-09'],
    ['el sábado 15 de mayo', 'ES', '2027-05-15'],
  ])('%s → %j', (text, language, value) => expect(read(text, language)).toEqual(value));
});

// "el sábado si hace bueno, si no el domingo": "si no" / "if not" offers an alternative ("otherwise"), it rules no
// date out, so the two dates are asked about; "not Friday, Saturday" and "el viernes no, el sábado" still rule out.
describe('readDate: "si no" / "if not" is "otherwise", no date ruled out', () => {
  it.each<[string, 'EN' | 'ES', string | string[] | null]>([
    ['el sábado si hace bueno, si no el domingo', 'ES', ['2027-05-08', '2027-05-09']],
    ['saturday if the weather holds, if not sunday', 'EN', ['2027-05-08', '2027-05-09']],
    // Look-alikes.
    ['not Friday, Saturday', 'EN', '2027-05-08'],
    ['el viernes no, el sábado', 'ES', '2027-05-08'],
    ['no el viernes, el sábado', 'ES', '2027-05-08'],
    ['saturday, no wait, sunday', 'EN', '2027-05-09'],
    ['el sábado, bueno mejor el domingo', 'ES', '2027-05-09'],
  ])('%s → %j', (text, language, value) => expect(read(text, language)).toEqual(value));
});
