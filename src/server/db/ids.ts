import { randomFillSync } from 'node:crypto';

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
  | 'ver'
  | 'mail';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

// Random bytes are drawn 4 KB at a time: one call to the system's generator per ~200 ids instead of one
// per id, which showed in the widget's profile (a submission makes about eight ids).
const pool = Buffer.alloc(4096);
let used = pool.length;

/** A random prefixed id (`frm_` + 20 base-36 characters, about 103 bits). */
export function newId(prefix: IdPrefix): string {
  if (used + 20 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  let out = '';
  for (let i = used; i < used + 20; i++) out += ALPHABET[pool[i]! % 36];
  used += 20;
  return `${prefix}_${out}`;
}
