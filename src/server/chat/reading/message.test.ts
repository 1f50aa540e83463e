import { describe, expect, it } from 'vitest';
import { fragmentsOf } from './message';

const texts = (message: string) => fragmentsOf(message).fragments.map((f) => f.text.trim());

describe('fragmentsOf: where a message breaks', () => {
  it.each([
    ['Mr. Jones here, 3 people', ['Mr. Jones here', '3 people']],
    ['soy la Dra. Ruiz y quería cita', ['soy la Dra. Ruiz', 'quería cita']],
    ['Ask for Mrs. Patel. She knows', ['Ask for Mrs. Patel', 'She knows']],
    ['booked with prof. Lee last year', ['booked with prof. Lee last year']],
    // A full stop after an ordinary word still ends the fragment, even a short one.
    ['I am done. Next week works', ['I am done', 'Next week works']],
    ['That is for Mr. Not today.', ['That is for Mr. Not today']],
    ['on the dr. no, the other one', ['on the dr. no', 'the other one']],
    ['it is mine. Sr. Gil will sign', ['it is mine', 'Sr. Gil will sign']],
  ])('%s', (message, expected) => {
    expect(texts(message)).toEqual(expected);
  });
});
