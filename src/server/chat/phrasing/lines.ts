import type { Language, Tone } from '../../../contract/enums';

/** Every sentence the local interviewer says, for one tone and language. `{x}` are filled in by phrasing.ts. */
export interface Lines {
  acks: string[];
  skipAck: string;
  reaskLead: string;
  optional: string;
  greeting: string;
  closed: string;
  notUnderstood: string;
  or: string;
  /** Asks for the expected format: `{hint}` is one of HINTS. */
  hint: string;
  /** A date said back: `{date}` is "Tuesday 1 December". */
  dateNoted: string;
  /** An earlier answer replaced: `{value}`. */
  corrected: string;
  /** A range to narrow down: `{a}`, `{b}`. */
  clarifyRange: string;
  /** Candidates to choose from: `{list}`. */
  clarifyPick: string;
  /** The way out of a required question that keeps failing. */
  wayOut: string;
  /** A note left instead of an answer. */
  noteAck: string;
  /** The team was told the visitor wants a person. */
  handoff: string;
  /** A visitor's question answered from the owner's words: `{passage}` is quoted as written. */
  answer: string;
  /** A visitor's question the knowledge does not answer. */
  unknown: string;
  /** The visitor says they have a question without asking it yet: an invitation to ask it. */
  invite: string;
  /** Said before a prompt that would otherwise be sent a third time in a row. */
  again: string;
  /** One reading to confirm: `{value}`. */
  clarifyOne: string;
}

// Spanish: usted for FORMAL, tú for CASUAL and FRIENDLY.
export const LINES: Record<Language, Record<Tone, Lines>> = {
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
      hint: 'Please write {hint}.',
      dateNoted: '{date}, noted.',
      corrected: 'Understood, I have changed it to {value}.',
      clarifyRange: 'Between {a} and {b}: which exact figure should I note?',
      clarifyPick: 'To be sure: is it {list}?',
      wayOut: 'If you prefer not to answer, you may say "skip" or leave a note for the team instead.',
      noteAck: 'Thank you, I will pass your note on.',
      handoff:
        'I have let the team know that you would like to speak with a person; they will reply here as soon as they can.',
      answer: '{passage}',
      unknown: 'I do not have that information, but the team will see your question and can answer it.',
      invite: 'Of course, please ask your question.',
      again: 'Let us try once more:',
      clarifyOne: 'To be sure: is it {value}?',
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
      hint: 'Try {hint}.',
      dateNoted: '{date}, got it.',
      corrected: 'OK, changed to {value}.',
      clarifyRange: 'Between {a} and {b}: which exact figure should I put down?',
      clarifyPick: 'Just checking: {list}?',
      wayOut: 'Rather not answer? Just say "skip", or leave a note for the team.',
      noteAck: "Thanks, I'll pass that on.",
      handoff: "I've told the team you'd like to talk to a person; they'll reply here soon.",
      answer: '{passage}',
      unknown: "I don't know that one, but the team will see your question.",
      invite: 'Sure, go ahead and ask!',
      again: 'One more try:',
      clarifyOne: 'Just checking: {value}, right?',
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
      hint: 'Could you write {hint}?',
      dateNoted: '{date}, noted!',
      corrected: "No problem, I've changed it to {value}!",
      clarifyRange: 'Between {a} and {b}: which exact figure should I note?',
      clarifyPick: 'Just to be sure: {list}?',
      wayOut: 'If you\'d rather not answer, just say "skip", or leave a note for the team instead.',
      noteAck: "Thanks, I'll pass your note on to the team!",
      handoff:
        "I've let the team know you'd like to talk to a person, and they'll reply here as soon as they can!",
      answer: '{passage}',
      unknown: "I don't have that information, but the team will see your question and get back to you.",
      invite: 'Of course! Ask away.',
      again: "Let's try once more:",
      clarifyOne: 'Just to be sure: {value}, right?',
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
      hint: 'Por favor, escriba {hint}.',
      dateNoted: '{date}, anotado.',
      corrected: 'Entendido, lo he cambiado a {value}.',
      clarifyRange: 'Entre {a} y {b}: ¿qué cifra exacta anoto?',
      clarifyPick: 'Para asegurarme: ¿{list}?',
      wayOut: 'Si prefiere no responder, puede decir «saltar» o dejar una nota para el equipo.',
      noteAck: 'Gracias, trasladaré su nota al equipo.',
      handoff:
        'He avisado al equipo de que desea hablar con una persona; le responderán por aquí en cuanto puedan.',
      answer: '{passage}',
      unknown: 'No dispongo de esa información, pero el equipo verá su pregunta y podrá responderle.',
      invite: 'Por supuesto, dígame su pregunta.',
      again: 'Intentémoslo de nuevo:',
      clarifyOne: 'Para asegurarme: ¿es {value}?',
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
      hint: 'Prueba con {hint}.',
      dateNoted: '{date}, apuntado.',
      corrected: 'Vale, cambiado a {value}.',
      clarifyRange: 'Entre {a} y {b}: ¿qué cifra exacta apunto?',
      clarifyPick: 'Solo para confirmar: ¿{list}?',
      wayOut: '¿Prefieres no contestar? Di «saltar» o deja una nota para el equipo.',
      noteAck: 'Gracias, se lo paso al equipo.',
      handoff: 'He avisado al equipo de que quieres hablar con una persona; te contestarán por aquí.',
      answer: '{passage}',
      unknown: 'Eso no lo sé, pero el equipo verá tu pregunta.',
      invite: 'Claro, dime tu pregunta.',
      again: 'Otra vez:',
      clarifyOne: 'Solo para confirmar: {value}, ¿no?',
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
      hint: '¿Puedes escribir {hint}?',
      dateNoted: '{date}, ¡apuntado!',
      corrected: '¡Sin problema, lo cambio a {value}!',
      clarifyRange: 'Entre {a} y {b}: ¿qué cifra exacta apunto?',
      clarifyPick: 'Para asegurarme: ¿{list}?',
      wayOut: 'Si prefieres no responder, di «saltar» o déjanos una nota para el equipo.',
      noteAck: '¡Gracias, le paso tu nota al equipo!',
      handoff:
        '¡He avisado al equipo de que quieres hablar con una persona! Te responderán por aquí en cuanto puedan.',
      answer: '{passage}',
      unknown: 'No tengo esa información, pero el equipo verá tu pregunta y te responderá.',
      invite: '¡Claro! Pregúntame lo que quieras.',
      again: 'Probemos otra vez:',
      clarifyOne: 'Para asegurarme: {value}, ¿verdad?',
    },
  },
};

