import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { readMessage } from '../reading/message';
import { assign } from './agenda';
import { questionMaker } from './test-kit';

// Two phones or e-mails: the one the visitor says is better is the answer; otherwise they are asked about.
const NOW = new Date('2027-03-10T12:00:00Z');
const ask = questionMaker();
const phone = ask('Best number to reach you?', 'phone');
const email = ask('Email', 'email');

function stored(message: string, asked: Question, language: Language = 'EN') {
  const ex = assign({ msg: readMessage(message, language, NOW), open: [asked], asked });
  const value = ex.answers.find((a) => a.question === asked)?.value;
  return value ?? (ex.ambiguous ? 'asked' : null);
}

describe('two values of the asked type: the one said to be better', () => {
  it.each<[string, Question, Language, string | null]>([
    ["work is 0161 496 0723 but I'm never there, mobile 07700 900 377 is better", phone, 'EN', '07700900377'],
    ['el fijo es 912 345 678 pero el móvil 612 345 678 es mejor', phone, 'ES', '612345678'],
    ['a@work.com or b@home.com, b@home.com is best', email, 'EN', 'b@home.com'],
    ['ana@trabajo.es, aunque ana@casa.es es preferible', email, 'ES', 'ana@casa.es'],
    // Look-alikes: no preference, a hedge, the preference for something else.
    ['0161 496 0723 or 07700 900 377', phone, 'EN', 'asked'],
    ['0161 496 0723 or 07700 900 377 maybe', phone, 'EN', 'asked'],
    ['0161 496 0723 or 07700 900 377, mornings are better', phone, 'EN', 'asked'],
    ['a@work.com or b@home.com', email, 'EN', 'asked'],
  ])('%s → %j', (message, asked, language, value) => expect(stored(message, asked, language)).toBe(value));
});
