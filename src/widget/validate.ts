import type { Texts } from './texts';

// The server's rules (src/server/chat/validators.ts) on top of the inputs' own constraint validation; the
// server stays the judge, and its answer is shown beside the field when it disagrees.

/** normalizeEmail: a dotted local part of these characters, and a top-level domain of 2-24 letters. */
const EMAIL = /^[\w%+'-]+(\.[\w%+'-]+)*@([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z]{2,24}$/i;

/** normalizePhone: 7 to 15 digits; + or 00 for a country code, which cannot start with 0. */
function isPhone(s: string): boolean {
  const intl = /^(\+|00)/.test(s);
  const digits = (intl ? s.replace('(0)', '') : s).replace(/\D/g, '').slice(s.startsWith('00') ? 2 : 0);
  return /^(\+|00)?[\d\s().-]+$/.test(s) && /^\d{7,15}$/.test(digits) && !(intl && digits[0] === '0');
}

/** Why a field's value would be refused, in the form's language; '' when it is fine. */
export function fieldProblem(
  t: Texts,
  type: string,
  required: boolean,
  value: string,
  el: HTMLInputElement,
): string {
  if (el.validity?.badInput) return type === 'date' ? t.date : t.number;
  if (!value) return required ? t.required : '';
  if (type === 'email') return EMAIL.test(value) && value.length < 255 ? '' : t.email;
  if (type === 'phone') return isPhone(value) ? '' : t.phone;
  if (type === 'text') return /[\p{L}\p{N}]/u.test(value) ? '' : t.empty;
  return type === 'number' && !(Math.abs(+value) <= 1e15) ? t.number : '';
}
