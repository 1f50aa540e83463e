// The gallery of starter forms: data only (no React), in English and Spanish, built on the question types,
// help, bounds, conditions, endings and recall of the third round. templates.test.ts checks every one of them
// against the form schema and the server's content rules.
import type { Language } from '../../../contract/enums';
import type { CreateFormBody, Question } from '../../../contract/forms';
import type { IconName } from '../../components/icons';

export type TemplateId = 'lead' | 'booking' | 'nps' | 'support' | 'job';

/** A form body ready for POST /api/forms (or the builder), with the gallery's own title and pitch. */
export interface FormTemplate {
  id: TemplateId;
  icon: IconName;
  title: string;
  description: string;
  form: CreateFormBody & Required<Pick<CreateFormBody, 'language' | 'formType'>>;
}

type Say = (en: string, es: string) => string;
/** A template before its language is set. */
type Draft = Omit<FormTemplate, 'form'> & { form: Omit<FormTemplate['form'], 'language'> };
type Q = Omit<Question, 'order'>;

/** Questions numbered in list order, every one with its key (conditions and recall name keys). */
const numbered = (questions: Q[]): Question[] => questions.map((q, i) => ({ ...q, order: i }));

function lead(say: Say): Draft {
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

function booking(say: Say): Draft {
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

function nps(say: Say): Draft {
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

function support(say: Say): Draft {
  const billing = say('Billing', 'Facturación');
  return {
    id: 'support',
    icon: 'ticket',
    title: say('Support request', 'Solicitud de soporte'),
    description: say(
      'A classic form that opens a ticket: the problem, how urgent it is, and a screenshot.',
      'Un formulario clásico que abre un ticket: el problema, la urgencia y una captura.',
    ),
    form: {
      name: say('Support request', 'Solicitud de soporte'),
      formType: 'CLASSIC',
      tone: 'FORMAL',
      welcomeMessage: say(
        'Tell us what went wrong and we will help.',
        'Cuéntanos qué ha fallado y te ayudamos.',
      ),
      goodbyeMessage: say(
        'Thanks, {{name}}. Your request is in: we answer within one working day.',
        'Gracias, {{name}}. Hemos recibido tu solicitud: respondemos en un día laborable.',
      ),
      automations: { createTicket: true },
      questions: numbered([
        { key: 'name', text: say('Your name', 'Tu nombre'), type: 'text', required: true },
        { key: 'email', text: say('Your e-mail', 'Tu correo electrónico'), type: 'email', required: true },
        {
          key: 'topic',
          text: say('What is it about?', '¿Sobre qué es?'),
          type: 'select',
          required: true,
          options: [
            say('A problem with the product', 'Un problema con el producto'),
            billing,
            say('Something else', 'Otra cosa'),
          ],
        },
        {
          key: 'invoice',
          text: say('Invoice number', 'Número de factura'),
          type: 'text',
          required: false,
          showIf: { field: 'topic', op: 'equals', value: billing },
        },
        {
          key: 'urgency',
          text: say('How urgent is it?', '¿Qué urgencia tiene?'),
          type: 'rating',
          required: true,
          validation: { min: 1, max: 3 },
          help: say('1 = it can wait, 3 = I cannot work.', '1 = puede esperar, 3 = no puedo trabajar.'),
        },
        {
          key: 'details',
          text: say('What happened?', '¿Qué ha pasado?'),
          type: 'longtext',
          required: true,
          validation: { min: 20 },
          help: say(
            'What you did, what you expected, what you saw.',
            'Qué hiciste, qué esperabas y qué viste.',
          ),
        },
        {
          key: 'screenshot',
          text: say('A screenshot', 'Una captura de pantalla'),
          type: 'file',
          required: false,
          fileCategory: 'image',
        },
      ]),
    },
  };
}

function job(say: Say): Draft {
  return {
    id: 'job',
    icon: 'forms',
    title: say('Job application', 'Candidatura de empleo'),
    description: say(
      'A classic form with a CV, a portfolio link, experience within bounds and a cover letter.',
      'Un formulario clásico con CV, enlace al portafolio, experiencia acotada y carta de presentación.',
    ),
    form: {
      name: say('Job application', 'Candidatura de empleo'),
      formType: 'CLASSIC',
      tone: 'FORMAL',
      welcomeMessage: say(
        'Thank you for your interest in joining us.',
        'Gracias por tu interés en trabajar con nosotros.',
      ),
      goodbyeMessage: say(
        'Thank you, {{name}}. We read every application and will reply within two weeks.',
        'Gracias, {{name}}. Leemos todas las candidaturas y responderemos en dos semanas.',
      ),
      questions: numbered([
        { key: 'name', text: say('Full name', 'Nombre y apellidos'), type: 'text', required: true },
        { key: 'email', text: say('E-mail', 'Correo electrónico'), type: 'email', required: true },
        { key: 'phone', text: say('Phone', 'Teléfono'), type: 'phone', required: false },
        {
          key: 'role',
          text: say('Which role are you applying for?', '¿A qué puesto te presentas?'),
          type: 'select',
          required: true,
          options: [say('Design', 'Diseño'), say('Engineering', 'Ingeniería'), say('Sales', 'Ventas')],
        },
        {
          key: 'experience',
          text: say('Years of experience', 'Años de experiencia'),
          type: 'number',
          required: true,
          validation: { min: 0, max: 50 },
        },
        {
          key: 'portfolio',
          text: say('LinkedIn or portfolio', 'LinkedIn o portafolio'),
          type: 'url',
          required: false,
        },
        {
          key: 'remote',
          text: say('Do you want to work remotely?', '¿Quieres trabajar en remoto?'),
          type: 'yesno',
          required: true,
        },
        {
          key: 'relocate',
          text: say('Could you move to our city?', '¿Podrías mudarte a nuestra ciudad?'),
          type: 'yesno',
          required: true,
          showIf: { field: 'remote', op: 'equals', value: false },
        },
        {
          key: 'cv',
          text: say('Your CV', 'Tu CV'),
          type: 'file',
          required: false,
          fileCategory: 'document',
          help: say('PDF or Word, recommended.', 'PDF o Word, recomendado.'),
        },
        {
          key: 'letter',
          text: say('Why you?', '¿Por qué tú?'),
          type: 'longtext',
          required: false,
          validation: { max: 3000 },
        },
      ]),
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
