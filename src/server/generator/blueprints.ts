import type { Language, QuestionType, Tone } from '../../contract/enums';

/** Business kinds the local generator recognises. */
export type BusinessKind =
  | 'restaurant'
  | 'clinic'
  | 'legal'
  | 'realEstate'
  | 'gym'
  | 'school'
  | 'software'
  | 'bakery'
  | 'bikeShop'
  | 'studio'
  | 'generic';

export type Texts = Record<Language, string>;
export type Common = 'name' | 'email' | 'phone';
export interface Custom {
  text: Texts;
  type: Exclude<QuestionType, 'file'>;
  required: boolean;
  options?: Record<Language, string[]>;
  validation?: { min?: number | string; max?: number | string };
}
export type Item = Common | { common: Common; required: boolean } | Custom;

/** Keyword list from one string: spaces separate keywords, `+` stands for a space inside one. */
const words = (list: string) => (list ? list.split(' ').map((w) => w.replace(/\+/g, ' ')) : []);

export interface Blueprint {
  /** Accent-free, lower-case; a trailing `*` matches a prefix, otherwise whole words. */
  keywords: string[];
  tone: Tone;
  label: Texts;
  purpose: Texts;
  objective: Texts;
  goodbye: Texts;
  items: Item[];
}

const q = (
  es: string,
  en: string,
  type: Custom['type'],
  required: boolean,
  options?: [string[], string[]],
): Custom => ({
  text: { ES: es, EN: en },
  type,
  required,
  ...(options ? { options: { ES: options[0], EN: options[1] } } : {}),
});

