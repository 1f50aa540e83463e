import { describe, expect, it } from 'vitest';
import { addressSaid } from './addresses';

// "…look at our intercom, it's Flat 4, 19 Ardmore Road" to "Address": a longer message that ends a sentence with
// one street address said as the answer (after a break, "it's", "we're at", "es") gives that address. One put in the
// past or denied, two addresses, or words after it in its sentence give none (the question is asked again).
describe('addressSaid: the one street address a sentence ends with', () => {
  it.each<[string, string | null]>([
    [
      "I need someone to come out and look at our intercom, it's Flat 4, 19 Ardmore Road",
      'Flat 4, 19 Ardmore Road',
    ],
    ["we're at 14 Elm Road, Leeds", '14 Elm Road, Leeds'],
    ['la caldera no enciende. Es calle Aragón 214, 3ºB', 'calle Aragón 214, 3ºB'],
    ['necesito que vengan, es calle Aragón 214', 'calle Aragón 214'],
    // Look-alikes.
    ['I used to live at 14 Elm Road', null],
    ['my old address was 14 Elm Road', null],
    ['antes vivía en calle Aragón 214', null],
    ['it is not 14 Elm Road, it is 16 Elm Road', null],
    ['14 Elm Road is where the van should park tomorrow', null],
    ['my mum lives near 14 Elm Road', null],
    ['la calle Aragón 214 está cortada', null],
  ])('%s → %s', (text, value) => expect(addressSaid(text)?.value ?? null).toBe(value));
});
