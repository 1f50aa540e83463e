import { randomBytes } from 'node:crypto';

export type IdPrefix =
  | 'usr'
  | 'frm'
  | 'cnv'
  | 'msg'
  | 'whk'
  | 'whd'
  | 'pip'
  | 'stg'
  | 'deal'
  | 'tkt'
  | 'upl'
  | 'evt'
  | 'ses'
  | 'acc'
  | 'ver';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A random prefixed id (`frm_` + 20 base-36 characters, about 103 bits). */
export function newId(prefix: IdPrefix): string {
  const bytes = randomBytes(20);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % 36];
  return `${prefix}_${out}`;
}