/** The expected format of each kind of answer, said after a refusal ("a date like 14 March or 14/03"). */
export const HINTS: Record<Language, Partial<Record<string, string>>> = {
  EN: {
    email: 'an address like name@example.com',
    emailMany: 'one address, like name@example.com',
    phone: 'a number like +34 600 123 456',
    number: 'a single figure, like 40 or 5,000',
    numberRange: 'a single figure, like 40 or 5,000',
    date: 'a date like 14 March or 14/03',
    dateVague: 'a date like 14 March or 14/03',
    dateAmbiguous: 'a date like 14 March or 14/03',
    name: 'just the name, like Ana García',
    identifier: 'the reference as it appears, like AB-1234',
    yesno: 'yes or no',
    url: 'an address like example.com',
  },
  ES: {
    email: 'una dirección como nombre@ejemplo.com',
    emailMany: 'una sola dirección, como nombre@ejemplo.com',
    phone: 'un número como +34 600 123 456',
    number: 'una sola cifra, como 40 o 5.000',
    numberRange: 'una sola cifra, como 40 o 5.000',
    date: 'una fecha como 14 de marzo o 14/03',
    dateVague: 'una fecha como 14 de marzo o 14/03',
    dateAmbiguous: 'una fecha como 14 de marzo o 14/03',
    name: 'solo el nombre, por ejemplo Ana García',
    identifier: 'la referencia tal como aparece, por ejemplo AB-1234',
    yesno: 'sí o no',
    url: 'una dirección como ejemplo.com',
  },
};