/** What the local generator builds for each kind of business, in both languages. */
export const BLUEPRINTS: Record<BusinessKind, Blueprint> = {
  restaurant: {
    keywords: words(
      'restaurante* restaurant* comida* cena* almuerzo* menu* carta mesa mesas tapas cocina chef pizz* trattoria bistro* cafeteria* brunch gastro* bar dinner lunch table tables cuisine dishes platos',
    ),
    tone: 'FRIENDLY',
    label: { ES: 'Reserva de mesa', EN: 'Table booking' },
    purpose: { ES: 'preparar tu reserva', EN: 'set up your booking' },
    objective: {
      ES: 'Recoger solicitudes de reserva de mesa con fecha, turno y número de comensales.',
      EN: 'Collect table booking requests with date, time of day and party size.',
    },
    goodbye: {
      ES: '¡Gracias! Hemos recibido tu solicitud de reserva y te confirmaremos la mesa muy pronto.',
      EN: 'Thank you! We have received your booking request and will confirm your table very soon.',
    },
    items: [
      'name',
      'phone',
      q('¿Para qué día quieres reservar?', 'What day would you like to book for?', 'date', true),
      q('¿Cuántas personas seréis?', 'How many people will be in your party?', 'number', true),
      q('¿Prefieres comida o cena?', 'Would you prefer lunch or dinner?', 'select', true, [
        ['Comida', 'Cena'],
        ['Lunch', 'Dinner'],
      ]),
      { common: 'email', required: false },
    ],
  },
  clinic: {
    keywords: words(
      'dental* dentist* odontolog* ortodonci* orthodont* clinica* clinic* medic* salud health* paciente* patient* fisioterap* physio* veterinari* doctor* tratamiento* treatment* implante* implant* sonrisa* smile*',
    ),
    tone: 'FRIENDLY',
    label: { ES: 'Solicitud de cita', EN: 'Appointment request' },
    purpose: { ES: 'pedir tu cita', EN: 'request your appointment' },
    objective: {
      ES: 'Conseguir solicitudes de cita indicando el tipo de visita y el día preferido.',
      EN: 'Get appointment requests with the type of visit and the preferred day.',
    },
    goodbye: {
      ES: '¡Gracias! Hemos recibido tu solicitud y te llamaremos para confirmar la cita.',
      EN: 'Thank you! We have received your request and will call you to confirm the appointment.',
    },
    items: [
      'name',
      'email',
      'phone',
      q('¿Qué tipo de cita necesitas?', 'What type of appointment do you need?', 'select', true, [
        ['Primera visita', 'Revisión', 'Tratamiento', 'Urgencia', 'Otro'],
        ['First visit', 'Check-up', 'Treatment', 'Emergency', 'Other'],
      ]),
      q('¿Qué día te vendría bien?', 'Which day would suit you?', 'date', true),
      q(
        '¿Quieres contarnos algo más sobre tu consulta?',
        'Is there anything else you would like to tell us?',
        'text',
        false,
      ),
    ],
  },
  legal: {
    keywords: words(
      'abogad* bufete* despacho* lawyer* attorney* law+firm legal juridic* derecho litigio* litigation divorcio* divorce* herencia* notari* demanda* lawsuit*',
    ),
    tone: 'FORMAL',
    label: { ES: 'Consulta legal', EN: 'Legal enquiry' },
    purpose: { ES: 'preparar su consulta', EN: 'prepare your consultation' },
    objective: {
      ES: 'Recibir consultas legales con el área del derecho, un resumen del caso y su urgencia.',
      EN: 'Receive legal enquiries with the area of law, a short summary of the case and its urgency.',
    },
    goodbye: {
      ES: 'Muchas gracias. Hemos recibido su consulta y un abogado se pondrá en contacto con usted a la mayor brevedad.',
      EN: 'Thank you. We have received your enquiry and a lawyer will contact you as soon as possible.',
    },
    items: [
      'name',
      'email',
      'phone',
      q('¿Sobre qué área es su consulta?', 'Which area of law is your enquiry about?', 'select', true, [
        ['Civil', 'Familia', 'Laboral', 'Penal', 'Mercantil', 'Otra'],
        ['Civil', 'Family', 'Employment', 'Criminal', 'Corporate', 'Other'],
      ]),
      q('¿Puede resumir brevemente su caso?', 'Could you briefly summarise your case?', 'text', true),
      q('¿Es un asunto urgente?', 'Is the matter urgent?', 'select', false, [
        ['Sí', 'No'],
        ['Yes', 'No'],
      ]),
    ],
  },
  realEstate: {
    keywords: words(
      'inmobiliari* real+estate realtor* property properties propiedad* vivienda* piso pisos chalet* alquiler* alquilar rent rental* hipoteca* mortgage* apartment* apartamento* homes inmueble*',
    ),
    tone: 'FORMAL',
    label: { ES: 'Contacto inmobiliario', EN: 'Property enquiry' },
    purpose: { ES: 'entender qué busca', EN: 'understand what you are looking for' },
    objective: {
      ES: 'Captar compradores, inquilinos y propietarios con su operación, zona y presupuesto.',
      EN: 'Capture buyers, tenants and sellers with their operation, area and budget.',
    },
    goodbye: {
      ES: 'Muchas gracias. Un asesor revisará su solicitud y se pondrá en contacto con usted muy pronto.',
      EN: 'Thank you. An agent will review your request and get in touch with you very soon.',
    },
    items: [
      'name',
      'email',
      'phone',
      q('¿Qué le gustaría hacer?', 'What would you like to do?', 'select', true, [
        ['Comprar', 'Alquilar', 'Vender', 'Tasar mi vivienda'],
        ['Buy', 'Rent', 'Sell', 'Get a valuation'],
      ]),
      q('¿En qué zona está interesado?', 'Which area are you interested in?', 'text', true),
      q('¿Cuál es su presupuesto aproximado?', 'What is your approximate budget?', 'number', false),
    ],
  },
  gym: {
    keywords: words(
      'gimnasio* gym* fitness crossfit entrenamiento* entrenador* training trainer* musculacion workout* spinning deporte* sport*',
    ),
    tone: 'CASUAL',
    label: { ES: 'Clase de prueba', EN: 'Trial class' },
    purpose: { ES: 'reservar tu clase de prueba', EN: 'book your trial class' },
    objective: {
      ES: 'Conseguir nuevos socios reservando una clase de prueba según su objetivo.',
      EN: 'Win new members by booking a trial class suited to their goal.',
    },
    goodbye: {
      ES: '¡Genial! Te escribiremos para confirmar tu clase de prueba. ¡Nos vemos pronto!',
      EN: 'Great! We will message you to confirm your trial class. See you soon!',
    },
    items: [
      'name',
      'email',
      'phone',
      q('¿Cuál es tu objetivo principal?', 'What is your main goal?', 'select', true, [
        ['Perder peso', 'Ganar músculo', 'Mejorar mi forma física', 'Salud y bienestar'],
        ['Lose weight', 'Build muscle', 'Get fitter', 'Health and wellbeing'],
      ]),
      q('¿Qué día quieres venir a probar?', 'What day would you like to come for your trial?', 'date', true),
    ],
  },
  school: {
    keywords: words(
      'escuela* colegio* academia* school* academy curso* course* clases classes formacion educacion* education* alumno* student* idioma* universidad* university tutor* profesor* teacher* aprend* learn*',
    ),
    tone: 'FRIENDLY',
    label: { ES: 'Información de cursos', EN: 'Course information' },
    purpose: { ES: 'enviarte información de nuestros cursos', EN: 'send you information about our courses' },
    objective: {
      ES: 'Captar futuros alumnos y saber para quién es la formación y qué modalidad prefieren.',
      EN: 'Capture prospective students and learn who the course is for and which format they prefer.',
    },
    goodbye: {
      ES: '¡Gracias! Te enviaremos toda la información sobre nuestros cursos muy pronto.',
      EN: 'Thank you! We will send you all the information about our courses very soon.',
    },
    items: [
      'name',
      'email',
      'phone',
      q('¿Para quién es la formación?', 'Who is the course for?', 'select', true, [
        ['Para mí', 'Para mi hijo o hija', 'Para mi empresa'],
        ['For me', 'For my child', 'For my company'],
      ]),
      q('¿Qué modalidad prefieres?', 'Which format do you prefer?', 'select', true, [
        ['Presencial', 'Online', 'Me da igual'],
        ['In person', 'Online', 'No preference'],
      ]),
      q('¿Qué te gustaría aprender?', 'What would you like to learn?', 'text', false),
    ],
  },
  software: {
    keywords: words(
      'software saas app apps aplicacion* plataforma* platform* api cloud nube startup* crm erp dashboard* automatiza* automat* integracion* integration* suscripcion* subscription* programa*',
    ),
    tone: 'FRIENDLY',
    label: { ES: 'Solicitud de demo', EN: 'Demo request' },
    purpose: { ES: 'ponerte en contacto con nuestro equipo', EN: 'put you in touch with our team' },
    objective: {
      ES: 'Cualificar clientes potenciales: empresa, tamaño del equipo y qué les interesa.',
      EN: 'Qualify leads: company, team size and what they are interested in.',
    },
    goodbye: {
      ES: '¡Gracias! Alguien de nuestro equipo te escribirá en breve.',
      EN: 'Thanks! Someone from our team will get back to you shortly.',
    },
    items: [
      'name',
      'email',
      q('¿Cómo se llama tu empresa?', 'What is the name of your company?', 'text', true),
      q('¿Cuántas personas hay en tu equipo?', 'How many people are on your team?', 'number', true),
      q('¿Qué te interesa?', 'What are you interested in?', 'select', true, [
        ['Una demo', 'Precios', 'Integraciones', 'Soporte técnico'],
        ['A demo', 'Pricing', 'Integrations', 'Technical support'],
      ]),
      { common: 'phone', required: false },
    ],
  },
  bakery: {
    keywords: words(
      'pasteleria* panaderia* reposteria* bakery bakeries cake* cupcake* pastel* tarta* tartas bizcocho* galleta* cookies bread pan+artesano baker* pastry pastries confiteria*',
    ),
    tone: 'FRIENDLY',
    label: { ES: 'Pedido por encargo', EN: 'Custom order' },
    purpose: { ES: 'preparar tu pedido', EN: 'prepare your order' },
    objective: {
      ES: 'Recoger pedidos por encargo con la ocasión, las raciones y la fecha de recogida.',
      EN: 'Take custom orders with the occasion, the number of servings and the pick-up date.',
    },
    goodbye: {
      ES: '¡Gracias! Te confirmaremos el pedido y el precio muy pronto.',
      EN: 'Thank you! We will confirm your order and its price very soon.',
    },
    items: [
      'name',
      'email',
      q('¿Para qué ocasión es?', 'What is the occasion?', 'select', true, [
        ['Cumpleaños', 'Boda', 'Bautizo o comunión', 'Empresa', 'Otra'],
        ['Birthday', 'Wedding', 'Christening', 'Corporate', 'Other'],
      ]),
      {
        ...q('¿Cuántas raciones necesitas?', 'How many servings do you need?', 'number', true),
        validation: { min: 1 },
      },
      {
        ...q('¿Para qué día lo necesitas?', 'Which day do you need it for?', 'date', true),
        validation: { min: 'today' },
      },
      q(
        '¿Alguna alergia o preferencia que debamos saber?',
        'Any allergies or wishes we should know about?',
        'longtext',
        false,
      ),
    ],
  },
  bikeShop: {
    keywords: words(
      'bici bicis bicicleta* bike bikes bicycle* cycling ciclismo ciclista* mtb mountain+bike e-bike ebike* pinchazo* puncture* derailleur cambio+de+marchas frenos brakes taller+de+bicicletas bike+shop bike+workshop',
    ),
    tone: 'FRIENDLY',
    label: { ES: 'Cita en el taller', EN: 'Workshop booking' },
    purpose: { ES: 'preparar la revisión de tu bici', EN: 'get your bike booked in' },
    objective: {
      ES: 'Reservar reparaciones y revisiones sabiendo el tipo de bici, qué le pasa y cuándo la traen.',
      EN: 'Book repairs and services knowing the kind of bike, what is wrong and when it comes in.',
    },
    goodbye: {
      ES: '¡Gracias! Te confirmamos el hueco en el taller muy pronto.',
      EN: 'Thanks! We will confirm your workshop slot very soon.',
    },
    items: [
      'name',
      'phone',
      q('¿Qué tipo de bici es?', 'What kind of bike is it?', 'select', true, [
        ['Carretera', 'Montaña', 'Urbana', 'Eléctrica', 'Infantil'],
        ['Road', 'Mountain', 'City', 'Electric', 'Kids'],
      ]),
      q(
        '¿Qué le pasa? Cuéntanoslo con tus palabras.',
        'What is wrong with it? Tell us in your own words.',
        'longtext',
        true,
      ),
      {
        ...q('¿Qué día puedes traerla?', 'Which day can you bring it in?', 'date', true),
        validation: { min: 'today' },
      },
      { common: 'email', required: false },
    ],
  },
  studio: {
    keywords: words(
      'yoga pilates meditacion meditation mindfulness barre estudio+de+yoga yoga+studio danza dance baile',
    ),
    tone: 'FRIENDLY',
    label: { ES: 'Reserva de clase', EN: 'Class booking' },
    purpose: { ES: 'reservar tu clase', EN: 'book your class' },
    objective: {
      ES: 'Reservar clases sabiendo qué tipo de clase buscan, su experiencia y cuándo pueden venir.',
      EN: 'Book classes knowing the kind of class, the visitor’s experience and when they can come.',
    },
    goodbye: {
      ES: '¡Gracias! Te escribiremos para confirmar tu clase. ¡Hasta pronto!',
      EN: 'Thank you! We will write to confirm your class. See you soon!',
    },
    items: [
      'name',
      'email',
      q('¿Es tu primera clase con nosotros?', 'Is this your first class with us?', 'yesno', true),
      q('¿Qué día te gustaría venir?', 'Which day would you like to come?', 'date', true),
    ],
  },
  generic: {
    keywords: words(''),
    tone: 'FRIENDLY',
    label: { ES: 'Contacto', EN: 'Contact' },
    purpose: { ES: 'saber cómo podemos ayudarte', EN: 'find out how we can help' },
    objective: {
      ES: 'Recoger los datos de contacto de los visitantes y saber qué necesitan.',
      EN: 'Collect visitors’ contact details and find out what they need.',
    },
    goodbye: {
      ES: '¡Gracias! Hemos recibido tus datos y te contactaremos muy pronto.',
      EN: 'Thank you! We have received your details and will be in touch very soon.',
    },
    items: [
      'name',
      'email',
      'phone',
      q('¿En qué podemos ayudarte?', 'How can we help you?', 'text', true),
      q('¿Cómo prefieres que te contactemos?', 'How would you prefer us to contact you?', 'select', false, [
        ['Email', 'Teléfono', 'WhatsApp'],
        ['Email', 'Phone', 'WhatsApp'],
      ]),
    ],
  },
};

/** Name, e-mail and phone questions, informal (tú) and formal (usted). */
export const COMMON: Record<Common, { informal: Texts; formal: Texts; type: Custom['type'] }> = {
  name: {
    informal: { ES: '¿Cómo te llamas?', EN: 'What is your name?' },
    formal: { ES: '¿Cuál es su nombre completo?', EN: 'What is your full name?' },
    type: 'text',
  },
  email: {
    informal: { ES: '¿Cuál es tu correo electrónico?', EN: 'What is your email address?' },
    formal: { ES: '¿Cuál es su correo electrónico?', EN: 'What is your email address?' },
    type: 'email',
  },
  phone: {
    informal: { ES: '¿Cuál es tu número de teléfono?', EN: 'What is your phone number?' },
    formal: { ES: '¿Cuál es su número de teléfono?', EN: 'What is your phone number?' },
    type: 'phone',
  },
};
