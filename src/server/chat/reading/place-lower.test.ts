import { describe, expect, it } from 'vitest';
import { readText } from './names';

// A message all in lower case names its place in lower case: "we're in whitstable" → "whitstable". Look-alikes say
// where without naming a town (a determiner, a word the lexicon knows) or keep their capitals.
const place = (text: string, question = 'Which town are you based in?') => {
  const r = readText(text, 'text', question, 'EN');
  return r.kind === 'value' ? r.value : r.kind;
};

describe('readText: a place written in lower case after "we are in"', () => {
  it.each<[string, string, string]>([
    ["we're in whitstable", 'Which town are you based in?', 'whitstable'],
    ['estamos en cangas de onís', '¿En qué pueblo estáis?', 'cangas de onís'],
    ['i live in hebden bridge', 'Where do you live?', 'hebden bridge'],
    ['vivo en villaviciosa', '¿En qué ciudad vives?', 'villaviciosa'],
    // Look-alikes.
    ["we're in Whitstable", 'Which town are you based in?', 'Whitstable'],
    ["we're in a hurry", 'Which town are you based in?', 'invalid'],
    ['estamos en casa', '¿En qué pueblo estáis?', 'invalid'],
    ['estamos en la playa', '¿En qué pueblo estáis?', 'invalid'],
    ["i'm at work", 'Where are you based?', 'invalid'],
    ["we're in touch with them", 'Which town are you based in?', 'invalid'],
  ])('%s (%s) → %s', (text, question, value) => expect(place(text, question)).toBe(value));
});
