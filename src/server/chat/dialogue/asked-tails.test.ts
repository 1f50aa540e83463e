import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { readMessage } from '../reading/message';
import { assign } from './agenda';
import { questionMaker } from './test-kit';

const NOW = new Date('2026-11-24T10:00:00Z');
const q = questionMaker();

function stored(message: string, question: string, language: Language) {
  const asked = q(question, 'text');
  const other = q(language === 'ES' ? '¿Correo?' : 'Email?', 'email');
  const ex = assign({ msg: readMessage(message, language, NOW), open: [asked, other], asked });
  return ex.answers.find((x) => x.question === asked)?.value ?? null;
}

describe('a short fact, then a remark about another time: the fact is the answer', () => {
  it.each<[string, string, Language, string | null]>([
    [
      'Oakridge Livery, moving her to Fernhill next month',
      'Which stable is your horse at?',
      'EN',
      'Oakridge Livery',
    ],
    ['upstairs lounge. it used to be in the hall', 'Which room is the piano in?', 'EN', 'upstairs lounge'],
    [
      'en la Hípica El Robledal, aunque el mes que viene lo paso a otra',
      '¿En qué cuadra está tu caballo?',
      'ES',
      'Hípica El Robledal',
    ],
    [
      'en el salón de arriba, antes estaba en la entrada',
      '¿En qué habitación está el piano?',
      'ES',
      'salón de arriba',
    ],
    // Look-alikes: no remark, a remark in the present, a free-text question.
    ['Oakridge Livery', 'Which stable is your horse at?', 'EN', 'Oakridge Livery'],
    ['upstairs lounge', 'Which room is the piano in?', 'EN', 'upstairs lounge'],
    ['salón de arriba', '¿En qué habitación está el piano?', 'ES', 'salón de arriba'],
    [
      'the piano used to be in the hall, now it is upstairs',
      'Anything else we should know?',
      'EN',
      'the piano used to be in the hall, now it is upstairs',
    ],
  ])('%j to %j', (msg, question, lang, want) => expect(stored(msg, question, lang)).toBe(want));
});

describe('a fragment that names the question: its copula is a word of its own', () => {
  it.each<[string, string, Language, string | null]>([
    ['la empresa es Talleres Hermanos Gil.', '¿Nombre de la empresa?', 'ES', 'Talleres Hermanos Gil'],
    ['the club is Tennis Partners', 'Name of the club?', 'EN', 'Tennis Partners'],
    // Look-alikes: a copula after the label, a colon.
    ['la empresa es Hermanos Gil', '¿Nombre de la empresa?', 'ES', 'Hermanos Gil'],
    ['club: Tennis Partners', 'Name of the club?', 'EN', 'Tennis Partners'],
    ['el club es el Atlético Pinar', '¿Nombre del club?', 'ES', 'Atlético Pinar'],
  ])('%j to %j', (msg, question, lang, want) => expect(stored(msg, question, lang)).toBe(want));
});
