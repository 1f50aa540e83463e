import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { detectLanguage, replyLanguage } from './language';

describe('detectLanguage', () => {
  it.each<[string, Language | null]>([
    ['Hola, me llamo Pedro', 'ES'],
    ['hola', 'ES'],
    ['¡Gracias!', 'ES'],
    ['mi correo es pedro@x.com', 'ES'],
    ['somos unas 40 personas', 'ES'],
    ['el martes que viene', 'ES'],
    ['prefiero no decirlo', 'ES'],
    ['Hi, my name is Pedro', 'EN'],
    ['Hello', 'EN'],
    ['thanks!', 'EN'],
    ["I'd rather not say", 'EN'],
    ['around 40 people', 'EN'],
    ['next Tuesday', 'EN'],
    ['Marta Ruiz', null],
    ['ana@example.com', null],
    ['5000', null],
    ['Premium', null],
    ['ok', null],
    ['Pedro Sánchez', null],
    ['Carmen de la Fuente', null],
    ['Me llamo Ana', 'ES'],
    ['mañana', 'ES'],
    ['yes', null],
    ['sí', null],
  ])('%j → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe('replyLanguage', () => {
  it('follows the visitor once clear, keeps it over neutral messages, else the form’s', () => {
    expect(replyLanguage('EN', undefined, 'Marta Ruiz')).toBe('EN');
    expect(replyLanguage('EN', undefined, 'Hola, soy Marta')).toBe('ES');
    expect(replyLanguage('EN', 'ES', 'marta@x.com')).toBe('ES');
    expect(replyLanguage('EN', 'ES', 'sorry, I meant the other one')).toBe('EN');
  });
});
