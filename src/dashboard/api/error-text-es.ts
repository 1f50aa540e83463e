// The Spanish words of the API's known error messages (api/error-text.ts loads this when Spanish is chosen).
export const ES: Array<[RegExp, string]> = [
  [/^Plan limit reached: maximum 0 pipelines?$/, 'Tu plan no incluye embudos'],
  [/^Plan limit reached: maximum 0 tickets?$/, 'Tu plan no incluye tickets'],
  [/^Plan limit reached: maximum (\d+) forms?$/, 'Límite del plan alcanzado: máximo {n} formularios'],
  [/^Plan limit reached: maximum (\d+) pipelines?$/, 'Límite del plan alcanzado: máximo {n} embudos'],
  [
    /^Plan limit reached: maximum (\d+) storage MB$/,
    'Límite del plan alcanzado: máximo {n} MB de almacenamiento',
  ],
  [/^Plan limit reached/, 'Límite del plan alcanzado'],
  [/^Webhooks are not available on this plan$/, 'Tu plan no incluye webhooks'],
  [
    /^Cannot publish: a required file question needs file uploads, which are not available on this plan$/,
    'No se puede publicar: una pregunta de archivo obligatoria necesita la subida de archivos, que tu plan no incluye',
  ],
  [
    /^Cannot publish: a required file question needs file uploads, which are not available on this instance$/,
    'No se puede publicar: una pregunta de archivo obligatoria necesita la subida de archivos, que este servidor no tiene configurada',
  ],
  [/^File uploads are not available on this plan$/, 'Tu plan no incluye la subida de archivos'],
  [/^Invalid data$/, 'Datos no válidos'],
  [/^Unauthorized$/, 'Has cerrado sesión'],
  [/^Forbidden$/, 'Prohibido'],
  [/^(Not found|Form not found|Conversation not found|Pipeline not found|Deal not found)$/, 'No encontrado'],
  [/^Too many (requests|attempts, try again later)$/, 'Demasiados intentos, inténtalo más tarde'],
  [/^Service unavailable$/, 'Servicio no disponible, inténtalo en un momento'],
  [/^Internal server error$/, 'Error interno del servidor'],
  [/^Billing is not configured$/, 'La facturación no está configurada'],
  [/^Sign-up is closed$/, 'El registro está cerrado'],
  [
    /^The setup window has closed/,
    'El plazo de configuración ha terminado: crea la primera cuenta con el enlace de configuración que Charla escribió al arrancar, o con "charla user create"',
  ],
  [/^Account inactive$/, 'Cuenta inactiva'],
  [/^Network error/, 'Error de red: no se pudo contactar con Charla'],
  [/^Failed to generate form$/, 'No se pudo generar el formulario'],
];
