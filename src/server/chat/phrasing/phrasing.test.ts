import { describe, expect, it } from 'vitest';
import type { Language, Tone } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import {
  acknowledgement,
  askQuestion,
  closedMessage,
  greetingReply,
  optionalNote,
  reaskQuestion,
  skipAcknowledgement,
} from './phrasing';

const TONES: Tone[] = ['FORMAL', 'CASUAL', 'FRIENDLY'];
const LANGS: Language[] = ['ES', 'EN'];
const plan: Question = {
  order: 0,
  text: 'Which plan?',
  type: 'select',
  required: true,
  options: ['Basic', 'Pro'],
};
const notes: Question = { order: 1, text: 'Notes?', type: 'text', required: false };

describe('phrasing', () => {
  it('has every line for every tone and language', () => {
    for (const tone of TONES)
      for (const language of LANGS) {
        const lines = [
          acknowledgement(tone, language, 0),
          skipAcknowledgement(tone, language),
          optionalNote(tone, language),
          greetingReply(tone, language, null),
          closedMessage(tone, language),
        ];
        for (const line of lines) expect(line.trim().length).toBeGreaterThan(1);
        const acks = new Set([0, 1, 2, 3].map((n) => acknowledgement(tone, language, n)));
        expect(acks.size).toBeGreaterThan(1);
      }
  });

  it('uses usted when FORMAL and tú otherwise in Spanish', () => {
    expect(optionalNote('FORMAL', 'ES')).toBe('(opcional: puede decir «saltar»)');
    expect(optionalNote('CASUAL', 'ES')).toBe('(opcional: puedes decir «saltar»)');
    expect(optionalNote('FRIENDLY', 'ES')).toBe('(opcional: puedes decir «saltar»)');
    expect(optionalNote('FRIENDLY', 'EN')).toBe('(optional — you can say skip)');
  });

  it('asks a question verbatim, with a select’s options and an optional note', () => {
    expect(askQuestion('FRIENDLY', 'EN', plan)).toBe('Which plan? (Basic or Pro)');
    expect(askQuestion('CASUAL', 'ES', { ...plan, options: ['A', 'B', 'C'] })).toBe('Which plan? (A, B o C)');
    expect(askQuestion('FORMAL', 'EN', notes)).toBe('Notes? (optional — you may say skip)');
  });

  it('re-asks with the reason, without listing options twice', () => {
    expect(reaskQuestion('FRIENDLY', 'EN', plan, 'The options are: Basic or Pro.')).toBe(
      'Oops! The options are: Basic or Pro. Which plan?',
    );
  });

  it('closes a completed conversation', () => {
    expect(closedMessage('FRIENDLY', 'EN')).toBe('This conversation is already complete. Thank you!');
    expect(closedMessage('FORMAL', 'ES')).toBe('Esta conversación ya ha finalizado. Muchas gracias.');
  });
});
