import { describe, expect, it } from 'vitest';
import { css, safeColor } from './styles';

const DARK_INK = '--f:#e8eaed';
const LIGHT_INK = '--f:#1f2328';

describe('widget stylesheet', () => {
  it('follows the visitor’s colour scheme for theme auto (and when no theme is given)', () => {
    for (const sheet of [css('#E11D62', 'auto'), css('#E11D62')]) {
      expect(sheet).toContain(LIGHT_INK);
      expect(sheet).toMatch(/@media \(prefers-color-scheme:dark\)\{:host\{[^}]*--f:#e8eaed/);
    }
  });

  it('forces light or dark when the form says so', () => {
    const light = css('#E11D62', 'light');
    expect(light).toContain(LIGHT_INK);
    expect(light).not.toContain('prefers-color-scheme');
    expect(light).not.toContain(DARK_INK);
    const dark = css('#E11D62', 'dark');
    expect(dark).toContain(DARK_INK);
    expect(dark).not.toContain(LIGHT_INK);
  });

  it('keeps the form colour as the accent, and nothing but a colour', () => {
    expect(css('#123456', 'dark')).toContain('--p:#123456;--t:#fff');
    expect(safeColor('red;}body{display:none')).toBe('#E11D62');
  });
});
