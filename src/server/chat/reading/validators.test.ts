import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { normalizeText, validateAnswer } from './validators';

const NOW = new Date('2025-03-10T12:00:00Z');
const q = (type: Question['type'], options?: string[]): Question => ({
  order: 0,
  text: 'Q',
  type,
  required: true,
  ...(options ? { options } : {}),
});
const ok = (question: Question, raw: string, language: Language = 'EN') => {
  const r = validateAnswer(question, raw, language, NOW);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(raw)} to pass: ${r.reason}`);
  return r.value;
};
const reason = (question: Question, raw: string, language: Language = 'EN') => {
  const r = validateAnswer(question, raw, language, NOW);
  if (r.ok) throw new Error(`expected ${JSON.stringify(raw)} to fail, got ${JSON.stringify(r.value)}`);
  return r.reason;
};

describe('normalizeText', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeText('Mañana ÁRBOL Über')).toBe('manana arbol uber');
  });
});

describe('text', () => {
  it('trims and keeps the words as written', () => {
    expect(ok(q('text'), '  Ana García \n')).toBe('Ana García');
    expect(ok(q('text'), 'no', 'ES')).toBe('no');
  });
  it('refuses empty, whitespace and symbol-only answers', () => {
    expect(reason(q('text'), '   ')).toBe("I didn't catch an answer there.");
    expect(reason(q('text'), '👍 !!', 'ES')).toBe('No he recibido ninguna respuesta.');
  });
});

describe('email', () => {
  it.each([
    [' Ana.Perez@Example.COM ', 'Ana.Perez@example.com'],
    ['ana+news@Sub.Example.co.uk', 'ana+news@sub.example.co.uk'],
    ['<ana@example.com>', 'ana@example.com'],
    ['mailto:ana@example.com', 'ana@example.com'],
    ['my e-mail is ANA@GMAIL.COM.', 'ANA@gmail.com'],
    ['es o.reilly@Correo.ES gracias', 'o.reilly@correo.es'],
  ])('accepts %j', (raw, value) => {
    expect(ok(q('email'), raw)).toBe(value);
  });
  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@gmail',
    'ana@@x.com',
    'ana..b@x.com',
    'ana@-x.com',
    'ana@x.c0m',
    'ana@x.com@',
  ])('refuses %j', (raw) => {
    expect(reason(q('email'), raw)).toBe("That doesn't look like a valid e-mail address.");
  });
  it('refuses two addresses, in Spanish too', () => {
    expect(reason(q('email'), 'a@x.com o b@y.com', 'ES')).toBe('Hace falta un solo correo electrónico.');
    expect(reason(q('email'), 'ana arroba gmail', 'ES')).toBe('Ese correo electrónico no parece válido.');
  });
});

describe('phone', () => {
  it.each([
    ['+34 600 12 34 56', '+34600123456'],
    ['+34600123456', '+34600123456'],
    ['0034 600 123 456', '+34600123456'],
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    ['tel: 600-123-456', '600123456'],
    ['+44 (0)20 7946 0958', '+442079460958'],
    ['1234567', '1234567'],
  ])('accepts %j', (raw, value) => {
    expect(ok(q('phone'), raw, 'ES')).toBe(value);
  });
  it.each(['123', '12345', 'call me', '+34 600 123 456 789 012 34', '+0 600 123 456'])(
    'refuses %j',
    (raw) => {
      expect(reason(q('phone'), raw)).toBe("That doesn't look like a valid phone number.");
    },
  );
  it('gives its reason in Spanish', () => {
    expect(reason(q('phone'), 'no sé', 'ES')).toBe('Ese número de teléfono no parece válido.');
  });
});

describe('number', () => {
  it.each<[string, Language, number]>([
    ['42', 'EN', 42],
    ['-3', 'EN', -3],
    ['3.5', 'EN', 3.5],
    ['3,5', 'ES', 3.5],
    ['1.500,50', 'ES', 1500.5],
    ['1,500.50', 'EN', 1500.5],
    ['1.500', 'ES', 1500],
    ['1,500', 'EN', 1500],
    ['1.000.000', 'ES', 1_000_000],
    ['about 25 people', 'EN', 25],
    ['unos 30 €', 'ES', 30],
    ['twenty', 'EN', 20],
    ['twenty-five', 'EN', 25],
    ['veinte', 'ES', 20],
    ['treinta y dos', 'ES', 32],
    ['one hundred and twenty', 'EN', 120],
  ])('reads %j (%s) as %d', (raw, language, value) => {
    expect(ok(q('number'), raw, language)).toBe(value);
  });
  it.each<[string, Language]>([
    ['many', 'EN'],
    ['muchos', 'ES'],
    ['1.2.3', 'EN'],
    ['', 'EN'],
  ])('refuses %j', (raw, language) => {
    expect(reason(q('number'), raw, language)).toMatch(/number|número|answer|respuesta/);
  });
});

describe('date', () => {
  it.each<[string, Language, string]>([
    ['2025-12-24', 'ES', '2025-12-24'],
    ['2025/1/5', 'EN', '2025-01-05'],
    ['03/04/2025', 'ES', '2025-04-03'],
    ['3-4-2025', 'ES', '2025-04-03'],
    ['13/04/2025', 'EN', '2025-04-13'],
    ['04/13/2025', 'EN', '2025-04-13'],
    ['05/05/2025', 'EN', '2025-05-05'],
    ['3 de marzo de 2025', 'ES', '2025-03-03'],
    ['el 15 de agosto', 'ES', '2025-08-15'],
    ['1 Septiembre 1990', 'ES', '1990-09-01'],
    ['March 3, 2025', 'EN', '2025-03-03'],
    ['march 3rd 2025', 'EN', '2025-03-03'],
    ['the 3rd of March, 2025', 'EN', '2025-03-03'],
    ['Dec 24 2026', 'EN', '2026-12-24'],
    ['hoy', 'ES', '2025-03-10'],
    ['mañana', 'ES', '2025-03-11'],
    ['pasado mañana', 'ES', '2025-03-12'],
    ['today', 'EN', '2025-03-10'],
    ['tomorrow please', 'EN', '2025-03-11'],
    ['12/03/85', 'ES', '1985-03-12'],
  ])('reads %j (%s) as %s', (raw, language, value) => {
    expect(ok(q('date'), raw, language)).toBe(value);
  });
  it('refuses an ambiguous numeric date in English and says how to write it', () => {
    expect(reason(q('date'), '03/04/2025')).toContain('March 3, 2025');
  });
  it.each<[string, Language]>([
    ['31/02/2025', 'ES'],
    ['2025-13-01', 'EN'],
    ['next week', 'EN'],
    ['cuando sea', 'ES'],
  ])('refuses %j', (raw, language) => {
    expect(reason(q('date'), raw, language)).toMatch(/date|fecha/);
  });
});

describe('select', () => {
  const plans = q('select', ['Basic', 'Pro', 'Premium']);
  const planes = q('select', ['Básico', 'Profesional', 'Empresa']);
  it.each([
    ['Pro', 'Pro'],
    ['PRO', 'Pro'],
    ['  premium ', 'Premium'],
    ["I'd like the Pro plan please", 'Pro'],
    ['prem', 'Premium'],
    ['bas', 'Basic'],
    ['the second one', 'Pro'],
    ['2', 'Pro'],
    ['option 3', 'Premium'],
    ['the last one', 'Premium'],
    ['premuim', 'Premium'],
  ])('matches %j to %s', (raw, value) => {
    expect(ok(plans, raw)).toBe(value);
  });
  it.each([
    ['basico', 'Básico'],
    ['el básico, por favor', 'Básico'],
    ['la segunda', 'Profesional'],
    ['profe', 'Profesional'],
    ['quiero el plan empresa', 'Empresa'],
    ['3', 'Empresa'],
  ])('matches %j to %s in Spanish', (raw, value) => {
    expect(ok(planes, raw, 'ES')).toBe(value);
  });
  it('refuses unknown and ambiguous answers, listing the options', () => {
    expect(reason(plans, 'Gold')).toBe('The options are: Basic, Pro or Premium.');
    expect(reason(plans, 'pr')).toBe('The options are: Basic, Pro or Premium.');
    expect(reason(plans, '7')).toBe('The options are: Basic, Pro or Premium.');
    expect(reason(planes, 'ninguno', 'ES')).toBe('Las opciones son: Básico, Profesional o Empresa.');
  });
  it('reads a number as a figure, not a position, when the options are ranges of figures', () => {
    const sizes = q('select', ['1-10', '11-50', '51+']);
    expect(ok(sizes, '11-50')).toBe('11-50');
    expect(ok(sizes, '2')).toBe('1-10');
    expect(ok(sizes, 'about 60 of us')).toBe('51+');
    expect(reason(q('select', ['Plan 1', 'Plan 2']), '7')).toContain('The options are');
  });
});

describe('file', () => {
  it('is never answered in chat', () => {
    expect(reason(q('file'), 'photo.png')).toBe("Files can't be sent in this chat.");
    expect(reason(q('file'), 'foto.png', 'ES')).toBe('Los archivos no se pueden enviar por este chat.');
  });
});
