import { describe, expect, it } from 'vitest';
import { spelledWord } from './spelled-word';

describe('spelledWord: a stored word written again with words about its spelling', () => {
  const stored = [
    { key: 'name', value: "Siobhan O'Driscol" },
    { key: 'company', value: 'Smith Plumbing' },
  ];
  it.each<[string, string | null]>([
    // fire
    ["two Ls in O'Driscoll, sorry!", "name:Siobhan O'Driscoll"],
    ["O'Driscoll, with two Ls", "name:Siobhan O'Driscoll"],
    ['Smyth, with a y', 'company:Smyth Plumbing'],
    ['se escribe Siobán', "name:Siobán O'Driscol"],
    ['Zmith, with a Z', 'company:Zmith Plumbing'],
    ['Tiobhan con T', "name:Tiobhan O'Driscol"],
    // must not fire: no spelling talk, a word far from any stored one, the same spelling, two people, short words
    ["O'Driscoll", null],
    ['sorry, I meant Driscoll Ltd', null],
    ["two Ls in O'Driscol", null],
    ['with two Ls, it is Kowalski', null],
    ['two people, Smith and Smyth', null],
    ['two Ls please', null],
    ['my sister Siobhan, with two kids', null],
    ['spelt Plumbers', null],
    ['Zmith, with a Y', null],
    ['Smith with an S', null],
    ['Xiobhan, with two Ls', null],
  ])('%j → %j', (message, result) => {
    const r = spelledWord(message, stored);
    expect(r ? `${r.key}:${r.value}` : null).toBe(result);
  });
});
