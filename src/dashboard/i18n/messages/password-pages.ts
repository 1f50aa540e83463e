// The texts of the forgot and reset password pages (registered by pages/auth/password-pages.tsx).
const en = {
  'auth.forgotTitle': 'Reset your password',
  'auth.forgotSubtitle':
    'Enter the e-mail you sign in with and we will send you a link to set a new password.',
  'auth.forgotSend': 'Send the link',
  'auth.forgotSent':
    'If an account exists for that address, an e-mail with a link to set a new password is on its way. The link works for one hour.',
  'auth.forgotNoEmail': 'This server cannot send e-mail (SMTP_URL is not set): ask its operator for help.',
  'auth.backToSignIn': 'Back to sign in',
  'auth.resetTitle': 'Choose a new password',
  'auth.resetSubtitle': 'Every browser signed in with the old password is signed out.',
  'auth.newPassword': 'New password',
  'auth.resetSave': 'Set the new password',
  'auth.resetDone': 'Your password has been changed. Sign in with the new one.',
  'auth.resetNoToken': 'This link is incomplete. Ask for a new one.',
  'auth.resetInvalid': 'This link has expired or was already used. Ask for a new one.',
};

const es: Record<keyof typeof en, string> = {
  'auth.forgotTitle': 'Restablece tu contraseña',
  'auth.forgotSubtitle':
    'Escribe el correo con el que inicias sesión y te enviaremos un enlace para elegir una contraseña nueva.',
  'auth.forgotSend': 'Enviar el enlace',
  'auth.forgotSent':
    'Si existe una cuenta con esa dirección, te llegará un correo con un enlace para elegir una contraseña nueva. El enlace vale una hora.',
  'auth.forgotNoEmail':
    'Este servidor no puede enviar correos (SMTP_URL no está configurado): pide ayuda a su operador.',
  'auth.backToSignIn': 'Volver a iniciar sesión',
  'auth.resetTitle': 'Elige una contraseña nueva',
  'auth.resetSubtitle': 'Se cierra la sesión en todos los navegadores que usaban la contraseña anterior.',
  'auth.newPassword': 'Contraseña nueva',
  'auth.resetSave': 'Guardar la contraseña nueva',
  'auth.resetDone': 'Tu contraseña ha cambiado. Inicia sesión con la nueva.',
  'auth.resetNoToken': 'Este enlace está incompleto. Pide uno nuevo.',
  'auth.resetInvalid': 'Este enlace ha caducado o ya se usó. Pide uno nuevo.',
};

export default { en, es };
