// The gallery of starter forms: data only (no React), in English and Spanish, built on the question types,
// help, bounds, conditions, endings and recall of the third round. templates.test.ts checks every one of them
// against the form schema and the server's content rules.
import type { Language } from '../../../contract/enums';
import { job, support } from './classic-templates';
import { type FormTemplate, numbered, type Say, type TemplateDraft } from './template-kit';

export type { FormTemplate } from './template-kit';

function lead(say: Say): TemplateDraft {
  const services = [
    say('Web design', 'Diseño web'),
    'SEO',
    say('Online ads', 'Publicidad online'),
    'Branding',
  ];
  return {
    id: 'lead',
    icon: 'sparkles',
    title: say('Lead capture', 'Captación de clientes'),
    description: say(
      'Who they are, what they need and their budget; a phone number only when they want a call.',
      'Quién es, qué necesita y con qué presupuesto; el teléfono solo si quiere que le llamen.',
    ),
    form: {
      name: say('Lead capture', 'Captación de clientes'),
      formType: 'CONVERSATIONAL',
      tone: 'FRIENDLY',
      objective: say(
        'Qualify leads for a first call',
        'Cualificar clientes potenciales para una primera llamada',
      ),
      welcomeMessage: say(
        'Hi! Tell us about your project and we will get back to you within a day.',
        '¡Hola! Cuéntanos tu proyecto y te responderemos en un día.',
      ),
      goodbyeMessage: say(
        'Thanks, {{name}}! We will write to you soon.',
        '¡Gracias, {{name}}! Te escribiremos pronto.',
      ),
      hiddenFields: ['utm_source'],
      questions: numbered([
        { key: 'name', text: say('What is your name?', '¿Cómo te llamas?'), type: 'text', required: true },
        {
          key: 'email',
          text: say('What is your e-mail?', '¿Cuál es tu correo electrónico?'),
          type: 'email',
          required: true,
        },
        {
          key: 'company',
          text: say('Which company are you with?', '¿En qué empresa trabajas?'),
          type: 'text',
          required: false,
        },
        {
          key: 'website',
          text: say('What is your website?', '¿Cuál es tu página web?'),
          type: 'url',
          required: false,
          help: say('So we can look at it before we talk.', 'Para verla antes de hablar.'),
        },
        {
          key: 'services',
          text: say('What can we help you with?', '¿En qué podemos ayudarte?'),
          type: 'multiselect',
          required: true,
          options: services,
          validation: { min: 1 },
        },
        {
          key: 'budget',
          text: say('What is your budget?', '¿Qué presupuesto tienes?'),
          type: 'select',
          required: false,
          options: [
            say('Under €1,000', 'Menos de 1.000 €'),
            say('€1,000 to €5,000', 'De 1.000 a 5.000 €'),
            say('Over €5,000', 'Más de 5.000 €'),
          ],
        },
        {
          key: 'call',
          text: say('Would you like us to call you?', '¿Quieres que te llamemos?'),
          type: 'yesno',
          required: true,
        },
        {
          key: 'phone',
          text: say('What number should we call?', '¿A qué número te llamamos?'),
          type: 'phone',
          required: true,
          showIf: { field: 'call', op: 'equals', value: true },
        },
      ]),
      endings: [
        {
          when: { field: 'call', op: 'equals', value: true },
          message: say(
            'Thanks, {{name}}! We will call you at {{phone}} within a working day.',
            '¡Gracias, {{name}}! Te llamaremos al {{phone}} en un día laborable.',
          ),
          redirectUrl: null,
        },
      ],
    },
  };
}

