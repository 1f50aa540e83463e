import { describe, expect, it } from 'vitest';
import { optionsTogether } from './option-together';

const fish = ['Koi', 'Goldfish', 'Both'];
const drinks = ['Beer', 'Wine', 'Cocktails'];
const sizes = ['Small', 'Large'];

describe('optionsTogether: two options named together are the union option, or nothing', () => {
  it.each<[string[], string, string | null | 'none']>([
    // Both named, neither ruled out, no "or": the union option when every other option is named.
    [fish, 'mostly koi but a couple of goldfish snuck in', 'Both'],
    [fish, 'koi and goldfish', 'Both'],
    [['Perros', 'Gatos', 'Ambos'], 'tengo perros y gatos', 'Ambos'],
    // No union option, or not every option named: nothing is stored (asked).
    [drinks, 'beer and wine', null],
    [sizes, 'small for me and large for my wife', null],
    // Look-alikes (not two options together): a choice, a negation, one option, one name inside another.
    [fish, 'koi or goldfish, not sure', 'none'],
    [fish, 'koi, not goldfish', 'none'],
    [fish, 'just koi', 'none'],
    [['Corte', 'Corte y color'], 'corte y color', 'none'],
    [sizes, 'large rather than small', 'none'],
    [['Mate', 'Brillo', 'Soft touch'], 'vale, 500. Y mate, que el brillo no me gusta', 'none'],
  ])('%j %j → %s', (options, text, expected) => {
    const r = optionsTogether(options, text, 'Which?');
    if (expected === 'none') expect(r).toBeNull();
    else expect(r).toEqual({ value: expected });
  });
});
