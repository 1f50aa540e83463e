import { describe, expect, it } from 'vitest';
import { isChitChat, isClosingRemark } from './cues';

describe('isClosingRemark: closing or putting off, not answering', () => {
  it.each([
    ['ah ok, lo pensaré. ¡gracias!', true],
    ["right, I'll have a think then, thanks", true],
    ['vale, ya os diré', true],
    ['never mind, bye!', true],
    ['understood', true],
    // Something of an answer is left beside it.
    ['understood, my handle is @rosa.makes', false],
    ['entendido. Calle Mayor 3', false],
    ["I'll wait in the car park", false],
    ['la espera no es problema', false],
  ])('%s → %s', (message, closing) => {
    expect(isClosingRemark(message)).toBe(closing);
  });
});

describe('isChitChat', () => {
  it.each([
    ['vale, gracias', true],
    ['ok thanks!', true],
    ['ok, María', false],
  ])('%s → %s', (message, chat) => {
    expect(isChitChat(message)).toBe(chat);
  });
});