function booking(say: Say): TemplateDraft {
  return {
    id: 'booking',
    icon: 'list',
    title: say('Booking', 'Reserva'),
    description: say(
      'A date from today on, a time of day and how many people; notes in their own words.',
      'Una fecha a partir de hoy, una franja horaria y cuántas personas; notas con sus palabras.',
    ),
    form: {
      name: say('Booking', 'Reserva'),
      formType: 'CONVERSATIONAL',
      tone: 'FRIENDLY',
      objective: say('Take a booking request', 'Recoger una solicitud de reserva'),
      welcomeMessage: say('Hi! Let us find you a slot.', '¡Hola! Vamos a buscarte un hueco.'),
      goodbyeMessage: say(
        'Thanks, {{name}}! We will confirm your booking for {{date}} by e-mail.',
        '¡Gracias, {{name}}! Te confirmaremos la reserva del {{date}} por correo.',
      ),
      questions: numbered([
        { key: 'name', text: say('What is your name?', '¿Cómo te llamas?'), type: 'text', required: true },
        {
          key: 'email',
          text: say('What is your e-mail?', '¿Cuál es tu correo electrónico?'),
          type: 'email',
          required: true,
        },
        { key: 'phone', text: say('And a phone number?', '¿Y un teléfono?'), type: 'phone', required: false },
        {
          key: 'date',
          text: say('Which day would you like?', '¿Qué día te viene bien?'),
          type: 'date',
          required: true,
          validation: { min: 'today' },
        },
        {
          key: 'time',
          text: say('What time of day?', '¿A qué hora del día?'),
          type: 'select',
          required: true,
          options: [say('Morning', 'Mañana'), say('Afternoon', 'Tarde'), say('Evening', 'Noche')],
        },
        {
          key: 'people',
          text: say('How many people?', '¿Cuántas personas?'),
          type: 'number',
          required: true,
          validation: { min: 1, max: 20 },
          help: say('For groups over 20, write to us.', 'Para grupos de más de 20, escríbenos.'),
        },
        {
          key: 'notes',
          text: say('Anything we should know?', '¿Algo que debamos saber?'),
          type: 'longtext',
          required: false,
          help: say('Allergies, accessibility, a celebration…', 'Alergias, accesibilidad, una celebración…'),
          validation: { max: 1000 },
        },
      ]),
    },
  };
}

function nps(say: Say): TemplateDraft {
  return {
    id: 'nps',
    icon: 'chat',
    title: say('Feedback (NPS)', 'Opinión (NPS)'),
    description: say(
      'The 0–10 question, then a follow-up that depends on the score, and a contact only if they agree.',
      'La pregunta de 0 a 10, un seguimiento según la nota y un contacto solo si lo acepta.',
    ),
    form: {
      name: say('Feedback (NPS)', 'Opinión (NPS)'),
      formType: 'CONVERSATIONAL',
      tone: 'CASUAL',
      objective: say('Measure loyalty and learn why', 'Medir la fidelidad y entender por qué'),
      welcomeMessage: say('Hi! Two minutes for your opinion?', '¡Hola! ¿Nos das dos minutos de tu opinión?'),
      goodbyeMessage: say('Thank you for your time!', '¡Gracias por tu tiempo!'),
      questions: numbered([
        {
          key: 'score',
          text: say(
            'How likely are you to recommend us to a friend?',
            '¿Qué probabilidad hay de que nos recomiendes a un amigo?',
          ),
          type: 'rating',
          required: true,
          validation: { min: 0, max: 10 },
          help: say('0 = not at all likely, 10 = extremely likely.', '0 = nada probable, 10 = muy probable.'),
        },
        {
          key: 'best',
          text: say('What do you like most?', '¿Qué es lo que más te gusta?'),
          type: 'longtext',
          required: false,
          showIf: { field: 'score', op: 'gte', value: 9 },
        },
        {
          key: 'improve',
          text: say('What should we do better?', '¿Qué deberíamos mejorar?'),
          type: 'longtext',
          required: true,
          showIf: { field: 'score', op: 'lte', value: 8 },
        },
        {
          key: 'contact_ok',
          text: say('May we contact you about your answer?', '¿Podemos contactarte sobre tu respuesta?'),
          type: 'yesno',
          required: true,
        },
        {
          key: 'email',
          text: say('What is your e-mail?', '¿Cuál es tu correo electrónico?'),
          type: 'email',
          required: true,
          showIf: { field: 'contact_ok', op: 'equals', value: true },
        },
      ]),
      endings: [
        {
          when: { field: 'score', op: 'gte', value: 9 },
          message: say(
            'Thank you! A {{score}} makes our day. Would you tell others in a review?',
            '¡Gracias! Un {{score}} nos alegra el día. ¿Lo contarías en una reseña?',
          ),
          redirectUrl: null,
        },
        {
          when: { field: 'score', op: 'lte', value: 6 },
          message: say(
            'Thank you for being honest. We read every answer and we will work on it.',
            'Gracias por tu sinceridad. Leemos cada respuesta y vamos a trabajar en ello.',
          ),
          redirectUrl: null,
        },
      ],
    },
  };
}

/** The five starter forms in a language, in the gallery's order. */
export function formTemplates(language: Language): FormTemplate[] {
  const say: Say = (en, es) => (language === 'EN' ? en : es);
  return [lead(say), booking(say), nps(say), support(say), job(say)].map((t) => ({
    ...t,
    form: { ...t.form, language },
  }));
}
