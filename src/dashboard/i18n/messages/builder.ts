// The texts of the builder added in #16 (share link, notifications, colour scheme, publish block), registered
// by the builder's own chunk (pages/forms/form-builder-page.tsx): the signed-in shell's first load stays as it was.
const en = {
  'share.title': 'Share link',
  'share.hint':
    'A page of its own with just this form, for e-mails, social posts and chats. Works on phones.',
  'share.notPublished': 'The link shows “Form not found” until the form is published.',
  'share.link': 'Link',
  'share.copy': 'Copy link',
  'share.open': 'Open',
  'share.showQr': 'Show QR code',
  'share.qrAlt': 'QR code of {url}',
  'share.qrFailed': 'The QR code could not be drawn.',
  'notify.title': 'E-mail notifications',
  'notify.switch': 'E-mail me when a conversation is completed',
  'notify.hint': 'One e-mail per completed conversation, with the answers in question order.',
  'notify.emails': 'Recipients',
  'notify.emailsHint': 'Up to 5 addresses. Empty: your account e-mail.',
  'notify.off': 'E-mail is not configured on this server (SMTP_URL), so no notification can be sent.',
  'style.theme': 'Colour scheme',
  'style.themeHint': 'Automatic follows each visitor’s light or dark setting.',
  'style.theme.auto': 'Automatic',
  'style.theme.light': 'Light',
  'style.theme.dark': 'Dark',
  'publish.fileOnFree':
    'Your FREE plan has no file uploads: a classic form with a required file question cannot be published. Make the file question optional or remove it, or upgrade.',
};

const es: Record<keyof typeof en, string> = {
  'share.title': 'Enlace para compartir',
  'share.hint':
    'Una página propia solo con este formulario, para correos, redes y chats. Funciona en móviles.',
  'share.notPublished': 'El enlace muestra «Formulario no encontrado» hasta que se publique el formulario.',
  'share.link': 'Enlace',
  'share.copy': 'Copiar enlace',
  'share.open': 'Abrir',
  'share.showQr': 'Mostrar código QR',
  'share.qrAlt': 'Código QR de {url}',
  'share.qrFailed': 'No se pudo dibujar el código QR.',
  'notify.title': 'Avisos por correo',
  'notify.switch': 'Avisarme por correo cuando se complete una conversación',
  'notify.hint': 'Un correo por conversación completada, con las respuestas en el orden de las preguntas.',
  'notify.emails': 'Destinatarios',
  'notify.emailsHint': 'Hasta 5 direcciones. Vacío: el correo de tu cuenta.',
  'notify.off':
    'El correo no está configurado en este servidor (SMTP_URL), así que no se puede enviar ningún aviso.',
  'style.theme': 'Tema de color',
  'style.themeHint': 'Automático sigue el ajuste claro u oscuro de cada visitante.',
  'style.theme.auto': 'Automático',
  'style.theme.light': 'Claro',
  'style.theme.dark': 'Oscuro',
  'publish.fileOnFree':
    'Tu plan FREE no incluye la subida de archivos: un formulario clásico con una pregunta de archivo obligatoria no se puede publicar. Haz la pregunta opcional o quítala, o mejora tu plan.',
};

export default { en, es };
