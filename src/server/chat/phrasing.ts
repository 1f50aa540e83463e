import type { Language, Tone } from '../../contract/enums';
import type { Question } from '../../contract/forms';

interface Lines {
  acks: string[];
  skipAck: string;
  reaskLead: string;
  optional: string;
  greeting: string;
  closed: string;
  notUnderstood: string;
  or: string;
}

// Spanish: usted for FORMAL, tú for CASUAL and FRIENDLY.
const LINES: Record<Language, Record<Tone, Lines>> = {
  EN: {
    FORMAL: {
      acks: ['Thank you.', 'Noted, thank you.', 'Very well.', 'Thank you for that.'],
      skipAck: 'Understood.',
      reaskLead: "I'm sorry.",
      optional: '(optional — you may say skip)',
      greeting: 'Hello, and thank you for writing.',
      closed: 'This conversation is already complete. Thank you.',
      notUnderstood: "I'm sorry, I did not quite follow.",
      or: 'or',
    },
    CASUAL: {
      acks: ['Got it.', 'Cool.', 'OK.', 'Nice.'],
      skipAck: 'No worries.',
      reaskLead: 'Hmm.',
      optional: '(optional — you can say skip)',
      greeting: 'Hey!',
      closed: "We're all done here. Thanks!",
      notUnderstood: "Sorry, I didn't get that.",
      or: 'or',
    },
    FRIENDLY: {
      acks: ['Great, thanks!', 'Perfect!', 'Awesome, thank you!', 'Lovely!'],
      skipAck: 'No problem at all!',
      reaskLead: 'Oops!',
      optional: '(optional — you can say skip)',
      greeting: 'Hi there, nice to meet you!',
      closed: 'This conversation is already complete. Thank you!',
      notUnderstood: "Sorry, I didn't quite get that.",
      or: 'or',
    },
  },
  ES: {
    FORMAL: {
      acks: ['Gracias.', 'Muy bien, gracias.', 'Perfecto, tomo nota.', 'Entendido, gracias.'],
      skipAck: 'De acuerdo.',
      reaskLead: 'Disculpe.',
      optional: '(opcional: puede decir «saltar»)',
      greeting: 'Hola, gracias por escribirnos.',
      closed: 'Esta conversación ya ha finalizado. Muchas gracias.',
      notUnderstood: 'Disculpe, no le he entendido bien.',
      or: 'o',
    },
    CASUAL: {
      acks: ['Vale.', 'Genial.', 'Hecho.', 'Perfecto.'],
      skipAck: 'Sin problema.',
      reaskLead: 'Mmm.',
      optional: '(opcional: puedes decir «saltar»)',
      greeting: '¡Hola!',
      closed: 'Esta conversación ya está cerrada. ¡Gracias!',
      notUnderstood: 'Perdona, no te he entendido.',
      or: 'o',
    },
    FRIENDLY: {
      acks: ['¡Genial, gracias!', '¡Perfecto!', '¡Estupendo!', '¡Muchas gracias!'],
      skipAck: '¡Sin problema!',
      reaskLead: '¡Uy!',
      optional: '(opcional: puedes decir «saltar»)',
      greeting: '¡Hola! Qué bien tenerte por aquí.',
      closed: 'Esta conversación ya está completa. ¡Muchas gracias!',
      notUnderstood: 'Perdona, no te he entendido del todo.',
      or: 'o',
    },
  },
};

const lines = (tone: Tone, language: Language): Lines => LINES[language]?.[tone] ?? LINES.ES.FRIENDLY;

/** A short acknowledgement, varied deterministically by `n` (e.g. the number of answers so far). */
export function acknowledgement(tone: Tone, language: Language, n: number): string {
  const acks = lines(tone, language).acks;
  return acks[Math.abs(Math.trunc(n)) % acks.length] ?? acks[0]!;
}

/** The acknowledgement for a declined optional question. */
export function skipAcknowledgement(tone: Tone, language: Language): string {
  return lines(tone, language).skipAck;
}

/** The note that an optional question can be declined. */
export function optionalNote(tone: Tone, language: Language): string {
  return lines(tone, language).optional;
}

/** A question as the engine asks it: its text verbatim, a select's options, and the optional note. */
export function askQuestion(tone: Tone, language: Language, question: Question, withOptions = true): string {
  const l = lines(tone, language);
  const options = question.type === 'select' && withOptions ? (question.options ?? []) : [];
  const list =
    options.length > 1
      ? ` (${options.slice(0, -1).join(', ')} ${l.or} ${options[options.length - 1]})`
      : options.length === 1
        ? ` (${options[0]})`
        : '';
  return `${question.text}${list}${question.required ? '' : ` ${l.optional}`}`;
}

/** Asking the next question after an acknowledgement. */
export function acknowledgeAndAsk(tone: Tone, language: Language, ack: string, question: Question): string {
  return `${ack} ${askQuestion(tone, language, question)}`;
}

/** Asking again after an invalid answer, with the reason ("That doesn't look like a valid e-mail."). */
export function reaskQuestion(tone: Tone, language: Language, question: Question, reason: string): string {
  // A select's reason already lists its options.
  return `${lines(tone, language).reaskLead} ${reason} ${askQuestion(tone, language, question, false)}`;
}

/** The reply to a message that is only a greeting: a greeting and the current question again. */
export function greetingReply(tone: Tone, language: Language, question: Question | null): string {
  const hello = lines(tone, language).greeting;
  return question ? `${hello} ${askQuestion(tone, language, question)}` : hello;
}

/** The reply when a message gave nothing usable and no reason applies: the question again. */
export function notUnderstoodReply(tone: Tone, language: Language, question: Question): string {
  return `${lines(tone, language).notUnderstood} ${askQuestion(tone, language, question)}`;
}

/** The short closing reply to a message sent to a completed conversation. */
export function closedMessage(tone: Tone, language: Language): string {
  return lines(tone, language).closed;
}

/** The opening: the welcome message, then the first question in its own paragraph. */
export function openingText(tone: Tone, language: Language, welcome: string, first: Question | null): string {
  return first ? `${welcome}\n\n${askQuestion(tone, language, first)}` : welcome;
}
