import { describe, expect, it } from 'vitest';
import { suspiciousEmail } from './email-typos';

describe('suspiciousEmail', () => {
  it.each([
    ['ana@gmail.con', 'ana@gmail.com'],
    ['ana@gmail.co', 'ana@gmail.com'],
    ['bob@gmial.com', 'bob@gmail.com'],
    ['bob@hotmial.com', 'bob@hotmail.com'],
    ['sue@acme.cmo', 'sue@acme.com'],
    ['ana@gmail.com', null],
    ['tom@mail.com', null],
    ['ana@correo.es', null],
    ['ana@acme.co', null],
    ['x@live.com', null],
  ])('%s → %s', (address, meant) => {
    expect(suspiciousEmail(address)).toBe(meant);
  });
});
