const en = {
  'settings.subtitle': 'Your profile, your API key and your plan.',
  'profile.title': 'Profile',
  'profile.emailFixed': 'The e-mail you sign in with.',
  'apiKey.title': 'API key',
  'apiKey.intro': 'Use the key to call the management API from your own code. Keep it secret.',
  'apiKey.none': 'No key yet',
  'apiKey.generate': 'Generate a key',
  'apiKey.regenerate': 'Regenerate key',
  'apiKey.usage': 'Send it in each request:',
  'apiKey.confirmTitle': 'Regenerate the API key?',
  'apiKey.warning':
    'The current key stops working immediately: every script or integration using it gets 401 until you give it the new one.',
  'apiKey.newTitle': 'Your new API key',
  'apiKey.onlyOnce': 'Copy it now: this is the only time it is shown. Charla keeps only a hash of it.',
  'apiKey.copy': 'Copy key',
  'apiKey.done': 'I have saved it',
  'plans.title': 'Plan and usage',
  'plans.current': 'Current',
  'plans.forms': '{n} forms',
  'plans.conversations': '{n} conversations a month',
  'plans.pipelines': 'Pipelines: {n}',
  'plans.uploads': 'File uploads up to {size}',
  'plans.branding': 'Hide the Charla badge',
  'plans.upgradeTo': 'Upgrade to {plan}',
  'plans.manage': 'Manage billing',
  'plans.billingOff':
    'This instance takes no payments. Its operator can change your plan with “charla user set-plan” or the admin API.',
  'plans.note':
    'The standard plans; the operator of this instance may have adjusted the limits (your usage above shows yours).',
};

const es: Record<keyof typeof en, string> = {
  'settings.subtitle': 'Tu perfil, tu clave de API y tu plan.',
  'profile.title': 'Perfil',
  'profile.emailFixed': 'El correo con el que inicias sesión.',
  'apiKey.title': 'Clave de API',
  'apiKey.intro': 'Usa la clave para llamar a la API de gestión desde tu propio código. Mantenla en secreto.',
  'apiKey.none': 'Aún no hay clave',
  'apiKey.generate': 'Generar una clave',
  'apiKey.regenerate': 'Regenerar la clave',
  'apiKey.usage': 'Envíala en cada petición:',
  'apiKey.confirmTitle': '¿Regenerar la clave de API?',
  'apiKey.warning':
    'La clave actual deja de funcionar de inmediato: todo script o integración que la use recibirá 401 hasta que le des la nueva.',
  'apiKey.newTitle': 'Tu nueva clave de API',
  'apiKey.onlyOnce': 'Cópiala ahora: es la única vez que se muestra. Charla solo guarda un hash.',
  'apiKey.copy': 'Copiar clave',
  'apiKey.done': 'Ya la he guardado',
  'plans.title': 'Plan y uso',
  'plans.current': 'Actual',
  'plans.forms': '{n} formularios',
  'plans.conversations': '{n} conversaciones al mes',
  'plans.pipelines': 'Embudos: {n}',
  'plans.uploads': 'Subida de archivos de hasta {size}',
  'plans.branding': 'Ocultar la marca de Charla',
  'plans.upgradeTo': 'Mejorar a {plan}',
  'plans.manage': 'Gestionar la facturación',
  'plans.billingOff':
    'Esta instancia no cobra pagos. Su operador puede cambiar tu plan con «charla user set-plan» o la API de administración.',
  'plans.note':
    'Los planes estándar; el operador de esta instancia puede haber ajustado los límites (tu uso, arriba, muestra los tuyos).',
};

export default { en, es };
