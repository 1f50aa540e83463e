import { editDistance } from '../reading/text';

/** Mail providers whose misspellings are common enough to ask about ("gmial.com", "hotmal.com"). */
const PROVIDERS = ['gmail', 'hotmail', 'yahoo', 'outlook', 'icloud', 'protonmail', 'live', 'gmx', 'aol'];
/** Real mail domains that look like a misspelt provider ("mail.com" is not "gmail.com"). */
const REAL = new Set([
  'mail',
  'email',
  'gmx',
  'live',
  'msn',
  'me',
  'mac',
  'ymail',
  'rocketmail',
  'hotmail',
  'zoho',
  'yandex',
  'proton',
  'tutanota',
  'fastmail',
  'hey',
  'posteo',
  'web',
  'orange',
  'free',
  'telefonica',
  'movistar',
  'terra',
  'ono',
  'correo',
]);
/** Misspelt top-level domains, and what they almost certainly are. */
const TLD_TYPOS: Record<string, string> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  comm: 'com',
  coom: 'com',
  vom: 'com',
  xom: 'com',
  cim: 'com',
  cpm: 'com',
};

/**
 * The address a visitor most likely meant when theirs has a common typo ("ana@gmail.con" →
 * "ana@gmail.com", "bob@gmial.com" → "bob@gmail.com"); null when it looks right. Asked about, never fixed silently.
 */
export function suspiciousEmail(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const labels = address.slice(at + 1).split('.');
  const tld = labels[labels.length - 1]!;
  const name = labels.slice(0, -1).join('.');
  let fixedTld = TLD_TYPOS[tld] ?? tld;
  // "gmail.co" is gmail.com: the big providers have no such domain.
  if (PROVIDERS.includes(name) && (tld === 'co' || tld === 'cm' || tld === 'om')) fixedTld = 'com';
  const close = PROVIDERS.filter(
    (p) => p !== name && name.length >= 4 && editDistance(name, p, 2) <= (p.length >= 6 ? 2 : 1),
  );
  const fixedName =
    !PROVIDERS.includes(name) && !REAL.has(name) && name.length >= 5 && close.length === 1 ? close[0]! : name;
  if (fixedName === name && fixedTld === tld) return null;
  return `${address.slice(0, at)}@${fixedName}.${fixedTld}`;
}
