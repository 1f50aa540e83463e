// The classic starter forms (file questions need a classic form): support request and job application.
import { numbered, type Say, type TemplateDraft } from './template-kit';

export function support(say: Say): TemplateDraft {
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

export function job(say: Say): TemplateDraft {
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
